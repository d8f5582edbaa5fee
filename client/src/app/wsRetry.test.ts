import { describe, expect, it } from 'vitest';
import { WS_RETRY_MAX_MS, wsRetryDelay } from './wsRetry';

describe('the socket reconnect delay', () => {
  it('doubles from 1 s and stays capped however many attempts failed', () => {
    const noJitter = () => 0;
    expect(wsRetryDelay(0, noJitter)).toBe(1000);
    expect(wsRetryDelay(3, noJitter)).toBe(8000);
    expect(wsRetryDelay(5, noJitter)).toBe(WS_RETRY_MAX_MS);
    expect(wsRetryDelay(1000, noJitter)).toBe(WS_RETRY_MAX_MS);
    expect(wsRetryDelay(1000, () => 0.999)).toBeLessThan(WS_RETRY_MAX_MS + 3000);
  });
});

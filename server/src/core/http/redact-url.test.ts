import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('hides the token query parameter and keeps the rest', () => {
    expect(redactUrl('/api/socket/exam/u/e/pc?token=abc.def&lang=en')).toBe(
      '/api/socket/exam/u/e/pc?token=%5Bredacted%5D&lang=en',
    );
    expect(redactUrl('/api/x?lang=en')).toBe('/api/x?lang=en');
    expect(redactUrl('/api/x')).toBe('/api/x');
  });
});

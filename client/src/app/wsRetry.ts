/** The socket's reconnect delays: 1 s doubling per attempt, at most 30 s, plus up to 3 s of jitter. */
export const WS_RETRY_FIRST_MS = 1000;
export const WS_RETRY_MAX_MS = 30_000;
export const WS_RETRY_JITTER_MS = 3000;

/** How long the socket waits before reconnect attempt `retries` (0-based). */
export function wsRetryDelay(retries: number, random: () => number = Math.random): number {
  const base = Math.min(WS_RETRY_MAX_MS, WS_RETRY_FIRST_MS * 2 ** Math.min(retries, 30));
  return base + Math.floor(random() * WS_RETRY_JITTER_MS);
}

/** graphql-ws `retryWait`: waits out the delay of attempt `retries`. */
export function wsRetryWait(retries: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, wsRetryDelay(retries)));
}

/** The drag limit: a jump further than this beyond the furthest watched position snaps back. */
export const DRAG_LIMIT_SECONDS = 2;
/** After the end, playback goes back to the start after this long. */
export const RESTART_DELAY_MS = 1000;
/** How often the study page reports the position while the video plays. */
export const REPORT_EVERY_MS = 5000;

/** Whether an address is an HLS playlist (ends in .m3u8, before any query): otherwise mp4. */
export function isHlsAddress(url: string): boolean {
  return /\.m3u8(?:[?#].*)?$/i.test(url);
}

/**
 * Where a seek lands: with the drag limit on, a target more than 2 s beyond the furthest
 * watched position snaps back to that position; otherwise the target stands.
 */
export function allowedSeek(target: number, furthest: number, dragLimit: boolean): number {
  if (!dragLimit) return target;
  return target > furthest + DRAG_LIMIT_SECONDS ? furthest : target;
}

/**
 * The furthest watched position after a time update: it grows with continuous playback (a step
 * of at most the drag limit), not with a jump.
 */
export function nextFurthest(furthest: number, previousTime: number, time: number): number {
  const step = time - previousTime;
  if (step < 0 || step > DRAG_LIMIT_SECONDS) return furthest;
  return Math.max(furthest, time);
}

/** How one request of the HLS player goes out: its address and whether it carries the session. */
export interface PlayerRequest {
  url: string;
  /** Same origin as the page: the token header goes along (never to a storage or CDN host). */
  withSession: boolean;
}

/**
 * A request of the HLS player (playlist, segment or key). Requests to our own origin carry the
 * session; a key request (an address whose path ends in 'decrypt') also carries the signed time
 * as its `auth` query parameter, kept beside any parameters the address already has.
 */
export function playerRequest(url: string, pageUrl: string, keyAuth: string): PlayerRequest {
  const address = new URL(url, pageUrl);
  const withSession = address.origin === new URL(pageUrl).origin;
  if (/decrypt$/.test(address.pathname) && keyAuth !== '') {
    address.searchParams.set('auth', keyAuth);
    return { url: address.href, withSession };
  }
  return { url, withSession };
}

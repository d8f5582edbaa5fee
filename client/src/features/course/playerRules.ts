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

/** One quality of a video as the server lists it (highest first). */
export interface PlayerRendition {
  /** original, 480p, 720p, 1080p or 2k. */
  quality: string;
  /** Picture height (0: not known, an upload that was never transcoded). */
  height: number;
  url: string;
}

/** The quality menu's value for hls.js choosing by itself (by bandwidth). */
export const AUTO_QUALITY = 0;

/** What the player's quality menu offers, keyed by picture height as plyr's menu is. */
export interface QualityMenu {
  /** Heights, highest first; for HLS the automatic choice (AUTO_QUALITY) comes first. */
  options: number[];
  /** The choice the player starts with: automatic for HLS, else the highest quality. */
  initial: number;
  /** The menu's label of each height that is not simply "<height>p" (2K, the source size). */
  labels: Record<number, string>;
  /** mp4: the address of each height (HLS plays every quality from one master playlist). */
  urls: Record<number, string>;
}

/**
 * The quality menu of a transcoded video, or null when there is nothing to choose (one quality,
 * or an upload played as it is).
 */
export function qualityMenu(
  renditions: readonly PlayerRendition[],
  hls: boolean,
  names: { auto: string; original: string },
): QualityMenu | null {
  const urls: Record<number, string> = {};
  const labels: Record<number, string> = {};
  for (const r of renditions) {
    if (r.height <= 0 || urls[r.height] !== undefined) continue;
    urls[r.height] = r.url;
    if (r.quality === '2k') labels[r.height] = '2K';
    else if (r.quality === 'original') labels[r.height] = `${names.original} ${r.height}p`;
  }
  const heights = Object.keys(urls)
    .map(Number)
    .sort((a, b) => b - a);
  if (heights.length < 2) return null;
  if (!hls) return { options: heights, initial: heights[0]!, labels, urls };
  return {
    options: [AUTO_QUALITY, ...heights],
    initial: AUTO_QUALITY,
    labels: { ...labels, [AUTO_QUALITY]: names.auto },
    urls: {},
  };
}

/** The hls.js level showing a height (-1: automatic, also when no level has that height). */
export function hlsLevelFor(levels: ReadonlyArray<{ height: number }>, height: number): number {
  if (height === AUTO_QUALITY) return -1;
  return levels.findIndex((l) => l.height === height);
}

/**
 * The ffmpeg side of video transcoding: finding the binaries (the storage settings' ffmpegHome,
 * else the PATH), probing a video's length and the arguments of one transcode.
 */
import { spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';

/** Output heights of the transcode qualities (2k is 2048x1152); original keeps the size. */
const HEIGHTS: Record<string, number> = { '480p': 480, '720p': 720, '1080p': 1080, '2k': 1152 };
/** The transcode qualities of the storage settings' videoQuality. */
export const VIDEO_QUALITIES = ['original', '480p', '720p', '1080p', '2k'] as const;

/** One output of a transcode: its quality name and size (0: not known). */
export interface PlannedRendition {
  quality: string;
  height: number;
  width: number;
}

/**
 * The qualities of a videoQuality setting, highest first: one name (the legacy value) or several
 * separated by commas; unknown names are dropped, none means original.
 */
export function parseQualities(value: string): string[] {
  const chosen = value
    .split(',')
    .map((q) => q.trim())
    .filter((q): q is string => (VIDEO_QUALITIES as readonly string[]).includes(q));
  if (chosen.length === 0) return ['original'];
  // Highest first: the source's own size, then by height.
  const rank = (q: string) => HEIGHTS[q] ?? Number.MAX_SAFE_INTEGER;
  return [...new Set(chosen)].sort((a, b) => rank(b) - rank(a));
}

/**
 * The renditions to make of a source of the given size (0 when unknown), highest first: each
 * chosen quality not above the source's height (never scaled up), original at the source's size;
 * when every chosen quality is above the source, one rendition at the source's size.
 */
export function planRenditions(
  qualities: readonly string[],
  source: { width: number; height: number },
): PlannedRendition[] {
  const widthAt = (h: number) =>
    source.width > 0 && source.height > 0
      ? Math.max(2, Math.round((source.width * h) / source.height / 2) * 2)
      : 0;
  const out: PlannedRendition[] = [];
  for (const quality of qualities) {
    const h = HEIGHTS[quality];
    if (h === undefined) continue;
    if (source.height > 0 && h > source.height) continue;
    out.push({ quality, height: h, width: widthAt(h) });
  }
  const sameAsSource = out.some((r) => r.height === source.height);
  if (out.length === 0 || (qualities.includes('original') && !sameAsSource)) {
    out.push({ quality: 'original', height: source.height, width: source.width });
  }
  return out.sort((a, b) => b.height - a.height);
}

/** The video encodes: mp4, HLS, or HLS with AES-128 segments. */
export type VideoEncode = 'mp4' | 'm3u8' | 'm3u8_encode';

export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

async function runs(binary: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(binary, ['-version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * ffmpeg and ffprobe from `ffmpegHome` (the folder holding them, or its bin/) when set, else from
 * the PATH; null when ffmpeg does not run.
 */
export async function findFfmpeg(ffmpegHome: string): Promise<FfmpegTools | null> {
  const candidates =
    ffmpegHome.trim() === ''
      ? ['']
      : [path.join(ffmpegHome, 'bin'), ffmpegHome].map((d) => `${d}${path.sep}`);
  for (const dir of candidates) {
    const ffmpeg = `${dir}ffmpeg`;
    if (
      dir !== '' &&
      !(await access(ffmpeg, constants.X_OK).then(
        () => true,
        () => false,
      ))
    ) {
      continue;
    }
    if (await runs(ffmpeg)) return { ffmpeg, ffprobe: `${dir}ffprobe` };
  }
  return null;
}

/** What ffprobe tells of a video: its length in seconds and its picture size (0 when unknown). */
export interface VideoProbe {
  duration: number;
  width: number;
  height: number;
}

export async function probeVideo(ffprobe: string, file: string): Promise<VideoProbe> {
  return new Promise((resolve) => {
    const child = spawn(
      ffprobe,
      // Only local files: a crafted upload (a playlist) cannot make ffprobe read or fetch others.
      [
        '-v',
        'error',
        '-protocol_whitelist',
        'file',
        '-select_streams',
        'v:0',
        '-show_entries',
        'format=duration:stream=width,height',
        '-of',
        'json',
        file,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    const none = { duration: 0, width: 0, height: 0 };
    child.on('error', () => resolve(none));
    child.on('exit', () => {
      try {
        const parsed = JSON.parse(out) as {
          format?: { duration?: string };
          streams?: Array<{ width?: number; height?: number }>;
        };
        const seconds = Number.parseFloat(parsed.format?.duration ?? '');
        const stream = parsed.streams?.[0] ?? {};
        const size = (n: unknown) => (typeof n === 'number' && n > 0 ? n : 0);
        resolve({
          duration: Number.isFinite(seconds) && seconds > 0 ? seconds : 0,
          width: size(stream.width),
          height: size(stream.height),
        });
      } catch {
        resolve(none);
      }
    });
  });
}

/** Output file names: <quality>.mp4, or a <quality>.m3u8 playlist of <quality>-seg0000.ts. */
export function renditionFile(quality: string, encode: VideoEncode): string {
  return encode === 'mp4' ? `${quality}.mp4` : `${quality}.m3u8`;
}

/**
 * The arguments of one transcode of `input` into `outDir`, one decode for every rendition:
 * H.264/AAC scaled to each rendition's height, as <quality>.mp4 files or HLS playlists
 * <quality>.m3u8 of 6 s segments; with a key info file the segments are AES-128 encrypted (one key
 * for every rendition). Progress goes to stdout (-progress).
 */
export function transcodeArgs(opts: {
  input: string;
  outDir: string;
  renditions: readonly PlannedRendition[];
  encode: VideoEncode;
  keyInfoFile?: string;
}): string[] {
  const n = opts.renditions.length;
  const split = `[0:v:0]split=${n}${opts.renditions.map((_, i) => `[s${i}]`).join('')}`;
  const scales = opts.renditions.map((r, i) =>
    r.quality === 'original' || r.height === 0
      ? `[s${i}]null[v${i}]`
      : `[s${i}]scale=-2:'min(${r.height},ih)'[v${i}]`,
  );
  const args = [
    '-v',
    'error',
    '-y',
    '-nostdin',
    '-progress',
    'pipe:1',
    // Only local files: a crafted upload (a playlist) cannot make ffmpeg read or fetch others.
    '-protocol_whitelist',
    'file',
    '-i',
    opts.input,
    '-filter_complex',
    [split, ...scales].join(';'),
  ];
  opts.renditions.forEach((r, i) => {
    args.push(
      '-map',
      `[v${i}]`,
      '-map',
      '0:a:0?',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
    );
    const out = path.join(opts.outDir, renditionFile(r.quality, opts.encode));
    if (opts.encode === 'mp4') {
      args.push('-movflags', '+faststart', out);
      return;
    }
    args.push(
      '-f',
      'hls',
      '-hls_time',
      '6',
      '-hls_playlist_type',
      'vod',
      '-hls_segment_filename',
      path.join(opts.outDir, `${r.quality}-seg%04d.ts`),
      ...(opts.keyInfoFile === undefined ? [] : ['-hls_key_info_file', opts.keyInfoFile]),
      out,
    );
  });
  return args;
}

/**
 * The HLS master playlist naming every rendition's playlist (highest first), so hls.js can switch
 * between them: bandwidth in bits per second, resolution when known.
 */
export function masterPlaylist(
  variants: ReadonlyArray<PlannedRendition & { bandwidth: number }>,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const v of variants) {
    const resolution = v.width > 0 && v.height > 0 ? `,RESOLUTION=${v.width}x${v.height}` : '';
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.max(1, Math.round(v.bandwidth))}${resolution},NAME="${v.quality}"`,
      renditionFile(v.quality, 'm3u8'),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Runs ffmpeg, reporting the share done (0-1) from its progress output; rejects with its error
 * text when it fails.
 */
export async function runTranscode(
  ffmpeg: string,
  args: string[],
  duration: number,
  onProgress: (share: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /out_time_us=(\d+)/.exec(chunk.toString('utf8'));
      if (match !== null && duration > 0) {
        onProgress(Math.min(1, Number(match[1]) / 1e6 / duration));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${errors}`)),
    );
  });
}

/**
 * The ffmpeg side of video transcoding: finding the binaries (the storage settings' ffmpegHome,
 * else the PATH), probing a video's length and the arguments of one transcode.
 */
import { spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';

/** Output heights of the transcode qualities (2k is 2048x1152); original keeps the size. */
const HEIGHTS: Record<string, number> = { '480p': 480, '720p': 720, '1080p': 1080, '2k': 1152 };

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

/** A video's length in seconds (0 when ffprobe cannot tell). */
export async function probeDuration(ffprobe: string, file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(
      ffprobe,
      // Only local files: a crafted upload (a playlist) cannot make ffprobe read or fetch others.
      [
        '-v',
        'error',
        '-protocol_whitelist',
        'file',
        '-show_entries',
        'format=duration',
        '-of',
        'csv=p=0',
        file,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.on('error', () => resolve(0));
    child.on('exit', () => {
      const seconds = Number.parseFloat(out.trim());
      resolve(Number.isFinite(seconds) && seconds > 0 ? seconds : 0);
    });
  });
}

/**
 * The arguments of one transcode of `input` into `outDir`: H.264/AAC, scaled to the quality's
 * height (never up), as video.mp4 or an HLS playlist index.m3u8 of 6 s segments; with a key
 * info file the segments are AES-128 encrypted. Progress goes to stdout (-progress).
 */
export function transcodeArgs(opts: {
  input: string;
  outDir: string;
  quality: string;
  encode: VideoEncode;
  keyInfoFile?: string;
}): string[] {
  const height = HEIGHTS[opts.quality];
  const scale = height === undefined ? [] : ['-vf', `scale=-2:'min(${height},ih)'`];
  const common = [
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
    ...scale,
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
  ];
  if (opts.encode === 'mp4') {
    return [...common, '-movflags', '+faststart', path.join(opts.outDir, 'video.mp4')];
  }
  return [
    ...common,
    '-f',
    'hls',
    '-hls_time',
    '6',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    path.join(opts.outDir, 'seg%04d.ts'),
    ...(opts.keyInfoFile === undefined ? [] : ['-hls_key_info_file', opts.keyInfoFile]),
    path.join(opts.outDir, 'index.m3u8'),
  ];
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

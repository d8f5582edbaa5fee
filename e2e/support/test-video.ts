import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { artifactsDir } from './paths.ts';

/**
 * An H.264 test pattern of `seconds` (320x180 unless `size` says otherwise) made with ffmpeg now
 * (artifacts/<name>.mp4), or null when ffmpeg is not installed (Debian package ffmpeg; .ci/run
 * installs it).
 */
export function makeTestVideo(name: string, seconds: number, size = '320x180'): string | null {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.mp4`);
  const made = spawnSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${size}:rate=25:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      file,
    ],
    { stdio: 'pipe' },
  );
  return made.error === undefined && made.status === 0 ? file : null;
}

import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  masterPlaylist,
  parseQualities,
  planRenditions,
  runTranscode,
  transcodeArgs,
} from './course-ffmpeg.ts';

describe('transcode qualities', () => {
  it('reads one quality (the legacy value) or several, highest first', () => {
    expect(parseQualities('')).toEqual(['original']);
    expect(parseQualities('720p')).toEqual(['720p']);
    expect(parseQualities('480p, 2k,720p,480p,bogus')).toEqual(['2k', '720p', '480p']);
    expect(parseQualities('480p,original')).toEqual(['original', '480p']);
  });

  it('makes each quality not above the source, else one at the source size', () => {
    const hd = { width: 1920, height: 1080 };
    expect(planRenditions(['2k', '1080p', '720p', '480p'], hd)).toEqual([
      { quality: '1080p', width: 1920, height: 1080 },
      { quality: '720p', width: 1280, height: 720 },
      { quality: '480p', width: 854, height: 480 },
    ]);
    // original beside a quality of the same height adds nothing.
    expect(planRenditions(['original', '1080p'], hd)).toHaveLength(1);
    expect(planRenditions(['original', '480p'], hd).map((r) => r.quality)).toEqual([
      'original',
      '480p',
    ]);
    expect(planRenditions(['1080p', '720p'], { width: 640, height: 360 })).toEqual([
      { quality: 'original', width: 640, height: 360 },
    ]);
    // Size unknown: every chosen quality (scaling never goes up).
    expect(planRenditions(['720p', '480p'], { width: 0, height: 0 })).toHaveLength(2);
  });

  it('decodes once and writes one output per rendition', () => {
    const args = transcodeArgs({
      input: '/w/in.mp4',
      outDir: '/w/out',
      renditions: [
        { quality: 'original', width: 0, height: 0 },
        { quality: '480p', width: 854, height: 480 },
      ],
      encode: 'm3u8_encode',
      keyInfoFile: '/w/key',
    });
    expect(args.filter((a) => a === '-i')).toHaveLength(1);
    expect(args[args.indexOf('-filter_complex') + 1]).toBe(
      "[0:v:0]split=2[s0][s1];[s0]null[v0];[s1]scale=-2:'min(480,ih)'[v1]",
    );
    expect(args.filter((a) => a === '-hls_key_info_file')).toHaveLength(2);
    expect(args).toContain('/w/out/original.m3u8');
    expect(args).toContain('/w/out/480p-seg%04d.ts');
  });

  it('names every variant in the master playlist', () => {
    expect(
      masterPlaylist([
        { quality: '720p', width: 1280, height: 720, bandwidth: 2_000_000.4 },
        { quality: 'original', width: 0, height: 0, bandwidth: 0 },
      ]),
    ).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=2000000,RESOLUTION=1280x720,NAME="720p"\n720p.m3u8\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=1,NAME="original"\noriginal.m3u8\n',
    );
  });
});

describe('transcode progress', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ffmpeg-progress-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A stand-in for ffmpeg printing `-progress` blocks as it goes, then exiting with `code`. */
  async function fakeFfmpeg(seconds: number[], code: number): Promise<string> {
    const file = path.join(dir, `ffmpeg-${code}-${seconds.length}`);
    const blocks = seconds
      .map((s) => `printf 'frame=1\\nout_time_us=${s * 1e6}\\nprogress=continue\\n'; sleep 0.05`)
      .join('\n');
    await writeFile(
      file,
      `#!/bin/sh\n${blocks}\n${code === 0 ? '' : "echo 'Invalid data found' >&2"}\nexit ${code}\n`,
    );
    await chmod(file, 0o755);
    return file;
  }

  it("reports the share done from ffmpeg's progress output, for the courseware list", async () => {
    const shares: number[] = [];
    await runTranscode(await fakeFfmpeg([2, 5, 10, 12], 0), [], 10, (s) => shares.push(s));
    expect(shares).toEqual([0.2, 0.5, 1, 1]);
  });

  it('reports nothing without a known length, and rejects with the error text on failure', async () => {
    const shares: number[] = [];
    await runTranscode(await fakeFfmpeg([1], 0), [], 0, (s) => shares.push(s));
    expect(shares).toEqual([]);
    await expect(runTranscode(await fakeFfmpeg([1], 1), [], 10, () => undefined)).rejects.toThrow(
      /exited with 1: Invalid data found/,
    );
  });
});

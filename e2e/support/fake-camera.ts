import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { launchOptions } from './browser.ts';

const WIDTH = 640;
const HEIGHT = 480;
/** Chromium loops the file; a few identical frames are enough for a still picture. */
const FRAMES = 3;

/**
 * A Y4M video (I420, BT.601 studio range, 640x480) showing a photo centred on a grey background,
 * for Chromium's `--use-file-for-fake-video-capture`. Made at test time from a photo fetched at
 * test time: no picture of a person is committed.
 */
export async function y4mOfPhoto(photo: Buffer): Promise<Buffer> {
  const { data } = await sharp(photo)
    .rotate()
    .resize(WIDTH, HEIGHT, { fit: 'contain', background: { r: 128, g: 128, b: 128 } })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return y4mOfRgbFrames(
    Array.from({ length: FRAMES }, () => data),
    30,
  );
}

/** One raw RGB picture (a frame of a clip) of any size. */
export interface RgbFrame {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * A Y4M video of the frames, each fitted onto the 640x480 grey picture, played at `frameRate`
 * (Chromium loops it): e.g. the turning head of server/test/fixtures/face-motion.ts.
 */
export async function y4mOfClip(frames: readonly RgbFrame[], frameRate: number): Promise<Buffer> {
  const fitted: Buffer[] = [];
  const done = new Map<RgbFrame, Buffer>();
  for (const frame of frames) {
    let rgb: Buffer | undefined = done.get(frame);
    if (rgb === undefined) {
      const made: Buffer = await sharp(frame.data, {
        raw: { width: frame.width, height: frame.height, channels: 3 },
      })
        .resize(WIDTH, HEIGHT, { fit: 'contain', background: { r: 128, g: 128, b: 128 } })
        .removeAlpha()
        .raw()
        .toBuffer();
      done.set(frame, made);
      rgb = made;
    }
    fitted.push(rgb);
  }
  return y4mOfRgbFrames(fitted, frameRate);
}

/** YUV4MPEG2 (C420, BT.601 studio range) of 640x480 RGB frames. */
function y4mOfRgbFrames(frames: readonly Buffer[], frameRate: number): Buffer {
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  const parts = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${frameRate}:1 Ip A1:1 C420\n`)];
  const planes = new Map<Buffer, Buffer[]>();
  for (const data of frames) {
    let yuv = planes.get(data);
    if (yuv === undefined) {
      const y = Buffer.alloc(WIDTH * HEIGHT);
      const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
      const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
      for (let row = 0; row < HEIGHT; row++) {
        for (let col = 0; col < WIDTH; col++) {
          const i = (row * WIDTH + col) * 3;
          y[row * WIDTH + col] = clamp(
            16 + 0.257 * data[i]! + 0.504 * data[i + 1]! + 0.098 * data[i + 2]!,
          );
        }
      }
      for (let row = 0; row < HEIGHT / 2; row++) {
        for (let col = 0; col < WIDTH / 2; col++) {
          let r = 0;
          let g = 0;
          let b = 0;
          for (const [dy, dx] of [
            [0, 0],
            [0, 1],
            [1, 0],
            [1, 1],
          ] as const) {
            const i = ((row * 2 + dy) * WIDTH + col * 2 + dx) * 3;
            r += data[i]!;
            g += data[i + 1]!;
            b += data[i + 2]!;
          }
          r /= 4;
          g /= 4;
          b /= 4;
          u[row * (WIDTH / 2) + col] = clamp(128 - 0.148 * r - 0.291 * g + 0.439 * b);
          v[row * (WIDTH / 2) + col] = clamp(128 + 0.439 * r - 0.368 * g - 0.071 * b);
        }
      }
      yuv = [y, u, v];
      planes.set(data, yuv);
    }
    parts.push(Buffer.from('FRAME\n'), ...yuv);
  }
  return Buffer.concat(parts.map((b) => new Uint8Array(b)));
}

/** A Chromium of its own whose camera shows a photo; `close()` also deletes the video file. */
export interface CameraBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Launches the same Chromium as the other journeys (executable and base arguments of
 * support/browser.ts) with a fake camera playing the photo and camera access granted.
 */
export async function launchWithCamera(photo: Buffer): Promise<CameraBrowser> {
  return launchWithVideo(await y4mOfPhoto(photo));
}

/** As launchWithCamera, the camera playing a clip (a Y4M video, looped). */
export async function launchWithVideo(y4m: Buffer): Promise<CameraBrowser> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examhall-camera-'));
  const file = path.join(dir, 'camera.y4m');
  fs.writeFileSync(file, new Uint8Array(y4m));
  const browser = await chromium.launch({
    ...launchOptions,
    headless: true,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

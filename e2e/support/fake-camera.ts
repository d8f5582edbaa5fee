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
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  for (let row = 0; row < HEIGHT; row++) {
    for (let col = 0; col < WIDTH; col++) {
      const i = (row * WIDTH + col) * 3;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      y[row * WIDTH + col] = clamp(16 + 0.257 * r + 0.504 * g + 0.098 * b);
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
  const parts = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420\n`)];
  for (let i = 0; i < FRAMES; i++) parts.push(Buffer.from('FRAME\n'), y, u, v);
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examhall-camera-'));
  const file = path.join(dir, 'camera.y4m');
  fs.writeFileSync(file, new Uint8Array(await y4mOfPhoto(photo)));
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

import { spawnSync } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { rest, resetDatabase, restOk, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { findFfmpeg } from './course-ffmpeg.ts';
import { MediaState, OriginalReason, TRANSCODE_QUEUE } from './course-media.ts';

type Json = Record<string, unknown>;

const ffmpeg = await findFfmpeg('');
if (ffmpeg === null) {
  console.warn(
    'course-media.int.test: ffmpeg is not installed (apt-get install ffmpeg): transcoding tests skipped',
  );
}

describe('course video transcoding', () => {
  let p: Platform;
  let sa: Identity;
  let learner: Identity;
  let work: string;
  let clip: Buffer;
  beforeAll(async () => {
    p = await startTestPlatform();
    work = await mkdtemp(path.join(tmpdir(), 'examhall-transcode-'));
    if (ffmpeg !== null) {
      // A 3 s clip with sound, made now.
      const file = path.join(work, 'clip.mp4');
      const made = spawnSync(ffmpeg.ffmpeg, [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=640x360:rate=25:duration=3',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:duration=3',
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        file,
      ]);
      expect(made.status).toBe(0);
      clip = await readFile(file);
    }
  });
  afterAll(async () => {
    await p.stop();
    await rm(work, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase(p);
    sa = await asSuperAdmin(p);
    learner = await asStudent(p);
  });

  async function storage(data: Json) {
    await restOk(p, sa.token, '/api/sys/config/prop/save', {
      type: 'upload',
      provider: 'local',
      active: true,
      data: { localDir: `${work}/files/`, ...data },
    });
  }

  async function courseWithClip(openType = 1) {
    const file = await p.services.files.storeGenerated({
      ownerId: sa.user.id,
      bytes: clip,
      ext: 'mp4',
      mime: 'video/mp4',
      kind: 2,
      name: 'clip.mp4',
      visibility: 'public',
    });
    const course = await restOk<{ id: string; chapters: Array<{ items: Array<{ id: string }> }> }>(
      p,
      sa.token,
      '/api/course/course/save',
      {
        title: 'Clip',
        state: 0,
        openType,
        ...(openType === 3 ? { userIds: [sa.user.id] } : {}),
        chapters: [{ title: 'One', items: [{ title: 'Clip', itemType: 1, fileId: file.id }] }],
      },
    );
    return { fileId: file.id, itemId: course.chapters[0]!.items[0]!.id };
  }

  it.skipIf(ffmpeg === null)(
    'plays the upload as it is while transcoding is off, measured',
    async () => {
      await storage({ encodeType: 'none' });
      const { fileId } = await courseWithClip();
      expect(await p.infra.prisma.courseMedia.findUnique({ where: { fileId } })).toMatchObject({
        state: MediaState.WAITING,
      });
      // Asking again while it waits queues nothing more: one transcode of a video at a time.
      const queued = async () =>
        (await p.infra.queues.queue(TRANSCODE_QUEUE).getJobs(['waiting', 'delayed'])).filter(
          (j) => (j.data as { fileId?: string }).fileId === fileId,
        ).length;
      const before = await queued();
      await restOk(p, sa.token, '/api/course/file/transcode', { fileId });
      await restOk(p, sa.token, '/api/course/file/transcode', { fileId });
      expect(await queued()).toBe(before);
      await p.services.courseMedia.transcode(fileId);
      const media = await p.infra.prisma.courseMedia.findUniqueOrThrow({ where: { fileId } });
      expect(media).toMatchObject({ state: MediaState.ORIGINAL, message: OriginalReason.DISABLED });
      expect(media.duration).toBeGreaterThan(2.5);
      const files = await restOk<{ records: Json[] }>(p, sa.token, '/api/course/file/paging', {
        current: 1,
        size: 10,
      });
      expect(files.records).toEqual([
        expect.objectContaining({ fileId, state: 4, message: 'disabled', useCount: 1 }),
      ]);
    },
  );

  it.skipIf(ffmpeg === null)(
    'plays the upload as it is when ffmpegHome holds no ffmpeg',
    async () => {
      await storage({ encodeType: 'ffmpeg', videoEncode: 'mp4', ffmpegHome: `${work}/no-ffmpeg` });
      const { fileId } = await courseWithClip();
      await p.services.courseMedia.transcode(fileId);
      const media = await p.infra.prisma.courseMedia.findUniqueOrThrow({ where: { fileId } });
      expect(media).toMatchObject({
        state: MediaState.ORIGINAL,
        message: OriginalReason.NO_FFMPEG,
      });
      // Without ffprobe the length comes from the MP4's own header.
      expect(media.duration).toBeGreaterThan(2.5);
    },
  );

  it.skipIf(ffmpeg === null)('transcodes to 480p mp4 and serves it to players', async () => {
    await storage({ encodeType: 'ffmpeg', videoEncode: 'mp4', videoQuality: '480p' });
    const { fileId, itemId } = await courseWithClip();
    await p.services.courseMedia.transcode(fileId);
    expect(await p.infra.prisma.courseMedia.findUnique({ where: { fileId } })).toMatchObject({
      state: MediaState.DONE,
      progress: 100,
      encode: 'mp4',
    });
    const opened = await restOk<{ playback: Json }>(p, learner.token, '/api/course/progress/open', {
      itemId,
    });
    expect(opened.playback).toMatchObject({
      url: `/api/course/media/${fileId}/video.mp4`,
      hls: false,
      state: 2,
    });
    const res = await fetch(`${p.url}/api/course/media/${fileId}/video.mp4`, {
      headers: { token: learner.token },
    });
    expect(res.status).toBe(200);
    const out = path.join(work, 'out.mp4');
    await import('node:fs/promises').then(async (fs) =>
      fs.writeFile(out, new Uint8Array(await res.arrayBuffer())),
    );
    const probe = spawnSync(ffmpeg!.ffprobe, [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=height',
      '-of',
      'csv=p=0',
      out,
    ]);
    expect(probe.stdout.toString().trim()).toBe('360');
  });

  it.skipIf(ffmpeg === null)(
    'encrypts HLS with AES-128 and gives the key only to who may watch, with a signed time',
    async () => {
      await storage({
        encodeType: 'ffmpeg',
        videoEncode: 'm3u8_encode',
        videoQuality: 'original',
        aesKey: '0123456789abcdef',
        aesIv: 'fedcba9876543210',
      });
      const { fileId, itemId } = await courseWithClip(3);
      await p.services.courseMedia.transcode(fileId);
      const playlistRes = await fetch(`${p.url}/api/course/media/${fileId}/index.m3u8`, {
        headers: { token: sa.token },
      });
      const playlist = await playlistRes.text();
      expect(playlist).toContain(
        `#EXT-X-KEY:METHOD=AES-128,URI="/api/course/media/${fileId}/decrypt"`,
      );
      const opened = await restOk<{ playback: { url: string; hls: boolean; keyAuth: string } }>(
        p,
        sa.token,
        '/api/course/progress/open',
        { itemId },
      );
      expect(opened.playback).toMatchObject({
        hls: true,
        url: expect.stringMatching(/index\.m3u8$/),
      });
      const keyUrl = (auth: string) =>
        `${p.url}/api/course/media/${fileId}/decrypt?auth=${encodeURIComponent(auth)}`;
      const key = await fetch(keyUrl(opened.playback.keyAuth), { headers: { token: sa.token } });
      expect(key.status).toBe(200);
      const keyBytes = Buffer.from(await key.arrayBuffer());
      expect(keyBytes.length).toBe(16);

      // The key opens the first segment (IV = the segment's sequence number, 0).
      const seg = await fetch(`${p.url}/api/course/media/${fileId}/seg0000.ts`, {
        headers: { token: sa.token },
      });
      const decipher = createDecipheriv(
        'aes-128-cbc',
        new Uint8Array(keyBytes),
        new Uint8Array(16),
      );
      const plain = Buffer.concat([
        new Uint8Array(decipher.update(new Uint8Array(await seg.arrayBuffer()))),
        new Uint8Array(decipher.final()),
      ]);
      expect(plain[0]).toBe(0x47); // an MPEG-TS sync byte

      // No signed time, another user's signed time, or someone outside the course: refused.
      expect((await fetch(keyUrl(''), { headers: { token: sa.token } })).status).toBe(403);
      expect(
        (await fetch(keyUrl(opened.playback.keyAuth), { headers: { token: learner.token } }))
          .status,
      ).toBe(403);
      const body = await rest(p, '/api/course/progress/open', { itemId }, { token: learner.token });
      expect(body.code).toBe(20010150);
      // Nor the playlist or a segment: the course's audience is the rule, not the upload's.
      for (const name of ['index.m3u8', 'seg0000.ts']) {
        const outside = await fetch(`${p.url}/api/course/media/${fileId}/${name}`, {
          headers: { token: learner.token },
        });
        expect(outside.status, name).toBe(404);
      }
    },
  );
});

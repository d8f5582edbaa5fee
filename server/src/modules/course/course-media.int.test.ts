import { spawnSync } from 'node:child_process';
import { createDecipheriv, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { rest, resetDatabase, restOk, startTestPlatform } from '../../../test/helpers.ts';
import * as S from '../../../test/fixtures/files.ts';
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
      // A 3 s 720p clip with sound, made now.
      const file = path.join(work, 'clip.mp4');
      const made = spawnSync(ffmpeg.ffmpeg, [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=1280x720:rate=25:duration=3',
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

  async function courseWithClip(openType = 1, bytes?: Buffer) {
    const file = await p.services.files.storeGenerated({
      ownerId: sa.user.id,
      bytes: bytes ?? clip,
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
        ...(openType === 3 ? { userIds: [sa.user.id, learner.user.id] } : {}),
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

  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    fetch(`${p.url}${url}`, { headers: { token, ...headers } });

  async function heightOf(res: Response, name: string): Promise<string> {
    const out = path.join(work, name);
    await writeFile(out, new Uint8Array(await res.arrayBuffer()));
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
    return probe.stdout.toString().trim();
  }

  it('serves course media only through the course route, to its audience, with ranges', async () => {
    await storage({ encodeType: 'none' });
    const outsider = await asStudent(p);
    // Course media is uploaded as such (course:add or course:update), not by learners.
    const upload = async (token: string, visibility: string) => {
      const form = new FormData();
      form.append('kind', '5');
      form.append('visibility', visibility);
      form.append('file', new Blob([new Uint8Array(S.PDF)]), 'notes.pdf');
      const res = await fetch(`${p.url}/api/common/file/upload`, {
        method: 'POST',
        headers: { token },
        body: form,
      });
      return (await res.json()) as { code: number; data: { id: string; restricted: boolean } };
    };
    expect((await upload(learner.token, 'course')).code).not.toBe(0);
    const doc = await upload(sa.token, 'course');
    expect(doc.code).toBe(0);
    expect(doc.data.restricted).toBe(true);

    // A video stored public before: saving it into a course makes it course media.
    const bytes = Buffer.concat([new Uint8Array(S.MP4), new Uint8Array(4000).fill(7)]);
    const { fileId, itemId } = await courseWithClip(3, bytes);
    const course = await p.infra.prisma.courseItem.findUniqueOrThrow({ where: { id: itemId } });
    await restOk(p, sa.token, '/api/course/course/save', {
      id: course.courseId,
      title: 'Clip',
      state: 0,
      openType: 3,
      userIds: [learner.user.id],
      chapters: [
        {
          title: 'One',
          items: [
            { id: itemId, title: 'Clip', itemType: 1, fileId },
            { title: 'Notes', itemType: 2, fileId: doc.data.id },
          ],
        },
      ],
    });

    // The generic file route serves neither to learners, whoever learns the ids.
    for (const id of [fileId, doc.data.id]) {
      expect((await get(`/api/common/file/${id}`, learner.token)).status).toBe(404);
      expect((await get(`/api/common/file/${id}`, outsider.token)).status).toBe(404);
    }

    // The learner gets the course route's address, never the generic one.
    const opened = await restOk<{ fileUrl: string; playback: { url: string; renditions: Json[] } }>(
      p,
      learner.token,
      '/api/course/progress/open',
      { itemId },
    );
    const url = `/api/course/media/${fileId}/original`;
    expect(opened.playback).toMatchObject({ url, renditions: [{ quality: 'original', url }] });
    expect(opened.fileUrl).toBe(url);
    const page = await restOk<{ chapters: Array<{ items: Array<{ fileUrl: string }> }> }>(
      p,
      learner.token,
      '/api/course/learner/detail',
      { id: course.courseId },
    );
    expect(page.chapters[0]!.items.map((i) => i.fileUrl)).toEqual([
      '',
      `/api/course/media/${doc.data.id}/original`,
    ]);

    const whole = await get(url, learner.token);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(new Uint8Array(bytes))).toBe(true);
    const part = await get(url, learner.token, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(
      Buffer.from(await part.arrayBuffer()).equals(new Uint8Array(bytes.subarray(100, 200))),
    ).toBe(true);
    expect((await get(url, learner.token, { range: 'bytes=999999-' })).status).toBe(416);
    const pdf = await get(`/api/course/media/${doc.data.id}/original`, learner.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline;/);

    // Outside the course's audience: refused with the catalogue's code.
    const refused = await get(url, outsider.token);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { code: number }).code).toBe(20010150);
    // Nor anyone not signed in.
    const anonymous = await fetch(`${p.url}${url}`);
    expect(((await anonymous.json()) as { code: number }).code).toBe(10010002);
  });

  it.skipIf(ffmpeg === null)(
    'transcodes to each chosen quality up to the source as mp4, seekable, original withheld',
    async () => {
      await storage({ encodeType: 'ffmpeg', videoEncode: 'mp4', videoQuality: '480p,1080p,720p' });
      const { fileId, itemId } = await courseWithClip();
      await p.services.courseMedia.transcode(fileId);
      expect(await p.infra.prisma.courseMedia.findUnique({ where: { fileId } })).toMatchObject({
        state: MediaState.DONE,
        progress: 100,
        encode: 'mp4',
        quality: '720p,480p',
      });
      const opened = await restOk<{ fileUrl: string; playback: Json }>(
        p,
        learner.token,
        '/api/course/progress/open',
        { itemId },
      );
      const base = `/api/course/media/${fileId}`;
      expect(opened.playback).toMatchObject({
        url: `${base}/720p.mp4`,
        hls: false,
        state: 2,
        renditions: [
          { quality: '720p', width: 1280, height: 720, url: `${base}/720p.mp4` },
          { quality: '480p', width: 854, height: 480, url: `${base}/480p.mp4` },
        ],
      });
      // The same through GraphQL.
      const gql = await fetch(`${p.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: learner.token },
        body: JSON.stringify({
          query: `mutation($id: ID!) { openCourseItem(itemId: $id) { fileUrl playback { url renditions { quality height url } } } }`,
          variables: { id: itemId },
        }),
      });
      const item = ((await gql.json()) as { data: { openCourseItem: Json } }).data.openCourseItem;
      expect(item).toMatchObject({
        fileUrl: `${base}/720p.mp4`,
        playback: {
          renditions: [
            { quality: '720p', height: 720 },
            { quality: '480p', height: 480 },
          ],
        },
      });
      expect(await heightOf(await get(`${base}/480p.mp4`, learner.token), 'a.mp4')).toBe('480');
      expect(await heightOf(await get(`${base}/720p.mp4`, learner.token), 'b.mp4')).toBe('720');
      const part = await get(`${base}/480p.mp4`, learner.token, { range: 'bytes=0-99' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
      // Once transcoded, the original is for course:list holders only.
      expect((await get(`${base}/original`, learner.token)).status).toBe(404);
      expect((await get(`${base}/original`, sa.token)).status).toBe(200);
      const desc = await restOk<Json>(p, sa.token, '/api/course/file/desc', { fileId });
      expect(desc).toMatchObject({ fileId, state: 2, quality: '720p,480p' });
      expect(desc.renditions).toHaveLength(2);
      const denied = await rest(p, '/api/course/file/desc', { fileId }, { token: learner.token });
      expect(denied.code).not.toBe(0);

      // Transcoded again with fewer qualities: what is no longer made is deleted.
      await storage({ encodeType: 'ffmpeg', videoEncode: 'm3u8', videoQuality: '480p' });
      await p.services.courseMedia.transcode(fileId);
      expect((await get(`${base}/480p.m3u8`, learner.token)).status).toBe(200);
      expect((await get(`${base}/480p-seg0000.ts`, learner.token)).status).toBe(200);
      for (const name of ['480p.mp4', '720p.mp4']) {
        expect((await get(`${base}/${name}`, sa.token)).status, name).toBe(404);
      }
      await storage({ encodeType: 'ffmpeg', videoEncode: 'mp4', videoQuality: '480p' });
      await p.services.courseMedia.transcode(fileId);
      for (const name of ['480p.m3u8', '480p-seg0000.ts', 'index.m3u8']) {
        expect((await get(`${base}/${name}`, sa.token)).status, name).toBe(404);
      }
      expect((await get(`${base}/480p.mp4`, learner.token)).status).toBe(200);
    },
  );

  it.skipIf(ffmpeg === null)(
    'makes one rendition at the source size when every chosen quality is above it',
    async () => {
      await storage({ encodeType: 'ffmpeg', videoEncode: 'mp4', videoQuality: '1080p' });
      const { fileId } = await courseWithClip();
      await p.services.courseMedia.transcode(fileId);
      const media = await p.infra.prisma.courseMedia.findUniqueOrThrow({ where: { fileId } });
      expect(media).toMatchObject({ state: MediaState.DONE, quality: 'original' });
      const res = await get(`/api/course/media/${fileId}/original.mp4`, sa.token);
      expect(await heightOf(res, 'c.mp4')).toBe('720');
    },
  );

  it.skipIf(ffmpeg === null)(
    'encrypts HLS with AES-128 and gives the key only to who may watch, with a signed time',
    async () => {
      await storage({
        encodeType: 'ffmpeg',
        videoEncode: 'm3u8_encode',
        videoQuality: '480p,720p',
        aesKey: '0123456789abcdef',
        aesIv: 'fedcba9876543210',
      });
      const { fileId, itemId } = await courseWithClip(3);
      await p.services.courseMedia.transcode(fileId);
      const playlistRes = await fetch(`${p.url}/api/course/media/${fileId}/index.m3u8`, {
        headers: { token: sa.token },
      });
      // The master playlist names both qualities, so hls.js can switch between them.
      const master = await playlistRes.text();
      expect(master).toMatch(
        /#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=1280x720,NAME="720p"\n720p\.m3u8\n/,
      );
      expect(master).toMatch(
        /#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=854x480,NAME="480p"\n480p\.m3u8\n/,
      );
      // The settings' IV, in every quality's playlist.
      const iv = Buffer.from('fedcba9876543210', 'utf8');
      for (const q of ['480p', '720p']) {
        const variant = await get(`/api/course/media/${fileId}/${q}.m3u8`, sa.token);
        expect((await variant.text()).toLowerCase()).toContain(
          `#ext-x-key:method=aes-128,uri="/api/course/media/${fileId}/decrypt",iv=0x${iv.toString('hex')}`,
        );
      }
      const opened = await restOk<{
        playback: { url: string; hls: boolean; keyAuth: string; renditions: Json[] };
      }>(p, sa.token, '/api/course/progress/open', { itemId });
      expect(opened.playback).toMatchObject({
        hls: true,
        url: expect.stringMatching(/index\.m3u8$/),
        renditions: [
          { quality: '720p', url: `/api/course/media/${fileId}/720p.m3u8` },
          { quality: '480p', url: `/api/course/media/${fileId}/480p.m3u8` },
        ],
      });
      const keyUrl = (auth: string) =>
        `${p.url}/api/course/media/${fileId}/decrypt?auth=${encodeURIComponent(auth)}`;
      const key = await fetch(keyUrl(opened.playback.keyAuth), { headers: { token: sa.token } });
      expect(key.status).toBe(200);
      const keyBytes = Buffer.from(await key.arrayBuffer());
      expect(keyBytes.length).toBe(16);
      // The video's own key, derived from the settings' AES key: not that key itself.
      const derived = createHmac('sha256', '0123456789abcdef')
        .update(`course-video:${fileId}`)
        .digest()
        .subarray(0, 16);
      expect(keyBytes.equals(new Uint8Array(derived))).toBe(true);
      expect(keyBytes.toString('utf8')).not.toBe('0123456789abcdef');

      // The key and the settings' IV open the first segment of every quality.
      for (const q of ['480p', '720p']) {
        const seg = await get(`/api/course/media/${fileId}/${q}-seg0000.ts`, sa.token);
        const decipher = createDecipheriv(
          'aes-128-cbc',
          new Uint8Array(keyBytes),
          new Uint8Array(iv),
        );
        const plain = Buffer.concat([
          new Uint8Array(decipher.update(new Uint8Array(await seg.arrayBuffer()))),
          new Uint8Array(decipher.final()),
        ]);
        expect(plain[0], q).toBe(0x47); // an MPEG-TS sync byte
      }

      // No signed time, another user's signed time, or someone outside the course: refused.
      const outsider = await asStudent(p);
      expect((await fetch(keyUrl(''), { headers: { token: sa.token } })).status).toBe(403);
      expect(
        (await fetch(keyUrl(opened.playback.keyAuth), { headers: { token: outsider.token } }))
          .status,
      ).toBe(403);
      const body = await rest(
        p,
        '/api/course/progress/open',
        { itemId },
        { token: outsider.token },
      );
      expect(body.code).toBe(20010150);
      // Nor the playlist or a segment: the course's audience is the rule, not the upload's.
      for (const name of ['index.m3u8', '480p.m3u8', '480p-seg0000.ts', 'original']) {
        const outside = await fetch(`${p.url}/api/course/media/${fileId}/${name}`, {
          headers: { token: outsider.token },
        });
        expect(outside.status, name).toBe(404);
      }
    },
  );
});

describe('online video transcoding', () => {
  let p: Platform;
  let sa: Identity;
  let learner: Identity;
  let work: string;
  let service: Server;
  let serviceUrl: string;
  /** What the fake service received, and how it answers. */
  let received: Array<{ options: Json; body: Buffer; signed: boolean }>;
  let fail: boolean;
  const secret = 'abcdefghijklmnop';
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('hex');
  const fileBytes = (name: string) => Buffer.from(`output ${name} `.repeat(50));

  beforeAll(async () => {
    p = await startTestPlatform();
    work = await mkdtemp(path.join(tmpdir(), 'examhall-online-'));
    // A transcoding service speaking the protocol of course-online.ts: each job is running on
    // the first question, then done (or failed) with a rendition per asked quality.
    const polls = new Map<string, number>();
    service = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = req.url ?? '';
        const answer = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.method === 'POST' && url === '/svc/jobs') {
          const header = String(req.headers['x-transcode-options'] ?? '');
          const signed = req.headers['x-transcode-signature'] === sign(header);
          received.push({
            options: JSON.parse(header) as Json,
            body: Buffer.concat(chunks.map((c) => new Uint8Array(c))),
            signed,
          });
          if (!signed) return answer(403, {});
          return answer(200, { jobId: `job-${received.length}` });
        }
        const m = /^\/svc\/jobs\/([\w-]+)(?:\/files\/(.+))?$/.exec(url);
        if (m === null || req.headers['x-transcode-signature'] !== sign(m[1]!)) {
          return answer(403, {});
        }
        const job = received[Number(m[1]!.slice(4)) - 1]!;
        if (m[2] !== undefined) {
          res.writeHead(200, { 'content-type': 'application/octet-stream' });
          return res.end(new Uint8Array(fileBytes(decodeURIComponent(m[2]))));
        }
        const n = (polls.get(m[1]!) ?? 0) + 1;
        polls.set(m[1]!, n);
        if (n === 1) return answer(200, { state: 'running', progress: 40 });
        if (fail) return answer(200, { state: 'failed', message: 'bad input' });
        const hls = job.options.encode !== 'mp4';
        const qualities = job.options.qualities as string[];
        return answer(200, {
          state: 'done',
          progress: 100,
          duration: 3,
          renditions: [
            ...qualities.map((q) => ({
              quality: q,
              width: q === '720p' ? 1280 : 854,
              height: q === '720p' ? 720 : 480,
              files: hls ? [`${q}.m3u8`, `${q}-seg0000.ts`] : [`${q}.mp4`],
            })),
            // Names a transcode never writes are not fetched.
            { quality: '../x', width: 1, height: 1, files: ['../x.mp4'] },
          ],
        });
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/svc`;
  });
  afterAll(async () => {
    await p.stop();
    await new Promise((resolve) => service.close(resolve));
    await rm(work, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase(p);
    sa = await asSuperAdmin(p);
    learner = await asStudent(p);
    received = [];
    fail = false;
  });

  async function storage(data: Json) {
    return rest(
      p,
      '/api/sys/config/prop/save',
      {
        type: 'upload',
        provider: 'local',
        active: true,
        data: { localDir: `${work}/files/`, ...data },
      },
      { token: sa.token },
    );
  }

  async function courseWithVideo(bytes: Buffer) {
    const file = await p.services.files.storeGenerated({
      ownerId: sa.user.id,
      bytes,
      ext: 'mp4',
      mime: 'video/mp4',
      kind: 2,
      name: 'clip.mp4',
      visibility: 'public',
    });
    const course = await restOk<{ chapters: Array<{ items: Array<{ id: string }> }> }>(
      p,
      sa.token,
      '/api/course/course/save',
      {
        title: 'Clip',
        state: 0,
        chapters: [{ title: 'One', items: [{ title: 'Clip', itemType: 1, fileId: file.id }] }],
      },
    );
    return { fileId: file.id, itemId: course.chapters[0]!.items[0]!.id };
  }

  it('needs the service address to save online transcoding', async () => {
    const res = await storage({ encodeType: 'online', encodeUrl: '/api/course/file/desc' });
    expect(res.code).toBe(13001020); // STORAGE_CONFIG_INVALID
    expect((await storage({ encodeType: 'online', encodeUrl: serviceUrl })).code).toBe(0);
  });

  it('sends the video to the service, fetches each quality and writes the master playlist', async () => {
    const saved = await storage({
      encodeType: 'online',
      encodeUrl: serviceUrl,
      encodeKey: secret,
      mediaQueue: 'q1',
      videoEncode: 'm3u8_encode',
      videoQuality: '480p,720p',
      aesKey: '0123456789abcdef',
      aesIv: 'fedcba9876543210',
    });
    expect(saved.code).toBe(0);
    const bytes = Buffer.concat([new Uint8Array(S.MP4), new Uint8Array(5000).fill(3)]);
    const { fileId, itemId } = await courseWithVideo(bytes);
    await p.services.courseMedia.transcode(fileId);

    expect(received).toHaveLength(1);
    const [job] = received;
    expect(job!.signed).toBe(true);
    expect(job!.body.equals(new Uint8Array(bytes))).toBe(true);
    expect(job!.options).toMatchObject({
      fileId,
      qualities: ['720p', '480p'],
      encode: 'm3u8_encode',
      queue: 'q1',
      keyUri: `/api/course/media/${fileId}/decrypt`,
    });
    const media = await p.infra.prisma.courseMedia.findUniqueOrThrow({ where: { fileId } });
    expect(media).toMatchObject({
      state: MediaState.DONE,
      remoteJobId: 'job-1',
      quality: '720p,480p',
    });

    const opened = await restOk<{ playback: { url: string; keyAuth: string; renditions: Json[] } }>(
      p,
      learner.token,
      '/api/course/progress/open',
      { itemId },
    );
    const base = `/api/course/media/${fileId}`;
    expect(opened.playback).toMatchObject({
      url: `${base}/index.m3u8`,
      renditions: [
        { quality: '720p', url: `${base}/720p.m3u8` },
        { quality: '480p', url: `${base}/480p.m3u8` },
      ],
    });
    const get = (name: string) =>
      fetch(`${p.url}${base}/${name}`, { headers: { token: learner.token } });
    const master = await (await get('index.m3u8')).text();
    expect(master).toContain('RESOLUTION=1280x720,NAME="720p"\n720p.m3u8');
    expect(master).toContain('NAME="480p"\n480p.m3u8');
    const seg = Buffer.from(await (await get('480p-seg0000.ts')).arrayBuffer());
    expect(seg.equals(new Uint8Array(fileBytes('480p-seg0000.ts')))).toBe(true);
    // The key the service encrypted with is the one players get.
    const key = await fetch(
      `${p.url}${base}/decrypt?auth=${encodeURIComponent(opened.playback.keyAuth)}`,
      { headers: { token: learner.token } },
    );
    expect(Buffer.from(await key.arrayBuffer()).toString('base64')).toBe(job!.options.key);
  });

  it('plays the original when the service fails the job or refuses the signature', async () => {
    await storage({ encodeType: 'online', encodeUrl: serviceUrl, encodeKey: secret });
    fail = true;
    const { fileId } = await courseWithVideo(
      Buffer.concat([new Uint8Array(S.MP4), new Uint8Array(100)]),
    );
    await p.services.courseMedia.transcode(fileId);
    expect(await p.infra.prisma.courseMedia.findUnique({ where: { fileId } })).toMatchObject({
      state: MediaState.FAILED,
      message: OriginalReason.FAILED,
    });
    await storage({ encodeType: 'online', encodeUrl: serviceUrl, encodeKey: 'ponmlkjihgfedcba' });
    fail = false;
    await p.services.courseMedia.transcode(fileId);
    expect(received.at(-1)!.signed).toBe(false);
    expect(await p.infra.prisma.courseMedia.findUnique({ where: { fileId } })).toMatchObject({
      state: MediaState.FAILED,
    });
  });
});

import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, LEGACY_TIME, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin } from '../../../test/identities.ts';
import * as S from '../../../test/fixtures/files.ts';

interface Uploaded {
  id: string;
  url: string;
  name: string;
  size: number;
  mime: string;
  kind: number;
  visibility: string;
  createTime: string;
}

const b64 = (b: Buffer | undefined) => b?.toString('base64');

/** Limit for this file's platform: 0.01 MB = 10485 bytes. */
const MAX_MB = 0.01;

describe('file uploads', () => {
  let p: Platform;
  let filesDir: string;
  let admin: string;
  let student: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'examhall-files-'));
    p = await startTestPlatform({ env: { filesDir, UPLOAD_MAX_MB: MAX_MB } });
  });
  afterAll(async () => {
    await p.stop();
    await rm(filesDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase(p);
    admin = (await asSuperAdmin(p)).token;
    student = (await asStudent(p)).token;
  });

  async function upload(
    bytes: Buffer | null,
    opts: { token?: string; name?: string; fields?: Record<string, string>; url?: string } = {},
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
    if (bytes !== null)
      form.append('file', new Blob([new Uint8Array(bytes)]), opts.name ?? 'file.bin');
    const res = await fetch(`${p.url}${opts.url ?? '/api/common/file/upload'}`, {
      method: 'POST',
      headers: opts.token === undefined ? {} : { token: opts.token },
      body: form,
    });
    return (await res.json()) as { code: number; msg: string; data: Uploaded };
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${p.url}${url}`, { headers });

  it('stores an image under a server-generated name and serves it with its type', async () => {
    const r = await upload(S.PNG, {
      token: student,
      name: '../../etc/我的 头像.PNG',
      fields: { kind: '1' },
    });
    expect(r).toMatchObject({
      code: 0,
      data: {
        name: '我的 头像.png',
        mime: 'image/png',
        kind: 1,
        visibility: 'public',
        size: S.PNG.length,
      },
    });
    expect(r.data.url).toBe(`/api/common/file/${r.data.id}`);
    expect(r.data.createTime).toMatch(LEGACY_TIME);
    const row = await p.infra.prisma.storedFile.findUniqueOrThrow({ where: { id: r.data.id } });
    expect(row.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(row).toMatchObject({ provider: 'local', ownerId: expect.any(String) });
    const onDisk = await readFile(path.join(filesDir, row.storageKey));
    expect(b64(onDisk)).toBe(b64(S.PNG));

    const res = await get(r.data.url, { token: student });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(b64(Buffer.from(await res.arrayBuffer()))).toBe(b64(S.PNG));
  });

  it('serves other files as attachments named after the detected type', async () => {
    const r = await upload(S.PDF, { token: student, name: 'report.exe' });
    expect(r.data).toMatchObject({ name: 'report.pdf', mime: 'application/pdf', kind: 5 });
    const res = await get(r.data.url, { token: student });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
  });

  it.each([
    ['jpg', S.JPEG, 1, 'image/jpeg'],
    ['gif', S.GIF, 1, 'image/gif'],
    ['mp4', S.MP4, 2, 'video/mp4'],
    ['mp3', S.MP3_ID3, 3, 'audio/mpeg'],
    ['wav', S.WAV, 4, 'audio/wav'],
    ['ogg', S.OGG, 3, 'audio/ogg'],
    ['docx', S.DOCX, 5, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xls', S.XLS, 5, 'application/vnd.ms-excel'],
    ['rar', S.RAR5, 5, 'application/vnd.rar'],
  ] as const)('accepts %s as kind %i', async (_ext, bytes, kind, mime) => {
    const r = await upload(bytes, { token: student, fields: { kind: String(kind) } });
    expect(r).toMatchObject({ code: 0, data: { kind, mime } });
  });

  it('judges the type from the bytes: disguised and unlisted types are refused (13001032), nothing kept', async () => {
    const html = await upload(S.HTML, { token: student, name: 'avatar.png' });
    expect(html.code).toBe(13001032);
    expect(html.msg).toBe('不支持上传该类型的文件：png');
    expect((await upload(S.SVG, { token: student, name: 'a.svg' })).code).toBe(13001032);
    expect((await upload(S.EXE, { token: student, name: 'setup.exe' })).code).toBe(13001032);
    const pdfAsImage = await upload(S.PDF, {
      token: student,
      name: 'x.png',
      fields: { kind: '1' },
    });
    expect(pdfAsImage).toMatchObject({ code: 13001032, msg: '不支持上传该类型的文件：pdf' });
    expect((await upload(S.PNG, { token: student, fields: { kind: '2' } })).code).toBe(13001032);
    expect((await upload(Buffer.alloc(0), { token: student, name: 'empty.txt' })).code).toBe(
      13001032,
    );
    expect(await p.infra.prisma.storedFile.count()).toBe(0);
    // Uploads stage in the site's temp directory and are removed whatever the outcome.
    const staging = await mkdtemp(path.join(tmpdir(), 'examhall-staging-'));
    try {
      await p.infra.prisma.siteConfig.create({
        data: { id: '1', siteName: 'S', tmpDir: `${staging}/` },
      });
      expect((await upload(S.EXE, { token: student })).code).toBe(13001032);
      const big = Buffer.concat([new Uint8Array(S.PNG), new Uint8Array(20_000)]);
      expect((await upload(big, { token: student })).code).toBe(10010016);
      expect((await upload(S.PNG, { token: student })).code).toBe(0);
      expect(await readdir(staging)).toEqual([]);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  });

  it('refuses files above UPLOAD_MAX_MB (10010016), a missing file and bad options (10010001)', async () => {
    const big = Buffer.concat([
      new Uint8Array(S.PNG),
      new Uint8Array(Math.ceil(MAX_MB * 1024 * 1024) + 1),
    ]);
    expect((await upload(big, { token: student })).code).toBe(10010016);
    expect((await upload(null, { token: student, fields: { kind: '1' } })).code).toBe(10010001);
    expect((await upload(S.PNG, { token: student, fields: { kind: '9' } })).code).toBe(10010001);
    expect((await upload(S.PNG, { token: student, fields: { visibility: 'world' } })).code).toBe(
      10010001,
    );
    expect((await upload(S.PNG, {})).code).toBe(10010002);
    expect(await p.infra.prisma.storedFile.count()).toBe(0);
  });

  it('serves public files to signed-in users, private ones to the owner and admins, site files to anyone', async () => {
    const pub = await upload(S.PNG, { token: student });
    const priv = await upload(S.PNG, { token: student, fields: { visibility: 'private' } });
    const other = (await asStudent(p)).token;

    const shown = await get(pub.data.url, { token: other });
    expect(shown.status).toBe(200);
    // An answer that depends on the caller is never kept by a browser or proxy.
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const anon = await get(pub.data.url);
    expect(anon.status).toBe(401);
    expect(((await anon.json()) as { code: number }).code).toBe(10010002);

    const own = await get(priv.data.url, { token: student });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect((await get(priv.data.url, { token: admin })).status).toBe(200);
    const hidden = await get(priv.data.url, { token: other });
    expect(hidden.status).toBe(404);
    expect(((await hidden.json()) as { code: number }).code).toBe(60000001);
    expect((await get('/api/common/file/nope', { token: admin })).status).toBe(404);

    // The browser's <img> sends the token cookie.
    expect((await get(pub.data.url, { cookie: `token=${encodeURIComponent(other)}` })).status).toBe(
      200,
    );

    // Site files (logos): only sys:config:update may upload them; anyone may read them.
    expect((await upload(S.PNG, { token: student, fields: { visibility: 'site' } })).code).toBe(
      10010004,
    );
    const logo = await upload(S.PNG, { token: admin, fields: { visibility: 'site', kind: '1' } });
    const res = await get(logo.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
  });

  it('a logo saved in the base configuration becomes loadable on the login page', async () => {
    const img = await upload(S.PNG, { token: admin, fields: { kind: '1' } });
    expect((await get(img.data.url)).status).toBe(401);
    await rest(
      p,
      '/api/sys/config/save',
      { siteName: 'S', frontLogo: img.data.url },
      { token: admin },
    );
    expect((await get(img.data.url)).status).toBe(200);
  });

  it('answers byte ranges (video seeking)', async () => {
    const r = await upload(S.MP4, { token: student });
    const part = await get(r.data.url, { token: student, range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${S.MP4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    const tail = await get(r.data.url, { token: student, range: 'bytes=-2' });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(2);
    const bad = await get(r.data.url, { token: student, range: `bytes=${S.MP4.length}-` });
    expect(bad.status).toBe(416);
    expect(bad.headers.get('content-range')).toBe(`bytes */${S.MP4.length}`);
  });

  it('writes to the admin-saved local directory and still reads files kept before', async () => {
    const before = await upload(S.PNG, { token: student });
    const custom = await mkdtemp(path.join(tmpdir(), 'examhall-local-'));
    try {
      const saved = await rest(
        p,
        '/api/sys/config/prop/save',
        { type: 'upload', provider: 'local', active: true, data: { localDir: `${custom}/` } },
        { token: admin },
      );
      expect(saved.code).toBe(0);
      const after = await upload(S.GIF, { token: student });
      const row = await p.infra.prisma.storedFile.findUniqueOrThrow({
        where: { id: after.data.id },
      });
      expect(b64(await readFile(path.join(custom, row.storageKey)))).toBe(b64(S.GIF));
      expect((await get(before.data.url, { token: student })).status).toBe(200);
      expect((await get(after.data.url, { token: student })).status).toBe(200);
    } finally {
      await rm(custom, { recursive: true, force: true });
    }
  });

  it('stores through S3 when a cloud provider is active, and serves from it', async () => {
    const s3 = S.fakeS3('cloud-secret');
    await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
    try {
      const endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
      const saved = await rest(
        p,
        '/api/sys/config/prop/save',
        {
          type: 'upload',
          provider: 'aliyun',
          active: true,
          data: {
            endpoint,
            bucket: 'exam-files',
            accessKeyId: 'AK',
            accessKeySecret: 'cloud-secret',
          },
        },
        { token: admin },
      );
      expect(saved.code).toBe(0);
      const r = await upload(S.PDF, { token: student });
      expect(r.code).toBe(0);
      const row = await p.infra.prisma.storedFile.findUniqueOrThrow({ where: { id: r.data.id } });
      expect(row.provider).toBe('aliyun');
      expect(b64(s3.objects.get(`/exam-files/${row.storageKey}`))).toBe(b64(S.PDF));
      const res = await get(r.data.url, { token: student });
      expect(b64(Buffer.from(await res.arrayBuffer()))).toBe(b64(S.PDF));
      expect(s3.seen.every((x) => x.ok)).toBe(true);

      // Switching back to local: new files go local, the cloud file is still served.
      await rest(
        p,
        '/api/sys/config/prop/change',
        { type: 'upload', provider: 'local' },
        { token: admin },
      );
      const local = await upload(S.PNG, { token: student });
      expect(
        (await p.infra.prisma.storedFile.findUniqueOrThrow({ where: { id: local.data.id } }))
          .provider,
      ).toBe('local');
      expect((await get(r.data.url, { token: student })).status).toBe(200);

      // Wrong credentials: the upload fails with the storage code and keeps no row.
      await rest(
        p,
        '/api/sys/config/prop/save',
        {
          type: 'upload',
          provider: 'aliyun',
          active: true,
          data: { endpoint, bucket: 'exam-files', accessKeyId: 'AK', accessKeySecret: 'wrong' },
        },
        { token: admin },
      );
      const count = await p.infra.prisma.storedFile.count();
      expect((await upload(S.PNG, { token: student })).code).toBe(13001020);
      expect(await p.infra.prisma.storedFile.count()).toBe(count);
    } finally {
      await new Promise<void>((r) => s3.server.close(() => r()));
    }
  });

  describe('GraphQL', () => {
    const TICKET = `mutation($i: CreateUploadTicketInput) {
      createUploadTicket(input: $i) { ticket url fieldName expiresAt maxBytes accept } }`;

    it('a ticket (step one) then a multipart POST to its URL (step two)', async () => {
      const t = await gql<{
        createUploadTicket: { url: string; fieldName: string; maxBytes: number; accept: string[] };
      }>(p, TICKET, { i: { kind: 1, visibility: 'private' } }, { token: student });
      const ticket = t.data!.createUploadTicket;
      expect(ticket).toMatchObject({
        fieldName: 'file',
        maxBytes: Math.floor(MAX_MB * 1024 * 1024),
        accept: ['png', 'jpg', 'jpeg', 'gif'],
      });
      expect(ticket.url).toMatch(/^\/api\/common\/file\/upload\?ticket=/);
      const ok = await upload(S.PNG, { token: student, url: ticket.url });
      expect(ok.data).toMatchObject({ kind: 1, visibility: 'private' });
      // The ticket's kind wins over form fields.
      expect(
        (await upload(S.PDF, { token: student, url: ticket.url, fields: { kind: '5' } })).code,
      ).toBe(13001032);
      // Bound to its user, and not forgeable.
      const other = (await asStudent(p)).token;
      expect((await upload(S.PNG, { token: other, url: ticket.url })).code).toBe(10010001);
      const forged = ticket.url.replace(/ticket=([^.]+)/, 'ticket=$1x');
      expect((await upload(S.PNG, { token: student, url: forged })).code).toBe(10010001);

      const info = await gql<{ storedFile: Record<string, unknown> }>(
        p,
        'query($id: ID!) { storedFile(id: $id) { id url name kind visibility mime } }',
        { id: ok.data.id },
        { token: student },
      );
      expect(info.data?.storedFile).toMatchObject({
        url: ok.data.url,
        kind: 1,
        visibility: 'private',
        mime: 'image/png',
      });
      const hidden = await gql(
        p,
        'query($id: ID!) { storedFile(id: $id) { id } }',
        { id: ok.data.id },
        { token: other },
      );
      expect(hidden.errors?.[0]?.extensions?.legacyCode).toBe(60000001);
    });

    it('site visibility needs sys:config:update; anonymous callers get no ticket', async () => {
      const t = await gql(p, TICKET, { i: { visibility: 'site' } }, { token: student });
      expect(t.errors?.[0]?.extensions?.legacyCode).toBe(10010004);
      expect(
        (await gql(p, TICKET, { i: { visibility: 'site' } }, { token: admin })).errors,
      ).toBeUndefined();
      expect((await gql(p, TICKET, {})).errors?.[0]?.extensions?.legacyCode).toBe(10010002);
    });
  });
});

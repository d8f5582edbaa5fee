import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../src/platform.ts';
import { gql, legacyCodeOf, resetDatabase, rest, startTestPlatform } from '../helpers.ts';
import { asSuperAdmin } from '../identities.ts';
import { examBody, SAVE_EXAM } from '../factories/exam.ts';
import { buildRepo } from '../factories/question.ts';
import { PDF } from '../fixtures/files.ts';

const PARAM_INVALID = 10010001;

describe('input hygiene at the edges', () => {
  let p: Platform;
  let filesDir: string;
  let admin: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'examhall-hygiene-'));
    p = await startTestPlatform({ env: { filesDir } });
  });
  afterAll(async () => {
    await p.stop();
    await rm(filesDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase(p);
    admin = (await asSuperAdmin(p)).token;
  });

  const BAD = ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b'];

  it('refuses control characters in any REST body string with 10010001, never a 500', async () => {
    for (const bad of BAD) {
      for (const body of [
        { groupName: bad },
        { groupName: 'ok', remark: bad },
        { groupName: 'ok', nested: [{ deep: bad }] },
        { groupName: 'ok', [bad]: 'key' },
      ]) {
        const res = await rest(p, '/api/sys/group/save', body, { token: admin });
        expect(res.status, JSON.stringify(body)).toBeLessThan(500);
        expect(res.code, JSON.stringify(body)).toBe(PARAM_INVALID);
      }
      // Reads too: a search text with NUL is refused, not a database error.
      const search = await rest(
        p,
        '/api/sys/group/paging',
        { params: { title: bad } },
        {
          token: admin,
        },
      );
      expect(search.code).toBe(PARAM_INVALID);
    }
    expect(await p.infra.prisma.group.count()).toBe(0);
    // Tab, CR and LF are fine.
    const ok = await rest(
      p,
      '/api/sys/group/save',
      { groupName: 'x', remark: 'a\tb\r\nc' },
      {
        token: admin,
      },
    );
    expect(ok.code).toBe(0);
  });

  it('refuses control characters in GraphQL variables and inline arguments with 10010001', async () => {
    const create = 'mutation($i: CreateGroupInput!) { createGroup(input: $i) { id } }';
    for (const bad of BAD) {
      const viaVariable = await gql(p, create, { i: { groupName: bad } }, { token: admin });
      expect(viaVariable.status).toBeLessThan(500);
      expect(legacyCodeOf(viaVariable)).toBe(PARAM_INVALID);
      const inline = await gql(
        p,
        `mutation { createGroup(input: { groupName: ${JSON.stringify(bad)} }) { id } }`,
        {},
        { token: admin },
      );
      expect(inline.status).toBeLessThan(500);
      expect(legacyCodeOf(inline)).toBe(PARAM_INVALID);
    }
    expect(await p.infra.prisma.group.count()).toBe(0);
  });

  it('refuses half a character (a lone surrogate) in REST bodies and GraphQL variables with 10010001', async () => {
    const create = 'mutation($i: CreateGroupInput!) { createGroup(input: $i) { id } }';
    for (const bad of ['a\ud800b', 'a\udc00', '\ud83d']) {
      const viaRest = await rest(p, '/api/sys/group/save', { groupName: bad }, { token: admin });
      expect(viaRest.status).toBeLessThan(500);
      expect(viaRest.code).toBe(PARAM_INVALID);
      const viaVariable = await gql(p, create, { i: { groupName: bad } }, { token: admin });
      expect(viaVariable.status).toBeLessThan(500);
      expect(legacyCodeOf(viaVariable)).toBe(PARAM_INVALID);
    }
    expect(await p.infra.prisma.group.count()).toBe(0);
    // A whole character beyond the first plane (a surrogate pair) is text.
    const ok = await rest(
      p,
      '/api/sys/group/save',
      { groupName: 'ok \ud83d\ude00' },
      { token: admin },
    );
    expect(ok.code).toBe(0);
  });

  it('refuses markup in plain-text titles and names (exam, bank, chapter, group)', async () => {
    const repo = await buildRepo(p.infra.prisma);
    for (const title of ['<script>alert(1)</script>', 'x<img src=x onerror=alert(1)>', '</b>']) {
      expect(
        (await rest(p, '/api/sys/group/save', { groupName: title }, { token: admin })).code,
      ).toBe(PARAM_INVALID);
      expect((await rest(p, '/api/repo/save', { title }, { token: admin })).code).toBe(
        PARAM_INVALID,
      );
      expect(
        (
          await rest(
            p,
            '/api/repo/save',
            { title: 'Bank', chapters: [{ title }] },
            { token: admin },
          )
        ).code,
      ).toBe(PARAM_INVALID);
      expect(
        (await rest(p, '/api/exam/exam/save', examBody(repo.id, { title }), { token: admin })).code,
      ).toBe(PARAM_INVALID);
      const viaGql = await gql(p, SAVE_EXAM, { i: examBody(repo.id, { title }) }, { token: admin });
      expect(legacyCodeOf(viaGql)).toBe(PARAM_INVALID);
    }
    // A comparison is plain text in a title; a group's name is a name people read, which takes
    // no angle brackets at all.
    expect((await rest(p, '/api/repo/save', { title: 'a < b > c' }, { token: admin })).code).toBe(
      0,
    );
    expect(
      (await rest(p, '/api/sys/group/save', { groupName: 'a < b > c' }, { token: admin })).code,
    ).toBe(PARAM_INVALID);
  });

  it('takes a PDF only when %PDF- opens the file', async () => {
    const upload = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'doc.pdf');
      const res = await fetch(`${p.url}/api/common/file/upload`, {
        method: 'POST',
        headers: { token: admin },
        body: form,
      });
      return (await res.json()) as { code: number; data: { mime?: string } | null };
    };
    const html = Buffer.from('<html><script>alert(1)</script><!-- %PDF-1.7 --></html>', 'latin1');
    expect((await upload(html)).code).not.toBe(0);
    expect(await upload(PDF)).toMatchObject({ code: 0, data: { mime: 'application/pdf' } });
  });
});

import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Infra } from '../../core/infra.ts';
import { StartupError } from '../../core/startup-error.ts';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, restOk, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin, loginToken } from '../../../test/identities.ts';
import { buildDepartment, buildUser } from '../../../test/factories/index.ts';
import { rawPublicKeyBase64, signLicence } from './licence-file.ts';
import { LicenceService } from './licence.service.ts';

const vendor = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');
const DAY = 86_400_000;

const licence = (seats = 100, expireTime = new Date(Date.now() + 365 * DAY)) =>
  signLicence(
    { licensee: 'Example University', seats, expireTime: expireTime.toISOString() },
    vendor.privateKey,
  );

/** Uploads as the spec's widget does: multipart, field `file`. */
async function uploadFile(p: Platform, token: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'application/octet-stream' }), 'examhall.lic');
  const res = await fetch(`${p.url}/api/sys/uploadLicense`, {
    method: 'POST',
    headers: { token, 'accept-language': 'en' },
    body: form,
  });
  return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

/** Stores a licence as if uploaded earlier (an expired one cannot be uploaded). */
async function storeLicence(p: Platform, text: string, expireTime: Date) {
  await p.infra.prisma.licence.upsert({
    where: { id: '1' },
    create: { id: '1', file: text, licensee: 'x', seats: 1, expireTime },
    update: { file: text, expireTime },
  });
  p.services.licence.reload();
}

const ME = 'query { me { id } }';
const LICENCE = 'query { licence { state licensee seats expireTime usedSeats keyConfigured } }';

describe('licence', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform({
      env: { LICENSE_PUBLIC_KEY: rawPublicKeyBase64(vendor.publicKey) },
    });
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    p.services.licence.reload();
  });

  it('runs as the community edition, unrestricted, until a licence is uploaded', async () => {
    const sa = await asSuperAdmin(p);
    const status = await restOk<Record<string, unknown>>(p, sa.token, '/api/sys/license/detail');
    expect(status).toMatchObject({ state: 'community', keyConfigured: true, licensee: null });
    for (let i = 0; i < 3; i++) await buildUser(p.infra.prisma, { userName: `u${i}` });
    expect((await rest(p, '/api/sys/user/paging', { current: 1, size: 10 }, sa)).code).toBe(0);
  });

  it('installs a valid licence file uploaded by an admin and shows its terms', async () => {
    const sa = await asSuperAdmin(p);
    const res = await uploadFile(p, sa.token, licence(50));
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ state: 'valid', licensee: 'Example University', seats: 50 });
    expect(res.data.usedSeats).toBe(1);
    const anonymous = await gql<{ licence: Record<string, unknown> }>(p, LICENCE);
    expect(anonymous.data?.licence).toMatchObject({ state: 'valid', seats: 50, usedSeats: null });
  });

  it('refuses a tampered file, one signed with another key, and an expired one', async () => {
    const sa = await asSuperAdmin(p);
    const file = JSON.parse(licence(10)) as Record<string, string>;
    const terms = JSON.parse(Buffer.from(file.payload!, 'base64url').toString()) as object;
    const tampered = JSON.stringify({
      ...file,
      payload: Buffer.from(JSON.stringify({ ...terms, seats: 99999 })).toString('base64url'),
    });
    expect((await uploadFile(p, sa.token, tampered)).code).toBe(14001090);
    const foreign = signLicence(
      { licensee: 'x', seats: 5, expireTime: new Date(Date.now() + DAY).toISOString() },
      stranger.privateKey,
    );
    expect((await uploadFile(p, sa.token, foreign)).code).toBe(14001090);
    const expired = await uploadFile(p, sa.token, licence(10, new Date(Date.now() - DAY)));
    expect(expired.code).toBe(14001093);
    // GraphQL takes the same file's text.
    const viaGql = await gql(
      p,
      'mutation($f: String!) { uploadLicence(file: $f) { state } }',
      {
        f: tampered,
      },
      { token: sa.token },
    );
    expect(viaGql.errors?.[0]?.extensions?.legacyCode).toBe(14001090);
    // A learner may not install one.
    const learner = await asStudent(p);
    expect((await uploadFile(p, learner.token, licence(10))).code).toBe(10010004);
    expect((await rest(p, '/api/sys/license/detail', {}, sa)).data).toMatchObject({
      state: 'community',
    });
  });

  it('answers 10010015 on REST and GraphQL once the licence has ended, but lets admins sign in and renew it', async () => {
    const sa = await asSuperAdmin(p);
    const learner = await asStudent(p);
    await storeLicence(p, licence(10, new Date(Date.now() - DAY)), new Date(Date.now() - DAY));

    const paging = await rest(p, '/api/sys/user/paging', { current: 1, size: 10 }, sa);
    expect(paging.code).toBe(10010015);
    expect((await rest(p, '/api/repo/paging', { current: 1, size: 10 }, learner)).code).toBe(
      10010015,
    );
    const users = await gql(p, 'query { adminUserPaging { total } }', {}, sa);
    expect(users.errors?.[0]?.extensions?.legacyCode).toBe(10010015);
    const mixed = await gql(p, 'query { me { id } licence { state } repos: __typename }', {}, sa);
    expect(mixed.errors).toBeUndefined();

    // What signing in and the licence page need still answers.
    expect((await gql(p, ME, {}, sa)).errors).toBeUndefined();
    expect((await rest(p, '/api/sys/user/info', {}, sa)).code).toBe(0);
    expect((await rest(p, '/api/sys/config/detail', {})).code).toBe(0);
    expect((await rest(p, '/api/sys/license/detail', {})).data).toMatchObject({ state: 'expired' });
    const fresh = await loginToken(p, sa.user.userName);

    // A new licence puts everything back.
    expect((await uploadFile(p, fresh, licence(10))).code).toBe(0);
    expect((await rest(p, '/api/sys/user/paging', { current: 1, size: 10 }, sa)).code).toBe(0);
  });

  it('treats a stored licence that no longer verifies (the key was changed) as invalid', async () => {
    const sa = await asSuperAdmin(p);
    const foreign = signLicence(
      { licensee: 'x', seats: 5, expireTime: new Date(Date.now() + DAY).toISOString() },
      stranger.privateKey,
    );
    await storeLicence(p, foreign, new Date(Date.now() + DAY));
    expect((await rest(p, '/api/sys/user/paging', { current: 1, size: 10 }, sa)).code).toBe(
      10010015,
    );
    expect((await rest(p, '/api/sys/license/detail', {})).data).toMatchObject({ state: 'invalid' });
  });

  it('limits enabled accounts to the seats: creating or enabling beyond them is refused', async () => {
    const sa = await asSuperAdmin(p);
    await buildDepartment(p.infra.prisma, 'A01', 'Dept');
    const disabled = await buildUser(p.infra.prisma, { userName: 'dormant', state: 1 });
    expect((await uploadFile(p, sa.token, licence(2))).code).toBe(0);
    const save = (userName: string) =>
      rest(
        p,
        '/api/sys/user/save',
        {
          userName,
          realName: userName,
          password: 'Examhall@2026',
          deptCode: 'A01',
          roles: ['student'],
        },
        { ...sa, lang: 'en' },
      );
    expect((await save('second')).code).toBe(0);
    const third = await save('third');
    expect(third.code).toBe(14001092);
    expect(third.msg).toContain('2');
    expect((await rest(p, '/api/sys/user/state', { ids: [disabled.id], state: 0 }, sa)).code).toBe(
      14001092,
    );
    // Disabling one frees its seat.
    const second = await p.infra.prisma.user.findUniqueOrThrow({ where: { userName: 'second' } });
    expect((await rest(p, '/api/sys/user/state', { ids: [second.id], state: 1 }, sa)).code).toBe(0);
    expect((await rest(p, '/api/sys/user/state', { ids: [disabled.id], state: 0 }, sa)).code).toBe(
      0,
    );
  });

  it('refuses uploads when no public key is configured, and a malformed key stops the start in one line', async () => {
    const infra = {
      env: { LICENSE_PUBLIC_KEY: undefined },
      prisma: p.infra.prisma,
    } as unknown as Infra;
    const keyless = new LicenceService(infra);
    expect(await keyless.status(false)).toMatchObject({ state: 'community', keyConfigured: false });
    const sa = await asSuperAdmin(p);
    await expect(keyless.upload(sa.user as never, licence(5))).rejects.toMatchObject({
      errorName: 'LICENSE_KEY_NOT_CONFIGURED',
    });
    expect(
      () => new LicenceService({ env: { LICENSE_PUBLIC_KEY: 'nonsense' } } as unknown as Infra),
    ).toThrow(StartupError);
  });
});

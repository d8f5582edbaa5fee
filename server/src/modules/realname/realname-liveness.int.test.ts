/**
 * Liveness on every face path at the default levels (face login and the face check: a movement
 * challenge; the real-name photo and exam snapshots: passive), with the real local model and
 * pictures made from a real photo: a still photo, an edited copy of the approved photo, a photo on
 * a screen or printed and filmed again, one photo waved at the camera, and a head that turns.
 */
import 'reflect-metadata';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { setSwitches, validIdCard } from '../../../test/factories/realname.ts';
import { GRACE_FACE, turnFace } from '../../../test/fixtures/face-motion.ts';
import { facePhoto, facePhotosAvailable } from '../../../test/fixtures/face-photos.ts';
import {
  editedCopy,
  flatWarpBurst,
  printRecapture,
  screenRecapture,
} from '../../../test/fixtures/face-spoofs.ts';
import {
  gql,
  legacyCodeOf,
  resetDatabase,
  rest,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent, type AdminIdentity, type Identity } from '../../../test/identities.ts';
import type { FaceStep } from '../face/index.ts';
import { CHALLENGE_SECONDS } from './face-challenge.ts';
import { FACE_LOGIN_ACCOUNT_MAX_FAILURES } from './face-throttle.ts';

type Json = Record<string, unknown>;
const b64 = (b: Buffer) => b.toString('base64');

const NOT_LIVE = 14001050;
const CHALLENGE_INVALID = 14001051;
const CHALLENGE_FAILED = 14001052;
const LOGIN_FAILED = 14001047;
const TOO_MANY = 10010005;

/** The head pose (yaw, pitch in degrees) that shows each step. */
const POSE: Record<FaceStep, [number, number]> = {
  turn_left: [30, 0],
  turn_right: [-30, 0],
  look_up: [0, 20],
  look_down: [0, -20],
};

const CHALLENGE = `mutation($i: FaceChallengeInput!) {
  faceChallenge(input: $i) { challengeId steps validSeconds level } }`;
const FACE_LOGIN = 'mutation($i: FaceLoginInput!) { faceLogin(input: $i) { token } }';
const FACE_CHECK =
  'mutation($i: FaceCheckInput!) { faceCheck(input: $i) { pass failMsg faceToken } }';

interface Challenge {
  challengeId: string;
  steps: FaceStep[];
  validSeconds: number;
  level: string;
}

describe.skipIf(!facePhotosAvailable())('liveness on every face path', () => {
  let p: Platform;
  let grace: Buffer;
  /** The approved real-name photo: the same person at another moment, the head a little turned. */
  let approvedPhoto: Buffer;
  let reviewer: AdminIdentity;
  let learner: Identity;
  let nextIp = 1;
  const freshIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  const post = async (path: string, body: Json, ip: string, token?: string) => {
    const res = await fetch(`${p.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(token === undefined ? {} : { token }),
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string; data: Json | null };
  };

  const challenge = async (body: Json, ip: string, token?: string): Promise<Challenge> => {
    const res = await post('/api/sys/user/face-challenge', body, ip, token);
    expect(res.code, res.msg).toBe(0);
    return res.data as unknown as Challenge;
  };

  /** Frames that follow the steps: facing the camera, then two frames per step. */
  async function burstFor(steps: readonly FaceStep[]): Promise<string[]> {
    const frames = [grace];
    for (const step of steps) {
      const [yaw, pitch] = POSE[step];
      frames.push(await turnFace(grace, GRACE_FACE, yaw * 0.9, pitch * 0.9));
      frames.push(await turnFace(grace, GRACE_FACE, yaw, pitch));
    }
    return frames.map(b64);
  }

  beforeAll(async () => {
    p = await startTestPlatform({ runJobs: false, env: { TRUST_PROXY: 1 } });
    grace = await facePhoto('grace');
    approvedPhoto = await turnFace(grace, GRACE_FACE, 12, -8);
  }, 120_000);
  afterAll(() => p.stop());
  afterEach(() => vi.useRealTimers());
  beforeEach(async () => {
    await resetDatabase(p);
    reviewer = await asAdmin(p, {
      permissions: [PERMISSIONS.realNameList, PERMISSIONS.realNameAudit],
    });
    learner = await asStudent(p, { realName: 'Grace' });
    // Only the switches the paths need; the liveness levels stay at their defaults.
    await setSwitches(p, { realPerson: true, faceAudit: 1, faceLogin: true });
    const submitted = await rest<Json>(
      p,
      '/api/sys/user/real/submit',
      { realName: '格蕾丝', idCard: validIdCard(), face: b64(approvedPhoto) },
      { token: learner.token },
    );
    expect(submitted.code, submitted.msg).toBe(0);
    await restOk(p, reviewer.token, '/api/sys/user/real/audit', {
      id: submitted.data.id,
      state: 1,
    });
  }, 60_000);

  it('the defaults: face login and the face check ask for a challenge', async () => {
    const login = await challenge({ purpose: 'login' }, freshIp());
    expect(login).toMatchObject({ level: 'active', validSeconds: CHALLENGE_SECONDS });
    expect(login.steps).toHaveLength(3);
    expect(login.steps.some((s) => s.startsWith('turn_'))).toBe(true);
    const check = await challenge({ purpose: 'check' }, freshIp(), learner.token);
    expect(check.level).toBe('active');
    // A face check's challenge is the signed-in caller's.
    expect((await post('/api/sys/user/face-challenge', { purpose: 'check' }, freshIp())).code).toBe(
      10010002,
    );
  });

  it('face login (REST): a head that turns as asked signs in; the same answer twice does not', async () => {
    const ip = freshIp();
    const c = await challenge({ purpose: 'login', userName: learner.user.userName }, ip);
    const frames = await burstFor(c.steps);
    const body = {
      face: frames[0],
      userName: learner.user.userName,
      challengeId: c.challengeId,
      frames,
    };
    const ok = await post('/api/sys/user/face-login', body, ip);
    expect(ok.code, ok.msg).toBe(0);
    expect(typeof ok.data?.token).toBe('string');
    // Replayed: the challenge was consumed by the first answer.
    expect((await post('/api/sys/user/face-login', body, ip)).code).toBe(CHALLENGE_INVALID);
  }, 120_000);

  it('face login (GraphQL), without an account name: the clear best match, alive', async () => {
    const c = (await gql<{ faceChallenge: Challenge }>(p, CHALLENGE, { i: { purpose: 'login' } }))
      .data!.faceChallenge;
    const frames = await burstFor(c.steps);
    const res = await gql<{ faceLogin: { token: string } }>(p, FACE_LOGIN, {
      i: { face: frames[0], challengeId: c.challengeId, frames },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.faceLogin.token).toBeTruthy();
  }, 120_000);

  it('refuses a still photo, with or without frames, on both transports', async () => {
    const ip = freshIp();
    // No challenge at all: the old single-image login.
    expect((await post('/api/sys/user/face-login', { face: b64(grace) }, ip)).code).toBe(
      CHALLENGE_INVALID,
    );
    expect(legacyCodeOf(await gql(p, FACE_LOGIN, { i: { face: b64(grace) } }))).toBe(
      CHALLENGE_INVALID,
    );
    // The same picture sent as every frame.
    const c = await challenge({ purpose: 'login' }, ip);
    const still = new Array<string>(7).fill(b64(grace));
    const res = await post(
      '/api/sys/user/face-login',
      { face: still[0], challengeId: c.challengeId, frames: still },
      ip,
    );
    expect([CHALLENGE_FAILED, NOT_LIVE]).toContain(res.code);
  }, 120_000);

  it('refuses one photo moved, tilted and zoomed (a burst of one picture jittered)', async () => {
    const ip = freshIp();
    const c = await challenge({ purpose: 'login' }, ip);
    const frames = (await flatWarpBurst(grace, 9)).map(b64);
    const res = await post(
      '/api/sys/user/face-login',
      { face: frames[0], challengeId: c.challengeId, frames },
      ip,
    );
    expect([CHALLENGE_FAILED, NOT_LIVE]).toContain(res.code);
  }, 120_000);

  it('refuses the steps in another order, a challenge answered late or from elsewhere', async () => {
    const ip = freshIp();
    const c = await challenge({ purpose: 'login' }, ip);
    const reversed = await burstFor([...c.steps].reverse());
    const wrongOrder = await post(
      '/api/sys/user/face-login',
      { face: reversed[0], challengeId: c.challengeId, frames: reversed },
      ip,
    );
    expect(wrongOrder.code).toBe(CHALLENGE_FAILED);

    const late = await challenge({ purpose: 'login' }, ip);
    const frames = await burstFor(late.steps);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (CHALLENGE_SECONDS + 1) * 1000 });
    const lateAnswer = await post(
      '/api/sys/user/face-login',
      { face: frames[0], challengeId: late.challengeId, frames },
      ip,
    );
    vi.useRealTimers();
    expect(lateAnswer.code).toBe(CHALLENGE_INVALID);

    const elsewhere = await challenge({ purpose: 'login' }, ip);
    const relayed = await burstFor(elsewhere.steps);
    const fromAnotherAddress = await post(
      '/api/sys/user/face-login',
      { face: relayed[0], challengeId: elsewhere.challengeId, frames: relayed },
      freshIp(),
    );
    expect(fromAnotherAddress.code).toBe(CHALLENGE_INVALID);
  }, 180_000);

  describe('passive face login', () => {
    beforeEach(() => setSwitches(p, { livenessLogin: 'passive' }));

    it('a new capture signs in; the approved photo edited, a screen or a print do not', async () => {
      expect((await post('/api/sys/user/face-login', { face: b64(grace) }, freshIp())).code).toBe(
        0,
      );
      const edited = b64(await editedCopy(approvedPhoto));
      for (const body of [{ face: edited, userName: learner.user.userName }, { face: edited }]) {
        expect((await post('/api/sys/user/face-login', body, freshIp())).code).toBe(LOGIN_FAILED);
      }
      for (const spoof of [await screenRecapture(grace), await printRecapture(grace)]) {
        const res = await post('/api/sys/user/face-login', { face: b64(spoof) }, freshIp());
        expect(res.code).toBe(NOT_LIVE);
      }
    }, 120_000);

    it('the per-account limit applies when no account is named', async () => {
      const edited = b64(await editedCopy(approvedPhoto));
      for (let i = 0; i < FACE_LOGIN_ACCOUNT_MAX_FAILURES; i++) {
        expect((await post('/api/sys/user/face-login', { face: edited }, freshIp())).code).toBe(
          LOGIN_FAILED,
        );
      }
      // The account the face matched is now blocked, whoever asks and from wherever; without a
      // name the refusal is the plain one (it must not tell whose face this is), with one it says so.
      expect((await post('/api/sys/user/face-login', { face: b64(grace) }, freshIp())).code).toBe(
        LOGIN_FAILED,
      );
      const named = { face: b64(grace), userName: learner.user.userName };
      expect((await post('/api/sys/user/face-login', named, freshIp())).code).toBe(TOO_MANY);
    }, 120_000);
  });

  it('the face check (REST and GraphQL) passes a turning head and refuses a still photo', async () => {
    const ip = freshIp();
    const c = await challenge({ purpose: 'check' }, ip, learner.token);
    const frames = await burstFor(c.steps);
    const passed = await post(
      '/api/sys/user/real/face-check',
      { base64: frames[0], challengeId: c.challengeId, frames },
      ip,
      learner.token,
    );
    expect(passed.code, passed.msg).toBe(0);
    expect(passed.data).toMatchObject({ pass: true });
    expect(typeof passed.data?.faceToken).toBe('string');

    const still = await post(
      '/api/sys/user/real/face-check',
      { base64: b64(grace) },
      ip,
      learner.token,
    );
    expect(still.code).toBe(CHALLENGE_INVALID);

    const g = (
      await gql<{ faceChallenge: Challenge }>(
        p,
        CHALLENGE,
        { i: { purpose: 'check' } },
        { token: learner.token },
      )
    ).data!.faceChallenge;
    const warp = (await flatWarpBurst(grace, 9)).map(b64);
    const res = await gql<{ faceCheck: { pass: boolean; failMsg: string } }>(
      p,
      FACE_CHECK,
      { i: { base64: warp[0], challengeId: g.challengeId, frames: warp } },
      { token: learner.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.faceCheck.pass).toBe(false);
  }, 180_000);

  it('an exam snapshot that is the approved photo edited, or a screen, fails its face check', async () => {
    const session = (await p.services.sessions.resolve(learner.token))!;
    const live = await p.services.faceChecks.checkCapture(session, grace, { ip: freshIp() });
    expect(live).toMatchObject({ pass: true, reason: null });
    for (const spoof of [await editedCopy(approvedPhoto), await screenRecapture(grace)]) {
      const check = await p.services.faceChecks.checkCapture(session, spoof, { ip: freshIp() });
      expect(check).toMatchObject({ pass: false, reason: 'FACE_NOT_LIVE' });
    }
  }, 120_000);

  it('a real-name photo filmed from a screen or a print is refused, and nothing is stored', async () => {
    const other = await asStudent(p, { realName: 'Other' });
    for (const spoof of [await screenRecapture(grace), await printRecapture(grace)]) {
      const res = await rest(
        p,
        '/api/sys/user/real/submit',
        { realName: '格蕾丝', idCard: validIdCard(), face: b64(spoof) },
        { token: other.token },
      );
      expect(res.code).toBe(NOT_LIVE);
    }
    expect(await p.infra.prisma.realNameRecord.count({ where: { userId: other.user.id } })).toBe(0);
  }, 120_000);
});

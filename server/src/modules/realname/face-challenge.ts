/**
 * Movement challenges for active liveness: a random short sequence of head movements, valid for
 * CHALLENGE_SECONDS, bound to what asked for it (the signed-in user for a face check; the address
 * and the account named for a face login) and answered once: the first answer consumes it, right
 * or wrong. Kept in Redis when the platform has one (any server process may receive the answer),
 * else in this process's memory (the embedded default runs one process).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import { RateLimit } from '../../core/rate-limit.ts';
import type { ActiveLivenessLevel, ConfigService } from '../config/index.ts';
import { drawSteps, type FaceStep } from '../face/index.ts';
import { FaceChallengeSchema } from './realname.inputs.ts';

/** Time to make three movements with guidance, and to send the frames. */
export const CHALLENGE_SECONDS = 30;
/** Steps per challenge: 3 of the 4 movements in random order (24 different sequences). */
export const CHALLENGE_STEPS = 3;

export type ChallengePurpose = 'login' | 'check';

/** What the challenge is bound to; the answer must come with the same. */
export interface ChallengeBinding {
  purpose: ChallengePurpose;
  /** The signed-in user (check), else null. */
  userId: string | null;
  /** The account named at a face login (lower case), else null. */
  account: string | null;
  ip: string;
}

interface StoredChallenge extends ChallengeBinding {
  steps: FaceStep[];
  expiresAt: number;
}

export interface IssuedChallenge {
  challengeId: string;
  steps: FaceStep[];
  validSeconds: number;
}

const KEY_PREFIX = 'face-challenge:';

export class FaceChallenges {
  private readonly memory = new Map<string, StoredChallenge>();

  constructor(private readonly redis?: Redis) {}

  async issue(binding: ChallengeBinding): Promise<IssuedChallenge> {
    const challengeId = randomBytes(18).toString('base64url');
    const steps = drawSteps(CHALLENGE_STEPS, (n) => randomInt(n));
    const stored: StoredChallenge = {
      ...binding,
      steps,
      expiresAt: Date.now() + CHALLENGE_SECONDS * 1000,
    };
    if (this.redis !== undefined) {
      await this.redis.set(
        KEY_PREFIX + challengeId,
        JSON.stringify(stored),
        'EX',
        CHALLENGE_SECONDS,
      );
    } else {
      this.sweepMemory();
      this.memory.set(challengeId, stored);
    }
    return { challengeId, steps, validSeconds: CHALLENGE_SECONDS };
  }

  /**
   * Consumes the challenge and returns its steps when it is known, unexpired and bound to the same
   * purpose, user, account and address; null otherwise (it is consumed either way).
   */
  async take(challengeId: string, binding: ChallengeBinding): Promise<FaceStep[] | null> {
    let stored: StoredChallenge | undefined;
    if (this.redis !== undefined) {
      const raw = await this.redis.getdel(KEY_PREFIX + challengeId);
      stored = raw === null ? undefined : (JSON.parse(raw) as StoredChallenge);
    } else {
      stored = this.memory.get(challengeId);
      this.memory.delete(challengeId);
    }
    if (stored === undefined || stored.expiresAt <= Date.now()) return null;
    const same =
      stored.purpose === binding.purpose &&
      stored.userId === binding.userId &&
      stored.account === binding.account &&
      stored.ip === binding.ip;
    return same ? stored.steps : null;
  }

  private sweepMemory(): void {
    const now = Date.now();
    for (const [id, c] of this.memory) if (c.expiresAt <= now) this.memory.delete(id);
  }
}

/** Challenges one address may ask for per minute (each answer runs the model on every frame). */
export const CHALLENGES_PER_MINUTE = 30;

/**
 * Issues the challenge of a face path: `login` (no session needed; bound to the address and the
 * account named) or `check` (bound to the signed-in caller). When the path's liveness level is not
 * active the answer has no steps and nothing is stored: the client sends one image as before.
 */
export class FaceChallengeService {
  private readonly limit: RateLimit;

  constructor(
    private readonly challenges: FaceChallenges,
    private readonly config: Pick<ConfigService, 'switchConfig'>,
    redis?: Redis,
  ) {
    this.limit = new RateLimit(
      {
        name: 'face-challenge:ip',
        points: CHALLENGES_PER_MINUTE,
        durationSeconds: 60,
        blockSeconds: 60,
      },
      redis,
    );
  }

  async issue(
    session: SessionUser | null,
    raw: { purpose: string; userName?: string | null },
    meta: { ip: string },
  ): Promise<IssuedChallenge & { level: ActiveLivenessLevel }> {
    const input = parseInput(FaceChallengeSchema, raw);
    if (input.purpose === 'check' && session === null) throw new AppError('NOT_LOGGED_IN');
    const switches = await this.config.switchConfig();
    const level = input.purpose === 'login' ? switches.livenessLogin : switches.livenessCheck;
    if (level !== 'active') return { challengeId: '', steps: [], validSeconds: 0, level };
    await this.limit.take(meta.ip);
    const issued = await this.challenges.issue(
      bindingOf(input.purpose, session, input.userName, meta.ip),
    );
    return { ...issued, level };
  }
}

/** What a challenge is bound to, the same at issue and at answer. */
export function bindingOf(
  purpose: ChallengePurpose,
  session: SessionUser | null,
  userName: string | undefined | null,
  ip: string,
): ChallengeBinding {
  return purpose === 'check'
    ? { purpose, userId: session?.userId ?? null, account: null, ip }
    : { purpose, userId: null, account: userName?.toLowerCase() ?? null, ip };
}

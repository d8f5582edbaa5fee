/**
 * Signing in by face. With an account name the face is compared one-to-one with that account's
 * approved photo; without one it is matched against every approved photo and accepted only when
 * the best candidate passes the threshold and is clearly ahead of the runner-up (the engine's
 * decision). The matched account then passes the same checks as a password login (disabled,
 * pending, expired: their usual codes) and gets the same session. Failures are throttled per
 * address and per account named; every attempt is logged with its score.
 */
import { AppError, parseInput, type ErrorName } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { AuthService, ClientMeta } from '../auth/index.ts';
import type { ConfigService } from '../config/index.ts';
import { type FaceAttempts, type FacePurpose } from './face-attempts.ts';
import { bindingOf, type FaceChallenges } from './face-challenge.ts';
import { refusalError } from './face-input.ts';
import { FaceLoginThrottle } from './face-throttle.ts';
import type { FaceCandidate, FaceStep } from './face-port.ts';
import { FaceLoginSchema, type FaceLoginInput } from './realname.inputs.ts';
import type { RealNameService } from './realname.service.ts';

const NO_IMAGE = Buffer.alloc(0);

export class FaceLoginService {
  private readonly throttle: FaceLoginThrottle;

  constructor(
    private readonly infra: Infra,
    private readonly realNames: RealNameService,
    private readonly auth: AuthService,
    private readonly config: ConfigService,
    private readonly attempts: FaceAttempts,
    private readonly challenges: FaceChallenges,
  ) {
    this.throttle = new FaceLoginThrottle(infra.redis);
  }

  async login(raw: FaceLoginInput, meta: ClientMeta): Promise<{ token: string; userId: string }> {
    const input = parseInput(FaceLoginSchema, raw);
    const switches = await this.config.switchConfig();
    if (!switches.faceLogin) throw new AppError('LOGIN_METHOD_DISABLED');
    const level = switches.livenessLogin;
    // Failures count against the account named, or else the one the face matched.
    let account = input.userName?.toLowerCase();
    await this.throttle.assertAllowed(meta.ip, account);
    const purpose: FacePurpose = input.userName === undefined ? 'login-many' : 'login-one';
    let userId: string | null = null;
    let score: number | null = null;
    let runnerUpScore: number | null = null;
    /** Logs a refused attempt, counts it against the address and account, returns the error. */
    const refuse = async (reason: ErrorName, shown: ErrorName = reason) => {
      await this.throttle.failed(meta.ip, account);
      await this.attempts.record({
        purpose,
        userId,
        ip: meta.ip,
        score,
        runnerUpScore,
        outcome: 'refused',
        reason,
      });
      return new AppError(shown);
    };

    const { photo } = await this.realNames.images.read(null, input.face);
    if (!photo.ok) throw await refuse(refusalError(photo.reason));
    // Liveness is judged before the face is recognised, so its refusal says nothing of whose it is.
    if (level !== 'off') {
      const verdict = await this.realNames.images.judgeLiveness({
        image: photo.jpeg,
        challenge: level === 'active' ? await this.challengeAnswer(input, meta.ip) : undefined,
      });
      if (!verdict.ok) throw await refuse(verdict.error);
    }
    let reference: Buffer;

    if (input.userName !== undefined) {
      const user = await this.infra.prisma.user.findUnique({
        where: { userName: input.userName },
        select: { id: true },
      });
      userId = user?.id ?? null;
      const identity = userId === null ? null : await this.realNames.approvedIdentity(userId);
      // Unknown account, no approved photo and another face all answer alike.
      if (identity === null) {
        throw await refuse(
          userId === null ? 'ACCOUNT_NOT_FOUND' : 'REALNAME_NOT_APPROVED',
          'FACE_LOGIN_FAILED',
        );
      }
      const stored = await this.realNames.photoBytes(identity.photoFileId);
      reference = stored;
      const result = await this.realNames.images.run((engine) =>
        engine.compare(photo.jpeg, { image: stored, template: identity.template }),
      );
      if (!result.ok) throw await refuse(refusalError(result.reason));
      score = result.similarity;
      if (!result.matched) throw await refuse('FACE_NOT_MATCHED', 'FACE_LOGIN_FAILED');
    } else {
      const faces = await this.realNames.approvedFaces();
      if (faces.length === 0) throw await refuse('FACE_NOT_MATCHED', 'FACE_LOGIN_FAILED');
      const ranking = await this.realNames.images.run(async (engine) => {
        const candidates: FaceCandidate[] = [];
        for (const f of faces) {
          // The local model matches a stored template without the photo, so only photos without
          // one are read; a cloud provider compares images.
          const needsImage = engine.provider !== 'local' || f.template === null;
          candidates.push({
            key: f.userId,
            image: needsImage ? await this.realNames.photoBytes(f.photoFileId) : NO_IMAGE,
            template: f.template,
          });
        }
        return engine.bestMatch(photo.jpeg, candidates);
      });
      if (!ranking.ok) throw await refuse(refusalError(ranking.reason));
      userId = ranking.best?.key ?? null;
      score = ranking.best?.similarity ?? null;
      runnerUpScore = ranking.runnerUp?.similarity ?? null;
      if (!ranking.matched || userId === null) {
        throw await refuse('FACE_NOT_MATCHED', 'FACE_LOGIN_FAILED');
      }
      // The account the face matched is limited as if it had been named.
      const matched = faces.find((f) => f.userId === userId)!;
      const user = await this.infra.prisma.user.findUnique({
        where: { id: userId },
        select: { userName: true },
      });
      account = user?.userName.toLowerCase();
      // Answered like a mismatch: a blocked account must not tell that this face is its owner's.
      const wait = await this.throttle.retryAfterSeconds(meta.ip, account);
      if (wait > 0) throw await refuse('TOO_MANY_ATTEMPTS', 'FACE_LOGIN_FAILED');
      reference = await this.realNames.photoBytes(matched.photoFileId);
    }

    // The approved photo itself, edited or not, is no live capture (answered like any failure).
    if (level !== 'off' && (await this.realNames.images.isReplay(photo.jpeg, reference))) {
      throw await refuse('FACE_NOT_LIVE', 'FACE_LOGIN_FAILED');
    }

    if (userId === null) throw await refuse('FACE_NOT_MATCHED', 'FACE_LOGIN_FAILED');
    const matchedId = userId;
    try {
      const session = await this.auth.signInVerified(matchedId, meta);
      await this.throttle.succeeded(account);
      await this.attempts.record({
        purpose,
        userId: matchedId,
        ip: meta.ip,
        score,
        runnerUpScore,
        outcome: 'ok',
      });
      return session;
    } catch (e) {
      // The face matched: an account state is not a guess, so it is logged but not counted.
      if (e instanceof AppError) {
        await this.attempts.record({
          purpose,
          userId: matchedId,
          ip: meta.ip,
          score,
          runnerUpScore,
          outcome: 'refused',
          reason: e.errorName,
        });
      }
      throw e;
    }
  }

  /** The movement challenge's steps and frames; FACE_CHALLENGE_INVALID when it cannot be used. */
  private async challengeAnswer(
    input: { challengeId?: string; frames?: string[]; userName?: string },
    ip: string,
  ): Promise<{ steps: FaceStep[]; frames: Buffer[] }> {
    if (input.challengeId === undefined || input.frames === undefined) {
      throw new AppError('FACE_CHALLENGE_INVALID');
    }
    const steps = await this.challenges.take(
      input.challengeId,
      bindingOf('login', null, input.userName, ip),
    );
    if (steps === null) throw new AppError('FACE_CHALLENGE_INVALID');
    return { steps, frames: await this.realNames.images.readFrames(input.frames) };
  }
}

/**
 * The face check (the 人脸认证 dialog, and the exam's checks during a proctored paper): the
 * caller's face compared one-to-one with their approved real-name photo. A pass returns a face
 * token (see face-token.ts) with the approved name and masked ID number; a failure says why in
 * the caller's language, and the caller may try again. Checks are rate limited per user and each
 * one is logged with its score.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput, renderMessage, type ErrorName } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { Lang } from '../../core/i18n.ts';
import type { ActiveLivenessLevel, ConfigService } from '../config/index.ts';
import { type FaceAttempts } from './face-attempts.ts';
import { bindingOf, type FaceChallenges } from './face-challenge.ts';
import { refusalError } from './face-input.ts';
import type { FaceStep } from './face-port.ts';
import { FaceCheckThrottle } from './face-throttle.ts';
import { FaceTokens, type VerifiedFaceToken } from './face-token.ts';
import { FaceCheckSchema, type FaceCheckInput } from './realname.inputs.ts';
import type { ApprovedIdentity, RealNameService } from './realname.service.ts';

/** The spec's face check result: pass, failMsg, faceToken, realName, idCard (masked). */
export interface FaceCheckView {
  pass: boolean;
  /** Why the check failed, in the caller's language; '' on a pass. */
  failMsg: string;
  /** Proof of this pass for FACE_TOKEN_TTL_SECONDS; null on a failure. */
  faceToken: string | null;
  /** The approved real name and masked ID number, on a pass only. */
  realName: string | null;
  idCard: string | null;
}

/** The face check of an exam capture: passed or not, its score and the reason of a failure. */
export interface FaceCaptureCheck {
  pass: boolean;
  /** Similarity with the approved photo; null when no face could be compared. */
  score: number | null;
  /** Catalogue name of a failure; null on a pass. */
  reason: ErrorName | null;
}

export class FaceCheckService {
  private readonly throttle: FaceCheckThrottle;
  private readonly tokens: FaceTokens;

  constructor(
    infra: Infra,
    private readonly realNames: RealNameService,
    private readonly attempts: FaceAttempts,
    private readonly challenges: FaceChallenges,
    private readonly config: Pick<ConfigService, 'switchConfig'>,
  ) {
    this.throttle = new FaceCheckThrottle(infra.redis);
    this.tokens = new FaceTokens(infra.env);
  }

  /**
   * Compares the image with the caller's approved photo. Refuses (an error, not a failed check)
   * when the caller has no approved real-name record or checks too often.
   */
  async check(
    session: SessionUser,
    raw: FaceCheckInput,
    meta: { ip: string },
    lang: Lang,
  ): Promise<FaceCheckView> {
    const input = parseInput(FaceCheckSchema, raw);
    await this.throttle.take(session.userId);
    const identity = await this.realNames.approvedIdentity(session.userId);
    if (identity === null) throw new AppError('REALNAME_NOT_APPROVED');
    const level = (await this.config.switchConfig()).livenessCheck;
    // The challenge is consumed by this answer whatever comes of it.
    const steps =
      level === 'active' ? await this.takeChallenge(session, input.challengeId, meta.ip) : null;
    const { photo } = await this.realNames.images.read(session, input.image);
    const outcome = photo.ok
      ? await this.judge(
          identity,
          photo.jpeg,
          level,
          steps === null ? undefined : { steps, frames: input.frames },
        )
      : { pass: false, score: null, reason: refusalError(photo.reason) };
    await this.attempts.record({
      purpose: 'check',
      userId: session.userId,
      ip: meta.ip,
      score: outcome.score,
      outcome: outcome.pass ? 'ok' : 'refused',
      ...(outcome.reason === null ? {} : { reason: outcome.reason }),
    });
    if (!outcome.pass) {
      return {
        pass: false,
        failMsg: renderMessage(outcome.reason ?? 'FACE_NOT_MATCHED', lang),
        faceToken: null,
        realName: null,
        idCard: null,
      };
    }
    return {
      pass: true,
      failMsg: '',
      faceToken: this.tokens.issue(session),
      realName: identity.realName,
      idCard: identity.idCard,
    };
  }

  /**
   * The check of an exam's camera capture: the photo (already normalised by the face module)
   * compared with the learner's approved photo, with its score. Limited and logged like a check;
   * a learner without an approved photo fails with REALNAME_NOT_APPROVED (an exam with face
   * checks cannot be sat without one).
   */
  async checkCapture(
    session: SessionUser,
    jpeg: Buffer,
    meta: { ip: string },
  ): Promise<FaceCaptureCheck> {
    await this.throttle.take(session.userId);
    const identity = await this.realNames.approvedIdentity(session.userId);
    const level = (await this.config.switchConfig()).livenessCapture;
    const outcome: FaceCaptureCheck =
      identity === null
        ? { pass: false, score: null, reason: 'REALNAME_NOT_APPROVED' }
        : await this.judge(identity, jpeg, level);
    await this.attempts.record({
      purpose: 'exam-capture',
      userId: session.userId,
      ip: meta.ip,
      score: outcome.score,
      outcome: outcome.pass ? 'ok' : 'refused',
      ...(outcome.reason === null ? {} : { reason: outcome.reason }),
    });
    return outcome;
  }

  /**
   * Liveness at the path's level (passive: the image alone; active: with the challenge's frames),
   * then the comparison with the approved photo, then the replay check: a copy of the approved
   * photo is refused as not live.
   */
  private async judge(
    identity: ApprovedIdentity,
    jpeg: Buffer,
    level: ActiveLivenessLevel,
    challenge?: { steps: FaceStep[]; frames: string[] | undefined },
  ): Promise<FaceCaptureCheck> {
    if (level !== 'off') {
      if (level === 'active' && (challenge === undefined || challenge.frames === undefined)) {
        return { pass: false, score: null, reason: 'FACE_CHALLENGE_INVALID' };
      }
      const verdict = await this.realNames.images.judgeLiveness({
        image: jpeg,
        challenge:
          challenge?.frames === undefined
            ? undefined
            : {
                steps: challenge.steps,
                frames: await this.realNames.images.readFrames(challenge.frames),
              },
      });
      if (!verdict.ok) return { pass: false, score: null, reason: verdict.error };
    }
    const compared = await this.compareWith(identity, jpeg);
    if (!compared.pass || level === 'off') return compared;
    const reference = await this.realNames.photoBytes(identity.photoFileId);
    if (await this.realNames.images.isReplay(jpeg, reference)) {
      return { pass: false, score: compared.score, reason: 'FACE_NOT_LIVE' };
    }
    return compared;
  }

  /** The steps of the caller's challenge; a missing, expired, used or foreign one is refused. */
  private async takeChallenge(
    session: SessionUser,
    challengeId: string | undefined,
    ip: string,
  ): Promise<FaceStep[]> {
    if (challengeId === undefined) throw new AppError('FACE_CHALLENGE_INVALID');
    const steps = await this.challenges.take(challengeId, bindingOf('check', session, null, ip));
    if (steps === null) throw new AppError('FACE_CHALLENGE_INVALID');
    return steps;
  }

  private async compareWith(identity: ApprovedIdentity, jpeg: Buffer): Promise<FaceCaptureCheck> {
    const reference = await this.realNames.photoBytes(identity.photoFileId);
    const result = await this.realNames.images.run((engine) =>
      engine.compare(jpeg, { image: reference, template: identity.template }),
    );
    if (!result.ok) return { pass: false, score: null, reason: refusalError(result.reason) };
    if (!result.matched)
      return { pass: false, score: result.similarity, reason: 'FACE_NOT_MATCHED' };
    return { pass: true, score: result.similarity, reason: null };
  }

  /**
   * Checks a face token from this session's face check; FACE_TOKEN_INVALID when it is forged,
   * another session's or expired. `maxAgeSeconds` asks for a more recent check than the TTL.
   */
  verifyFaceToken(session: SessionUser, token: string, maxAgeSeconds?: number): VerifiedFaceToken {
    const verified = this.tokens.verify(session, token);
    if (
      maxAgeSeconds !== undefined &&
      Date.now() - verified.issuedAt.getTime() > maxAgeSeconds * 1000
    ) {
      throw new AppError('FACE_TOKEN_INVALID');
    }
    return verified;
  }
}

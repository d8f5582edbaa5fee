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
import { type FaceAttempts } from './face-attempts.ts';
import { refusalError } from './face-input.ts';
import { FaceCheckThrottle } from './face-throttle.ts';
import { FaceTokens, type VerifiedFaceToken } from './face-token.ts';
import { FaceCheckSchema, type FaceCheckInput } from './realname.inputs.ts';
import type { RealNameService } from './realname.service.ts';

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

export class FaceCheckService {
  private readonly throttle: FaceCheckThrottle;
  private readonly tokens: FaceTokens;

  constructor(
    infra: Infra,
    private readonly realNames: RealNameService,
    private readonly attempts: FaceAttempts,
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
    let score: number | null = null;
    const fail = async (reason: ErrorName): Promise<FaceCheckView> => {
      await this.attempts.record({
        purpose: 'check',
        userId: session.userId,
        ip: meta.ip,
        score,
        outcome: 'refused',
        reason,
      });
      return {
        pass: false,
        failMsg: renderMessage(reason, lang),
        faceToken: null,
        realName: null,
        idCard: null,
      };
    };
    const { photo } = await this.realNames.images.read(session, input.image);
    if (!photo.ok) return fail(refusalError(photo.reason));
    const reference = await this.realNames.photoBytes(identity.photoFileId);
    const result = await this.realNames.images.run((engine) =>
      engine.compare(photo.jpeg, { image: reference, template: identity.template }),
    );
    if (!result.ok) return fail(refusalError(result.reason));
    score = result.similarity;
    if (!result.matched) return fail('FACE_NOT_MATCHED');
    await this.attempts.record({
      purpose: 'check',
      userId: session.userId,
      ip: meta.ip,
      score,
      outcome: 'ok',
    });
    return {
      pass: true,
      failMsg: '',
      faceToken: this.tokens.issue(session),
      realName: identity.realName,
      idCard: identity.idCard,
    };
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

/** The operations' inputs, shared by the GraphQL resolver and the legacy REST routes. */
import { z } from 'zod';
import { absent, id, intLike, optionalId, optionalText, personName } from '../../core/input.ts';
import { pagingFields } from '../../core/paging.ts';
import { RealNameState } from './realname.constants.ts';

/** A face image: base64, a data URL or the address of an upload (checked by parseFaceSource). */
const face = z.string().trim().min(1).max(12_000_000);

export const SubmitRealNameSchema = z.object({
  realName: personName(50),
  idCard: z.string().trim().min(1).max(32),
  face,
});
export type SubmitRealNameInput = z.input<typeof SubmitRealNameSchema>;

/** `{}` for the caller's own record; an id (someone else's needs sys:user:real:list). */
export const RealNameDetailSchema = z.object({ id: optionalId });
export type RealNameDetailInput = z.input<typeof RealNameDetailSchema>;

export const RealNamePageSchema = z.object({
  ...pagingFields(),
  state: z.preprocess(absent, intLike.pipe(z.number().min(0).max(2)).optional()),
  /** Contained in the submitted name, the account's name or its login name. */
  realName: optionalText(100),
});
export type RealNamePageInput = z.input<typeof RealNamePageSchema>;

export const AuditRealNameSchema = z
  .object({
    id,
    state: intLike.refine(
      (s) => s === RealNameState.APPROVED || s === RealNameState.REJECTED,
      'state must be 1 or 2',
    ),
    auditMsg: z.preprocess((v) => v ?? '', z.string().trim().max(500)).optional(),
  })
  .transform((v) => ({ ...v, auditMsg: v.auditMsg ?? '' }))
  .refine((v) => v.state !== RealNameState.REJECTED || v.auditMsg !== '', {
    path: ['auditMsg'],
    message: 'a rejection needs a message',
  });
export type AuditRealNameInput = z.input<typeof AuditRealNameSchema>;

export const AutoAuditSchema = z.object({ id });

/** One frame of a movement challenge: a webcam-sized image (base64 or a data URL). */
const frame = z.string().trim().min(1).max(2_800_000);

/** The answer to a movement challenge (active liveness), sent beside the face image. */
const challengeAnswer = {
  challengeId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .nullish()
    .transform((v) => v ?? undefined),
  /** The first frame faces the camera; then the frames taken during each step, in order. */
  frames: z
    .array(frame)
    .min(3)
    .max(10)
    .nullish()
    .transform((v) => v ?? undefined),
};

export const FaceLoginSchema = z.object({
  face,
  /** With it: one-to-one against this account's approved photo; without: the best match. */
  userName: optionalText(100),
  ...challengeAnswer,
});
export type FaceLoginInput = z.input<typeof FaceLoginSchema>;

/** The face check takes `base64` (the dialog's name) or `face`; other fields are ignored. */
export const FaceCheckSchema = z
  .object({ base64: face.optional(), face: face.optional(), ...challengeAnswer })
  .transform((v, ctx) => {
    const image = v.base64 ?? v.face;
    if (image === undefined) {
      ctx.addIssue({ code: 'custom', path: ['base64'], message: 'base64 is required' });
      return z.NEVER;
    }
    return { image, challengeId: v.challengeId, frames: v.frames };
  });

/** A movement challenge for a face login (no session) or the caller's face check. */
export const FaceChallengeSchema = z
  .object({
    purpose: z.enum(['login', 'check']),
    /** The account a face login will name, if it names one; the answer must name the same. */
    userName: optionalText(100),
    /** The legacy face login's spelling of userName, accepted here too. */
    username: optionalText(100),
  })
  .transform(({ purpose, userName, username }) => ({ purpose, userName: userName ?? username }));
export type FaceChallengeInput = z.input<typeof FaceChallengeSchema>;
export type FaceCheckInput = z.input<typeof FaceCheckSchema>;

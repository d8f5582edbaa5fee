import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { optionalText } from '../../core/input.ts';
import { legacyPagingSchema } from '../../core/paging.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import {
  AuditRealNameSchema,
  AutoAuditSchema,
  FaceChallengeSchema,
  FaceCheckSchema,
  FaceLoginSchema,
  RealNameDetailSchema,
  RealNamePageSchema,
  SubmitRealNameSchema,
} from './realname.inputs.ts';
import type { RealNameView } from './realname.service.ts';

/** The legacy record: the spec's id, realName, face, idCard, state, auditMsg, plus createTime. */
function legacyRecord(v: RealNameView) {
  return { ...v, createTime: v.submitTime };
}

/** Legacy clients name the account `username` as in password login, or `userName`. */
const FaceLoginBody = FaceLoginSchema.extend({ username: optionalText(100) }).transform(
  ({ username, userName, ...rest }) => ({ ...rest, userName: userName ?? username }),
);

export const realNameRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/user/real/submit',
    access: 'session',
    kind: 'write',
    input: SubmitRealNameSchema,
    async handle(input, ctx) {
      return legacyRecord(await ctx.services.realNames.submit(sessionOf(ctx), input, ctx.lang));
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/real/detail',
    // The caller's own record; another's by id needs sys:user:real:list (checked by the service).
    access: 'session',
    kind: 'read',
    input: RealNameDetailSchema,
    async handle(input, ctx) {
      const view = await ctx.services.realNames.detail(sessionOf(ctx), input, ctx.lang);
      return view === null ? null : legacyRecord(view);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/real/paging',
    access: { permission: PERMISSIONS.realNameList },
    kind: 'read',
    input: legacyPagingSchema(RealNamePageSchema.pick({ state: true, realName: true }).shape),
    async handle({ current, size, params }, ctx) {
      const page = await ctx.services.realNames.paging({ current, size, ...params }, ctx.lang);
      return { ...page, records: page.records.map(legacyRecord) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/real/audit',
    access: { permission: PERMISSIONS.realNameAudit },
    kind: 'write',
    input: AuditRealNameSchema,
    async handle(input, ctx) {
      return legacyRecord(await ctx.services.realNames.audit(sessionOf(ctx), input, ctx.lang));
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/real/auto-audit',
    access: { permission: PERMISSIONS.realNameAudit },
    kind: 'write',
    input: AutoAuditSchema,
    async handle(input, ctx) {
      return legacyRecord(await ctx.services.realNames.autoAudit(sessionOf(ctx), input, ctx.lang));
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/real/face-check',
    access: 'session',
    // The caller proving who they are, like their own exam work: not administration.
    kind: 'own-work',
    input: FaceCheckSchema,
    async handle(input, ctx) {
      return ctx.services.faceChecks.check(
        sessionOf(ctx),
        { base64: input.image, challengeId: input.challengeId, frames: input.frames },
        { ip: ctx.ip },
        ctx.lang,
      );
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/face-challenge',
    // A face login's challenge comes before any session; a face check's is bound to the caller.
    access: 'public',
    kind: 'write',
    input: FaceChallengeSchema,
    handle(input, ctx) {
      return ctx.services.faceChallenges.issue(ctx.session, input, { ip: ctx.ip });
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/user/face-login',
    access: 'public',
    kind: 'write',
    input: FaceLoginBody,
    async handle(input, ctx) {
      const { token } = await ctx.services.faceLogin.login(input, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      return { token };
    },
  }),
]);

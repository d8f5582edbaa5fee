import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { id, optionalId } from '../../core/input.ts';
import { legacyPagingSchema, type Page } from '../../core/paging.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import {
  AdminExamPageSchema,
  ApplyPageSchema,
  ApplySchema,
  AuditSchema,
  ExamSaveSchema,
  IdsSchema,
  LearnerExamPageSchema,
  SetStateSchema,
} from './exam.inputs.ts';

/** The legacy rows name the exam type's text `examType_dictText`. */
function withTypeText<T extends { examTypeText: string }>(row: T) {
  return { ...row, examType_dictText: row.examTypeText };
}

function typeTextPage<T extends { examTypeText: string }>(p: Page<T>) {
  return { ...p, records: p.records.map(withTypeText) };
}

/** The legacy apply row names the application time `createTime`. */
function legacyApply<T extends { applyTime: Date }>(a: T) {
  return { ...a, createTime: a.applyTime };
}

const ExamIdSchema = z.object({ id });

/** params.admin as the back office sends it; any other value asks for the learner's list. */
const adminOn = z.union([z.literal(true), z.literal('true')]);
const adminOff = z
  .unknown()
  .refine((v) => v !== true && v !== 'true', 'not the admin list')
  .optional();

/** examType and openType: in params, or at the top level as older clients send them. */
const typeFilters = LearnerExamPageSchema.pick({ examType: true, openType: true }).shape;

/**
 * The exam paging body: with params.admin the admin list (params title, excludes, state, examType,
 * openType), otherwise the learner's list (params title, excludes, examType, openType).
 */
const ExamPagingSchema = z.union([
  legacyPagingSchema({
    ...AdminExamPageSchema.pick({ title: true, excludes: true, state: true }).shape,
    ...typeFilters,
    admin: adminOn,
  })
    .extend(typeFilters)
    .transform((v) => ({ ...v, admin: true as const })),
  legacyPagingSchema({
    ...LearnerExamPageSchema.pick({ title: true, excludes: true }).shape,
    ...typeFilters,
    admin: adminOff,
  })
    .extend(typeFilters)
    .transform((v) => ({ ...v, admin: false as const })),
]);

/** `{ id, state }`, or `{ ids, state }` as generic lists send it. */
const ExamStateSchema = z
  .object({
    id: optionalId,
    ids: z.array(id).max(1000).nullish(),
    state: SetStateSchema.shape.state,
  })
  .transform((v, ctx) => {
    const ids = v.ids ?? (v.id === undefined ? undefined : [v.id]);
    if (ids === undefined) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'id is required' });
      return z.NEVER;
    }
    return { ids, state: v.state };
  });

/**
 * `/api/exam/exam/*` and `/api/exam/apply/*`. paging: a learner's list, or with params.admin = true
 * the admin list (exam:list).
 */
export const examRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/exam/exam/save',
    // exam:add without an id, exam:update with one (checked by the service).
    access: 'session',
    kind: 'write',
    input: ExamSaveSchema,
    async handle(input, ctx) {
      return { id: await ctx.services.exams.save(sessionOf(ctx), input) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/exam/detail',
    access: { permission: PERMISSIONS.examList },
    kind: 'read',
    input: ExamIdSchema,
    async handle(input, ctx) {
      return withTypeText(await ctx.services.exams.detail(input.id, ctx.lang));
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/exam/simple-detail',
    // Any participant (exam:list holders: any exam); no password, scope or rule sources.
    access: 'session',
    kind: 'read',
    input: ExamIdSchema,
    async handle(input, ctx) {
      return withTypeText(
        await ctx.services.exams.simpleDetail(sessionOf(ctx), input.id, ctx.lang),
      );
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/exam/check-info',
    access: 'session',
    kind: 'read',
    input: ExamIdSchema,
    async handle(input, ctx) {
      return withTypeText(await ctx.services.exams.checkInfo(sessionOf(ctx), input.id, ctx.lang));
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/exam/paging',
    access: 'session',
    kind: 'read',
    input: ExamPagingSchema,
    async handle(input, ctx) {
      const { current, size, params } = input;
      const session = sessionOf(ctx);
      const common = {
        current,
        size,
        title: params.title,
        excludes: params.excludes,
        examType: params.examType ?? input.examType,
        openType: params.openType ?? input.openType,
      };
      if (input.admin) {
        requirePermission(session, PERMISSIONS.examList);
        return typeTextPage(
          await ctx.services.exams.adminPaging(
            session,
            { ...common, state: input.params.state },
            ctx.lang,
          ),
        );
      }
      return typeTextPage(await ctx.services.exams.learnerPaging(session, common, ctx.lang));
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/exam/state',
    access: { permission: PERMISSIONS.examUpdate },
    kind: 'write',
    input: ExamStateSchema,
    async handle({ ids, state }, ctx) {
      for (const examId of ids) await ctx.services.exams.setState({ id: examId, state });
      return true;
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/exam/delete',
    access: { permission: PERMISSIONS.examDelete },
    kind: 'write',
    input: z.object({ ids: IdsSchema }),
    async handle(input, ctx) {
      return { count: await ctx.services.exams.delete(input.ids) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/apply/save',
    access: 'session',
    kind: 'write',
    input: ApplySchema,
    async handle(input, ctx) {
      return legacyApply(await ctx.services.examApplies.apply(sessionOf(ctx), input));
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/apply/paging',
    access: { permission: PERMISSIONS.examApplyList },
    kind: 'read',
    input: legacyPagingSchema(
      ApplyPageSchema.pick({ examId: true, auditState: true, realName: true }).shape,
    ),
    async handle({ current, size, params }, ctx) {
      const page = await ctx.services.examApplies.paging({ current, size, ...params });
      return { ...page, records: page.records.map(legacyApply) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/apply/audit',
    access: { permission: PERMISSIONS.examApplyAudit },
    kind: 'write',
    input: AuditSchema,
    async handle(input, ctx) {
      return { count: await ctx.services.examApplies.audit(sessionOf(ctx), input) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/apply/delete',
    access: { permission: PERMISSIONS.examApplyDelete },
    kind: 'write',
    input: z.object({ ids: IdsSchema }),
    async handle(input, ctx) {
      return { count: await ctx.services.examApplies.delete(input.ids) };
    },
  }),
]);

import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import { pagingParams } from '../../core/rest/files.ts';
import { defineRoutes, sessionOf } from '../../core/rest/kit.ts';
import { legacyDates, legacyTime } from '../../core/rest/legacy-time.ts';
import type { Page } from '../../core/paging.ts';
import type { ExamApplyView } from './exam-apply.service.ts';

/** Dates as the legacy clients show them (yyyy-MM-dd HH:mm:ss); examType_dictText added. */
function legacy(row: object): Record<string, unknown> {
  const out: Record<string, unknown> = { ...legacyDates(row) };
  if ('examTypeText' in row) out.examType_dictText = row.examTypeText;
  return out;
}

function legacyPage<T extends object>(p: Page<T>) {
  return { ...p, records: p.records.map(legacy) };
}

function legacyApply(a: ExamApplyView) {
  return { ...legacy(a), createTime: legacyTime(a.applyTime) };
}

/**
 * `/api/exam/exam/*` and `/api/exam/apply/*` (spec section 7). Bodies go to the services, whose zod
 * schemas validate them. paging: a learner's list, or with params.admin = true the admin list
 * (exam:list).
 */
export const examRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/exam/exam/save',
    // exam:add without an id, exam:update with one (checked by the service).
    access: 'session',
    async handle(body, ctx) {
      return { id: await ctx.services.exams.save(sessionOf(ctx), body as never) };
    },
  },
  {
    method: 'POST',
    path: '/api/exam/exam/detail',
    access: { permission: PERMISSIONS.examList },
    async handle(body, ctx) {
      const d = await ctx.services.exams.detail(body.id as string, ctx.lang);
      return { ...legacy(d), ruleList: d.ruleList };
    },
  },
  {
    method: 'POST',
    path: '/api/exam/exam/simple-detail',
    // Any participant (exam:list holders: any exam); no password, scope or rule sources.
    access: 'session',
    async handle(body, ctx) {
      return legacy(
        await ctx.services.exams.simpleDetail(sessionOf(ctx), body.id as string, ctx.lang),
      );
    },
  },
  {
    method: 'POST',
    path: '/api/exam/exam/check-info',
    access: 'session',
    async handle(body, ctx) {
      const c = await ctx.services.exams.checkInfo(sessionOf(ctx), body.id as string, ctx.lang);
      return { ...legacy(c), rules: c.rules, startBlock: c.startBlock };
    },
  },
  {
    method: 'POST',
    path: '/api/exam/exam/paging',
    access: 'session',
    async handle(body, ctx) {
      const params = pagingParams(body);
      const session = sessionOf(ctx);
      const common = {
        current: body.current as number,
        size: body.size as number,
        title: params.title as string | undefined,
        excludes: params.excludes as string[] | undefined,
        examType: (params.examType ?? body.examType) as number | undefined,
        openType: (params.openType ?? body.openType) as number | undefined,
      };
      if (params.admin === true || params.admin === 'true') {
        if (!hasPermission(session, PERMISSIONS.examList)) throw new AppError('PERMISSION_DENIED');
        return legacyPage(
          await ctx.services.exams.adminPaging(
            { ...common, state: params.state as number | undefined },
            ctx.lang,
          ),
        );
      }
      return legacyPage(await ctx.services.exams.learnerPaging(session, common, ctx.lang));
    },
  },
  {
    method: 'POST',
    path: '/api/exam/exam/state',
    access: { permission: PERMISSIONS.examUpdate },
    async handle(body, ctx) {
      // The spec sends { id, state }; generic lists send { ids, state }.
      const ids = Array.isArray(body.ids) ? (body.ids as string[]) : [body.id as string];
      for (const id of ids) {
        await ctx.services.exams.setState({ id, state: body.state as number });
      }
      return true;
    },
  },
  {
    method: 'POST',
    path: '/api/exam/exam/delete',
    access: { permission: PERMISSIONS.examDelete },
    async handle(body, ctx) {
      return { count: await ctx.services.exams.delete(body.ids as string[]) };
    },
  },
  {
    method: 'POST',
    path: '/api/exam/apply/save',
    access: 'session',
    async handle(body, ctx) {
      return legacyApply(await ctx.services.examApplies.apply(sessionOf(ctx), body as never));
    },
  },
  {
    method: 'POST',
    path: '/api/exam/apply/paging',
    access: { permission: PERMISSIONS.examApplyList },
    async handle(body, ctx) {
      const params = pagingParams(body);
      const page = await ctx.services.examApplies.paging({
        current: body.current as number,
        size: body.size as number,
        examId: params.examId as string | undefined,
        auditState: params.auditState as number | undefined,
        realName: params.realName as string | undefined,
      });
      return { ...page, records: page.records.map(legacyApply) };
    },
  },
  {
    method: 'POST',
    path: '/api/exam/apply/audit',
    access: { permission: PERMISSIONS.examApplyAudit },
    async handle(body, ctx) {
      return { count: await ctx.services.examApplies.audit(sessionOf(ctx), body as never) };
    },
  },
  {
    method: 'POST',
    path: '/api/exam/apply/delete',
    access: { permission: PERMISSIONS.examApplyDelete },
    async handle(body, ctx) {
      return { count: await ctx.services.examApplies.delete(body.ids as string[]) };
    },
  },
]);

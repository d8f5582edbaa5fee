import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { defineRoutes, route, sessionOf } from '../../core/rest/kit.ts';
import {
  ExamTitlesSchema,
  ExamTmplPagingSchema,
  SaveExamTmplSchema,
  TmplIdSchema,
  TmplIdsSchema,
} from './exam-tmpl.service.ts';

/**
 * Exam templates and exam titles (rules in exam-tmpl.service.ts):
 * - /api/tmpl/group/list-group { id }: a template's groups (draw rules);
 * - /api/tmpl/group/list-qu { id }: the bank questions a group draws from;
 * - /api/tmpl/tmpl/paging, /api/tmpl/tmpl/save { examId, title }, /api/tmpl/tmpl/delete { ids };
 * - /api/exam/exam/list-titles { title }: [{ id, title }] for selectors.
 */
export const examTmplRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/tmpl/group/list-group',
    access: { permission: PERMISSIONS.examAdd },
    kind: 'read',
    input: TmplIdSchema,
    handle(input, ctx) {
      return ctx.services.examTmpls.groups(input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/tmpl/group/list-qu',
    access: { permission: PERMISSIONS.examAdd },
    kind: 'read',
    input: TmplIdSchema,
    handle(input, ctx) {
      return ctx.services.examTmpls.groupQuestions(input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/tmpl/tmpl/paging',
    access: { permission: PERMISSIONS.examAdd },
    kind: 'read',
    input: ExamTmplPagingSchema,
    handle(input, ctx) {
      return ctx.services.examTmpls.paging(input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/tmpl/tmpl/save',
    access: { permission: PERMISSIONS.examAdd },
    kind: 'write',
    input: SaveExamTmplSchema,
    handle(input, ctx) {
      return ctx.services.examTmpls.saveFromExam(sessionOf(ctx), input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/tmpl/tmpl/delete',
    access: { permission: PERMISSIONS.examAdd },
    kind: 'write',
    input: TmplIdsSchema,
    handle(input, ctx) {
      return ctx.services.examTmpls.delete(input);
    },
  }),
  route({
    method: 'POST',
    path: '/api/exam/exam/list-titles',
    access: { permission: PERMISSIONS.examList },
    kind: 'read',
    input: ExamTitlesSchema,
    handle(input, ctx) {
      return ctx.services.examTmpls.titles(input);
    },
  }),
]);

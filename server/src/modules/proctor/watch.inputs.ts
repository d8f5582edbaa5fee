/** Input of the proctor console calls (shared by GraphQL and REST). */
import { z } from 'zod';
import { id, intLike, optionalBool, optionalText, plainText } from '../../core/input.ts';
import { legacyPagingSchema } from '../../core/paging.ts';
import { ExState } from './proctor.constants.ts';

/** watch-stat takes `{ id }` (the spec) or `{ examId }`. */
export const WatchStatSchema = z
  .object({ id: id.optional(), examId: id.optional() })
  .transform((v, ctx) => {
    const examId = v.examId ?? v.id;
    if (examId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'id is required' });
      return z.NEVER;
    }
    return { examId };
  });
export type WatchStatInput = z.input<typeof WatchStatSchema>;

/** The card grid: 32 per page; online / offline boxes (both or neither: everyone). */
export const ProcessPagingSchema = legacyPagingSchema(
  {
    examId: id,
    deptCode: optionalText(64),
    realName: optionalText(64),
    online: optionalBool,
    offline: optionalBool,
  },
  32,
);
export type ProcessPagingInput = z.input<typeof ProcessPagingSchema>;

const message = plainText(500, 'message is required');

export const ForceHandSchema = z.object({ paperId: id, message: optionalText(500) });
export type ForceHandInput = z.input<typeof ForceHandSchema>;

export const ForceHandAllSchema = z.object({
  examId: id,
  // A proctor records normal (0) or forced (1); the rule states 2 and 3 belong to the rules.
  exState: intLike.pipe(z.union([z.literal(ExState.NORMAL), z.literal(ExState.FORCED)])),
  message,
});
export type ForceHandAllInput = z.input<typeof ForceHandAllSchema>;

export const SingleMessageSchema = z.object({ examId: id, userId: id, message });
export type SingleMessageInput = z.input<typeof SingleMessageSchema>;

export const BatchMessageSchema = z.object({ examId: id, message });
export type BatchMessageInput = z.input<typeof BatchMessageSchema>;

/** A paper's monitoring record (screen leaves and camera captures) takes `{ paperId }` or `{ id }`. */
export const PaperEventsSchema = z
  .object({ paperId: id.optional(), id: id.optional() })
  .transform((v, ctx) => {
    const paperId = v.paperId ?? v.id;
    if (paperId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['paperId'], message: 'paperId is required' });
      return z.NEVER;
    }
    return { paperId };
  });
export type PaperEventsInput = z.input<typeof PaperEventsSchema>;

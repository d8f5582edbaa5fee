/**
 * Input validation of the learner's result operations (paperResult, myPapers): one zod schema per
 * operation, shared by the GraphQL resolver and the REST routes (legacy clients may send numbers
 * and ids as strings, empty strings or null for "not given").
 */
import { z } from 'zod';
import { id, optionalId, optionalText as optionalTextOf } from '../../core/input.ts';
import { legacyPagingSchema } from '../../core/paging.ts';

const optionalText = optionalTextOf(200);

export const PaperIdSchema = z.object({ id });
export type PaperIdInput = z.input<typeof PaperIdSchema>;

/**
 * My results (/web/paper) and exam records (/web/paper/list/{examId}/{userId}).
 * userId: the caller's own id unless the caller holds paper:list.
 */
export const MyPaperPageSchema = legacyPagingSchema({
  examId: optionalId,
  userId: optionalId,
  /** Exam title contains. */
  title: optionalText,
});
export type MyPaperPageInput = Partial<z.input<typeof MyPaperPageSchema>>;

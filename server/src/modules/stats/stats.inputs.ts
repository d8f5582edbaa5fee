/**
 * Input validation of the dashboard calls, shared by the GraphQL resolver and the REST routes
 * (legacy clients may send numbers as strings).
 */
import { z } from 'zod';
import { intLike, optionalText } from '../training/training.inputs.ts';

/** Rows of the dashboard's ongoing exams card (spec: dashboard exam list 5). */
export const DASH_EXAM_LIST_SIZE = 5;

/** /api/stat/exam/dash-exam-list { current 1, size 5, params { title } }. */
export const OngoingExamPageSchema = z.object({
  current: intLike.pipe(z.number().min(1)).default(1),
  size: intLike.pipe(z.number().min(1).max(100)).default(DASH_EXAM_LIST_SIZE),
  params: z.preprocess(
    (v) => (v === null || v === undefined ? {} : v),
    z.object({ /** Exam title contains (case-insensitive). */ title: optionalText }),
  ),
});
export type OngoingExamPageInput = Partial<z.input<typeof OngoingExamPageSchema>>;

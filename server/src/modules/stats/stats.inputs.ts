/**
 * Input validation of the dashboard calls, shared by the GraphQL resolver and the REST routes
 * (legacy clients may send numbers as strings).
 */
import { type z } from 'zod';
import { optionalText } from '../../core/input.ts';
import { legacyPagingSchema } from '../../core/paging.ts';

/** Rows of the dashboard's ongoing exams card. */
export const DASH_EXAM_LIST_SIZE = 5;

/** /api/stat/exam/dash-exam-list { current 1, size 5, params { title } }. */
export const OngoingExamPageSchema = legacyPagingSchema(
  { /** Exam title contains (case-insensitive). */ title: optionalText(200) },
  DASH_EXAM_LIST_SIZE,
);
export type OngoingExamPageInput = Partial<z.input<typeof OngoingExamPageSchema>>;

/** Input of the learner-side monitoring calls (shared by GraphQL and REST). */
import { z } from 'zod';
import { id, intLike } from '../../core/input.ts';

export const CaptureSaveSchema = z.object({
  paperId: id,
  /** The snapshot as base64 or a data URL (jpg or png); the size is checked when decoded. */
  base64: z.string().min(1).max(3_000_000),
});
export type CaptureSaveInput = z.input<typeof CaptureSaveSchema>;

export const LeaveCheckSchema = z.object({ id });
export type LeaveCheckInput = z.input<typeof LeaveCheckSchema>;

export const LeaveIncrSchema = z.object({
  id,
  /** Seconds away as the browser measured them; used only when the server saw no check-process. */
  seconds: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    intLike.pipe(z.number().int().min(0).max(86_400)).optional(),
  ),
});
export type LeaveIncrInput = z.input<typeof LeaveIncrSchema>;

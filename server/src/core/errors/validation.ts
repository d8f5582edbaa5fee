import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Validates input at a boundary; a failure becomes PARAM_INVALID (10010001) with the failing fields
 * named in `details`, so bad input never reaches a service half-parsed.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    details[key] ??= issue.message;
  }
  throw new AppError('PARAM_INVALID', {}, details);
}

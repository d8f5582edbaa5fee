import { catalogue, type ErrorName } from './catalogue.ts';

export type ErrorArgs = Record<string, string | number>;

/**
 * The one error type services throw. It names a catalogue entry; the transports (GraphQL, REST)
 * render it, so a service never decides wording, language or status.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly errorName: ErrorName,
    readonly args: ErrorArgs = {},
    /** Per-field details for validation failures (field path -> message); never shown raw to users. */
    readonly details?: Record<string, string>,
  ) {
    super(errorName);
  }

  get legacyCode(): number {
    return catalogue[this.errorName].code;
  }

  get gqlClass() {
    return catalogue[this.errorName].gqlClass;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

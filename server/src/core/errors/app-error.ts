import type { Lang } from '../i18n.ts';
import { catalogue, type ErrorName } from './catalogue.ts';

export type ErrorArgs = Record<string, string | number>;

/**
 * Per-field details (field path -> message): fixed, or rendered in the language of the transport
 * that sends them (the error is thrown before anyone knows who reads it).
 */
export type ErrorDetails = Record<string, string> | ((lang: Lang) => Record<string, string>);

/**
 * The one error type services throw. It names a catalogue entry; the transports (GraphQL, REST)
 * render it, so a service never decides wording, language or status.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly errorName: ErrorName,
    readonly args: ErrorArgs = {},
    /** Per-field details for validation failures, fixed or by language (`detailsIn`). */
    readonly details?: ErrorDetails,
  ) {
    super(errorName);
  }

  /** The details in a language. */
  detailsIn(lang: Lang): Record<string, string> | undefined {
    return typeof this.details === 'function' ? this.details(lang) : this.details;
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

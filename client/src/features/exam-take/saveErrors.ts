import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { errorExtensions, isSessionError } from '../../app/errors/errorMessage';
import legacyCodes from '../../i18n/error-codes.json';

/**
 * What a failed exam call means for the answers waiting to be saved:
 * - `network`: no answer, a 5xx, a timeout or an internal server error; keep the answer and retry;
 * - `over`: the paper is handed in (20010050) or past its deadline (20010027); stop and go to the
 *   result page, nothing more can be saved;
 * - `session`: the session ended; keep the answer (the learner logs in again and reloads);
 * - `rejected`: the server refused this save for good (bad input, not the learner's paper ...);
 *   drop it, retrying would not help.
 */
export type SaveErrorKind = 'network' | 'over' | 'session' | 'rejected';

const SUB_CODE_BY_LEGACY: Record<string, string> = legacyCodes;

export const PAPER_OVER_SUB_CODES: readonly string[] = [
  'PAPER_ALREADY_HANDED_IN',
  'PAPER_DEADLINE_PASSED',
];

/** The catalogue sub-code of an error (from `subCode`, else from `legacyCode`). */
export function subCodeOf(error: unknown): string | undefined {
  const ext = errorExtensions(error);
  if (ext.subCode !== undefined) return ext.subCode;
  return ext.legacyCode !== undefined ? SUB_CODE_BY_LEGACY[String(ext.legacyCode)] : undefined;
}

/** The paper is over: handed in already (20010050) or past its deadline (20010027). */
export function isPaperOver(error: unknown): boolean {
  const subCode = subCodeOf(error);
  return subCode !== undefined && PAPER_OVER_SUB_CODES.includes(subCode);
}

export function classifySaveError(error: unknown): SaveErrorKind {
  if (isSessionError(error)) return 'session';
  if (isPaperOver(error)) return 'over';
  if (CombinedGraphQLErrors.is(error)) {
    // INTERNAL_ERROR (10010010) and unlisted failures: the server broke, not the answer.
    return errorExtensions(error).code === 'INTERNAL_SERVER_ERROR' ? 'network' : 'rejected';
  }
  if (ServerError.is(error)) {
    const status = error.statusCode;
    return status >= 500 || status === 408 || status === 429 || status === 0
      ? 'network'
      : 'rejected';
  }
  // fetch's TypeError (offline, server down), our own timeout, anything unknown: keep the answer.
  return 'network';
}

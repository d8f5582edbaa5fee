/**
 * What every cloud face client shares: one HTTP call with a time limit, and the three ways a
 * provider can fail the caller. Failures reach users as catalogue errors only; the log gets the
 * provider's own code and message, never a URL (Baidu's carries the access token) or a key.
 */
import { AppError } from '../../../core/errors/index.ts';
import { logger } from '../../../core/logger.ts';

export interface ProviderHttpOptions {
  /** The provider's address without a trailing path (tests and private endpoints change it). */
  baseUrl?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  /** The clock used in signatures (tests pin it). */
  now?: () => Date;
}

/** The provider is down, slow or answered nonsense: try again later. */
export function providerUnavailable(provider: string, detail: Record<string, unknown>): AppError {
  logger.warn({ provider, ...detail }, 'face provider unavailable');
  return new AppError('FACE_SERVICE_UNAVAILABLE');
}

/** The provider refused the configured account: keys, permissions, billing or region. */
export function providerRejected(provider: string, detail: Record<string, unknown>): AppError {
  logger.error({ provider, ...detail }, 'face provider refused the configured account');
  return new AppError('FACE_SERVICE_REJECTED');
}

/** The provider's rate or quota was exceeded. */
export function providerBusy(provider: string, detail: Record<string, unknown>): AppError {
  logger.warn({ provider, ...detail }, 'face provider rate limit reached');
  return new AppError('FACE_SERVICE_BUSY');
}

export interface HttpAnswer {
  status: number;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

/** Sends one request; a network failure or the time limit becomes FACE_SERVICE_UNAVAILABLE. */
export async function send(
  provider: string,
  url: string,
  init: RequestInit,
  options: ProviderHttpOptions,
): Promise<HttpAnswer> {
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    text = await response.text();
  } catch (e) {
    const timedOut = e instanceof Error && e.name === 'TimeoutError';
    throw providerUnavailable(provider, {
      reason: timedOut ? 'timeout' : 'network',
      error: e instanceof Error ? e.message : String(e),
    });
  }
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json };
}

/** A JSON object's fields ({} for anything else). */
export function fields(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : {};
}

export const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');

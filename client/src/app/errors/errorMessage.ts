import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { IntlShape } from 'react-intl';
import legacyCodes from '../../i18n/error-codes.json';
import { LocalisedError } from './localisedError';
import { RestError } from './restError';

/** Legacy numeric code -> symbolic sub-code (generated with the error catalogues). */
const SUB_CODE_BY_LEGACY: Record<string, string> = legacyCodes;

/** What the server puts in `extensions` of a GraphQL error. */
export interface AppErrorExtensions {
  /** GraphQL class: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, BAD_USER_INPUT, ... */
  code?: string;
  /** Symbolic catalogue name, e.g. CAPTCHA_WRONG; the client message id is `error.<subCode>`. */
  subCode?: string;
  /** Legacy numeric code, e.g. 10010012. */
  legacyCode?: number;
  /** Values for the `{n}`-style placeholders of the message. */
  args?: Record<string, unknown>;
}

/** Catalogue ids of the client's own transport messages. */
export const TRANSPORT_MESSAGE_IDS = {
  hiccup: 'app.error.hiccup',
  noResponse: 'app.error.noResponse',
  unavailable: 'app.error.unavailable',
  badRequest: 'app.error.badRequest',
  notFound: 'app.error.notFound',
  requestFailed: 'app.error.requestFailed',
} as const;

function firstGraphQLError(error: unknown): GraphQLFormattedError | undefined {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) return error.errors[0];
  return undefined;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The extensions of the first GraphQL error, typed; empty for transport errors. */
export function errorExtensions(error: unknown): AppErrorExtensions {
  const ext = asRecord(firstGraphQLError(error)?.extensions);
  if (ext === undefined) return {};
  return {
    code: typeof ext.code === 'string' ? ext.code : undefined,
    subCode: typeof ext.subCode === 'string' ? ext.subCode : undefined,
    legacyCode: typeof ext.legacyCode === 'number' ? ext.legacyCode : undefined,
    args: asRecord(ext.args),
  };
}

/**
 * True when the error means "your session is gone" (not logged in / expired token). These are
 * handled once, globally (token reset + redirect to login), and not shown again by callers.
 * A failed login is not one of them: it carries its own sub-code (WRONG_CREDENTIALS, ...).
 */
export function isSessionError(error: unknown): boolean {
  if (RestError.is(error)) return SUB_CODE_BY_LEGACY[String(error.code)] === 'NOT_LOGGED_IN';
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some((e) => {
    const ext = asRecord(e.extensions);
    if (ext?.subCode === 'NOT_LOGGED_IN') return true;
    return ext?.code === 'UNAUTHENTICATED' && ext.subCode === undefined;
  });
}

function formatValues(args: Record<string, unknown> | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(args ?? {})) {
    values[key] = typeof value === 'number' ? value : String(value);
  }
  return values;
}

function hasMessage(intl: IntlShape, id: string): boolean {
  return Object.prototype.hasOwnProperty.call(intl.messages, id);
}

function statusMessageId(status: number): string {
  if (status === 500 || status === 502 || status === 503 || status === 504) {
    return TRANSPORT_MESSAGE_IDS.unavailable;
  }
  if (status === 400) return TRANSPORT_MESSAGE_IDS.badRequest;
  if (status === 404) return TRANSPORT_MESSAGE_IDS.notFound;
  return TRANSPORT_MESSAGE_IDS.requestFailed;
}

function transportMessageId(error: unknown): string {
  if (RestError.is(error)) return statusMessageId(error.status);
  if (ServerError.is(error)) {
    const status = error.statusCode;
    if (status === 500 || status === 502 || status === 503 || status === 504) {
      return TRANSPORT_MESSAGE_IDS.unavailable;
    }
    if (status === 400) return TRANSPORT_MESSAGE_IDS.badRequest;
    if (status === 404) return TRANSPORT_MESSAGE_IDS.notFound;
    return TRANSPORT_MESSAGE_IDS.requestFailed;
  }
  // fetch() rejects with a TypeError when no response arrives at all (server down, offline).
  if (error instanceof TypeError) return TRANSPORT_MESSAGE_IDS.noResponse;
  return TRANSPORT_MESSAGE_IDS.hiccup;
}

/**
 * Turns any error from Apollo into the text shown to the user:
 * 1. `error.<subCode>` from the catalogue (sub-code found from `legacyCode` when absent),
 *    placeholders filled from `extensions.args`;
 * 2. otherwise the server's own message (already in the request language), except for
 *    internal errors whose message is not meant for users;
 * 3. transport failures get the spec's HTTP messages; anything else "the server had a hiccup".
 * REST envelopes (`RestError`) follow the same order with their legacy code.
 */
export function errorMessage(intl: IntlShape, error: unknown): string {
  if (LocalisedError.is(error) && hasMessage(intl, error.messageId)) {
    return intl.formatMessage({ id: error.messageId }, error.values);
  }
  if (RestError.is(error) && error.code !== 0) {
    const subCode = SUB_CODE_BY_LEGACY[String(error.code)];
    const id = subCode !== undefined ? `error.${subCode}` : undefined;
    const serverMessage = error.serverMessage.trim();
    // The envelope carries no placeholder values: a templated message comes as the server wrote it.
    const templated = id !== undefined && /\{\s*\w+\s*[,}]/.test(String(intl.messages[id] ?? ''));
    if (id !== undefined && hasMessage(intl, id) && !(templated && serverMessage !== '')) {
      return intl.formatMessage({ id });
    }
    if (serverMessage !== '') return serverMessage;
    return intl.formatMessage({ id: TRANSPORT_MESSAGE_IDS.hiccup });
  }
  const gqlError = firstGraphQLError(error);
  if (gqlError !== undefined) {
    const ext = errorExtensions(error);
    const subCode =
      ext.subCode ??
      (ext.legacyCode !== undefined ? SUB_CODE_BY_LEGACY[String(ext.legacyCode)] : undefined);
    if (subCode !== undefined) {
      const id = `error.${subCode}`;
      if (hasMessage(intl, id)) return intl.formatMessage({ id }, formatValues(ext.args));
    }
    const serverMessage = gqlError.message.trim();
    if (serverMessage !== '' && ext.code !== 'INTERNAL_SERVER_ERROR') return serverMessage;
    return intl.formatMessage({ id: TRANSPORT_MESSAGE_IDS.hiccup });
  }
  return intl.formatMessage({ id: transportMessageId(error) });
}

/**
 * Per-field problems of a PARAM_INVALID error (`extensions.fields`: field path -> message in the
 * request language), e.g. `answerList.2.content`; empty for other errors.
 */
export function errorFields(error: unknown): Record<string, string> {
  const ext = asRecord(firstGraphQLError(error)?.extensions);
  const fields = asRecord(ext?.fields);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

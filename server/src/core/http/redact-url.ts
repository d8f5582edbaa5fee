/**
 * Query parameters that carry a secret, lower-cased: the exam socket's `token`, the upload and
 * /sync `ticket`, a chat-app callback's `code`, `authCode` and `state`, a course video key's
 * signed `auth`, and the usual names of passwords, keys and signed-URL signatures.
 */
const SECRET_PARAMS = new Set([
  'token',
  'ticket',
  'code',
  'authcode',
  'auth_code',
  'state',
  'auth',
  'verifier',
  'code_verifier',
  'password',
  'pass',
  'pwd',
  'secret',
  'key',
  'sign',
  'signature',
  'sig',
  'credential',
  'x-amz-credential',
  'x-amz-signature',
  'x-amz-security-token',
  'ossaccesskeyid',
  'q-signature',
]);

/** A parameter whose name mentions a token, secret, password or signature is secret too. */
const SECRET_NAME_PART = /token|secret|passw|signature|ticket|session/i;

const REDACTED = '[redacted]';

function isSecretParam(name: string): boolean {
  return SECRET_PARAMS.has(name.toLowerCase()) || SECRET_NAME_PART.test(name);
}

/** The URL as logged: the values of secret query parameters replaced, the rest kept. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (isSecretParam(name)) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

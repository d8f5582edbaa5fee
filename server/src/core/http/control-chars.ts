import type { NextFunction, Request, Response } from 'express';
import { sendHttpError } from './http-errors.ts';

/** C0 controls and DEL, as sent or percent-encoded (%00-%1F, %7F). */
// eslint-disable-next-line no-control-regex -- control characters are what we refuse
const RAW_CONTROL = /[\x00-\x1f\x7f]/;
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** Whether the path of a request target (before any query) holds a control character. */
export function pathHasControlChars(url: string): boolean {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return RAW_CONTROL.test(path) || ENCODED_CONTROL.test(path);
}

/**
 * A path with a control character names nothing the platform serves: it is answered 400
 * PARAM_INVALID before any route (REST, files, course media, pages) sees it.
 */
export function refuseControlCharPaths(req: Request, res: Response, next: NextFunction): void {
  if (pathHasControlChars(req.originalUrl)) sendHttpError(req, res, 400, 'PARAM_INVALID');
  else next();
}

import type { Duplex } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { fail } from '../rest/envelope.ts';
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

/**
 * The answer to a request Node's HTTP parser refuses (a raw control byte in the path, a broken
 * header): 400 with the PARAM_INVALID envelope, in the default language since no header can be
 * trusted; 431 and 408 stay bare, as Node answers them.
 */
export function answerUnparsableRequest(err: NodeJS.ErrnoException, socket: Duplex): void {
  const written = (socket as Duplex & { bytesWritten?: number }).bytesWritten ?? 0;
  if (!socket.writable || written > 0) {
    socket.destroy();
    return;
  }
  if (err.code === 'HPE_HEADER_OVERFLOW' || err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    const status =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : '408 Request Timeout';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    return;
  }
  const body = JSON.stringify(fail('PARAM_INVALID', 'zh'));
  socket.end(
    'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

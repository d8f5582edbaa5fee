import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../errors/index.ts';
import type { Writable } from 'node:stream';
import { logger } from '../logger.ts';
import { scopeOf } from '../request-context.ts';
import { RAW_RESPONSE } from './kit.ts';

/**
 * The Cache-Control of every file only its caller may read (a private or restricted upload,
 * course media and documents, exports): no browser or proxy keeps a copy.
 */
export const PRIVATE_FILE_CACHE = 'no-store';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spreadsheet imports (questions, users) accept one file of at most 10 MB. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export interface DownloadFile {
  fileName: string;
  bytes: Buffer;
}

/** Sends a file as a download (the legacy clients POST and save the blob). */
export function sendDownload(
  res: Response,
  file: DownloadFile,
  contentType = XLSX_TYPE,
): typeof RAW_RESPONSE {
  downloadHeaders(res, file.fileName, contentType);
  res.send(file.bytes);
  return RAW_RESPONSE;
}

function downloadHeaders(res: Response, fileName: string, contentType: string): void {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  res.setHeader('Content-Type', contentType);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  );
  res.setHeader('Cache-Control', PRIVATE_FILE_CACHE);
}

/** A download written while it is produced (a large export), never held whole in memory. */
export interface StreamedDownload {
  fileName: string;
  contentType: string;
  write(out: Writable): Promise<void>;
}

/**
 * Streams a file as a download. Every check must be done before: once the first bytes are out a
 * failure can no longer answer JSON, so it is logged and the connection is cut (the client sees a
 * broken download, never a partial file presented as whole).
 */
export async function sendDownloadStream(
  res: Response,
  file: StreamedDownload,
): Promise<typeof RAW_RESPONSE> {
  downloadHeaders(res, file.fileName, file.contentType);
  try {
    await file.write(res);
  } catch (e) {
    logger.error({ err: e, requestId: scopeOf(res.req).requestId }, 'streamed download failed');
    res.destroy();
  }
  return RAW_RESPONSE;
}

const importUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  defParamCharset: 'utf8',
}).single('file');

/**
 * Reads an import's multipart body (one `file`, at most 10 MB, kept in memory). Call it after the
 * access check, so nobody without the permission can make the server buffer a file.
 */
export function receiveImportFile(req: Request, res: Response): Promise<Express.Multer.File> {
  return new Promise((resolve, reject) => {
    importUpload(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        reject(new AppError('PAYLOAD_TOO_LARGE'));
      } else if (err !== undefined && err !== null) {
        reject(new AppError('IMPORT_FILE_INVALID'));
      } else if (req.file === undefined) {
        reject(new AppError('IMPORT_FILE_INVALID'));
      } else {
        resolve(req.file);
      }
    });
  });
}

/** The `params` object of a legacy paging body ({ current, size, params }). */
export function pagingParams(body: Record<string, unknown>): Record<string, unknown> {
  return typeof body.params === 'object' && body.params !== null && !Array.isArray(body.params)
    ? (body.params as Record<string, unknown>)
    : {};
}

import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../errors/index.ts';
import { RAW_RESPONSE } from './kit.ts';

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
  const ascii = file.fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  res.setHeader('Content-Type', contentType);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  );
  res.setHeader('Cache-Control', 'no-store');
  res.send(file.bytes);
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

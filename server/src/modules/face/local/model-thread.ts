/**
 * The server's side of the model thread. The model runs in a worker thread so a ~90 ms inference
 * never blocks the event loop. The thread starts on the first request (the server starts fast and
 * loads nothing it does not use), serves requests in order, and keeps the process alive only while
 * a request is pending. A thread that dies or hangs fails its pending requests and is replaced on
 * the next request.
 */
import { Worker } from 'node:worker_threads';
import { AppError } from '../../../core/errors/index.ts';
import { logger } from '../../../core/logger.ts';
import type { ModelFace } from './human-model.ts';
import type { ModelReply, ModelRequest } from './model-protocol.ts';

/** A request still unanswered after this long is failed and the thread replaced. */
const REQUEST_TIMEOUT_MS = 60_000;

interface Pending {
  resolve(faces: ModelFace[]): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export class FaceModelThread {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  /** Finds and describes the faces in a square RGB image; the pixels are handed over, not copied. */
  async analyse(pixels: Uint8Array, side: number): Promise<ModelFace[]> {
    if (this.closed) throw new AppError('FACE_SERVICE_UNAVAILABLE');
    const worker = await this.start();
    const id = this.nextId++;
    const buffer =
      pixels.byteOffset === 0 && pixels.byteLength === pixels.buffer.byteLength
        ? (pixels.buffer as ArrayBuffer)
        : (pixels.slice().buffer as ArrayBuffer);
    return new Promise<ModelFace[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        logger.error({ id }, 'face model thread did not answer in time; replacing it');
        void this.fail(new AppError('FACE_SERVICE_UNAVAILABLE'));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.ref();
      const request: ModelRequest = { id, pixels: buffer, side };
      worker.postMessage(request, [buffer]);
    });
  }

  /** Stops the thread (app shutdown); pending requests fail. */
  async close(): Promise<void> {
    this.closed = true;
    await this.fail(new AppError('FACE_SERVICE_UNAVAILABLE'));
  }

  private start(): Promise<Worker> {
    if (this.ready === null || this.worker === null) {
      const worker = new Worker(new URL('./model-worker.boot.mjs', import.meta.url), {
        workerData: { entry: new URL('./model-worker.ts', import.meta.url).href },
        execArgv: [],
      });
      this.worker = worker;
      this.ready = new Promise<void>((resolve, reject) => {
        worker.on('message', (reply: ModelReply) => {
          if (reply.kind === 'ready') {
            logger.info({ ms: reply.ms }, 'face model loaded');
            resolve();
          } else if (reply.kind === 'failed') {
            reject(new Error(reply.error));
          } else {
            this.settle(reply);
          }
        });
        worker.on('error', (e) => {
          logger.error({ err: e }, 'face model thread failed');
          reject(e);
          void this.fail(new AppError('FACE_SERVICE_UNAVAILABLE'), worker);
        });
        worker.on('exit', () => {
          reject(new Error('face model thread exited'));
          void this.fail(new AppError('FACE_SERVICE_UNAVAILABLE'), worker);
        });
      });
      this.ready.catch(() => undefined);
    }
    const worker = this.worker;
    return this.ready.then(
      () => worker,
      (e: unknown) => {
        logger.error({ err: e }, 'face model could not be loaded');
        throw new AppError('FACE_SERVICE_UNAVAILABLE');
      },
    );
  }

  private settle(reply: Extract<ModelReply, { id: number }>): void {
    const entry = this.pending.get(reply.id);
    if (entry === undefined) return;
    this.pending.delete(reply.id);
    clearTimeout(entry.timer);
    if (this.pending.size === 0) this.worker?.unref();
    if (reply.kind === 'faces') {
      entry.resolve(reply.faces);
    } else {
      logger.error({ error: reply.error }, 'face model failed on an image');
      entry.reject(new AppError('FACE_SERVICE_UNAVAILABLE'));
    }
  }

  /** Fails every pending request and drops the thread (only `which`, when given). */
  private async fail(error: Error, which?: Worker): Promise<void> {
    if (which !== undefined && which !== this.worker) return;
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(error);
      this.pending.delete(id);
    }
    if (worker !== null) {
      worker.removeAllListeners('exit');
      await worker.terminate();
    }
  }
}

/**
 * The model thread: loads the face model once, then answers analysis requests one at a time (the
 * WebAssembly model is single-threaded, and Human must not run two detections at once).
 */
import { parentPort } from 'node:worker_threads';
import { loadFaceModel, type FaceModel } from './human-model.ts';
import type { ModelReply, ModelRequest } from './model-protocol.ts';

const port = parentPort;
if (port === null) throw new Error('model-worker.ts runs as a worker thread');

const post = (reply: ModelReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

const started = Date.now();
let model: FaceModel;
try {
  model = await loadFaceModel();
  post({ kind: 'ready', ms: Date.now() - started });
} catch (e) {
  post({ kind: 'failed', error: e instanceof Error ? e.message : String(e) });
  throw e;
}

let queue = Promise.resolve();
port.on('message', (request: ModelRequest) => {
  queue = queue.then(async () => {
    try {
      const faces = await model.analyse(new Uint8Array(request.pixels), request.side);
      const buffers = faces.flatMap((f) =>
        [f.embedding, f.mesh, f.patch].flatMap((a) =>
          a === null ? [] : [a.buffer as ArrayBuffer],
        ),
      );
      post({ kind: 'faces', id: request.id, faces }, buffers);
    } catch (e) {
      post({ kind: 'error', id: request.id, error: e instanceof Error ? e.message : String(e) });
    }
  });
});

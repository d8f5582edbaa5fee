/**
 * The local face model: @vladmandic/human on TensorFlow.js's WebAssembly backend, with only the
 * face detector (blazeface), the face mesh, the face description (faceres) and the anti-spoofing
 * and liveness models loaded from the package's own files; nothing is fetched from the network.
 * Each face also gets its recapture score and face patch here, in the model thread, so no image
 * work runs on the server's event loop.
 *
 * Runs inside the model thread (model-worker.ts): one inference at a time, ~90 ms a photo.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Tf from '@tensorflow/tfjs-core';
import type { Config, Human as HumanInstance } from '@vladmandic/human';
import { facePatch, MESH_POINTS } from '../liveness-face-geometry.ts';
import { recaptureScore } from '../liveness-recapture.ts';

const require = createRequire(import.meta.url);

/** The package's folder (its `exports` map lacks the `./` subpath form, so no subpath import). */
const humanDir = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

/** One face as the model saw it, in the analysed (square) image's pixels. */
export interface ModelFace {
  box: [number, number, number, number];
  score: number;
  /** The faceres description (1024 numbers), absent when the model could not describe the face. */
  embedding: Float32Array | null;
  /** The face mesh's 468 landmarks as x, y pairs; null when the mesh model found none. */
  mesh: Float32Array | null;
  /** The anti-spoofing model's "real face" score, 0..1; null when it did not run. */
  real: number | null;
  /** The liveness model's score, 0..1; null when it did not run. */
  live: number | null;
  /** How strongly a screen's or a print's regular pattern shows around the face (recapture.ts). */
  recapture: number;
  /** The upright grey face patch (face-geometry.ts); null without a mesh. */
  patch: Float32Array | null;
}

/**
 * Caching and frame skipping are off: with them Human returns the previous request's face for a
 * similar next image, which would let one user's photo answer for another's.
 */
const CONFIG: Partial<Config> = {
  backend: 'wasm',
  wasmPath: `${wasmDir}/`,
  wasmPlatformFetch: false,
  debug: false,
  async: false,
  warmup: 'none',
  cacheModels: false,
  validateModels: false,
  modelBasePath: `file://${path.join(humanDir, 'models')}/`,
  cacheSensitivity: 0,
  skipAllowed: false,
  filter: { enabled: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  face: {
    enabled: true,
    detector: {
      enabled: true,
      modelPath: 'blazeface.json',
      rotation: true,
      maxDetected: 10,
      minConfidence: 0.5,
      minSize: 0,
      iouThreshold: 0.1,
      skipFrames: 0,
      skipTime: 0,
      return: false,
      mask: false,
      square: false,
    },
    mesh: { enabled: true, modelPath: 'facemesh.json', skipFrames: 0, skipTime: 0 },
    description: {
      enabled: true,
      modelPath: 'faceres.json',
      minConfidence: 0,
      skipFrames: 0,
      skipTime: 0,
    },
    iris: { enabled: false },
    attention: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: true, modelPath: 'antispoof.json', skipFrames: 0, skipTime: 0 },
    liveness: { enabled: true, modelPath: 'liveness.json', skipFrames: 0, skipTime: 0 },
    gear: { enabled: false },
  },
};

/** Serves `file://` model URLs from disk: the graph JSON and its weight files. */
function registerFileLoader(tf: typeof Tf): void {
  const router = (url: string | string[]): Tf.io.IOHandler | null => {
    const first = Array.isArray(url) ? url[0] : url;
    if (typeof first !== 'string' || !first.startsWith('file://')) return null;
    const file = first.slice('file://'.length);
    return {
      async load() {
        const json = JSON.parse(await readFile(file, 'utf8')) as Tf.io.ModelJSON;
        const specs: Tf.io.WeightsManifestEntry[] = [];
        const parts: Uint8Array[] = [];
        for (const group of json.weightsManifest) {
          specs.push(...group.weights);
          for (const p of group.paths) {
            parts.push(new Uint8Array(await readFile(path.join(path.dirname(file), p))));
          }
        }
        const weightData = new ArrayBuffer(parts.reduce((n, p) => n + p.byteLength, 0));
        let offset = 0;
        for (const p of parts) {
          new Uint8Array(weightData, offset, p.byteLength).set(p);
          offset += p.byteLength;
        }
        return {
          modelTopology: json.modelTopology,
          format: json.format,
          generatedBy: json.generatedBy,
          convertedBy: json.convertedBy,
          signature: json.signature,
          userDefinedMetadata: json.userDefinedMetadata,
          modelInitializer: json.modelInitializer,
          weightSpecs: specs,
          weightData,
        };
      },
    };
  };
  // A router answers null for URLs it does not serve; tfjs's type omits that case.
  tf.io.registerLoadRouter(router as Parameters<typeof tf.io.registerLoadRouter>[0]);
}

export interface FaceModel {
  /** Finds and describes the faces in a square RGB image (side x side x 3 bytes). */
  analyse(pixels: Uint8Array, side: number): Promise<ModelFace[]>;
}

/** Loads the model and warms it up on a blank frame (the first inference compiles kernels). */
export async function loadFaceModel(): Promise<FaceModel> {
  const { Human } = require(path.join(humanDir, 'dist/human.node-wasm.js')) as {
    Human: new (config: Partial<Config>) => HumanInstance;
  };
  const human = new Human(CONFIG);
  const tf = human.tf as typeof Tf;
  registerFileLoader(tf);
  await human.load();
  await tf.ready();
  const blank = tf.zeros([256, 256, 3], 'int32');
  try {
    await human.detect(blank);
  } finally {
    blank.dispose();
  }

  return {
    async analyse(pixels, side) {
      const input = tf.tensor3d(new Int32Array(pixels), [side, side, 3], 'int32');
      try {
        const result = await human.detect(input);
        return result.face.map((f): ModelFace => {
          const box: [number, number, number, number] = [f.box[0], f.box[1], f.box[2], f.box[3]];
          const mesh =
            f.mesh.length >= MESH_POINTS
              ? Float32Array.from(f.mesh.slice(0, MESH_POINTS).flatMap((p) => [p[0], p[1]]))
              : null;
          return {
            box,
            score: f.score,
            embedding:
              f.embedding !== undefined && f.embedding.length > 0
                ? Float32Array.from(f.embedding)
                : null,
            mesh,
            real: typeof f.real === 'number' ? f.real : null,
            live: typeof f.live === 'number' ? f.live : null,
            recapture: recaptureScore(pixels, side, box),
            patch: mesh === null ? null : facePatch(pixels, side, mesh),
          };
        });
      } finally {
        input.dispose();
      }
    },
  };
}

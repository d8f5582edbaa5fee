import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FACE_DETECTION_DIR } from '../src/features/realname/faceDetectionPath.ts';

/** The package's runtime files: the loader, the wasm builds with their glue, models and graphs. */
const RUNTIME_FILE = /\.(js|wasm|tflite|binarypb|data)$/;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
};

function packageDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@mediapipe/face_detection/package.json'));
}

export function runtimeFiles(dir: string = packageDir()): string[] {
  return readdirSync(dir)
    .filter((f) => RUNTIME_FILE.test(f))
    .sort();
}

/**
 * Serves @mediapipe/face_detection's runtime from node_modules in `vite dev` and copies it into the
 * build (dist/mediapipe/face_detection/) with its file names unchanged (the loader asks for them
 * by name). Nothing is committed: the files come from the pinned npm package.
 */
export function faceDetectionAssets(): Plugin {
  const dir = packageDir();
  const files = runtimeFiles(dir);
  const prefix = `/${FACE_DETECTION_DIR}/`;
  return {
    name: 'examhall-face-detection-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        const base = server.config.base.replace(/\/$/, '');
        if (!url.startsWith(`${base}${prefix}`)) return next();
        const name = url.slice(base.length + prefix.length);
        if (!files.includes(name)) return next();
        res.setHeader(
          'Content-Type',
          CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
        );
        createReadStream(path.join(dir, name)).pipe(res);
      });
    },
    generateBundle() {
      for (const name of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${FACE_DETECTION_DIR}/${name}`,
          source: new Uint8Array(readFileSync(path.join(dir, name))),
        });
      }
    },
  };
}

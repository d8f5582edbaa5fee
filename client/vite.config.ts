import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { faceDetectionAssets } from './vite/faceDetectionAssets.ts';

const SERVER = 'http://localhost:4000';

/**
 * Plyr's icon sprite, which its package does not export: served from our own build (Plyr would
 * otherwise fetch it from a CDN). `import icons from 'plyr-sprite.svg?url'`.
 */
const PLYR_SPRITE = path.join(
  path.dirname(createRequire(import.meta.url).resolve('plyr')),
  'plyr.svg',
);

/** Vendor libraries grouped so that no single chunk carries the whole UI stack. */
const VENDOR_GROUPS: { name: string; test: RegExp; priority: number }[] = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    priority: 30,
  },
  {
    name: 'vendor-router',
    test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/,
    priority: 30,
  },
  {
    name: 'vendor-apollo',
    test: /[\\/]node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/,
    priority: 30,
  },
  {
    name: 'vendor-intl',
    test: /[\\/]node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/,
    priority: 30,
  },
  {
    name: 'vendor-chakra',
    test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|proxy-compare|stylis)[\\/]/,
    priority: 20,
  },
];

export default defineConfig({
  plugins: [react(), faceDetectionAssets()],
  resolve: { alias: [{ find: /^plyr-sprite\.svg(?=\?|$)/, replacement: PLYR_SPRITE }] },
  server: {
    port: 5173,
    proxy: {
      // The Host stays the page's, so the server takes the page's calls (signed by the session
      // cookie) as coming from its own site.
      '/graphql': { target: SERVER, changeOrigin: false, ws: true },
      '/api': { target: SERVER, changeOrigin: false, ws: true },
      '/healthz': { target: SERVER, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The app, and the page the face detector runs in (a hidden frame of the app).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        faceDetector: fileURLToPath(new URL('./face-detector.html', import.meta.url)),
      },
      output: {
        // Route-level code splitting (learner vs admin) comes from lazy routes; these groups only
        // keep the shared vendor code in a few cacheable chunks.
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
});

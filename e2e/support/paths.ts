import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The e2e workspace folder. */
export const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root (the server is started from here). */
export const repoRoot = path.resolve(e2eDir, '..');
/** Screenshots, the server log and Playwright's own output (gitignored). */
export const artifactsDir = path.join(e2eDir, 'artifacts');
/** State of the current run shared between the global setup and the test workers (gitignored). */
export const runStateFile = path.join(e2eDir, '.run', 'state.json');
/** The built client the server serves: CLIENT_DIST_DIR (as the server reads it) or client/dist. */
export const clientDistDir = path.resolve(repoRoot, process.env.CLIENT_DIST_DIR || 'client/dist');
export const clientIndexHtml = path.join(clientDistDir, 'index.html');

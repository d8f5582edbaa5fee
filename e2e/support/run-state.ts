import fs from 'node:fs';
import path from 'node:path';
import { runStateFile } from './paths.ts';

/** What the global setup tells the tests about the server it started. */
export interface RunState {
  /** Where the platform listens, e.g. http://127.0.0.1:41234. */
  baseURL: string;
  /** The database the server uses (tests read captcha answers from it). */
  databaseUrl: string;
}

/** Environment variables carrying the run state to the test workers (they inherit the env). */
export const BASE_URL_ENV = 'E2E_BASE_URL';
export const DATABASE_URL_ENV = 'E2E_DATABASE_URL';

export function writeRunState(state: RunState): void {
  fs.mkdirSync(path.dirname(runStateFile), { recursive: true });
  fs.writeFileSync(runStateFile, `${JSON.stringify(state, null, 2)}\n`);
  process.env[BASE_URL_ENV] = state.baseURL;
  process.env[DATABASE_URL_ENV] = state.databaseUrl;
}

export function clearRunState(): void {
  fs.rmSync(path.dirname(runStateFile), { recursive: true, force: true });
}

/** The run state from the environment, else from the state file the global setup wrote. */
export function readRunState(): RunState {
  const baseURL = process.env[BASE_URL_ENV];
  const databaseUrl = process.env[DATABASE_URL_ENV];
  if (baseURL !== undefined && databaseUrl !== undefined) return { baseURL, databaseUrl };
  try {
    return JSON.parse(fs.readFileSync(runStateFile, 'utf8')) as RunState;
  } catch {
    throw new Error(
      `No e2e run state (${runStateFile}): run the journeys through playwright.config.ts, whose global setup starts the server.`,
    );
  }
}

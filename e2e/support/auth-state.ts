import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { ADMIN, STUDENT, type Account } from './accounts.ts';
import { e2eDir } from './paths.ts';

/** The roles the setup project signs in once per run. */
export type Role = 'admin' | 'student';

export const ROLES: readonly Role[] = ['admin', 'student'];

export const ROLE_ACCOUNTS: Readonly<Record<Role, Account>> = { admin: ADMIN, student: STUDENT };

/** Signed-in browser states of the current run (gitignored; removed at teardown). */
export const authDir = path.join(e2eDir, '.auth');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The file the setup project saves a role's storage state to. */
export function authStateFile(role: Role): string {
  return path.join(authDir, `${role}.json`);
}

/** A role's saved storage state; the setup project must have signed it in during this run. */
export function savedState(role: Role): StorageState {
  const file = authStateFile(role);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as StorageState;
  } catch {
    throw new Error(
      `No saved ${role} session (${file}): the "setup" project signs in first; run the journeys through playwright.config.ts without --no-deps.`,
    );
  }
}

/** Sessions end with the run's database, so their saved states go with it. */
export function clearAuthStates(): void {
  fs.rmSync(authDir, { recursive: true, force: true });
}

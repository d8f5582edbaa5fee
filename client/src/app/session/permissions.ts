import { useCallback } from 'react';
import { useSession } from './SessionContext';

/**
 * Whether the held codes satisfy a requirement: every listed code must be held, and an empty
 * requirement passes.
 */
export function hasPermissions(
  held: readonly string[] | null | undefined,
  required: string | readonly string[] | null | undefined,
): boolean {
  const needed = required == null ? [] : typeof required === 'string' ? [required] : required;
  if (needed.length === 0) return true;
  if (held == null || held.length === 0) return false;
  const set = new Set(held);
  return needed.every((code) => set.has(code));
}

/** `can(code)` / `can([codes])` for the signed-in user. */
export function usePermissions(): (required: string | readonly string[]) => boolean {
  const { user } = useSession();
  const held = user?.permissions;
  return useCallback((required) => hasPermissions(held, required), [held]);
}

/** An action of a screen and the code it needs (none: anyone who can see the screen). */
export interface GatedAction<K extends string = string> {
  key: K;
  permission?: string | readonly string[];
}

/**
 * The actions the user may use, in their order.
 */
export function permittedActions<A extends GatedAction>(
  held: readonly string[] | null | undefined,
  actions: readonly A[],
): A[] {
  return actions.filter((a) => hasPermissions(held, a.permission ?? []));
}

/** `can(code)` for the signed-in user (super admins hold every code). */
export const useCan = usePermissions;

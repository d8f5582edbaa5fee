import { useCallback } from 'react';
import { useSession } from './SessionContext';

/**
 * Whether the held codes satisfy a requirement: every listed code must be held, and an empty
 * requirement passes (spec: an element needing permissions is hidden when any is missing).
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

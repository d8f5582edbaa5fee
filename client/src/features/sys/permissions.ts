import { hasPermissions, usePermissions } from '../../app/session/permissions';

/** An action of a screen and the code it needs (none: anyone who can see the screen). */
export interface GatedAction<K extends string = string> {
  key: K;
  permission?: string | readonly string[];
}

/**
 * The actions the user may use, in their order (spec section 6: table buttons are gated per
 * action; a batch menu shows when at least one of its actions is permitted).
 */
export function permittedActions<A extends GatedAction>(
  held: readonly string[] | null | undefined,
  actions: readonly A[],
): A[] {
  return actions.filter((a) => hasPermissions(held, a.permission ?? []));
}

/** `can(code)` for the signed-in user (super admins hold every code). */
export const useCan = usePermissions;

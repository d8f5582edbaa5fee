import { hasPermissions, usePermissions } from '../../app/session/permissions';

/** Permission codes of the organisation screens (server: core/auth/permissions.ts). */
export const SYS_PERM = {
  userList: 'sys:user:list',
  userAdd: 'sys:user:add',
  userUpdate: 'sys:user:update',
  userDelete: 'sys:user:delete',
  userImport: 'sys:user:import',
  userExport: 'sys:user:export',
  roleList: 'sys:role:list',
  roleAdd: 'sys:role:add',
  roleUpdate: 'sys:role:update',
  roleDelete: 'sys:role:delete',
  menuList: 'sys:menu:list',
  menuAdd: 'sys:menu:add',
  menuUpdate: 'sys:menu:update',
  menuDelete: 'sys:menu:delete',
  departList: 'sys:depart:list',
  departAdd: 'sys:depart:add',
  departUpdate: 'sys:depart:update',
  departDelete: 'sys:depart:delete',
  groupList: 'sys:group:list',
  groupAdd: 'sys:group:add',
  groupUpdate: 'sys:group:update',
  groupDelete: 'sys:group:delete',
  groupUserJoin: 'sys:group:user:join',
  groupUserRemove: 'sys:group:user:remove',
  dicList: 'sys:dic:list',
  dicAdd: 'sys:dic:add',
  dicUpdate: 'sys:dic:update',
  dicDelete: 'sys:dic:delete',
  configView: 'sys:config:view',
  configUpdate: 'sys:config:update',
  auditList: 'sys:audit:list',
} as const;

export type SysPermission = (typeof SYS_PERM)[keyof typeof SYS_PERM];

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

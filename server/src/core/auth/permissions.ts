/**
 * Pseudo-permission held by every role type 2 user (admins and proctors): the back office itself.
 * Real permission codes come from the function menus (menuType 2) assigned to roles; the seed
 * creates one function menu per code below, and super admins (role `sa`) hold them all.
 */
export const ADMIN_AREA = 'role:admin';

/** Permission codes, one per action. Features add theirs here so the seed and UI can list them. */
export const PERMISSIONS = {
  repoList: 'repo:list',
  repoAdd: 'repo:add',
  repoUpdate: 'repo:update',
  repoDelete: 'repo:delete',
  quList: 'qu:list',
  quAdd: 'qu:add',
  quUpdate: 'qu:update',
  quDelete: 'qu:delete',
  quImport: 'qu:import',
  quExport: 'qu:export',
} as const;

export type PermissionCode = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

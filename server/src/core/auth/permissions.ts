/**
 * Pseudo-permission held by every role type 2 user (admins and proctors): the back office itself.
 * Real permission codes (sys:user:add, exam:add, ...) come from the menus assigned to roles.
 */
export const ADMIN_AREA = 'role:admin';

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { RoleListDocument } from './roleDocuments';
import { RolePage } from './RolePage';
import { PERMISSIONS } from '../../gql/permissions';

const roles = [
  {
    __typename: 'Role',
    id: 'sa',
    roleName: '超级管理员',
    roleType: 2,
    roleLevel: 0,
    userCount: 1,
    editable: false,
    createTime: '2026-11-22T00:00:00.000Z',
  },
  {
    __typename: 'Role',
    id: 'proctor',
    roleName: '监考员',
    roleType: 2,
    roleLevel: 10,
    userCount: 0,
    editable: true,
    createTime: '2026-11-22T00:00:00.000Z',
  },
];

const mocks = [
  {
    request: { query: RoleListDocument, variables: { input: null } },
    result: { data: { roles } },
    maxUsageCount: 5,
  },
];

function session(permissions: string[]) {
  return { user: { id: 'u', roleType: 2, permissions, shell: {} as never } };
}

describe('RolePage permission gating', () => {
  it('shows add, edit, menus and delete to a user holding every code', async () => {
    renderWithApp(<RolePage />, {
      mocks,
      session: session(Object.values(PERMISSIONS)),
    });
    expect(await screen.findByText('监考员')).toBeTruthy();
    expect(screen.getByTestId('role-add')).toBeTruthy();
    expect(screen.getByTestId('role-edit-proctor')).toBeTruthy();
    expect(screen.getByTestId('role-menus-proctor')).toBeTruthy();
    expect(screen.getByTestId('role-delete-proctor')).toBeTruthy();
    // a role that ranks at or above the user cannot be changed
    expect((screen.getByTestId('role-edit-sa') as HTMLButtonElement).disabled).toBe(true);
  });

  it('hides every action the user lacks', async () => {
    renderWithApp(<RolePage />, { mocks, session: session([PERMISSIONS.roleList]) });
    expect(await screen.findByText('监考员')).toBeTruthy();
    expect(screen.queryByTestId('role-add')).toBeNull();
    expect(screen.queryByTestId('role-edit-proctor')).toBeNull();
    expect(screen.queryByTestId('role-menus-proctor')).toBeNull();
    expect(screen.queryByTestId('role-delete-proctor')).toBeNull();
  });
});

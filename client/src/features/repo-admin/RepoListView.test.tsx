import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { toMenuTree } from '../../app/layouts/admin/menu';
import { renderWithApp } from '../../test/render';
import { AdminRepoPagingDocument } from './repoAdminDocuments';
import { RepoListView } from './RepoListView';
import { PERMISSIONS } from '../../gql/permissions';

const page = {
  repoPaging: {
    __typename: 'RepoPage',
    current: 1,
    size: 10,
    total: 1,
    records: [
      {
        __typename: 'Repo',
        id: 'repo-1',
        title: '示例题库',
        remark: '',
        quCount: 16,
        objCount: 13,
        subjCount: 3,
        createTime: '2026-11-22T03:05:00.000Z',
        updateTime: '2026-11-22T03:05:00.000Z',
      },
    ],
  },
};

const mocks = [
  {
    request: { query: AdminRepoPagingDocument, variables: () => true },
    result: { data: page },
    maxUsageCount: 5,
  },
];

const menu = toMenuTree([
  {
    id: 'm1',
    name: 'QuList',
    path: '/admin/repo/qu',
    component: 'repo/qu-list',
    hidden: false,
    meta: { title: '试题管理' },
  },
]);

function session(permissions: string[]) {
  return {
    user: { id: 'u1', roleType: 2, permissions, shell: {} as never },
    menu,
    site: EMPTY_SITE,
  };
}

describe('RepoListView permissions', () => {
  it('shows every action to a user holding all codes', async () => {
    renderWithApp(<RepoListView />, { mocks, session: session(Object.values(PERMISSIONS)) });
    expect(await screen.findByTestId('repo-row-repo-1')).toBeTruthy();
    for (const id of [
      'repo-add',
      'repo-edit-repo-1',
      'repo-delete-repo-1',
      'repo-import-repo-1',
      'repo-export-repo-1',
      'repo-questions-repo-1',
    ]) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
  });

  it('hides the actions whose code the user lacks', async () => {
    renderWithApp(<RepoListView />, {
      mocks,
      session: session([PERMISSIONS.repoList, PERMISSIONS.quExport]),
    });
    expect(await screen.findByTestId('repo-row-repo-1')).toBeTruthy();
    expect(screen.getByTestId('repo-export-repo-1')).toBeTruthy();
    for (const id of [
      'repo-add',
      'repo-edit-repo-1',
      'repo-delete-repo-1',
      'repo-import-repo-1',
      'repo-questions-repo-1',
    ]) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
  });
});

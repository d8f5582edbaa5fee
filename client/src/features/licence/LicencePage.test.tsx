import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { PERMISSIONS } from '../../gql/permissions';
import { MESSAGES } from '../../i18n/messages';
import { renderWithApp } from '../../test/render';
import { LicenceDocument, UploadLicenceDocument } from './licenceDocuments';
import { LicencePage } from './LicencePage';

const zh = MESSAGES.zh;

const status = (over: Record<string, unknown>) => ({
  __typename: 'LicenceInfo',
  state: 'community',
  keyConfigured: true,
  licensee: null,
  seats: null,
  usedSeats: null,
  expireTime: null,
  ...over,
});

const admin = {
  user: {
    id: 'u1',
    roleType: 2,
    permissions: [PERMISSIONS.configUpdate, PERMISSIONS.configView],
    shell: {} as never,
  },
};

function app() {
  return (
    <Routes>
      <Route path="/license/*" element={<LicencePage />} />
      <Route path="/admin/exam" element={<div data-testid="back-to-work" />} />
    </Routes>
  );
}

describe('LicencePage', () => {
  it('tells a visitor the licence has expired and how an administrator renews it', async () => {
    renderWithApp(app(), {
      path: '/license',
      mocks: [
        {
          request: { query: LicenceDocument },
          result: {
            data: {
              licence: status({
                state: 'expired',
                licensee: 'Example University',
                seats: 300,
                expireTime: '2026-01-01T00:00:00.000Z',
              }),
            },
          },
        },
      ],
    });
    expect((await screen.findByTestId('licence-state')).textContent).toBe(
      zh['licence.state.expired'],
    );
    expect(screen.getByRole('status').textContent).toContain(zh['licence.explain.expired']);
    expect(screen.getByTestId('licence-licensee').textContent).toBe('Example University');
    expect(screen.getByTestId('licence-seats').textContent).toBe('300');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toContain(
      '/login?redirect=',
    );
    expect(screen.queryByTestId('licence-install')).toBeNull();
  });

  it('says community edition, and lets an administrator install a licence file, then go back', async () => {
    const installed = status({
      state: 'valid',
      licensee: 'Example University',
      seats: 300,
      usedSeats: 12,
      expireTime: '2030-01-01T00:00:00.000Z',
    });
    const text = '{"format":"examhall-licence/1","payload":"x","signature":"y"}';
    renderWithApp(app(), {
      path: `/license?redirect=${encodeURIComponent('/admin/exam')}`,
      session: admin,
      mocks: [
        { request: { query: LicenceDocument }, result: { data: { licence: status({}) } } },
        {
          request: { query: UploadLicenceDocument, variables: { file: text } },
          result: { data: { uploadLicence: installed } },
        },
        { request: { query: LicenceDocument }, result: { data: { licence: installed } } },
      ],
    });
    expect((await screen.findByTestId('licence-state')).textContent).toBe(
      zh['licence.state.community'],
    );
    const input = screen.getByTestId('licence-file-input') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([text], 'examhall.lic', { type: 'application/octet-stream' })] },
    });
    const install = screen.getByRole('button', { name: zh['licence.upload.submit'] });
    expect(screen.getByLabelText(zh['licence.upload.title'])).toBe(
      screen.getByTestId('licence-file-input'),
    );
    await waitFor(() => expect((install as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(install);
    expect(await screen.findByTestId('back-to-work')).toBeTruthy();
  });

  it('shows a refused file with its catalogue message and stays', async () => {
    const text = 'not a licence';
    const toast = vi.spyOn(toaster, 'create');
    renderWithApp(app(), {
      path: '/license',
      session: admin,
      mocks: [
        { request: { query: LicenceDocument }, result: { data: { licence: status({}) } } },
        {
          request: { query: UploadLicenceDocument, variables: { file: text } },
          result: {
            errors: [
              new GraphQLError('bad', {
                extensions: { code: 'BAD_USER_INPUT', subCode: 'LICENSE_FILE_INVALID' },
              }),
            ],
          },
        },
      ],
    });
    await screen.findByTestId('licence-state');
    fireEvent.change(screen.getByTestId('licence-file-input'), {
      target: { files: [new File([text], 'bad.lic')] },
    });
    const install = screen.getByRole('button', { name: zh['licence.upload.submit'] });
    await waitFor(() => expect((install as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(install);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: zh['error.LICENSE_FILE_INVALID'] }),
      ),
    );
    expect(screen.getByTestId('licence-panel')).toBeTruthy();
  });
});

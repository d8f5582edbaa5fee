import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, getToken } from '../../app/session/token';
import { MESSAGES } from '../../i18n/messages';
import { renderWithApp } from '../../test/render';
import { CompleteChatLoginDocument } from './chatDocuments';
import { SyncPage } from './SyncPage';

function app() {
  return (
    <Routes>
      <Route path="/sync" element={<SyncPage />} />
      <Route path="/" element={<div data-testid="home" />} />
    </Routes>
  );
}

describe('SyncPage', () => {
  afterEach(() => clearToken());

  it('trades the ticket for the session and goes home', async () => {
    renderWithApp(app(), {
      path: '/sync?ticket=t1',
      mocks: [
        {
          request: { query: CompleteChatLoginDocument, variables: { ticket: 't1' } },
          result: {
            data: { completeChatLogin: { __typename: 'LoginResult', token: 'session-token' } },
          },
        },
      ],
    });
    expect(await screen.findByTestId('home')).toBeTruthy();
    expect(getToken()).toBe('session-token');
  });

  it('says why a sign-in failed: from the address, or from a refused ticket', async () => {
    const first = renderWithApp(app(), { path: '/sync?error=CHAT_ACCOUNT_NOT_BOUND' });
    expect((await screen.findByTestId('sync-error')).textContent).toContain(
      MESSAGES.zh['error.CHAT_ACCOUNT_NOT_BOUND'],
    );
    first.unmount();
    renderWithApp(app(), {
      path: '/sync?ticket=used',
      mocks: [
        {
          request: { query: CompleteChatLoginDocument, variables: { ticket: 'used' } },
          result: {
            errors: [
              new GraphQLError('x', {
                extensions: { code: 'BAD_USER_INPUT', subCode: 'OAUTH_STATE_INVALID' },
              }),
            ],
          },
        },
      ],
    });
    expect((await screen.findByTestId('sync-error')).textContent).toContain(
      MESSAGES.zh['error.OAUTH_STATE_INVALID'],
    );
    expect(getToken()).toBeNull();
  });
});

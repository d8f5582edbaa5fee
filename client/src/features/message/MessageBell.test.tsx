import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { MessageBell } from './MessageBell';
import { UnreadMessageCountDocument } from './messageDocuments';

function WhereAmI() {
  const loc = useLocation();
  return <p data-testid="where">{`${loc.pathname}${loc.search}`}</p>;
}

function setup(initial: number) {
  const pushes = new MockSubscriptionLink();
  const link = ApolloLink.split(
    (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
    pushes,
    new MockLink([
      {
        request: { query: UnreadMessageCountDocument },
        result: { data: { unreadMessageCount: initial } },
        maxUsageCount: 10,
      },
    ]),
  );
  const view = renderWithApp(
    <Routes>
      <Route path="/web/index" element={<MessageBell />} />
      <Route path="/web/uc" element={<WhereAmI />} />
    </Routes>,
    { link, path: '/web/index' },
  );
  const push = (n: number) =>
    act(() => pushes.simulateResult({ result: { data: { unreadMessageCountChanged: n } } }));
  return { view, push };
}

describe('MessageBell', () => {
  it('shows the unread count and follows the pushed count without a reload (99+ above 99)', async () => {
    const { push } = setup(3);
    expect((await screen.findByTestId('header-unread-badge')).textContent).toBe('3');
    expect(screen.getByTestId('header-message-bell').getAttribute('aria-label')).toContain('3');
    push(150);
    await waitFor(() => expect(screen.getByTestId('header-unread-badge').textContent).toBe('99+'));
    push(0);
    await waitFor(() => expect(screen.queryByTestId('header-unread-badge')).toBeNull());
    // The bell stays: it is the way to the messages.
    expect(screen.getByTestId('header-message-bell')).toBeTruthy();
  });

  it('opens the messages tab of the user centre', async () => {
    setup(0);
    fireEvent.click(await screen.findByTestId('header-message-bell'));
    expect((await screen.findByTestId('where')).textContent).toBe('/web/uc?to=msg');
  });
});

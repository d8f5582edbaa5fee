import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { UpdateMySettingsDocument, UserSettingsDocument, UserSettings } from './UserSettings';

function meMock(mobile: string | null, smsNotify: boolean) {
  return {
    request: { query: UserSettingsDocument },
    result: { data: { me: { __typename: 'CurrentUser' as const, id: 'u1', mobile, smsNotify } } },
  };
}

describe('UserSettings', () => {
  it('saves the SMS switch on the server and shows the linked number', async () => {
    let saved: unknown = null;
    renderWithApp(<UserSettings />, {
      mocks: [
        meMock('13800000001', true),
        {
          request: { query: UpdateMySettingsDocument, variables: { input: { smsNotify: false } } },
          result: () => {
            saved = false;
            return {
              data: {
                updateMySettings: { __typename: 'CurrentUser', id: 'u1', smsNotify: false },
              },
            };
          },
        },
      ],
    });
    const input = (await screen.findByTestId('settings-sms-notify')).querySelector('input')!;
    expect(input.checked).toBe(true);
    expect(screen.getByTestId('settings-sms-mobile').textContent).toContain('13800000001');
    fireEvent.click(input);
    await waitFor(() => expect(saved).toBe(false));
    await waitFor(() => expect(input.checked).toBe(false));
  });

  it('without a linked number, says no text is sent and links to the bindings', async () => {
    renderWithApp(<UserSettings />, { mocks: [meMock(null, true)] });
    expect((await screen.findByTestId('settings-bind-link')).getAttribute('href')).toBe(
      '/web/uc?tab=bind',
    );
  });
});

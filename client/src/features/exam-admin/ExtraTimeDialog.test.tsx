import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import type { PickedUser } from '../sys/pickers/userSelection';
import { GrantExtraTimeDocument } from './examAdminDocuments';
import { ExtraTimeDialog } from './ExtraTimeDialog';

// The user select dialog has its own tests: here it hands back one learner at once.
vi.mock('../sys/pickers/UserSelectDialog', () => ({
  UserSelectDialog: (props: { onConfirm: (picked: PickedUser[]) => void }) => (
    <button
      type="button"
      data-testid="fake-user-select"
      onClick={() =>
        props.onConfirm([{ id: 'u2', userName: 'student', realName: '学员', familyName: '张' }])
      }
    />
  ),
}));

describe('ExtraTimeDialog', () => {
  it('grants once: the granted learner leaves the selection', async () => {
    let grants = 0;
    const mocks = [
      {
        request: { query: GrantExtraTimeDocument, variables: () => true },
        result: () => {
          grants += 1;
          return {
            data: {
              grantExtraTime: {
                __typename: 'ExtraTimeResult',
                paperId: 'p1',
                deadline: '2026-11-24T09:00:00.000Z',
                leftSeconds: 2400,
              },
            },
          };
        },
        maxUsageCount: 5,
      },
    ];
    renderWithApp(<ExtraTimeDialog examId="e1" onClose={() => undefined} />, {
      mocks,
      path: '/admin/exam/watch-detail?examId=e1',
    });
    fireEvent.click(await screen.findByTestId('extra-time-pick'));
    fireEvent.click(await screen.findByTestId('fake-user-select'));
    expect(screen.getByText('张学员')).toBeTruthy();

    fireEvent.click(screen.getByTestId('extra-time-submit'));
    expect(await screen.findByTestId('extra-time-result-u2')).toBeTruthy();
    expect(grants).toBe(1);
    // The outcome still names the learner; the selection no longer does.
    await waitFor(() => expect(screen.queryByLabelText(/张学员/)).toBeNull());

    // A second click asks for learners instead of granting the minutes again.
    fireEvent.click(screen.getByTestId('extra-time-submit'));
    await new Promise((r) => setTimeout(r, 50));
    expect(grants).toBe(1);
  });
});

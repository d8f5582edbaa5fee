import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { renderWithApp } from '../../test/render';
import { FaceCheckDialog } from './FaceCheckDialog';
import { FaceCheckDocument } from './realNameDocuments';

// The camera and the challenge are LivenessCapture's business (its own tests); here a button
// hands over one frame, another a challenge's frames.
vi.mock('./LivenessCapture', () => ({
  LivenessCapture: (props: {
    onCapture: (answer: { image: string; challengeId: string | null; frames: string[] }) => void;
  }) => (
    <>
      <button
        type="button"
        data-testid="fake-capture"
        onClick={() => props.onCapture({ image: 'IMG', challengeId: null, frames: [] })}
      >
        capture
      </button>
      <button
        type="button"
        data-testid="fake-challenge"
        onClick={() =>
          props.onCapture({
            image: 'F0',
            challengeId: 'ch-1',
            frames: ['F0', 'F1', 'F2', 'F3', 'F4'],
          })
        }
      >
        challenge
      </button>
    </>
  ),
}));

const zh = (id: string) => MESSAGES.zh[id] ?? id;

function checkMock(result: object) {
  return {
    request: { query: FaceCheckDocument, variables: { input: { base64: 'IMG' } } },
    result,
  };
}

describe('FaceCheckDialog', () => {
  it('shows the name and the masked ID number on a pass and hands over the face token', async () => {
    const onPassed = vi.fn();
    renderWithApp(<FaceCheckDialog onClose={() => undefined} onPassed={onPassed} />, {
      mocks: [
        checkMock({
          data: {
            faceCheck: {
              __typename: 'FaceCheckResult',
              pass: true,
              failMsg: '',
              faceToken: 'tok',
              realName: '张三',
              idCard: '1101**********1234',
            },
          },
        }),
      ],
    });
    fireEvent.click(await screen.findByTestId('fake-capture'));
    expect((await screen.findByTestId('face-check-name')).textContent).toBe('张三');
    expect(screen.getByTestId('face-check-id-card').textContent).toBe('1101**********1234');
    expect(screen.getByText(zh('realName.check.passed'))).toBeTruthy();
    expect(onPassed).toHaveBeenCalledWith(expect.objectContaining({ faceToken: 'tok' }));
    expect(screen.queryByTestId('face-check-retry')).toBeNull();
  });

  it('sends the challenge and its frames with the image', async () => {
    const onPassed = vi.fn();
    renderWithApp(<FaceCheckDialog onClose={() => undefined} onPassed={onPassed} />, {
      mocks: [
        {
          request: {
            query: FaceCheckDocument,
            variables: {
              input: { base64: 'F0', challengeId: 'ch-1', frames: ['F0', 'F1', 'F2', 'F3', 'F4'] },
            },
          },
          result: {
            data: {
              faceCheck: {
                __typename: 'FaceCheckResult',
                pass: true,
                failMsg: '',
                faceToken: 'live',
                realName: '张三',
                idCard: '1101**********1234',
              },
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByTestId('fake-challenge'));
    await waitFor(() =>
      expect(onPassed).toHaveBeenCalledWith(expect.objectContaining({ faceToken: 'live' })),
    );
  });

  it("shows the server's failMsg and lets the user try again", async () => {
    renderWithApp(<FaceCheckDialog onClose={() => undefined} />, {
      mocks: [
        checkMock({
          data: {
            faceCheck: {
              __typename: 'FaceCheckResult',
              pass: false,
              failMsg: '人脸比对未通过',
              faceToken: null,
              realName: null,
              idCard: null,
            },
          },
        }),
      ],
    });
    fireEvent.click(await screen.findByTestId('fake-capture'));
    expect((await screen.findByTestId('face-check-fail-msg')).textContent).toBe('人脸比对未通过');
    fireEvent.click(screen.getByTestId('face-check-retry'));
    await waitFor(() => expect(screen.queryByTestId('face-check-fail-msg')).toBeNull());
    expect(screen.getByTestId('fake-capture')).toBeTruthy();
  });

  it('shows a refusal of the call (no approved record) as the failure', async () => {
    renderWithApp(<FaceCheckDialog onClose={() => undefined} />, {
      mocks: [
        checkMock({
          errors: [
            new GraphQLError('not approved', {
              extensions: { code: 'FORBIDDEN', subCode: 'REALNAME_NOT_APPROVED' },
            }),
          ],
        }),
      ],
    });
    fireEvent.click(await screen.findByTestId('fake-capture'));
    expect((await screen.findByTestId('face-check-fail-msg')).textContent).toBe(
      zh('error.REALNAME_NOT_APPROVED'),
    );
  });
});

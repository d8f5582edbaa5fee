import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { clearToken, getToken } from '../../app/session/token';
import { MESSAGES } from '../../i18n/messages';
import { renderWithApp } from '../../test/render';
import { FaceLoginDocument } from './FaceLoginDialog';
import { LoginPage, LoginSwitchesDocument } from './LoginPage';

// The camera and the challenge are LivenessCapture's business (its own tests); here a button
// hands over one frame, another a challenge's frames.
vi.mock('../realname/LivenessCapture', () => ({
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

const site = { site: { ...EMPTY_SITE, siteName: 'Examhall', captchaEnabled: false } };

function switches(faceLogin: boolean) {
  return {
    request: { query: LoginSwitchesDocument },
    result: {
      data: {
        switchConfig: {
          __typename: 'SwitchConfig',
          faceLogin,
          mobileLogin: false,
          userReg: false,
          userDeptType: 0,
          wechatLogin: false,
          cropLogin: false,
          dingLogin: false,
        },
      },
    },
  };
}

function app() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<div data-testid="home" />} />
    </Routes>
  );
}

describe('face login', () => {
  afterEach(() => clearToken());

  it('is offered only while its switch is on', async () => {
    const off = renderWithApp(app(), { session: site, path: '/login', mocks: [switches(false)] });
    await screen.findByTestId('login-submit');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('login-face')).toBeNull();
    off.unmount();
    renderWithApp(app(), { session: site, path: '/login', mocks: [switches(true)] });
    expect(await screen.findByTestId('login-face')).toBeTruthy();
  });

  it('logs in like the password form, with the account name when one is given', async () => {
    renderWithApp(app(), {
      session: site,
      path: '/login',
      mocks: [
        switches(true),
        {
          request: {
            query: FaceLoginDocument,
            variables: { input: { face: 'IMG', userName: 'grace' } },
          },
          result: {
            data: {
              faceLogin: {
                __typename: 'LoginResult',
                token: 'face-token',
                user: { __typename: 'CurrentUser', id: 'u1', roleType: 1 },
              },
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByTestId('login-face'));
    fireEvent.change(await screen.findByTestId('face-login-username'), {
      target: { value: ' grace ' },
    });
    fireEvent.click(screen.getByTestId('face-login-start'));
    fireEvent.click(await screen.findByTestId('fake-capture'));
    expect(await screen.findByTestId('home')).toBeTruthy();
    expect(getToken()).toBe('face-token');
  });

  it('sends the challenge and its frames with the face', async () => {
    renderWithApp(app(), {
      session: site,
      path: '/login',
      mocks: [
        switches(true),
        {
          request: {
            query: FaceLoginDocument,
            variables: {
              input: { face: 'F0', challengeId: 'ch-1', frames: ['F0', 'F1', 'F2', 'F3', 'F4'] },
            },
          },
          result: {
            data: {
              faceLogin: {
                __typename: 'LoginResult',
                token: 'live-token',
                user: { __typename: 'CurrentUser', id: 'u1', roleType: 1 },
              },
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByTestId('login-face'));
    fireEvent.click(await screen.findByTestId('face-login-start'));
    fireEvent.click(await screen.findByTestId('fake-challenge'));
    expect(await screen.findByTestId('home')).toBeTruthy();
    expect(getToken()).toBe('live-token');
  });

  it("shows the server's refusal and offers another try", async () => {
    renderWithApp(app(), {
      session: site,
      path: '/login',
      mocks: [
        switches(true),
        {
          request: { query: FaceLoginDocument, variables: { input: { face: 'IMG' } } },
          result: {
            errors: [
              new GraphQLError('no', {
                extensions: { code: 'BAD_USER_INPUT', subCode: 'FACE_LOGIN_FAILED' },
              }),
            ],
          },
        },
      ],
    });
    fireEvent.click(await screen.findByTestId('login-face'));
    fireEvent.click(await screen.findByTestId('face-login-start'));
    fireEvent.click(await screen.findByTestId('fake-capture'));
    expect((await screen.findByTestId('face-login-error')).textContent).toBe(
      MESSAGES.zh['error.FACE_LOGIN_FAILED'],
    );
    expect(screen.getByTestId('face-login-retry')).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(screen.queryByTestId('home')).toBeNull();
  });
});

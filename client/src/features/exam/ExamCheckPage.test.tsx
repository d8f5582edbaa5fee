import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../../test/render';
import { ExamCheckPage } from './ExamCheckPage';
import { CreatePaperDocument, ExamCheckInfoDocument } from './examDocuments';

// The camera test and the face check have their own tests; here buttons stand for them.
vi.mock('../exam-monitor/CameraCheck', () => ({
  CameraCheck: (props: { onCameraWorks: () => void }) => (
    <button type="button" data-testid="fake-camera-works" onClick={props.onCameraWorks}>
      camera works
    </button>
  ),
}));
vi.mock('../realname/FaceCheckDialog', () => ({
  FaceCheckDialog: (props: { onPassed?: (result: { faceToken: string }) => void }) => (
    <button
      type="button"
      data-testid="fake-face-check-pass"
      onClick={() => props.onPassed?.({ faceToken: 'fresh-token' })}
    >
      face check
    </button>
  ),
}));

type Info = Record<string, unknown>;

function checkInfo(extra: Info = {}): Info {
  return {
    __typename: 'ExamCheckInfo',
    id: 'e1',
    title: '安全生产考试',
    content: '<p>请独立完成</p>',
    examType: 1,
    examTypeText: '正式考试',
    openType: 1,
    needsPassword: false,
    startTime: '2026-11-22T00:00:00.000Z',
    endTime: '2026-11-23T00:00:00.000Z',
    totalTime: 30,
    totalScore: 100,
    qualifyScore: 60,
    chance: 0,
    attemptsUsed: 0,
    attemptsLeft: null,
    lateMax: 15,
    handMin: 5,
    camOn: false,
    faceOn: false,
    leaveOn: true,
    staggerMinutes: 0,
    startSlot: null,
    startSlotIn: null,
    realNameRequired: false,
    listState: 0,
    openPaperId: null,
    rules: [
      { __typename: 'ExamRuleSummary', quType: 1, quCount: 10, quScore: 5, totalScore: 50 },
      { __typename: 'ExamRuleSummary', quType: 2, quCount: 5, quScore: 10, totalScore: 50 },
    ],
    startBlock: null,
    ...extra,
  };
}

function infoMock(info: Info) {
  return {
    request: { query: ExamCheckInfoDocument, variables: { id: 'e1' } },
    result: { data: { examCheckInfo: info } },
  };
}

function renderCheck(mocks: unknown[]) {
  return renderWithApp(
    <Routes>
      <Route path="/web/exam/check/:id" element={<ExamCheckPage />} />
      <Route path="/web/exam/start/:id" element={<div data-testid="start-page" />} />
    </Routes>,
    { path: '/web/exam/check/e1', mocks: mocks as never },
  );
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('ExamCheckPage', () => {
  it('shows the rules, scores, attempts and notes', async () => {
    renderCheck([infoMock(checkInfo())]);
    expect((await screen.findByTestId('exam-check-title')).textContent).toBe('安全生产考试');
    expect(screen.getByTestId('exam-check-attempts').textContent).toBe('不限');
    expect(screen.getByTestId('exam-check-total').textContent).toBe('100');
    expect(screen.getByTestId('exam-check-rules').textContent).toContain('单选题');
    expect(screen.getByTestId('exam-check-note-late').textContent).toContain('15');
    expect(screen.getByTestId('exam-check-note-hand').textContent).toContain('5');
    expect(screen.getByTestId('exam-check-note-leave')).toBeTruthy();
    expect(screen.queryByTestId('exam-check-note-cam')).toBeNull();
    expect(screen.queryByTestId('exam-check-password')).toBeNull();
  });

  it('requires the password before creating the paper, and keeps it nowhere', async () => {
    let created: unknown = null;
    renderCheck([
      infoMock(checkInfo({ openType: 9, needsPassword: true })),
      {
        request: {
          query: CreatePaperDocument,
          variables: (vars: unknown) => {
            created = vars;
            return true;
          },
        },
        result: { data: { createPaper: { __typename: 'PaperRef', id: 'p1' } } },
      },
    ]);
    const start = await screen.findByTestId('exam-check-start');
    fireEvent.click(start);
    expect(await screen.findByText('请输入考试密码'));
    expect(created).toBeNull();

    fireEvent.change(screen.getByTestId('exam-check-password'), { target: { value: 's3cret' } });
    fireEvent.click(start);
    expect(await screen.findByTestId('start-page')).toBeTruthy();
    expect(created).toEqual({ input: { examId: 'e1', password: 's3cret' } });
    // The exam page opens the created paper: the password is not stored for it.
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('examhall.examPassword.e1')).toBeNull();
  });

  it('marks the password wrong when the server refuses it', async () => {
    renderCheck([
      infoMock(checkInfo({ openType: 9, needsPassword: true })),
      {
        request: { query: CreatePaperDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError('考试密码错误！', {
              extensions: {
                code: 'BAD_USER_INPUT',
                subCode: 'EXAM_PASSWORD_WRONG',
                legacyCode: 20010040,
              },
            }),
          ],
        },
      },
    ]);
    fireEvent.change(await screen.findByTestId('exam-check-password'), {
      target: { value: 'nope' },
    });
    fireEvent.click(screen.getByTestId('exam-check-start'));
    expect(await screen.findByText('考试密码错误'));
    expect(screen.queryByTestId('start-page')).toBeNull();
  });

  it('an exam with face checks runs the face check first and starts with its token', async () => {
    let created: unknown = null;
    renderCheck([
      infoMock(checkInfo({ faceOn: true, camOn: true })),
      {
        request: {
          query: CreatePaperDocument,
          variables: (vars: unknown) => {
            created = vars;
            return true;
          },
        },
        result: { data: { createPaper: { __typename: 'PaperRef', id: 'p1' } } },
      },
    ]);
    fireEvent.click(await screen.findByTestId('fake-camera-works'));
    fireEvent.click(screen.getByTestId('exam-check-start'));
    fireEvent.click(await screen.findByTestId('fake-face-check-pass'));
    expect(await screen.findByTestId('start-page')).toBeTruthy();
    expect(created).toEqual({ input: { examId: 'e1', faceToken: 'fresh-token' } });
  });

  it('an exam without face checks starts without one', async () => {
    let created: unknown = null;
    renderCheck([
      infoMock(checkInfo()),
      {
        request: {
          query: CreatePaperDocument,
          variables: (vars: unknown) => {
            created = vars;
            return true;
          },
        },
        result: { data: { createPaper: { __typename: 'PaperRef', id: 'p1' } } },
      },
    ]);
    fireEvent.click(await screen.findByTestId('exam-check-start'));
    expect(await screen.findByTestId('start-page')).toBeTruthy();
    expect(screen.queryByTestId('fake-face-check-pass')).toBeNull();
    expect(created).toEqual({ input: { examId: 'e1' } });
  });

  it('shows the start block and disables the start', async () => {
    renderCheck([
      infoMock(
        checkInfo({
          attemptsLeft: 0,
          chance: 1,
          attemptsUsed: 1,
          startBlock: {
            __typename: 'ExamStartBlock',
            code: 20010038,
            subCode: 'EXAM_ATTEMPTS_EXCEEDED',
            message: '考试次数已用完，本考试共有1次机会！',
          },
        }),
      ),
    ]);
    expect((await screen.findByTestId('exam-check-block')).textContent).toContain('考试次数已用完');
    expect(screen.getByTestId('exam-check-attempts').textContent).toBe('0');
    expect(screen.queryByTestId('exam-check-open-papers')).toBeNull();
    expect((screen.getByTestId('exam-check-start') as HTMLButtonElement).disabled).toBe(true);
  });

  it('points to the running paper of another exam', async () => {
    renderCheck([
      infoMock(
        checkInfo({
          startBlock: {
            __typename: 'ExamStartBlock',
            code: 20010002,
            subCode: 'EXAM_IN_PROGRESS',
            message: '您有正在进行的考试，请先完成该考试！',
          },
        }),
      ),
    ]);
    expect((await screen.findByTestId('exam-check-block')).textContent).toContain('正在进行的考试');
    expect(screen.getByTestId('exam-check-open-papers').getAttribute('href')).toBe('/web/paper');
    expect((screen.getByTestId('exam-check-start') as HTMLButtonElement).disabled).toBe(true);
  });

  it('resumes an open paper without asking for the password again', async () => {
    renderCheck([
      infoMock(
        checkInfo({
          openType: 9,
          needsPassword: true,
          openPaperId: 'p1',
          startBlock: {
            __typename: 'ExamStartBlock',
            code: 20010002,
            subCode: 'EXAM_IN_PROGRESS',
            message: '您有正在进行的考试，请先完成该考试！',
          },
        }),
      ),
    ]);
    expect(await screen.findByTestId('exam-check-resume')).toBeTruthy();
    expect(screen.queryByTestId('exam-check-password')).toBeNull();
    expect(screen.queryByTestId('exam-check-block')).toBeNull();
    fireEvent.click(screen.getByTestId('exam-check-start'));
    await waitFor(() => expect(screen.getByTestId('start-page')).toBeTruthy());
  });

  it('says when the learner is not on the list', async () => {
    renderCheck([
      {
        request: { query: ExamCheckInfoDocument, variables: { id: 'e1' } },
        result: {
          errors: [
            new GraphQLError('您不在本场考试的考生名单中！', {
              extensions: {
                code: 'FORBIDDEN',
                subCode: 'EXAM_NOT_PARTICIPANT',
                legacyCode: 20010003,
              },
            }),
          ],
        },
      },
    ]);
    expect((await screen.findByTestId('exam-check-error-text')).textContent).toBe(
      '您不在本场考试的考生名单中！',
    );
    expect(screen.queryByTestId('exam-check-apply')).toBeNull();
  });

  it('offers an application when the exam needs one', async () => {
    renderCheck([
      {
        request: { query: ExamCheckInfoDocument, variables: { id: 'e1' } },
        result: {
          errors: [
            new GraphQLError('本考试为非公开考试，请先学习指定课程或报名后再参加！', {
              extensions: {
                code: 'FORBIDDEN',
                subCode: 'EXAM_PRIVATE_NEEDS_SIGNUP',
                legacyCode: 20010035,
              },
            }),
          ],
        },
      },
    ]);
    fireEvent.click(await screen.findByTestId('exam-check-apply'));
    expect(await screen.findByTestId('apply-dialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('请填写申请说明')).toBeTruthy();
  });
});

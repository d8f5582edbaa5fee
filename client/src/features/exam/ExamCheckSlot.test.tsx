import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../../test/render';
import { ExamCheckPage } from './ExamCheckPage';
import { ExamCheckInfoDocument } from './examDocuments';
import { formatWait } from './StartSlotLine';

type Info = Record<string, unknown>;

const BEFORE_SLOT = {
  __typename: 'ExamStartBlock',
  code: 20010090,
  subCode: 'EXAM_BEFORE_SLOT',
  message: '本场考试错峰开考，您的开考时间为2026-11-22 08:05:00，请到时再开始！',
};

function checkInfo(extra: Info = {}): Info {
  return {
    __typename: 'ExamCheckInfo',
    id: 'e1',
    title: '错峰考试',
    content: '',
    examType: 1,
    examTypeText: '正式考试',
    openType: 1,
    needsPassword: false,
    startTime: '2026-11-22T08:00:00.000Z',
    endTime: '2026-11-22T10:00:00.000Z',
    totalTime: 30,
    totalScore: 100,
    qualifyScore: 60,
    chance: 0,
    attemptsUsed: 0,
    attemptsLeft: null,
    lateMax: 0,
    handMin: 0,
    camOn: false,
    faceOn: false,
    leaveOn: false,
    staggerMinutes: 20,
    startSlot: '2026-11-22T08:05:00.000Z',
    startSlotIn: null,
    realNameRequired: false,
    listState: 0,
    openPaperId: null,
    rules: [
      { __typename: 'ExamRuleSummary', quType: 1, quCount: 10, quScore: 10, totalScore: 100 },
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
      <Route path="/web/uc" element={<div data-testid="uc-page" />} />
    </Routes>,
    { path: '/web/exam/check/e1', mocks: mocks as never },
  );
}

const startButton = () => screen.getByTestId('exam-check-start') as HTMLButtonElement;

describe('ExamCheckPage: staggered start', () => {
  it('shows the own start time, counts down, and enables the start when it comes', async () => {
    renderCheck([
      infoMock(checkInfo({ startSlotIn: 2, startBlock: BEFORE_SLOT })),
      // Asked again at 0: the server now lets the learner start.
      infoMock(checkInfo({ startSlotIn: 0, startBlock: null })),
    ]);
    const line = await screen.findByTestId('exam-check-slot');
    expect(line.textContent).toContain('您的开考时间');
    expect(line.textContent).toContain('2026');
    const countdown = screen.getByTestId('exam-check-slot-countdown');
    expect(countdown.getAttribute('role')).toBe('timer');
    expect(countdown.textContent).toMatch(/距开考还有 00:0[12]/);
    expect(startButton().disabled).toBe(true);
    expect(screen.getByTestId('exam-check-block').textContent).toContain('错峰开考');
    expect(screen.getByTestId('exam-check-note-stagger')).toBeTruthy();
    await waitFor(() => expect(startButton().disabled).toBe(false), { timeout: 5000 });
    expect(screen.queryByTestId('exam-check-slot-countdown')).toBeNull();
    expect(screen.queryByTestId('exam-check-block')).toBeNull();
    expect(screen.getByTestId('exam-check-slot').textContent).toContain('您的开考时间');
  });

  it('a slot already passed shows the time without a countdown and lets the learner start', async () => {
    renderCheck([infoMock(checkInfo({ startSlotIn: 0 }))]);
    expect((await screen.findByTestId('exam-check-slot')).textContent).toContain('您的开考时间');
    expect(screen.queryByTestId('exam-check-slot-countdown')).toBeNull();
    expect(startButton().disabled).toBe(false);
  });

  it('an exam without staggering shows no slot line', async () => {
    renderCheck([infoMock(checkInfo({ staggerMinutes: 0, startSlot: null, startSlotIn: null }))]);
    expect(await screen.findByTestId('exam-check-title')).toBeTruthy();
    expect(screen.queryByTestId('exam-check-slot')).toBeNull();
    expect(screen.queryByTestId('exam-check-note-stagger')).toBeNull();
  });

  it('formats the wait as mm:ss or h:mm:ss', () => {
    expect(formatWait(5)).toBe('00:05');
    expect(formatWait(65)).toBe('01:05');
    expect(formatWait(3 * 3600 + 62)).toBe('3:01:02');
  });
});

describe('ExamCheckPage: real-name need', () => {
  it('explains the missing real-name photo and links to the real-name tab', async () => {
    renderCheck([
      infoMock(
        checkInfo({
          staggerMinutes: 0,
          startSlot: null,
          faceOn: true,
          camOn: true,
          realNameRequired: true,
          startBlock: {
            __typename: 'ExamStartBlock',
            code: 20010047,
            subCode: 'EXAM_REAL_PERSON_REQUIRED',
            message: '本考试需要先完成实名认证！',
          },
        }),
      ),
    ]);
    const notice = await screen.findByTestId('exam-check-realname');
    expect(notice.textContent).toContain('实名认证');
    const link = screen.getByTestId('exam-check-realname-link');
    expect(link.getAttribute('href')).toBe('/web/uc?tab=real');
    // The notice replaces the bare refusal; the start stays disabled.
    expect(screen.queryByTestId('exam-check-block')).toBeNull();
    expect(startButton().disabled).toBe(true);
    fireEvent.click(link);
    expect(await screen.findByTestId('uc-page')).toBeTruthy();
  });

  it('shows the real-name need beside a slot still ahead', async () => {
    renderCheck([
      infoMock(
        checkInfo({
          faceOn: true,
          realNameRequired: true,
          startSlotIn: 600,
          startBlock: BEFORE_SLOT,
        }),
      ),
    ]);
    expect(await screen.findByTestId('exam-check-realname')).toBeTruthy();
    expect(screen.getByTestId('exam-check-slot-countdown').textContent).toContain('10:00');
    expect(screen.getByTestId('exam-check-block').textContent).toContain('错峰开考');
    expect(startButton().disabled).toBe(true);
  });
});

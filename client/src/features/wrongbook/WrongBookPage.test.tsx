import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import type { PickedExam } from '../sys/pickers/PickerDialogs';
import { StartTrainingDocument } from '../training/trainingDocuments';
import { WrongBookPage } from './WrongBookPage';
import { WrongBookQuestionsDocument, WrongBookReposDocument } from './wrongBookDocuments';

type Vars = Record<string, unknown>;

// The exam selection dialog has its own tests: here the learner variant, one at a time, hands back
// one exam at once.
vi.mock('../sys/pickers/PickerDialogs', () => ({
  ExamSelectDialog: (props: {
    variant: string;
    single?: boolean;
    onConfirm: (picked: PickedExam[]) => void;
  }) => (
    <button
      type="button"
      data-testid={`fake-exam-select-${props.variant}-${props.single === true ? 'single' : 'multi'}`}
      onClick={() =>
        props.onConfirm([
          {
            id: 'x1',
            title: '消防考试',
            examType: 1,
            examTypeText: '正式考试',
            offline: false,
            startTime: '2026-11-20T01:00:00.000Z',
            totalScore: 100,
          },
        ])
      }
    />
  ),
}));

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

const question = (quId: string, repoId: string) => ({
  __typename: 'WrongBookQuestion',
  quId,
  quType: 1,
  repoId,
  repoTitle: repoId === 'r1' ? '消防题库' : '安全题库',
  title: `题目${quId}`,
  wrongCount: 1,
  rightStreak: 0,
  lastWrongAt: '2026-11-24T08:00:00.000Z',
});

/** q1 (bank r1) and q2 (bank r2); only q1 was got wrong in exam x1. */
const QUESTIONS = [
  { ...question('q1', 'r1'), exams: ['x1'] },
  { ...question('q2', 'r2'), exams: [] as string[] },
];

function mocks(questionCalls: Vars[], starts: Vars[]) {
  return [
    {
      request: { query: WrongBookReposDocument, variables: () => true },
      result: {
        data: {
          wrongBookRepos: {
            __typename: 'WrongBookRepoPage',
            total: 2,
            records: ['r1', 'r2'].map((repoId) => ({
              __typename: 'WrongBookRepo',
              repoId,
              repoTitle: repoId === 'r1' ? '消防题库' : '安全题库',
              quCount: 1,
              wrongCount: 1,
              lastWrongAt: '2026-11-24T08:00:00.000Z',
            })),
          },
        },
      },
      maxUsageCount: 20,
    },
    {
      request: { query: WrongBookQuestionsDocument, variables: () => true },
      result: (v: Vars) => {
        const input = v.input as Vars;
        questionCalls.push(input);
        const records = QUESTIONS.filter(
          (q) =>
            (input.examId == null || q.exams.includes(input.examId as string)) &&
            (input.repoId == null || q.repoId === input.repoId),
        ).map(({ exams: _exams, ...q }) => q);
        return {
          data: {
            wrongBookQuestions: {
              __typename: 'WrongBookQuestionPage',
              total: records.length,
              current: 1,
              size: 10,
              records,
            },
          },
        };
      },
      maxUsageCount: 20,
    },
    {
      request: { query: StartTrainingDocument, variables: () => true },
      result: (v: Vars) => {
        const input = v.input as Vars;
        starts.push(input);
        return {
          data: {
            startTraining: {
              __typename: 'Training',
              id: 't1',
              kind: 2,
              mode: 11,
              modeText: '顺序练习',
              repoId: input.repoId ?? null,
              examId: input.examId ?? null,
              repoTitle: null,
              title: '错题本',
              state: 0,
              total: 1,
              answered: 0,
              rightCount: 0,
              percent: 0,
              createdAt: '2026-11-24T08:00:00.000Z',
              updatedAt: '2026-11-24T08:00:00.000Z',
            },
          },
        };
      },
      maxUsageCount: 5,
    },
  ];
}

function renderPage(path: string, questionCalls: Vars[], starts: Vars[]) {
  renderWithApp(
    <Routes>
      <Route path="/web/book" element={<WrongBookPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { mocks: mocks(questionCalls, starts), path },
  );
}

describe('WrongBookPage: filter by exam', () => {
  it('lists and practises one exam’s wrong questions; clearing the exam goes back', async () => {
    const questionCalls: Vars[] = [];
    const starts: Vars[] = [];
    renderPage('/web/book', questionCalls, starts);
    expect(await screen.findByTestId('wrongbook-question-q2')).toBeTruthy();
    expect(questionCalls.at(-1)?.examId).toBeUndefined();
    const practise = screen.getByTestId('wrongbook-practise');
    expect(practise.textContent).toBe('练习全部错题');

    const filter = screen.getByRole('button', { name: '按考试筛选' });
    expect(filter.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(filter);
    // The learner variant of the exam dialog, one exam at a time.
    fireEvent.click(await screen.findByTestId('fake-exam-select-learner-single'));

    const tag = await screen.findByTestId('wrongbook-exam-tag');
    expect(tag.textContent).toContain('考试：消防考试');
    // The exam's list replaces the whole book's (it may be loading in between).
    expect(await screen.findByTestId('wrongbook-question-q1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('wrongbook-question-q2')).toBeNull());
    await waitFor(() => expect(questionCalls.at(-1)).toMatchObject({ examId: 'x1', current: 1 }));
    expect(screen.queryByTestId('fake-exam-select-learner-single')).toBeNull();
    expect(screen.getByRole('button', { name: '更换考试' })).toBeTruthy();
    await waitFor(() => expect(practise.textContent).toBe('练习考试“消防考试”的错题'));

    // Clearing (a named button) lists the whole book again.
    fireEvent.click(within(tag).getByRole('button', { name: '清除考试筛选“消防考试”' }));
    await waitFor(() => expect(screen.queryByTestId('wrongbook-exam-tag')).toBeNull());
    expect(await screen.findByTestId('wrongbook-question-q2')).toBeTruthy();
    await waitFor(() => expect(questionCalls.at(-1)?.examId).toBeUndefined());
    await waitFor(() => expect(practise.textContent).toBe('练习全部错题'));

    // Chosen again, the practice is of that exam's wrong questions.
    fireEvent.click(screen.getByTestId('wrongbook-exam-filter'));
    fireEvent.click(await screen.findByTestId('fake-exam-select-learner-single'));
    await waitFor(() => expect(practise.textContent).toBe('练习考试“消防考试”的错题'));
    await waitFor(() => expect(practise.hasAttribute('disabled')).toBe(false));
    fireEvent.click(practise);
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/web/book/training/all/11?examId=x1',
    );
    expect(starts).toEqual([{ kind: 2, examId: 'x1', mode: 11, clear: true }]);
  });

  it('keeps the bank filter alongside the exam', async () => {
    const questionCalls: Vars[] = [];
    const starts: Vars[] = [];
    renderPage('/web/book?repoId=r1', questionCalls, starts);
    expect(await screen.findByTestId('wrongbook-question-q1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wrongbook-exam-filter'));
    fireEvent.click(await screen.findByTestId('fake-exam-select-learner-single'));
    await screen.findByTestId('wrongbook-exam-tag');
    await waitFor(() => expect(questionCalls.at(-1)).toMatchObject({ repoId: 'r1', examId: 'x1' }));
    const practise = screen.getByTestId('wrongbook-practise');
    await waitFor(() => expect(practise.textContent).toBe('练习考试“消防考试”中“消防题库”的错题'));
    fireEvent.click(practise);
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/web/book/training/r1/11?examId=x1',
    );
    expect(starts).toEqual([{ kind: 2, repoId: 'r1', examId: 'x1', mode: 11, clear: true }]);
  });
});

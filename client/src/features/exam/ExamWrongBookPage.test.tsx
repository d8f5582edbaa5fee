import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithApp } from '../../test/render';
import { StartTrainingDocument } from '../training/trainingDocuments';
import { ExamWrongQuestionsDocument, MyPapersDocument } from './examDocuments';
import { ExamWrongBookPage } from './ExamWrongBookPage';

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

const wrong = {
  __typename: 'WrongBookQuestion',
  quId: 'q1',
  quType: 1,
  repoId: 'r1',
  repoTitle: '示例题库',
  title: '发现火情时，应当首先拨打的报警电话是？',
  wrongCount: 1,
  rightStreak: 0,
  lastWrongAt: '2026-11-24T08:00:00.000Z',
};

const mocks = [
  {
    request: { query: ExamWrongQuestionsDocument, variables: () => true },
    result: {
      data: {
        wrongBookQuestions: {
          __typename: 'WrongBookQuestionPage',
          total: 1,
          current: 1,
          size: 10,
          records: [wrong],
        },
      },
    },
    maxUsageCount: 5,
  },
  {
    request: { query: MyPapersDocument, variables: () => true },
    result: { data: { myPapers: { __typename: 'MyPaperPage', total: 0, pages: 0, records: [] } } },
    maxUsageCount: 5,
  },
  {
    request: {
      query: StartTrainingDocument,
      variables: { input: { kind: 2, examId: 'x1', mode: 11, clear: true } },
    },
    result: {
      data: {
        startTraining: {
          __typename: 'Training',
          id: 't1',
          kind: 2,
          mode: 11,
          modeText: '顺序练习',
          repoId: null,
          examId: 'x1',
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
    },
  },
];

describe('ExamWrongBookPage', () => {
  it("practises just this exam's wrong questions", async () => {
    renderWithApp(
      <Routes>
        <Route path="/web/book/list/:examId" element={<ExamWrongBookPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { mocks, path: '/web/book/list/x1' },
    );
    expect(await screen.findByTestId('exam-wrong-q1')).toBeTruthy();
    const practise = screen.getByTestId('exam-wrongbook-practise');
    await waitFor(() => expect(practise.hasAttribute('disabled')).toBe(false));
    fireEvent.click(practise);
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/web/book/training/all/11?examId=x1',
    );
  });
});

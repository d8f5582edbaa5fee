import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { PaperResultDocument } from './examDocuments';
import { PaperResultPage } from './PaperResultPage';

function question(extra: Record<string, unknown> = {}) {
  return {
    __typename: 'PaperQuestion',
    id: 'q1',
    quId: 'q1',
    sort: 0,
    quType: 4,
    level: 1,
    content: '<p>简述触电急救步骤。</p>',
    answered: true,
    isRight: false,
    analysis: '<p>先断电</p>',
    answer: '先切断电源',
    blanks: [],
    referenceAnswer: '<p>切断电源，拨打 120</p>',
    rightBlanks: null,
    matchChoices: [],
    options: [],
    pairs: [],
    rightPairs: null,
    subList: [],
    ...extra,
  };
}

function result(extra: Record<string, unknown> = {}) {
  return {
    __typename: 'PaperResult',
    id: 'p1',
    examId: 'e1',
    title: '安全考试',
    state: 2,
    userTime: 754,
    startedAt: '2026-11-22T08:00:00.000Z',
    handedAt: '2026-11-22T08:12:34.000Z',
    totalScore: 20,
    qualifyScore: 12,
    objScore: 0,
    subjScore: 16,
    userScore: 16,
    passed: true,
    reviewState: 0,
    answerDisplay: 1,
    answersFrom: null,
    answersVisible: true,
    answersHeldByExam: false,
    items: [
      {
        __typename: 'PaperResultItem',
        quId: 'q1',
        quType: 4,
        sort: 0,
        score: 20,
        userScore: 16,
        isRight: false,
        needsMarking: false,
        comment: '注意先保护自己',
        question: question(),
      },
    ],
    ...extra,
  };
}

function renderResult(data: Record<string, unknown>) {
  return renderWithApp(
    <Routes>
      <Route path="/web/exam/result/:id" element={<PaperResultPage />} />
    </Routes>,
    {
      path: '/web/exam/result/p1',
      mocks: [
        {
          request: { query: PaperResultDocument, variables: { id: 'p1' } },
          result: { data: { paperResult: data } },
        },
      ],
    },
  );
}

describe('PaperResultPage', () => {
  it('shows the score, the pass, the time and the marked answers with the comment', async () => {
    renderResult(result());
    expect((await screen.findByTestId('result-score')).textContent).toBe('16');
    expect(screen.getByTestId('result-passed').getAttribute('data-passed')).toBe('true');
    expect(screen.getByTestId('result-time').textContent).toBe('12分34秒');
    expect(screen.getByTestId('result-question-1').getAttribute('data-state')).toBe('partial');
    expect(screen.getByTestId('result-question-score').textContent).toBe('得分 16 / 20');
    expect(screen.getByTestId('result-question-comment').textContent).toContain('注意先保护自己');
    // The header says how the marked answer went; no "not auto-graded" note under it.
    expect(screen.queryByTestId('result-badge')).toBeNull();
    expect(screen.queryByTestId('result-answers-hidden')).toBeNull();
  });

  it('tells a skipped question from a wrong answer', async () => {
    const item = (quId: string, sort: number, answered: boolean) => ({
      __typename: 'PaperResultItem',
      quId,
      quType: 1,
      sort,
      score: 10,
      userScore: 0,
      isRight: false,
      needsMarking: false,
      comment: null,
      question: question({ id: quId, quId, sort, quType: 1, answered }),
    });
    renderResult(result({ items: [item('q1', 0, true), item('q2', 1, false)] }));
    const first = await screen.findByTestId('result-question-1');
    expect(within(first).getByTestId('result-question-verdict').textContent).toBe('错误');
    const second = screen.getByTestId('result-question-2');
    expect(second.getAttribute('data-state')).toBe('wrong');
    expect(within(second).getByTestId('result-question-verdict').textContent).toBe('未作答');
  });

  it('waits for marking and says when the answers come', async () => {
    renderResult(
      result({
        state: 1,
        passed: null,
        answerDisplay: 2,
        answersFrom: '2026-11-23T00:00:00.000Z',
        answersVisible: false,
        items: [],
      }),
    );
    expect(await screen.findByTestId('result-marking')).toBeTruthy();
    expect(screen.queryByTestId('result-passed')).toBeNull();
    expect(screen.getByTestId('result-answers-hidden').textContent).toContain('考试结束后');
    expect(screen.getByTestId('result-answers-hidden').textContent).toContain('2026');
  });

  it('says the answers wait while the learner sits another exam', async () => {
    renderResult(
      result({ answerDisplay: 1, answersVisible: false, answersHeldByExam: true, items: [] }),
    );
    expect((await screen.findByTestId('result-answers-hidden')).textContent).toBe(
      '你正在参加另一场考试，交卷后才显示答案与解析。',
    );
  });

  it('says when an exam never shows its answers', async () => {
    renderResult(result({ answerDisplay: 0, answersVisible: false, items: [] }));
    expect((await screen.findByTestId('result-answers-hidden')).textContent).toBe(
      '本考试不公布答案与解析',
    );
  });
});

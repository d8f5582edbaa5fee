import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { renderWithApp } from '../../test/render';
import { PaperReviewDocument, ReviewPaperDocument } from './examAdminDocuments';
import { PaperReviewView } from './PaperReviewView';
import { PERMISSIONS } from '../../gql/permissions';

function question(id: string, quType: number, content: string, answer: string | null) {
  return {
    __typename: 'PaperQuestion',
    id,
    quId: id,
    sort: 0,
    quType,
    level: 1,
    content,
    answered: true,
    isRight: null,
    analysis: null,
    answer,
    blanks: [],
    referenceAnswer: quType === 4 ? '<p>参考答案</p>' : null,
    rightBlanks: null,
    matchChoices: [],
    options: [],
    pairs: [],
    rightPairs: null,
    subList: [],
  };
}

function review(marked: boolean) {
  return {
    paperReview: {
      __typename: 'PaperReview',
      id: 'p1',
      examId: 'e1',
      examTitle: '期末考试',
      userId: 'u2',
      realName: '学员',
      familyName: '张',
      userName: 'student',
      deptName: '培训中心',
      state: marked ? 2 : 1,
      startedAt: '2026-11-22T08:00:00.000Z',
      handedAt: '2026-11-22T08:20:00.000Z',
      userTime: 1200,
      userScore: marked ? 6 : 0,
      objScore: 0,
      subjScore: marked ? 6 : 0,
      totalScore: 10,
      qualifyScore: 6,
      passed: marked ? true : null,
      reviewState: 0,
      markingLeft: marked ? 0 : 1,
      items: [
        {
          __typename: 'PaperResultItem',
          quId: 'q1',
          quType: 4,
          sort: 0,
          score: 10,
          userScore: marked ? 6 : null,
          isRight: null,
          needsMarking: !marked,
          comment: marked ? '不错' : null,
          question: question('q1', 4, '<p>简述安全出口的要求。</p>', '保持畅通'),
        },
      ],
    },
  };
}

const session = {
  user: { id: 'u1', roleType: 2, permissions: Object.values(PERMISSIONS), shell: {} as never },
  menu: [],
  site: EMPTY_SITE,
};

describe('PaperReviewView', () => {
  it('tells a skipped question from a wrong answer', async () => {
    const item = (quId: string, sort: number, answered: boolean) => ({
      __typename: 'PaperResultItem',
      quId,
      quType: 1,
      sort,
      score: 5,
      userScore: 0,
      isRight: false,
      needsMarking: false,
      comment: null,
      question: { ...question(quId, 1, '<p>单选</p>', null), sort, answered, isRight: false },
    });
    const data = {
      paperReview: {
        ...review(true).paperReview,
        items: [item('q1', 0, true), item('q2', 1, false)],
      },
    };
    const mocks = [
      { request: { query: PaperReviewDocument, variables: { id: 'p1' } }, result: { data } },
    ];
    renderWithApp(<PaperReviewView />, { mocks, session, path: '/admin/exam/review?paperId=p1' });
    const first = await screen.findByTestId('review-item-0');
    expect(within(first).getByTestId('review-verdict').textContent).toBe('错误');
    const second = screen.getByTestId('review-item-1');
    expect(within(second).getByTestId('review-verdict').textContent).toBe('未作答');
  });

  it('refuses a score above the question value, then marks and shows the new total', async () => {
    let sent: unknown = null;
    const mocks = [
      {
        request: { query: PaperReviewDocument, variables: { id: 'p1' } },
        result: { data: review(false) },
      },
      {
        request: { query: ReviewPaperDocument, variables: () => true },
        result: (vars: unknown) => {
          sent = vars;
          return {
            data: {
              reviewPaper: {
                __typename: 'PaperResultSummary',
                id: 'p1',
                state: 2,
                objScore: 0,
                subjScore: 6,
                userScore: 6,
                totalScore: 10,
                passed: true,
              },
            },
          };
        },
      },
      {
        request: { query: PaperReviewDocument, variables: { id: 'p1' } },
        result: { data: review(true) },
      },
    ];
    renderWithApp(<PaperReviewView />, { mocks, session, path: '/admin/exam/review?paperId=p1' });

    const score = await screen.findByTestId('review-score-0');
    expect(screen.getByTestId('review-user-score').textContent).toBe('0 / 10');
    expect(screen.getByTestId('question-content').textContent).toContain('简述安全出口');

    fireEvent.change(score, { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('review-submit'));
    expect(await screen.findByText('得分不能超过本题分值10分！')).toBeTruthy();
    expect(sent).toBeNull();

    fireEvent.change(score, { target: { value: '6' } });
    fireEvent.change(screen.getByTestId('review-comment-0'), { target: { value: '不错' } });
    expect(screen.getByTestId('review-projected').textContent).toContain('6 / 10');
    fireEvent.click(screen.getByTestId('review-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('review-paper-state').textContent).toBe('已完成'),
    );
    expect(sent).toEqual({
      input: { paperId: 'p1', marks: [{ quId: 'q1', score: 6, comment: '不错' }] },
    });
    // The review is read again after the mark: wait for it rather than race it.
    await waitFor(() => expect(screen.queryByTestId('review-score-0')).toBeNull());
    expect(screen.getByTestId('review-user-score').textContent).toBe('6 / 10');
    expect(screen.getByTestId('review-nothing-to-mark')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import { authorizePaperReader, authorizePaperUser } from './paper-results.policy.ts';
import { isSubjectiveItem, toResultItems } from './paper-results.views.ts';
import type { StoredQuestion } from '../question/index.ts';
import { answersVisible } from '../sitting/index.ts';

function session(userId: string, permissions: string[] = []): SessionUser {
  return {
    sessionId: 's',
    tokenHash: 'h',
    userId,
    userName: userId,
    roleType: permissions.length > 0 ? 2 : 1,
    roleIds: [],
    permissions: new Set(permissions),
    isSuperAdmin: false,
    expiresAt: new Date(Date.now() + 3600_000),
  };
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
    return undefined;
  } catch (e) {
    return e instanceof AppError ? e.errorName : String(e);
  }
}

describe('answersVisible', () => {
  const end = new Date('2026-11-22T10:00:00Z');
  const before = new Date('2026-11-22T09:59:59Z');
  const after = new Date('2026-11-22T10:00:01Z');

  it('never while the paper is in progress, whatever the setting', () => {
    for (const answerDisplay of [0, 1, 2]) {
      expect(answersVisible({ state: 0 }, { answerDisplay, endTime: end }, after)).toBe(false);
    }
  });

  it('0 never, 1 once handed in, 2 only after the end (not at it)', () => {
    for (const state of [1, 2, 3]) {
      expect(answersVisible({ state }, { answerDisplay: 0, endTime: end }, after)).toBe(false);
      expect(answersVisible({ state }, { answerDisplay: 1, endTime: end }, before)).toBe(true);
      expect(answersVisible({ state }, { answerDisplay: 2, endTime: end }, before)).toBe(false);
      expect(answersVisible({ state }, { answerDisplay: 2, endTime: end }, end)).toBe(false);
      expect(answersVisible({ state }, { answerDisplay: 2, endTime: end }, after)).toBe(true);
    }
  });

  it('an unknown setting shows nothing', () => {
    expect(answersVisible({ state: 2 }, { answerDisplay: 9, endTime: end }, after)).toBe(false);
  });
});

describe('paper readers', () => {
  it('own paper, or paper:list; missing is PAPER_NOT_FOUND, foreign PAPER_NOT_OWNED', () => {
    const paper = { userId: 'u1' };
    expect(authorizePaperReader(session('u1'), paper)).toBe(paper);
    expect(authorizePaperReader(session('admin', ['paper:list']), paper)).toBe(paper);
    expect(codeOf(() => authorizePaperReader(session('u2'), paper))).toBe('PAPER_NOT_OWNED');
    expect(codeOf(() => authorizePaperReader(session('a', ['paper:review']), paper))).toBe(
      'PAPER_NOT_OWNED',
    );
    expect(codeOf(() => authorizePaperReader(session('u1'), null))).toBe('PAPER_NOT_FOUND');
  });

  it('paging names the caller, or anyone with paper:list', () => {
    expect(authorizePaperUser(session('u1'), undefined)).toBe('u1');
    expect(authorizePaperUser(session('u1'), 'u1')).toBe('u1');
    expect(authorizePaperUser(session('a', ['paper:list']), 'u2')).toBe('u2');
    expect(codeOf(() => authorizePaperUser(session('u1'), 'u2'))).toBe('PERMISSION_DENIED');
  });
});

describe('result items', () => {
  const single: StoredQuestion = {
    id: 'q1',
    repoId: 'r',
    chapterId: null,
    quType: 1,
    level: 1,
    content: 'Pick',
    analysis: 'WHY',
    options: [
      { id: 'o1', sort: 0, content: 'one', image: '', isRight: false, answer: null },
      { id: 'o2', sort: 1, content: 'two', image: '', isRight: true, answer: null },
    ],
    subQuestions: [],
  };
  const row = {
    paperId: 'p',
    quId: 'q1',
    quType: 1,
    sort: 0,
    score: 5,
    optionOrder: { q1: ['o2', 'o1'] },
    answer: { optionIds: ['o2'] },
    answered: true,
    mark: false,
    seq: 3n,
    isRight: true,
    userScore: 5,
    needsMarking: false,
    comment: 'nice',
  };

  it("shows options in the paper's order, keys and scores only when asked", () => {
    const questions = new Map([['q1', single]]);
    const [shown] = toResultItems([row], questions, { reveal: true, showScores: true });
    expect(shown).toMatchObject({ userScore: 5, isRight: true, comment: 'nice' });
    expect(shown!.question).toMatchObject({ seq: 3, analysis: 'WHY', isRight: true });
    expect(shown!.question!.options.map((o) => [o.abc, o.id, o.checked, o.isRight])).toEqual([
      ['A', 'o2', true, true],
      ['B', 'o1', false, false],
    ]);
    const [hidden] = toResultItems([row], questions, { reveal: false, showScores: false });
    expect(hidden).toMatchObject({ userScore: null, isRight: null, comment: null });
    expect(hidden!.question!.analysis).toBeUndefined();
    expect(hidden!.question!.options.every((o) => o.isRight === undefined)).toBe(true);
  });

  it('a deleted question leaves the item without a question', () => {
    const [item] = toResultItems([row], new Map(), { reveal: true, showScores: true });
    expect(item!.question).toBeNull();
  });

  it('subjective: from the question, else from what the paper remembers', () => {
    expect(isSubjectiveItem({ quType: 1, needsMarking: false, markedBy: null }, single)).toBe(
      false,
    );
    expect(isSubjectiveItem({ quType: 4, needsMarking: false, markedBy: null }, undefined)).toBe(
      true,
    );
    expect(isSubjectiveItem({ quType: 99, needsMarking: true, markedBy: null }, undefined)).toBe(
      true,
    );
    expect(isSubjectiveItem({ quType: 99, needsMarking: false, markedBy: null }, undefined)).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  answersHiddenMessageId,
  attemptsLeft,
  attemptsView,
  canApply,
  durationMessage,
  durationParts,
  examAction,
  formatScore,
  itemOutcome,
  listStateColor,
  listStateLabelId,
  paperStateLabelId,
  secondsBetween,
  type ExamRowState,
} from './examFormat';
import { examWrongBookPath } from '../training/paths';
import { examCheckPath, examRecordsPath, examStartPath, paperResultPath } from './paths';

const row = (extra: Partial<ExamRowState> = {}): ExamRowState => ({
  listState: 0,
  openType: 1,
  chance: 0,
  attemptsUsed: 0,
  applyOn: false,
  applyState: null,
  admitted: false,
  openPaperId: null,
  ...extra,
});

describe('state labels', () => {
  it('names the four list states and falls back for an unknown one', () => {
    expect([0, 1, 2, 3].map(listStateLabelId)).toEqual([
      'exam.state.inProgress',
      'exam.state.disabled',
      'exam.state.notStarted',
      'exam.state.ended',
    ]);
    expect(listStateLabelId(7)).toBe('exam.state.disabled');
    expect(listStateColor(0)).toBe('green');
    expect(listStateColor(42)).toBe('gray');
  });

  it('names the paper states', () => {
    expect([0, 1, 2, 3].map(paperStateLabelId)).toEqual([
      'exam.paperState.inExam',
      'exam.paperState.marking',
      'exam.paperState.finished',
      'exam.paperState.abandoned',
    ]);
  });
});

describe('attempts', () => {
  it('is unlimited when chance is 0', () => {
    expect(attemptsLeft(0, 5)).toBeNull();
    expect(attemptsView(0, 5)).toEqual({ used: 5, left: null, chance: null });
  });

  it('counts down and never goes below 0', () => {
    expect(attemptsLeft(3, 1)).toBe(2);
    expect(attemptsLeft(3, 3)).toBe(0);
    expect(attemptsLeft(3, 4)).toBe(0);
    expect(attemptsView(2, 1)).toEqual({ used: 1, left: 1, chance: 2 });
  });
});

describe('durations', () => {
  it('splits seconds into hours, minutes and seconds', () => {
    expect(durationParts(3723)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(durationParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts(Number.NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts(59.9)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
  });

  it('leaves out the empty leading parts', () => {
    expect(durationMessage(3723)).toEqual({
      id: 'exam.duration.hms',
      values: { h: 1, m: 2, s: 3 },
    });
    expect(durationMessage(125)).toEqual({ id: 'exam.duration.ms', values: { m: 2, s: 5 } });
    expect(durationMessage(7)).toEqual({ id: 'exam.duration.s', values: { s: 7 } });
    expect(durationMessage(3600)).toEqual({
      id: 'exam.duration.hms',
      values: { h: 1, m: 0, s: 0 },
    });
  });

  it('measures between two instants', () => {
    expect(secondsBetween('2026-11-22T08:00:00Z', '2026-11-22T08:31:05Z')).toBe(1865);
    expect(secondsBetween(new Date(0), new Date(1500))).toBe(2);
    expect(secondsBetween(null, '2026-11-22T08:00:00Z')).toBeNull();
    expect(secondsBetween('nonsense', '2026-11-22T08:00:00Z')).toBeNull();
    expect(secondsBetween('2026-11-22T09:00:00Z', '2026-11-22T08:00:00Z')).toBe(0);
  });
});

describe('scores', () => {
  it('shows at most one decimal', () => {
    expect(formatScore(90)).toBe('90');
    expect(formatScore(92.5)).toBe('92.5');
    expect(formatScore(1 / 3)).toBe('0.3');
    expect(formatScore(null)).toBe('-');
    expect(formatScore(undefined)).toBe('-');
  });
});

describe('exam card action', () => {
  it('resumes an open paper whatever else holds', () => {
    expect(examAction(row({ openPaperId: 'p1', listState: 3, chance: 1, attemptsUsed: 1 }))).toBe(
      'continue',
    );
  });

  it('starts an exam in progress with attempts left', () => {
    expect(examAction(row())).toBe('start');
    expect(examAction(row({ chance: 2, attemptsUsed: 1 }))).toBe('start');
  });

  it('refuses when no attempts are left', () => {
    expect(examAction(row({ chance: 2, attemptsUsed: 2 }))).toBe('exhausted');
  });

  it('waits for an application under review; a rejected one is sent again', () => {
    expect(examAction(row({ applyOn: true, applyState: 0 }))).toBe('applyPending');
    expect(examAction(row({ applyOn: true, applyState: 2 }))).toBe('applyRejected');
    expect(examAction(row({ applyOn: true, applyState: 1, admitted: true }))).toBe('start');
    expect(examAction(row({ applyOn: true, applyState: 0, listState: 3 }))).toBe('ended');
    expect(examAction(row({ applyOn: true, applyState: 0, openPaperId: 'p' }))).toBe('continue');
  });

  it('offers no start to a learner outside the scope who has not applied yet', () => {
    expect(examAction(row({ openType: 3, applyOn: true }))).toBe('apply');
    expect(examAction(row({ openType: 3, applyOn: true, applyState: 1 }))).toBe('apply');
    expect(examAction(row({ openType: 3, applyOn: true, admitted: true }))).toBe('start');
    expect(examAction(row({ openType: 3, applyOn: true, listState: 2 }))).toBe('notStarted');
    expect(examAction(row({ openType: 3, applyOn: true, listState: 3 }))).toBe('ended');
  });

  it('follows the window', () => {
    expect(examAction(row({ listState: 2 }))).toBe('notStarted');
    expect(examAction(row({ listState: 3 }))).toBe('ended');
    expect(examAction(row({ listState: 1 }))).toBe('disabled');
  });
});

describe('apply action', () => {
  it('is offered by scoped exams that take applications until one is approved', () => {
    const scoped = { applyOn: true, openType: 2 };
    expect(canApply(row(scoped))).toBe(true);
    expect(canApply(row({ ...scoped, openType: 3 }))).toBe(true);
    expect(canApply(row({ ...scoped, applyState: 0 }))).toBe(false);
    expect(canApply(row({ ...scoped, applyState: 1 }))).toBe(false);
    expect(canApply(row({ ...scoped, applyState: 2 }))).toBe(true);
    // Already in the scope (or approved): nothing to apply for.
    expect(canApply(row({ ...scoped, admitted: true }))).toBe(false);
  });

  it('is not offered without applyOn, for public exams, with an open paper or after the end', () => {
    expect(canApply(row({ openType: 2 }))).toBe(false);
    expect(canApply(row({ applyOn: true, openType: 1 }))).toBe(false);
    expect(canApply(row({ applyOn: true, openType: 2, openPaperId: 'p' }))).toBe(false);
    expect(canApply(row({ applyOn: true, openType: 2, listState: 3 }))).toBe(false);
    expect(canApply(row({ applyOn: true, openType: 2, listState: 1 }))).toBe(false);
    expect(canApply(row({ applyOn: true, openType: 2, listState: 2 }))).toBe(true);
  });
});

describe('answers hidden note', () => {
  it('says never or after the window ends', () => {
    expect(answersHiddenMessageId(0)).toBe('exam.result.answersNever');
    expect(answersHiddenMessageId(2)).toBe('exam.result.answersAfterEnd');
    expect(answersHiddenMessageId(null)).toBe('exam.result.answersHidden');
  });
});

describe('paths', () => {
  it('builds the learner exam routes with encoded ids', () => {
    expect(examCheckPath('a b')).toBe('/web/exam/check/a%20b');
    expect(examStartPath('e1')).toBe('/web/exam/start/e1');
    expect(paperResultPath('p1')).toBe('/web/exam/result/p1');
    expect(examRecordsPath('e1', 'u1')).toBe('/web/paper/list/e1/u1');
    expect(examWrongBookPath('e1')).toBe('/web/book/list/e1');
  });
});

describe('result item outcome', () => {
  it('goes by the points: full, some, none', () => {
    expect(itemOutcome({ needsMarking: false, isRight: false, score: 20, userScore: 16 })).toBe(
      'partial',
    );
    expect(itemOutcome({ needsMarking: false, isRight: true, score: 10, userScore: 10 })).toBe(
      'right',
    );
    expect(itemOutcome({ needsMarking: false, isRight: false, score: 10, userScore: 0 })).toBe(
      'wrong',
    );
  });

  it('waits for the marker, and falls back to the verdict without points', () => {
    expect(itemOutcome({ needsMarking: true, score: 20, userScore: 5 })).toBe('marking');
    expect(itemOutcome({ needsMarking: false, isRight: true, score: 5, userScore: null })).toBe(
      'right',
    );
    expect(itemOutcome({ needsMarking: false, isRight: false, score: 5 })).toBe('wrong');
    expect(itemOutcome({ needsMarking: false, isRight: null, score: 5, userScore: null })).toBe(
      'scored',
    );
  });
});

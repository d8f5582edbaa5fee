import { describe, expect, it } from 'vitest';
import { OPEN_TYPE } from './examConstants';
import {
  emptyRule,
  fromLocalInput,
  moveRule,
  newExam,
  questionCountOf,
  ruleSubtotal,
  toLocalInput,
  totalScoreOf,
  type ExamFormValues,
  type RuleDraft,
} from './examForm';
import { fromDetail, renameScope, toSaveInput, type ExamDetailLike } from './examMapping';
import { validateExam } from './examValidation';

function rule(patch: Partial<RuleDraft> = {}): RuleDraft {
  return { ...emptyRule(), repoId: 'repo-1', quType: 1, quCount: '5', quScore: '2', ...patch };
}

function valid(patch: Partial<ExamFormValues> = {}): ExamFormValues {
  return {
    ...newExam(new Date('2026-11-22T08:10:00')),
    title: '期末考试',
    qualifyScore: '6',
    rules: [rule()],
    ...patch,
  };
}

describe('exam form: scores', () => {
  it('sums count x score per rule, to two decimals', () => {
    expect(ruleSubtotal({ quCount: '3', quScore: '0.1' })).toBe(0.3);
    expect(
      totalScoreOf([rule({ quCount: '5', quScore: '2' }), rule({ quCount: '3', quScore: '0.1' })]),
    ).toBe(10.3);
  });

  it('counts a rule with a blank or negative part as 0', () => {
    expect(ruleSubtotal({ quCount: '', quScore: '2' })).toBe(0);
    expect(ruleSubtotal({ quCount: '2', quScore: 'x' })).toBe(0);
    expect(ruleSubtotal({ quCount: '-2', quScore: '3' })).toBe(0);
    expect(totalScoreOf([])).toBe(0);
  });

  it('counts the questions drawn', () => {
    expect(
      questionCountOf([rule({ quCount: '5' }), rule({ quCount: '2.5' }), rule({ quCount: '3' })]),
    ).toBe(8);
  });
});

describe('exam form: validation', () => {
  it('accepts a complete exam', () => {
    expect(validateExam(valid())).toEqual({});
  });

  it('needs a title, a window that ends after it starts, and a running time', () => {
    const errors = validateExam(
      valid({
        title: '  ',
        startTime: '2026-11-22T10:00',
        endTime: '2026-11-22T10:00',
        totalTime: '0',
      }),
    );
    expect(errors.title?.problem).toBe('required');
    expect(errors.endTime?.problem).toBe('window');
    expect(errors.totalTime?.problem).toBe('positive');
    expect(validateExam(valid({ startTime: '' })).startTime?.problem).toBe('required');
    expect(validateExam(valid({ totalTime: '1.5' })).totalTime?.problem).toBe('integer');
  });

  it('keeps chance, late and earliest hand-in whole and non-negative, hand-in within the time', () => {
    expect(validateExam(valid({ chance: '-1' })).chance?.problem).toBe('nonNegative');
    expect(validateExam(valid({ lateMax: '' })).lateMax?.problem).toBe('required');
    expect(validateExam(valid({ totalTime: '30', handMin: '31' })).handMin).toEqual({
      problem: 'handMinAboveTotal',
      n: 30,
    });
    expect(validateExam(valid({ totalTime: '30', handMin: '30' })).handMin).toBeUndefined();
  });

  it('keeps the stagger whole, within a day, and the end after the last slot plus the duration', () => {
    expect(validateExam(valid({ staggerMinutes: '-1' })).staggerMinutes?.problem).toBe(
      'nonNegative',
    );
    expect(validateExam(valid({ staggerMinutes: '2.5' })).staggerMinutes?.problem).toBe('integer');
    expect(validateExam(valid({ staggerMinutes: '1441' })).staggerMinutes).toEqual({
      problem: 'tooLong',
      n: 1440,
    });
    const window = { startTime: '2026-11-22T09:00', totalTime: '30', staggerMinutes: '20' };
    expect(validateExam(valid({ ...window, endTime: '2026-11-22T09:49' })).endTime).toEqual({
      problem: 'staggerEnd',
      n: 50,
    });
    expect(validateExam(valid({ ...window, endTime: '2026-11-22T09:50' }))).toEqual({});
    // Without a stagger the end only has to follow the start.
    expect(
      validateExam(valid({ ...window, staggerMinutes: '0', endTime: '2026-11-22T09:10' })),
    ).toEqual({});
  });

  it('needs a password for openType 9 and someone in the scope for 2 and 3', () => {
    expect(validateExam(valid({ openType: OPEN_TYPE.PASSWORD })).password?.problem).toBe(
      'required',
    );
    expect(
      validateExam(valid({ openType: OPEN_TYPE.PASSWORD, password: 'abc' })).password,
    ).toBeUndefined();
    const groupOnly = { departs: [], groups: [{ id: 'g1', name: 'G' }], users: [] };
    expect(
      validateExam(valid({ openType: OPEN_TYPE.DEPARTS, scope: groupOnly })).scope?.problem,
    ).toBe('scopeEmpty');
    expect(
      validateExam(valid({ openType: OPEN_TYPE.PEOPLE, scope: groupOnly })).scope,
    ).toBeUndefined();
    expect(validateExam(valid({ openType: OPEN_TYPE.PEOPLE })).scope?.problem).toBe('scopeEmpty');
  });

  it('needs at least one rule, each with bank, type, whole count and a positive score', () => {
    expect(validateExam(valid({ rules: [] })).rules?.problem).toBe('noRules');
    const errors = validateExam(
      valid({ rules: [rule({ repoId: '', quType: 0, quCount: '0', quScore: '0' })] }),
    );
    expect(errors['rules.0.repoId']?.problem).toBe('required');
    expect(errors['rules.0.quType']?.problem).toBe('required');
    expect(errors['rules.0.quCount']?.problem).toBe('positive');
    expect(errors['rules.0.quScore']?.problem).toBe('positive');
    expect(
      validateExam(valid({ rules: [rule({ quScore: '1.234' })] }))['rules.0.quScore']?.problem,
    ).toBe('scoreDecimals');
  });

  it('refuses two rules on the same slice, not on different chapters or levels', () => {
    const same = validateExam(valid({ rules: [rule(), rule()] }));
    expect(same['rules.1.quType']?.problem).toBe('duplicateRule');
    const differ = validateExam(
      valid({ rules: [rule(), rule({ chapterId: 'c1' }), rule({ level: 2 })] }),
    );
    expect(differ).toEqual({});
  });

  it('refuses a count above what the bank holds when that is known', () => {
    const r = rule({ quCount: '9' });
    expect(validateExam(valid({ rules: [r] }), { [r.key]: 4 })['rules.0.quCount']).toEqual({
      problem: 'exceedsBank',
      n: 4,
    });
    expect(validateExam(valid({ rules: [r] }), { [r.key]: 9 })).toEqual({});
  });

  it('keeps the pass mark within the total score', () => {
    expect(validateExam(valid({ qualifyScore: '11' })).qualifyScore).toEqual({
      problem: 'qualifyAboveTotal',
      n: 10,
    });
    expect(validateExam(valid({ qualifyScore: '10' })).qualifyScore).toBeUndefined();
    expect(validateExam(valid({ qualifyScore: '' })).qualifyScore?.problem).toBe('required');
  });

  it('checks proctoring numbers only when switched on', () => {
    expect(validateExam(valid({ camInterval: '0' }))).toEqual({});
    expect(validateExam(valid({ camOn: true, camInterval: '0' })).camInterval?.problem).toBe(
      'positive',
    );
    expect(validateExam(valid({ faceOn: true, faceChance: '' })).faceChance?.problem).toBe(
      'required',
    );
    const leave = validateExam(valid({ leaveOn: true, leaveCount: '0', leaveSeconds: '2.5' }));
    expect(leave.leaveCount?.problem).toBe('positive');
    expect(leave.leaveSeconds?.problem).toBe('integer');
  });
});

describe('exam form: conversions', () => {
  const detail: ExamDetailLike = {
    id: 'e1',
    title: 'Demo',
    content: '<p>hi</p>',
    examType: 2,
    offline: false,
    openType: 3,
    password: null,
    applyOn: true,
    startTime: '2026-11-22T08:00:00.000Z',
    endTime: '2026-11-22T10:00:00.000Z',
    totalTime: 30,
    qualifyScore: 6,
    chance: 2,
    lateMax: 10,
    handMin: 5,
    staggerMinutes: 20,
    shuffleQuestions: true,
    shuffleOptions: false,
    answerDisplay: 2,
    partialCredit: true,
    camOn: true,
    camInterval: 3,
    faceOn: false,
    faceChance: 3,
    leaveOn: true,
    leaveCount: 4,
    leaveSeconds: 15,
    departIds: ['d1'],
    groupIds: ['g1'],
    userIds: ['u1', 'u2'],
    ruleList: [
      {
        repoId: 'r1',
        repoTitle: 'Bank',
        chapterId: null,
        quType: 1,
        level: null,
        quCount: 5,
        quScore: 2,
      },
    ],
  };

  it('round-trips examDetail into the save input', () => {
    const form = fromDetail(detail, { users: new Map([['u1', 'Li Lei']]) });
    expect(form.scope.users).toEqual([
      { id: 'u1', name: 'Li Lei' },
      { id: 'u2', name: 'u2' },
    ]);
    expect(form.rules[0]).toMatchObject({ repoId: 'r1', chapterId: '', level: 0, quCount: '5' });
    expect(validateExam(form)).toEqual({});
    const input = toSaveInput(form);
    expect(input).toMatchObject({
      id: 'e1',
      examType: 2,
      openType: 3,
      password: null,
      departIds: ['d1'],
      groupIds: ['g1'],
      userIds: ['u1', 'u2'],
      totalTime: 30,
      chance: 2,
      staggerMinutes: 20,
      answerDisplay: 2,
      camInterval: 3,
      leaveSeconds: 15,
      ruleList: [{ repoId: 'r1', chapterId: null, quType: 1, level: null, quCount: 5, quScore: 2 }],
    });
    expect(new Date(input.startTime).toISOString()).toBe('2026-11-22T08:00:00.000Z');
  });

  it('round-trips the assigned proctors, whatever the open type', () => {
    const form = fromDetail({
      ...detail,
      proctors: [
        { kind: 'user', id: 'p1', name: 'Wang Fang' },
        { kind: 'group', id: 'g9', name: 'Hall A' },
      ],
    });
    expect(form.proctors).toEqual({
      departs: [],
      users: [{ id: 'p1', name: 'Wang Fang' }],
      groups: [{ id: 'g9', name: 'Hall A' }],
    });
    expect(toSaveInput({ ...form, openType: 1 })).toMatchObject({
      proctorUserIds: ['p1'],
      proctorGroupIds: ['g9'],
    });
    expect(toSaveInput(fromDetail(detail))).toMatchObject({
      proctorUserIds: [],
      proctorGroupIds: [],
    });
  });

  it('sends the scope only for the open types using it, the password only for 9', () => {
    const form = fromDetail(detail);
    expect(toSaveInput({ ...form, openType: 1 })).toMatchObject({
      departIds: [],
      groupIds: [],
      userIds: [],
    });
    expect(toSaveInput({ ...form, openType: 2 })).toMatchObject({
      departIds: ['d1'],
      groupIds: [],
      userIds: [],
    });
    expect(toSaveInput({ ...form, openType: 9, password: ' pw ' }).password).toBe('pw');
  });

  it('sends the stored instants back while the inputs still show them (seconds kept)', () => {
    const withSeconds = {
      ...detail,
      startTime: '2026-11-22T08:00:27.500Z',
      endTime: '2026-11-22T10:00:59.000Z',
    };
    const form = fromDetail(withSeconds);
    const input = toSaveInput(form);
    expect(input.startTime).toBe('2026-11-22T08:00:27.500Z');
    expect(input.endTime).toBe('2026-11-22T10:00:59.000Z');
    const later = toLocalInput(new Date('2026-11-22T11:00:00.000Z'));
    expect(toSaveInput({ ...form, endTime: later }).endTime).toBe('2026-11-22T11:00:00.000Z');
  });

  it('with papers, refuses a changed start or running time and an earlier end', () => {
    const form = fromDetail({ ...detail, paperCount: 2 });
    expect(form.origin?.locked).toBe(true);
    expect(validateExam(form)).toEqual({});
    const moved = toLocalInput(new Date('2026-11-22T07:00:00.000Z'));
    const errors = validateExam({
      ...form,
      startTime: moved,
      endTime: moved,
      totalTime: '40',
      staggerMinutes: '10',
    });
    expect(errors.startTime?.problem).toBe('lockedByPapers');
    expect(errors.totalTime?.problem).toBe('lockedByPapers');
    expect(errors.staggerMinutes?.problem).toBe('lockedByPapers');
    expect(errors.endTime?.problem).toBe('window');
    const earlier = toLocalInput(new Date('2026-11-22T09:00:00.000Z'));
    expect(validateExam({ ...form, endTime: earlier }).endTime?.problem).toBe('endEarlier');
    const unlocked = fromDetail({ ...detail, paperCount: 0 });
    expect(
      validateExam({ ...unlocked, totalTime: '40', staggerMinutes: '0', endTime: earlier }),
    ).toEqual({});
  });

  it('renames scope items once their names are known', () => {
    const scope = renameScope(fromDetail(detail).scope, { groups: new Map([['g1', 'Group A']]) });
    expect(scope.groups).toEqual([{ id: 'g1', name: 'Group A' }]);
    expect(scope.departs).toEqual([{ id: 'd1', name: 'd1' }]);
  });

  it('converts local date-time inputs both ways', () => {
    expect(toLocalInput(fromLocalInput('2026-11-22T09:05') ?? '')).toBe('2026-11-22T09:05');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('starts a new exam at the next full hour for a day', () => {
    const form = newExam(new Date('2026-11-22T08:10:00'));
    expect(form.startTime).toBe('2026-11-22T09:00');
    expect(form.endTime).toBe('2026-11-23T09:00');
    expect(form.rules).toHaveLength(1);
  });

  it('moves rules within bounds', () => {
    const rules = [rule({ repoId: 'a' }), rule({ repoId: 'b' })];
    expect(moveRule(rules, 1, -1).map((r) => r.repoId)).toEqual(['b', 'a']);
    expect(moveRule(rules, 0, -1).map((r) => r.repoId)).toEqual(['a', 'b']);
  });
});

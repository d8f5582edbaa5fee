import { describe, expect, it } from 'vitest';
import {
  handedInMessageId,
  learnerEventAction,
  messageStack,
  type ProctorMessage,
} from './learnerEvents';

const sitting = { examId: 'e1', paperId: 'p1' };

describe('the learner events', () => {
  it('turns a proctor message into a stacked warning', () => {
    const action = learnerEventAction(
      {
        kind: 'message',
        examId: 'e1',
        paperId: null,
        message: 'Eyes on your paper',
        at: '2026-01-01T08:00:00.000Z',
      },
      sitting,
    );
    expect(action).toMatchObject({
      type: 'message',
      message: { text: 'Eyes on your paper', at: Date.parse('2026-01-01T08:00:00.000Z') },
    });
  });

  it('ends the sitting on a forced hand-in with the reason, and re-reads the clock on extra time', () => {
    expect(
      learnerEventAction(
        { kind: 'handedIn', examId: 'e1', paperId: 'p1', message: 'Cheating', at: 1 },
        sitting,
      ),
    ).toEqual({ type: 'handedIn', reason: 'Cheating', handBy: null });
    expect(
      learnerEventAction(
        { kind: 'extraTime', examId: 'e1', paperId: 'p1', message: '', at: 1, deadline: 5 },
        sitting,
      ),
    ).toEqual({ type: 'extraTime' });
  });

  it('says why by who handed the paper in', () => {
    expect(handedInMessageId(4, 'Cheating')).toBe('examMonitor.end.forcedWhy');
    expect(handedInMessageId(null, '')).toBe('examMonitor.end.forced');
    expect(handedInMessageId(5, '离开次数过多')).toBe('examMonitor.end.ruleWhy');
    expect(handedInMessageId(5, '')).toBe('examMonitor.end.handedIn');
    expect(handedInMessageId(2, '')).toBe('examMonitor.end.timeUp');
    expect(handedInMessageId(3, 'x')).toBe('examMonitor.end.timeUp');
  });

  it('ignores events of another exam or paper and unknown kinds', () => {
    expect(
      learnerEventAction({ kind: 'message', examId: 'e2', message: 'x', at: 1 }, sitting).type,
    ).toBe('none');
    expect(
      learnerEventAction(
        { kind: 'handedIn', examId: 'e1', paperId: 'p9', message: 'x', at: 1 },
        sitting,
      ).type,
    ).toBe('none');
    expect(
      learnerEventAction({ kind: 'party', examId: 'e1', message: 'x', at: 1 }, sitting).type,
    ).toBe('none');
  });

  it('stacks messages, keeps each until dismissed and never doubles one', () => {
    const a: ProctorMessage = { id: 'a', text: 'one', at: 1 };
    const b: ProctorMessage = { id: 'b', text: 'two', at: 2 };
    let stack = messageStack([], { type: 'add', message: a });
    stack = messageStack(stack, { type: 'add', message: b });
    stack = messageStack(stack, { type: 'add', message: a });
    expect(stack.map((m) => m.text)).toEqual(['one', 'two']);
    expect(messageStack(stack, { type: 'dismiss', id: 'a' })).toEqual([b]);
  });
});

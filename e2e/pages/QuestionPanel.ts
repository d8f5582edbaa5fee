import { expect, type Locator } from '@playwright/test';
import type { QuestionKey } from '../fixtures/db.ts';

/** How a journey means to answer a question. */
export type Outcome = 'right' | 'wrong';
/** What the screen says after the check (the data-result of the verdict). */
export type Verdict = 'right' | 'wrong' | 'submitted';
/** Verifies the marks of an answered question once it has been checked. */
export type MarksCheck = () => Promise<void>;

const QU = { SINGLE: 1, MULTIPLE: 2, JUDGE: 3, SHORT: 4, BLANK: 5, MATCH: 6 } as const;

/** A value no blank of the demo bank accepts. */
export const WRONG_BLANK = '不知道';
export const SHORT_ANSWER_TEXT = '先切断电源，再用绝缘物使触电者脱离电源，并拨打 120。';

/** Short answers (and composites with a short-answer part) are marked by people: no verdict. */
export function isSubjective(key: QuestionKey): boolean {
  return key.quType === QU.SHORT || key.parts.some(isSubjective);
}

export function verdictOf(key: QuestionKey, outcome: Outcome): Verdict {
  return isSubjective(key) ? 'submitted' : outcome;
}

/** Single choice and true/false are checked as soon as an option is picked. */
export function checksOnPick(key: QuestionKey): boolean {
  return key.quType === QU.SINGLE || key.quType === QU.JUDGE;
}

/** The text of sanitized rich text as an element's textContent has it. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * One question as the learner sees it (client QuestionView): the answer controls of its type and,
 * once checked, the marks, the verdict and the analysis. A composite's parts are panels of their
 * own (`part(i)`), whose verdict and analysis carry a `part-` test id prefix.
 */
export class QuestionPanel {
  readonly type: Locator;
  readonly content: Locator;
  readonly shortAnswer: Locator;
  readonly referenceAnswer: Locator;
  /** The verdict once checked: data-result right | wrong | submitted. */
  readonly verdict: Locator;
  readonly analysis: Locator;

  constructor(
    readonly root: Locator,
    private readonly nested = false,
  ) {
    const prefix = nested ? 'part-' : '';
    this.type = root.getByTestId(`${prefix}question-type`).first();
    this.content = root.getByTestId(`${prefix}question-content`).first();
    this.shortAnswer = root.getByTestId('short-answer');
    this.referenceAnswer = root.getByTestId('reference-answer');
    // A composite's own verdict and analysis sit after its parts; the parts' have the prefix.
    this.verdict = root.getByTestId(`${prefix}result-badge`);
    this.analysis = root.getByTestId(`${prefix}analysis`);
  }

  /** Option A, B, ... of a choice question: data-state none | checked | right | wrong | missed. */
  option(abc: string): Locator {
    return this.root.getByTestId(`option-${abc}`);
  }

  /** The input of blank i (0-based): data-state right | wrong once checked. */
  blank(index: number): Locator {
    return this.root.getByTestId(`blank-${index}`);
  }

  /** The right-hand select of matching item A, B, ... */
  match(abc: string): Locator {
    return this.root.getByTestId(`match-${abc}`);
  }

  /** The row of matching item A, B, ...: data-state right | wrong once checked. */
  matchRow(abc: string): Locator {
    return this.root.getByTestId(`match-row-${abc}`);
  }

  /**
   * Fills in an answer that is right or deliberately wrong (from the question's key), without
   * checking it; returns the check of the marks the screen shows once it has been checked.
   * A wrong composite has its first objective part wrong and the others right.
   */
  async answer(key: QuestionKey, outcome: Outcome): Promise<MarksCheck> {
    switch (key.quType) {
      case QU.SINGLE:
      case QU.MULTIPLE:
      case QU.JUDGE:
        return this.answerChoice(key, outcome);
      case QU.SHORT:
        await this.shortAnswer.fill(SHORT_ANSWER_TEXT);
        return async () => {
          await expect(this.shortAnswer).toHaveValue(SHORT_ANSWER_TEXT);
          await expect(this.referenceAnswer).toBeVisible();
        };
      case QU.BLANK:
        return this.answerBlanks(key, outcome);
      case QU.MATCH:
        return this.answerMatching(key, outcome);
      default:
        return this.answerParts(key, outcome);
    }
  }

  private async answerChoice(key: QuestionKey, outcome: Outcome): Promise<MarksCheck> {
    const right = key.options.flatMap((o, i) => (o.isRight ? [i] : []));
    const wrong = key.options.flatMap((o, i) => (o.isRight ? [] : [i]));
    let picks: number[];
    if (outcome === 'right') picks = key.quType === QU.MULTIPLE ? right : right.slice(0, 1);
    else if (key.quType === QU.MULTIPLE) picks = [...right.slice(0, 1), ...wrong.slice(0, 1)];
    else picks = wrong.slice(0, 1);
    if (picks.length === 0) throw new Error(`No way to answer ${key.id} ${outcome}`);
    for (const i of picks) await this.option(abc(i)).click();
    return async () => {
      for (const [i, o] of key.options.entries()) {
        const picked = picks.includes(i);
        const mark = o.isRight ? (picked ? 'right' : 'missed') : picked ? 'wrong' : 'none';
        await expect(this.option(abc(i)), `option ${abc(i)} of ${key.id}`).toHaveAttribute(
          'data-state',
          mark,
        );
        await expect(this.option(abc(i))).toHaveAttribute('aria-checked', String(picked));
      }
    };
  }

  private async answerBlanks(key: QuestionKey, outcome: Outcome): Promise<MarksCheck> {
    const values = key.options.map((o, i) =>
      outcome === 'wrong' && i === 0 ? WRONG_BLANK : (o.content.split('||')[0] ?? ''),
    );
    for (const [i, value] of values.entries()) await this.blank(i).fill(value);
    return async () => {
      for (const [i, value] of values.entries()) {
        await expect(this.blank(i)).toHaveValue(value);
        const mark = outcome === 'wrong' && i === 0 ? 'wrong' : 'right';
        await expect(this.blank(i), `blank ${i + 1} of ${key.id}`).toHaveAttribute(
          'data-state',
          mark,
        );
      }
    };
  }

  private async answerMatching(key: QuestionKey, outcome: Outcome): Promise<MarksCheck> {
    const texts = key.options.map((o) => o.answer ?? '');
    // Wrong on purpose: the first two items swap their right-hand texts.
    if (outcome === 'wrong') [texts[0], texts[1]] = [texts[1] ?? '', texts[0] ?? ''];
    for (const [i, text] of texts.entries()) await this.match(abc(i)).selectOption(text);
    return async () => {
      for (const i of texts.keys()) {
        const mark = outcome === 'wrong' && i < 2 ? 'wrong' : 'right';
        await expect(this.matchRow(abc(i)), `item ${abc(i)} of ${key.id}`).toHaveAttribute(
          'data-state',
          mark,
        );
      }
    };
  }

  private async answerParts(key: QuestionKey, outcome: Outcome): Promise<MarksCheck> {
    const wrongPart = outcome === 'wrong' ? key.parts.findIndex((p) => !isSubjective(p)) : -1;
    const checks: { part: QuestionPanel; key: QuestionKey; outcome: Outcome; marks: MarksCheck }[] =
      [];
    for (const [i, partKey] of key.parts.entries()) {
      const part = this.part(i);
      const partOutcome: Outcome = i === wrongPart ? 'wrong' : 'right';
      checks.push({
        part,
        key: partKey,
        outcome: partOutcome,
        marks: await part.answer(partKey, partOutcome),
      });
    }
    return async () => {
      for (const c of checks) {
        await expect(c.part.verdict).toHaveAttribute('data-result', verdictOf(c.key, c.outcome));
        await expect(c.part.analysis).toContainText(plainText(c.key.analysis));
        await c.marks();
      }
    };
  }

  /** Part i (0-based) of a composite. */
  part(index: number): QuestionPanel {
    if (this.nested) throw new Error('A part has no parts');
    return new QuestionPanel(this.root.getByTestId(`part-${index}`), true);
  }
}

/** A, B, C ... for option index 0, 1, 2 ... */
export function abc(index: number): string {
  return String.fromCharCode(65 + index);
}

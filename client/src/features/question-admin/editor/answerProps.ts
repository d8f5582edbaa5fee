import type { QuestionDraft } from '../questionDraft';

/** What every answer editor gets: the draft (a question or a part) and where its fields live. */
export interface AnswerProps {
  draft: QuestionDraft;
  onChange: (next: QuestionDraft) => void;
  /** Field path prefix in the save body ('' or `subList.{i}.`). */
  prefix: string;
  /** Test id prefix ('qu' or `qu-part-{i}`). */
  tid: string;
  problemAt: (path: string) => string | undefined;
}

/** The problem of the whole option list, and of an option's field. */
export function optionProblems({ prefix, problemAt }: AnswerProps) {
  return {
    listProblem: problemAt(`${prefix}answerList`),
    at: (i: number, field: string) => problemAt(`${prefix}answerList.${i}.${field}`),
  };
}

/** The letter of an option: A, B, C, ... */
export function optionLetter(i: number): string {
  return String.fromCharCode(65 + (i % 26));
}

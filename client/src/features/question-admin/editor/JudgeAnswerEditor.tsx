import { ChoiceAnswerEditor } from './ChoiceAnswerEditor';
import type { AnswerProps } from './answerProps';

/** A true/false question: its two fixed statements, one of them marked right. */
export function JudgeAnswerEditor(props: AnswerProps) {
  return <ChoiceAnswerEditor {...props} fixed />;
}

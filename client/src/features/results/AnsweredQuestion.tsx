import { answerFromQuestion } from '../question/answerState';
import { QuestionView } from '../question/QuestionView';
import type { ViewQuestion } from '../question/viewModel';

/**
 * A question as the learner answered it, read-only: once revealed, their answer is marked against
 * the key, with the reference answer and the analysis.
 */
export function AnsweredQuestion(props: {
  question: ViewQuestion;
  revealed: boolean;
  /** Off where the page says how the question went itself (by points). */
  showVerdict?: boolean;
}) {
  return (
    <QuestionView
      question={props.question}
      state={answerFromQuestion(props.question)}
      locked
      revealed={props.revealed}
      showVerdict={props.showVerdict}
    />
  );
}

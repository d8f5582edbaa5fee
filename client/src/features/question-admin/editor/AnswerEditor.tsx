import { QU_TYPE } from '../../question/questionTypes';
import { BlankAnswerEditor } from './BlankAnswerEditor';
import { ChoiceAnswerEditor } from './ChoiceAnswerEditor';
import { JudgeAnswerEditor } from './JudgeAnswerEditor';
import { MatchAnswerEditor } from './MatchAnswerEditor';
import { ShortAnswerEditor } from './ShortAnswerEditor';
import type { AnswerProps } from './answerProps';

/** The answer editor of the draft's type; a composite has none (its parts have their own). */
export function AnswerEditor(props: AnswerProps) {
  switch (props.draft.quType) {
    case QU_TYPE.SINGLE:
    case QU_TYPE.MULTIPLE:
      return <ChoiceAnswerEditor {...props} />;
    case QU_TYPE.JUDGE:
      return <JudgeAnswerEditor {...props} />;
    case QU_TYPE.SHORT:
      return <ShortAnswerEditor {...props} />;
    case QU_TYPE.BLANK:
      return <BlankAnswerEditor {...props} />;
    case QU_TYPE.MATCH:
      return <MatchAnswerEditor {...props} />;
    default:
      return null;
  }
}

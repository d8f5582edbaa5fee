import { Box } from '@chakra-ui/react';
import { LuCheck, LuX } from 'react-icons/lu';
import type { AnswerState } from './answerState';
import type { ViewQuestion } from './viewModel';

/** What every answer control of a question view gets. */
export interface AnswerControlProps {
  q: ViewQuestion;
  state: AnswerState;
  locked: boolean;
  revealed: boolean;
  onChange: (next: AnswerState) => void;
}

/** The border of a blank or a matching row: green or red once the answer is checked. */
export function itemBorder(
  revealed: boolean,
  answered: boolean,
  isRight: boolean | null | undefined,
) {
  if (!revealed || !answered || isRight == null) return 'border';
  return isRight ? 'green.500' : 'red.500';
}

/** A tick or a cross for a checked blank or matching row (nothing without a verdict). */
export function ResultIcon({ isRight }: { isRight: boolean | null | undefined }) {
  if (isRight == null) return null;
  return (
    <Box color={isRight ? 'green.fg' : 'red.fg'} flexShrink={0}>
      {isRight ? <LuCheck /> : <LuX />}
    </Box>
  );
}

/** The data-state of a checked blank or matching row. */
export function itemState(isRight: boolean | null | undefined): string {
  return isRight === true ? 'right' : isRight === false ? 'wrong' : 'none';
}

import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { RichText } from '../../components/ui/rich-text';
import { partState, setPart, type AnswerState } from './answerState';
import { ChoiceOptions } from './ChoiceOptions';
import { MatchingAnswer } from './MatchingAnswer';
import { QuestionOutcome } from './QuestionOutcome';
import { isChoiceType, isCompositeType, levelLabelId, QU_TYPE, typeLabelId } from './questionTypes';
import { Blanks, ShortAnswer } from './TextAnswers';
import type { ViewQuestion } from './viewModel';

export interface QuestionViewProps {
  question: ViewQuestion;
  state: AnswerState;
  onChange?: (next: AnswerState) => void;
  /** Inputs disabled (answered, finished, or a check under way). */
  locked: boolean;
  /** Show the key: right options, accepted values, reference answer, analysis. */
  revealed: boolean;
  /** Shown before the type badge (e.g. the question's number). */
  number?: ReactNode;
  /** A part of a composite (smaller heading, part test ids). */
  nested?: boolean;
  /**
   * Say right / wrong / submitted under the question (default). Off where the page already says
   * how the question went (an exam result or marking page, by points); a composite's parts keep
   * theirs.
   */
  showVerdict?: boolean;
}

/**
 * A question as the learner sees it (training, results, admin preview): stem, the answer control of
 * its type and, once revealed, right / wrong marks, the key and the analysis.
 */
export function QuestionView(props: QuestionViewProps) {
  const { question: q, state, locked, revealed, nested = false } = props;
  const change = (next: AnswerState) => {
    if (!locked) props.onChange?.(next);
  };
  const prefix = nested ? 'part-' : '';

  return (
    <Stack gap="4" data-testid={nested ? undefined : 'question-view'} data-qu-type={q.quType}>
      <HStack gap="2" wrap="wrap">
        {props.number}
        <Badge colorPalette="brand" variant="subtle" data-testid={`${prefix}question-type`}>
          <FormattedMessage id={typeLabelId(q.quType)} />
        </Badge>
        {q.level === 2 && (
          <Badge colorPalette="orange" variant="subtle">
            <FormattedMessage id={levelLabelId(q.level)} />
          </Badge>
        )}
      </HStack>
      <RichText
        html={q.content}
        fontSize={nested ? 'sm' : 'md'}
        lineHeight="tall"
        data-testid={`${prefix}question-content`}
      />

      {isChoiceType(q.quType) && (
        <ChoiceOptions q={q} state={state} locked={locked} revealed={revealed} onChange={change} />
      )}
      {q.quType === QU_TYPE.SHORT && (
        <ShortAnswer q={q} state={state} locked={locked} revealed={revealed} onChange={change} />
      )}
      {q.quType === QU_TYPE.BLANK && (
        <Blanks q={q} state={state} locked={locked} revealed={revealed} onChange={change} />
      )}
      {q.quType === QU_TYPE.MATCH && (
        <MatchingAnswer q={q} state={state} locked={locked} revealed={revealed} onChange={change} />
      )}
      {isCompositeType(q.quType) && (
        <Stack gap="3">
          {(q.subList ?? []).map((part, i) => (
            <Box
              key={part.id}
              borderWidth="1px"
              rounded="lg"
              p={{ base: '3', md: '4' }}
              bg="bg"
              data-testid={`part-${i}`}
            >
              <QuestionView
                question={part}
                state={partState(state, part.id)}
                onChange={(next) => change(setPart(state, part.id, next))}
                locked={locked}
                revealed={revealed}
                nested
                number={
                  <Text as="span" fontWeight="semibold" fontSize="sm">
                    <FormattedMessage id="question.view.part" values={{ n: i + 1 }} />
                  </Text>
                }
              />
            </Box>
          ))}
        </Stack>
      )}

      {revealed && (
        <QuestionOutcome q={q} nested={nested} showVerdict={props.showVerdict ?? true} />
      )}
    </Stack>
  );
}

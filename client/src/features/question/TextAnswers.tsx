import { Box, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RichText } from '../../components/ui/rich-text';
import { setBlank, setText } from './answerState';
import { itemBorder, itemState, ResultIcon, type AnswerControlProps } from './answerMarks';

/** A short answer: the learner's text and, once revealed, the reference answer. */
export function ShortAnswer({ q, state, locked, revealed, onChange }: AnswerControlProps) {
  const intl = useIntl();
  const showInput = !(revealed && !q.answered && state.text === '');
  return (
    <Stack gap="3">
      {showInput && (
        <Textarea
          value={state.text}
          readOnly={locked}
          onChange={(e) => onChange(setText(state, e.target.value))}
          placeholder={intl.formatMessage({ id: 'question.view.shortPlaceholder' })}
          aria-label={intl.formatMessage({ id: 'question.view.yourAnswer' })}
          autoresize
          minH="28"
          bg={locked ? 'bg.muted' : 'bg'}
          data-testid="short-answer"
        />
      )}
      {revealed && (
        <Box borderWidth="1px" borderColor="green.muted" bg="green.subtle" rounded="lg" p="3">
          <Text fontSize="sm" fontWeight="semibold" color="green.fg" mb="1">
            <FormattedMessage id="question.view.referenceAnswer" />
          </Text>
          {q.referenceAnswer != null && q.referenceAnswer !== '' ? (
            <RichText html={q.referenceAnswer} fontSize="sm" data-testid="reference-answer" />
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="reference-answer">
              <FormattedMessage id="question.view.noReference" />
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}

/** Fill-in blanks: one input per blank and, once revealed, the accepted values. */
export function Blanks({ q, state, locked, revealed, onChange }: AnswerControlProps) {
  const intl = useIntl();
  const count = q.options.length;
  // Review without an answer (rote mode, or a preview with the key): the accepted values only.
  const review = revealed && !q.answered && state.blanks.every((b) => b === '');
  return (
    <Stack gap="2.5">
      {q.options.map((o, i) => {
        const accepted = q.rightBlanks?.[i] ?? [];
        return (
          <Stack key={o.id} gap="1">
            <HStack gap="3">
              <Text fontSize="sm" color="fg.muted" flexShrink={0} minW="14">
                <FormattedMessage id="question.view.blank" values={{ n: i + 1 }} />
              </Text>
              {review ? (
                <Text fontSize="sm" color="green.fg" fontWeight="medium" data-testid={`blank-${i}`}>
                  {accepted.join(' / ')}
                </Text>
              ) : (
                <Input
                  size="sm"
                  value={state.blanks[i] ?? ''}
                  readOnly={locked}
                  bg={locked ? 'bg.muted' : 'bg'}
                  borderColor={itemBorder(revealed, q.answered, o.isRight)}
                  placeholder={intl.formatMessage({ id: 'question.view.blankPlaceholder' })}
                  aria-label={intl.formatMessage({ id: 'question.view.blank' }, { n: i + 1 })}
                  onChange={(e) => onChange(setBlank(state, count, i, e.target.value))}
                  data-testid={`blank-${i}`}
                  data-state={revealed && q.answered ? itemState(o.isRight) : undefined}
                />
              )}
              {revealed && q.answered && <ResultIcon isRight={o.isRight} />}
            </HStack>
            {revealed && !review && accepted.length > 0 && (
              <Text fontSize="xs" color="green.fg" ps={{ base: '0', sm: '68px' }}>
                <FormattedMessage
                  id="question.view.accepted"
                  values={{ values: accepted.join(' / ') }}
                />
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

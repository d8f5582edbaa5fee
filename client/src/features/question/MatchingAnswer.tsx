import { Box, Circle, HStack, Image, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RichText } from '../../components/ui/rich-text';
import { choiceUsage, setPair } from './answerState';
import { itemBorder, itemState, ResultIcon, type AnswerControlProps } from './answerMarks';

/** Matching: a right-hand text chosen for each item and, once revealed, the right pairs. */
export function MatchingAnswer({ q, state, locked, revealed, onChange }: AnswerControlProps) {
  const intl = useIntl();
  const usage = choiceUsage(q, state);
  const rightText = new Map((q.rightPairs ?? []).map((p) => [p.leftId, p.text]));
  const review = revealed && !q.answered && Object.keys(state.pairs).length === 0;
  return (
    <Stack gap="2.5">
      {q.options.map((o) => {
        const chosen = state.pairs[o.id] ?? '';
        const right = rightText.get(o.id);
        return (
          <Box
            key={o.id}
            borderWidth="1px"
            borderColor={itemBorder(revealed, q.answered, o.isRight)}
            rounded="lg"
            px={{ base: '3', md: '4' }}
            py="2.5"
            bg="bg"
            data-testid={`match-row-${o.abc}`}
            data-state={revealed && q.answered ? itemState(o.isRight) : undefined}
          >
            <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
              <HStack flex="1" minW="0" gap="3" align="flex-start">
                <Circle
                  size="7"
                  flexShrink={0}
                  borderWidth="1px"
                  fontSize="sm"
                  fontWeight="semibold"
                >
                  {o.abc}
                </Circle>
                <Stack flex="1" minW="0" gap="2" pt="0.5">
                  {o.content != null && o.content !== '' && (
                    <RichText html={o.content} fontSize="sm" />
                  )}
                  {o.image !== '' && (
                    <Image
                      src={o.image}
                      alt={o.abc}
                      maxH="32"
                      objectFit="contain"
                      alignSelf="flex-start"
                    />
                  )}
                </Stack>
              </HStack>
              {review ? (
                <Text
                  fontSize="sm"
                  color="green.fg"
                  fontWeight="medium"
                  w={{ md: '64' }}
                  data-testid={`match-${o.abc}`}
                >
                  {right ?? ''}
                </Text>
              ) : (
                <HStack gap="2" w={{ base: 'full', md: '64' }} flexShrink={0}>
                  <NativeSelect.Root size="sm" disabled={locked}>
                    <NativeSelect.Field
                      value={chosen}
                      onChange={(e) => onChange(setPair(state, o.id, e.currentTarget.value))}
                      aria-label={intl.formatMessage(
                        { id: 'question.view.matchFor' },
                        { abc: o.abc },
                      )}
                      data-testid={`match-${o.abc}`}
                      bg={locked ? 'bg.muted' : 'bg'}
                    >
                      <option value="">{intl.formatMessage({ id: 'question.view.choose' })}</option>
                      {q.matchChoices.map((text) => {
                        const used = (usage.get(text) ?? 0) > 0 && text !== chosen;
                        return (
                          <option key={text} value={text}>
                            {used
                              ? intl.formatMessage({ id: 'question.view.choiceUsed' }, { text })
                              : text}
                          </option>
                        );
                      })}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {revealed && q.answered && <ResultIcon isRight={o.isRight} />}
                </HStack>
              )}
            </Stack>
            {revealed && !review && right !== undefined && right !== '' && (
              <Text fontSize="xs" color="green.fg" mt="1.5" data-testid={`match-right-${o.abc}`}>
                <FormattedMessage id="question.view.rightPair" values={{ text: right }} />
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

import { Box, Circle, Flex, HStack, Input, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LuArrowRight } from 'react-icons/lu';
import { RichTextEditor } from '../../../components/ui/rich-text';
import { updateOption } from '../questionDraft';
import { OptionList, OptionProblem, RemoveOptionButton } from './AnswerParts';
import { optionLetter, optionProblems, type AnswerProps } from './answerProps';

/** A matching question: pairs of a left item and the answer it matches. */
export function MatchAnswerEditor(props: AnswerProps) {
  const { draft, onChange, tid } = props;
  const intl = useIntl();
  const { at } = optionProblems(props);
  return (
    <OptionList
      {...props}
      title="questionAdmin.editor.pairs"
      hint="questionAdmin.editor.pairsHint"
      addLabel="questionAdmin.editor.addPair"
    >
      {draft.options.map((o, i) => {
        const left = at(i, 'content') ?? at(i, 'image');
        const right = at(i, 'answer');
        return (
          <Stack key={o.key} gap="1">
            <Flex
              gap="2"
              align={{ base: 'stretch', md: 'center' }}
              direction={{ base: 'column', md: 'row' }}
            >
              <HStack gap="2" flex="1" minW="0">
                <Circle size="7" flexShrink={0} bg="bg.muted" fontSize="sm" fontWeight="semibold">
                  {optionLetter(i)}
                </Circle>
                <Box flex="1" minW="0">
                  <RichTextEditor
                    variant="inline"
                    value={o.content}
                    onChange={(content) => onChange(updateOption(draft, i, { content }))}
                    invalid={left !== undefined}
                    placeholder={intl.formatMessage({ id: 'questionAdmin.editor.pairLeft' })}
                    testId={`${tid}-pair-${i}-left`}
                  />
                </Box>
              </HStack>
              <Box color="fg.muted" hideBelow="md">
                <LuArrowRight />
              </Box>
              <HStack gap="2" flex="1" minW="0" ps={{ base: '9', md: '0' }}>
                <Input
                  size="sm"
                  value={o.answer}
                  aria-invalid={right !== undefined}
                  placeholder={intl.formatMessage({ id: 'questionAdmin.editor.pairRight' })}
                  onChange={(e) => onChange(updateOption(draft, i, { answer: e.target.value }))}
                  data-testid={`${tid}-pair-${i}-right`}
                />
                <RemoveOptionButton draft={draft} onChange={onChange} tid={tid} index={i} />
              </HStack>
            </Flex>
            <OptionProblem problem={left ?? right} ps="9" />
          </Stack>
        );
      })}
    </OptionList>
  );
}

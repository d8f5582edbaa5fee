import { Box, Checkbox, Circle, Flex, HStack, Input, RadioGroup, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RichTextEditor } from '../../../components/ui/rich-text';
import { QU_TYPE } from '../../question/questionTypes';
import { toggleRight, updateOption } from '../questionDraft';
import { OptionList, OptionProblem, RemoveOptionButton } from './AnswerParts';
import { optionLetter, optionProblems, type AnswerProps } from './answerProps';

/**
 * The options of a single or multiple choice (and of a true/false, whose two options are fixed):
 * content, an image address and the right mark, a radio for one right option, a tick for several.
 */
export function ChoiceAnswerEditor(props: AnswerProps & { fixed?: boolean }) {
  const { draft, onChange, tid, fixed = false } = props;
  const intl = useIntl();
  const { at } = optionProblems(props);
  const multiple = draft.quType === QU_TYPE.MULTIPLE;
  const rows = draft.options.map((o, i) => {
    const problem = at(i, 'content') ?? at(i, 'image');
    const right = multiple ? (
      <Checkbox.Root
        size="sm"
        colorPalette="green"
        checked={o.isRight}
        onCheckedChange={() => onChange(toggleRight(draft, i))}
        data-testid={`${tid}-option-${i}-right`}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontSize="xs" color="fg.muted">
          <FormattedMessage id="questionAdmin.editor.right" />
        </Checkbox.Label>
      </Checkbox.Root>
    ) : (
      <RadioGroup.Item value={String(i)} data-testid={`${tid}-option-${i}-right`}>
        <RadioGroup.ItemHiddenInput />
        <RadioGroup.ItemIndicator />
        <RadioGroup.ItemText fontSize="xs" color="fg.muted">
          <FormattedMessage id="questionAdmin.editor.right" />
        </RadioGroup.ItemText>
      </RadioGroup.Item>
    );
    return (
      <Stack key={o.key} gap="1">
        <Flex
          gap="2"
          align={{ base: 'stretch', md: 'center' }}
          direction={{ base: 'column', md: 'row' }}
        >
          <HStack gap="2" flex="1" minW="0">
            <Circle
              size="7"
              flexShrink={0}
              bg={o.isRight ? 'green.solid' : 'bg.muted'}
              color={o.isRight ? 'white' : 'fg'}
              fontSize="sm"
              fontWeight="semibold"
            >
              {optionLetter(i)}
            </Circle>
            <Box flex="1" minW="0">
              <RichTextEditor
                variant="inline"
                value={o.content}
                onChange={(content) => onChange(updateOption(draft, i, { content }))}
                invalid={problem !== undefined}
                placeholder={intl.formatMessage(
                  { id: 'questionAdmin.editor.optionPlaceholder' },
                  { abc: optionLetter(i) },
                )}
                testId={`${tid}-option-${i}-content`}
              />
            </Box>
          </HStack>
          <HStack gap="2" flexShrink={0} ps={{ base: '9', md: '0' }}>
            <Input
              size="sm"
              w={{ base: 'full', md: '48' }}
              value={o.image}
              placeholder={intl.formatMessage({ id: 'questionAdmin.editor.imagePlaceholder' })}
              onChange={(e) => onChange(updateOption(draft, i, { image: e.target.value }))}
              data-testid={`${tid}-option-${i}-image`}
            />
            <Box minW="16">{right}</Box>
            {!fixed && <RemoveOptionButton draft={draft} onChange={onChange} tid={tid} index={i} />}
          </HStack>
        </Flex>
        <OptionProblem problem={problem} ps="9" />
      </Stack>
    );
  });
  const rightIndex = draft.options.findIndex((o) => o.isRight);
  return (
    <OptionList
      {...props}
      title="questionAdmin.editor.options"
      hint={multiple ? 'questionAdmin.editor.multipleHint' : 'questionAdmin.editor.singleHint'}
      addLabel="questionAdmin.editor.addOption"
    >
      {multiple ? (
        <Stack gap="2.5">{rows}</Stack>
      ) : (
        <RadioGroup.Root
          size="sm"
          colorPalette="green"
          value={rightIndex >= 0 ? String(rightIndex) : null}
          onValueChange={(e) => {
            if (e.value !== null) onChange(toggleRight(draft, Number(e.value)));
          }}
        >
          <Stack gap="2.5">{rows}</Stack>
        </RadioGroup.Root>
      )}
    </OptionList>
  );
}

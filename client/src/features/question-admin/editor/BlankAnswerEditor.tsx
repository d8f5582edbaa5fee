import { HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TagEditor } from '../../../components/ui/tag-editor';
import { joinValues, splitValues } from '../../../components/ui/tagValues';
import { updateOption } from '../questionDraft';
import { OptionList, OptionProblem, RemoveOptionButton } from './AnswerParts';
import { optionProblems, type AnswerProps } from './answerProps';

/** A fill-in-the-blank question: per blank, the accepted answers as tags. */
export function BlankAnswerEditor(props: AnswerProps) {
  const { draft, onChange, tid } = props;
  const intl = useIntl();
  const { at } = optionProblems(props);
  return (
    <OptionList
      {...props}
      title="questionAdmin.editor.blanks"
      hint="questionAdmin.editor.blanksHint"
      addLabel="questionAdmin.editor.addBlank"
    >
      {draft.options.map((o, i) => {
        const problem = at(i, 'content');
        return (
          <Stack key={o.key} gap="1">
            <HStack gap="2" align="flex-start">
              <Text fontSize="sm" color="fg.muted" w="14" flexShrink={0} pt="1.5">
                <FormattedMessage id="question.view.blank" values={{ n: i + 1 }} />
              </Text>
              <TagEditor
                values={splitValues(o.content)}
                onChange={(values) =>
                  onChange(updateOption(draft, i, { content: joinValues(values) }))
                }
                invalid={problem !== undefined}
                placeholder={intl.formatMessage({ id: 'questionAdmin.editor.blankPlaceholder' })}
                removeLabel={(value) =>
                  intl.formatMessage({ id: 'questionAdmin.editor.removeValue' }, { value })
                }
                testId={`${tid}-blank-${i}`}
              />
              <RemoveOptionButton draft={draft} onChange={onChange} tid={tid} index={i} />
            </HStack>
            <OptionProblem problem={problem} ps="16" />
          </Stack>
        );
      })}
    </OptionList>
  );
}

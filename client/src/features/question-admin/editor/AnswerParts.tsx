import { Button, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { addOption, canAddOptions, MAX_OPTIONS, minOptions, removeOption } from '../questionDraft';
import { optionProblems, type AnswerProps } from './answerProps';

/** Removes an option; disabled while the type's minimum is left. */
export function RemoveOptionButton(
  props: Pick<AnswerProps, 'draft' | 'onChange' | 'tid'> & { index: number },
) {
  const { draft, onChange, tid, index } = props;
  const intl = useIntl();
  return (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette="red"
      disabled={draft.options.length <= minOptions(draft.quType)}
      aria-label={intl.formatMessage({ id: 'questionAdmin.editor.remove' })}
      onClick={() => onChange(removeOption(draft, index))}
      data-testid={`${tid}-option-${index}-remove`}
    >
      <LuTrash2 />
    </IconButton>
  );
}

/**
 * An option list: its title and hint, the rows, then the list's problem and the add button (while
 * the type allows more options).
 */
export function OptionList(
  props: AnswerProps & {
    /** Message ids of the title, the hint and the add button. */
    title: string;
    hint: string;
    addLabel: string;
    children: ReactNode;
  },
) {
  const { listProblem } = optionProblems(props);
  return (
    <Stack gap="3">
      <Stack gap="0.5">
        <Text fontSize="sm" fontWeight="medium">
          <FormattedMessage id={props.title} />
        </Text>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id={props.hint} />
        </Text>
      </Stack>
      {props.children}
      <OptionListEnd {...props} problem={listProblem} />
    </Stack>
  );
}

function OptionListEnd(
  props: Pick<AnswerProps, 'draft' | 'onChange' | 'tid'> & {
    problem: string | undefined;
    /** The add button's message id. */
    addLabel: string;
  },
) {
  const { draft, onChange, tid, problem } = props;
  return (
    <>
      {problem !== undefined && (
        <Text fontSize="sm" color="fg.error" data-testid={`${tid}-options-problem`}>
          {problem}
        </Text>
      )}
      {canAddOptions(draft.quType) && draft.options.length < MAX_OPTIONS && (
        <Button
          size="xs"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => onChange(addOption(draft))}
          data-testid={`${tid}-option-add`}
        >
          <LuPlus />
          <FormattedMessage id={props.addLabel} />
        </Button>
      )}
    </>
  );
}

/** An option's problem below its row. */
export function OptionProblem({ problem, ps }: { problem: string | undefined; ps: string }) {
  if (problem === undefined) return null;
  return (
    <Text fontSize="xs" color="fg.error" ps={ps}>
      {problem}
    </Text>
  );
}

import { Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuSquareDashed } from 'react-icons/lu';
import { Field } from '../../../components/ui/field';
import { RichTextEditor, Tool } from '../../../components/ui/rich-text';
import { QU_TYPE } from '../../question/questionTypes';
import { AnswerEditor } from './AnswerEditor';
import type { AnswerProps } from './answerProps';

/** Stem, the type's answer editor and the analysis (a question, or a part of a composite). */
export function BodyEditor(props: AnswerProps) {
  const { draft, onChange, prefix, tid, problemAt } = props;
  const intl = useIntl();
  const contentProblem = problemAt(`${prefix}content`);
  const analysisProblem = problemAt(`${prefix}analysis`);
  return (
    <Stack gap="5">
      <Field
        label={<FormattedMessage id="questionAdmin.editor.content" />}
        required
        invalid={contentProblem !== undefined}
        errorText={contentProblem}
        helperText={
          draft.quType === QU_TYPE.BLANK ? (
            <FormattedMessage id="questionAdmin.editor.blankStemHint" />
          ) : undefined
        }
      >
        <RichTextEditor
          value={draft.content}
          onChange={(content) => onChange({ ...draft, content })}
          invalid={contentProblem !== undefined}
          placeholder={intl.formatMessage({ id: 'questionAdmin.editor.contentPlaceholder' })}
          testId={`${tid}-content`}
          extraTools={
            draft.quType === QU_TYPE.BLANK ? (
              <Tool
                label={intl.formatMessage({ id: 'questionAdmin.editor.insertBlank' })}
                onClick={() => document.execCommand('insertText', false, '____')}
              >
                <LuSquareDashed />
              </Tool>
            ) : undefined
          }
        />
      </Field>

      <AnswerEditor {...props} />

      <Field
        label={<FormattedMessage id="questionAdmin.editor.analysis" />}
        invalid={analysisProblem !== undefined}
        errorText={analysisProblem}
      >
        <RichTextEditor
          value={draft.analysis}
          onChange={(analysis) => onChange({ ...draft, analysis })}
          placeholder={intl.formatMessage({ id: 'questionAdmin.editor.analysisPlaceholder' })}
          minH="16"
          testId={`${tid}-analysis`}
        />
      </Field>
    </Stack>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../../components/ui/field';
import { RichTextEditor } from '../../../components/ui/rich-text';
import { updateOption } from '../questionDraft';
import type { AnswerProps } from './answerProps';

/** A short answer question: the reference answer the marker sees. */
export function ShortAnswerEditor({ draft, onChange, tid }: AnswerProps) {
  const intl = useIntl();
  const o = draft.options[0];
  return (
    <Field label={<FormattedMessage id="questionAdmin.editor.reference" />}>
      <RichTextEditor
        value={o?.content ?? ''}
        onChange={(content) => onChange(updateOption(draft, 0, { content }))}
        placeholder={intl.formatMessage({ id: 'questionAdmin.editor.referencePlaceholder' })}
        testId={`${tid}-reference`}
      />
    </Field>
  );
}

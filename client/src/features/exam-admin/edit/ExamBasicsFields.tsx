import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../../components/ui/field';
import { RichTextEditor } from '../../../components/ui/rich-text';
import { useDictionary } from '../../dict/useDictionary';
import { examTypeOptions } from '../examConstants';
import { SectionTitle, SwitchField } from './ExamFormParts';
import type { ExamFormApi } from './examFormApi';

/** Basic information: title, exam type (dictionary exam_type), description, offline. */
export function ExamBasicsFields({ form }: { form: ExamFormApi }) {
  const { values, set, err } = form;
  const intl = useIntl();
  const examTypes = useDictionary('exam_type');
  const typeOptions = examTypeOptions(examTypes, (msgId) => intl.formatMessage({ id: msgId }));
  return (
    <>
      <SectionTitle id="examAdmin.editor.basic" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Field
          label={<FormattedMessage id="examAdmin.field.title" />}
          required
          gridColumn={{ md: 'span 2' }}
          {...err('title')}
        >
          <Input
            size="sm"
            value={values.title}
            maxLength={200}
            onChange={(e) => set('title', e.target.value)}
            data-testid="exam-form-title"
          />
        </Field>
        <Field label={<FormattedMessage id="examAdmin.field.examType" />}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={values.examType}
              onChange={(e) => set('examType', e.currentTarget.value)}
              data-testid="exam-form-examType"
            >
              {typeOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field>
      </SimpleGrid>
      <Field label={<FormattedMessage id="examAdmin.field.content" />}>
        <RichTextEditor
          value={values.content}
          onChange={(content) => set('content', content)}
          placeholder={intl.formatMessage({ id: 'examAdmin.editor.contentPlaceholder' })}
          minH="24"
          testId="exam-form-content"
        />
      </Field>
      <SwitchField
        form={form}
        field="offline"
        label={<FormattedMessage id="examAdmin.field.offlineHint" />}
      />
    </>
  );
}

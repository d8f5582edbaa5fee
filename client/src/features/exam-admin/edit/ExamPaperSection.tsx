import { HStack, RadioGroup } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Field } from '../../../components/ui/field';
import { ANSWER_DISPLAYS } from '../examConstants';
import { SectionCard, SwitchField } from './ExamFormParts';
import type { ExamFormApi } from './examFormApi';

/** Paper settings: shuffling, partial credit and when learners see the answers. */
export function ExamPaperSection({ form }: { form: ExamFormApi }) {
  const { values, set } = form;
  return (
    <SectionCard titleId="examAdmin.editor.paper">
      <HStack gap="6" wrap="wrap">
        <SwitchField
          form={form}
          field="shuffleQuestions"
          label={<FormattedMessage id="examAdmin.field.shuffleQuestions" />}
        />
        <SwitchField
          form={form}
          field="shuffleOptions"
          label={<FormattedMessage id="examAdmin.field.shuffleOptions" />}
        />
        <SwitchField
          form={form}
          field="partialCredit"
          label={<FormattedMessage id="examAdmin.field.partialCredit" />}
        />
      </HStack>
      <Field label={<FormattedMessage id="examAdmin.field.answerDisplay" />}>
        <RadioGroup.Root
          size="sm"
          colorPalette="brand"
          value={String(values.answerDisplay)}
          onValueChange={(e) => set('answerDisplay', Number(e.value))}
          data-testid="exam-form-answerDisplay"
        >
          <HStack gap="5" wrap="wrap">
            {ANSWER_DISPLAYS.map((a) => (
              <RadioGroup.Item key={a.value} value={String(a.value)}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <FormattedMessage id={a.id} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </Field>
    </SectionCard>
  );
}

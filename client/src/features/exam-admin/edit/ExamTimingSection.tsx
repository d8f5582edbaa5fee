import { Input, SimpleGrid } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Field } from '../../../components/ui/field';
import { NumberField, SectionCard } from './ExamFormParts';
import type { ExamFormApi } from './examFormApi';

/**
 * The window and timing: start and end, running time, pass mark, chances, late entry, earliest
 * hand-in and the staggered start. With papers (`locked`) the start, running time and stagger
 * cannot change.
 */
export function ExamTimingSection({ form, locked }: { form: ExamFormApi; locked: boolean }) {
  const { values, set, err } = form;
  return (
    <SectionCard titleId="examAdmin.editor.timing">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field
          label={<FormattedMessage id="examAdmin.field.startTime" />}
          required
          {...err('startTime')}
        >
          <Input
            size="sm"
            type="datetime-local"
            value={values.startTime}
            disabled={locked}
            onChange={(e) => set('startTime', e.target.value)}
            data-testid="exam-form-startTime"
          />
        </Field>
        <Field
          label={<FormattedMessage id="examAdmin.field.endTime" />}
          required
          {...err('endTime')}
        >
          <Input
            size="sm"
            type="datetime-local"
            value={values.endTime}
            onChange={(e) => set('endTime', e.target.value)}
            data-testid="exam-form-endTime"
          />
        </Field>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <NumberField
          form={form}
          field="totalTime"
          label={<FormattedMessage id="examAdmin.field.totalTimeMinutes" />}
          disabled={locked}
        />
        <NumberField
          form={form}
          field="qualifyScore"
          label={<FormattedMessage id="examAdmin.field.qualifyScore" />}
          step="0.5"
        />
        <NumberField
          form={form}
          field="chance"
          label={<FormattedMessage id="examAdmin.field.chance" />}
          helper={<FormattedMessage id="examAdmin.field.zeroUnlimited" />}
        />
        <NumberField
          form={form}
          field="lateMax"
          label={<FormattedMessage id="examAdmin.field.lateMax" />}
          helper={<FormattedMessage id="examAdmin.field.zeroNone" />}
        />
        <NumberField
          form={form}
          field="handMin"
          label={<FormattedMessage id="examAdmin.field.handMin" />}
          helper={<FormattedMessage id="examAdmin.field.zeroAnyTime" />}
        />
        <NumberField
          form={form}
          field="staggerMinutes"
          label={<FormattedMessage id="examAdmin.field.staggerMinutes" />}
          helper={<FormattedMessage id="examAdmin.field.staggerHelp" />}
          disabled={locked}
        />
      </SimpleGrid>
    </SectionCard>
  );
}

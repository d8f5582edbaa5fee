import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ScopePicker } from '../../sys/pickers/ScopePicker';
import { NumberField, SectionCard, SwitchField } from './ExamFormParts';
import type { ExamFormApi, SwitchKey, TextKey } from './examFormApi';

/** Each proctoring switch and the numbers it asks for once on (message ids of the labels). */
const PROCTORING: { on: SwitchKey; label: string; numbers: { field: TextKey; label: string }[] }[] =
  [
    {
      on: 'camOn',
      label: 'examAdmin.field.camOn',
      numbers: [{ field: 'camInterval', label: 'examAdmin.field.camInterval' }],
    },
    {
      on: 'faceOn',
      label: 'examAdmin.field.faceOn',
      numbers: [{ field: 'faceChance', label: 'examAdmin.field.faceChance' }],
    },
    {
      on: 'leaveOn',
      label: 'examAdmin.field.leaveOn',
      numbers: [
        { field: 'leaveCount', label: 'examAdmin.field.leaveCount' },
        { field: 'leaveSeconds', label: 'examAdmin.field.leaveSeconds' },
      ],
    },
  ];

/**
 * Proctoring: camera snapshots, face checks and screen-leave limits, each with its numbers, and
 * who proctors the exam (users and groups; the server lets only them and super admins watch it).
 */
export function ExamProctoringSection({ form }: { form: ExamFormApi }) {
  return (
    <SectionCard titleId="examAdmin.editor.proctoring">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="examAdmin.editor.proctoringHint" />
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {PROCTORING.map((p) => (
          <Stack key={p.on} gap="3">
            <SwitchField form={form} field={p.on} label={<FormattedMessage id={p.label} />} />
            {form.values[p.on] &&
              p.numbers.map((n) => (
                <NumberField
                  key={n.field}
                  form={form}
                  field={n.field}
                  label={<FormattedMessage id={n.label} />}
                />
              ))}
          </Stack>
        ))}
      </SimpleGrid>
      {/* A group, not a Field: the user picker's dialog inside would take the field's id. */}
      <Stack gap="1.5" role="group" aria-labelledby="exam-form-proctors-label">
        <Text id="exam-form-proctors-label" fontSize="sm" fontWeight="medium">
          <FormattedMessage id="examAdmin.field.proctors" />
        </Text>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="examAdmin.editor.proctorsHint" />
        </Text>
        <ScopePicker
          kinds={['groups', 'users']}
          value={form.values.proctors}
          onChange={(proctors) => form.set('proctors', proctors)}
          testId="exam-form-proctors"
        />
      </Stack>
    </SectionCard>
  );
}

import { Card, Heading, Input, Stack, Switch } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Field } from '../../../components/ui/field';
import type { ExamFormApi, SwitchKey, TextKey } from './examFormApi';

/** A section's title inside the editor's cards. */
export function SectionTitle({ id }: { id: string }) {
  return (
    <Heading size="sm" color="fg.muted">
      <FormattedMessage id={id} />
    </Heading>
  );
}

/** One card of the editor: the section's title and its fields. */
export function SectionCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Card.Root borderWidth="0" shadow="xs">
      <Card.Body>
        <Stack gap="4">
          <SectionTitle id={titleId} />
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A number input of the form (kept as its text), test id `exam-form-<field>`. */
export function NumberField(props: {
  form: ExamFormApi;
  field: TextKey;
  label: ReactNode;
  helper?: ReactNode;
  step?: string;
  disabled?: boolean;
}) {
  const { form, field, step = '1', disabled = false } = props;
  return (
    <Field label={props.label} helperText={props.helper} {...form.err(field)}>
      <Input
        size="sm"
        type="number"
        min="0"
        step={step}
        disabled={disabled}
        value={form.values[field]}
        onChange={(e) => form.set(field, e.target.value)}
        data-testid={`exam-form-${field}`}
      />
    </Field>
  );
}

/** A switch of the form, test id `exam-form-<field>`. */
export function SwitchField(props: { form: ExamFormApi; field: SwitchKey; label: ReactNode }) {
  const { form, field } = props;
  return (
    <Switch.Root
      colorPalette="brand"
      checked={form.values[field]}
      onCheckedChange={(e) => form.set(field, e.checked)}
      data-testid={`exam-form-${field}`}
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{props.label}</Switch.Label>
    </Switch.Root>
  );
}

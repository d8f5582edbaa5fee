import { useMutation } from '@apollo/client/react';
import { HStack, Input, NumberInput, RadioGroup, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { CreateRoleDocument, UpdateRoleDocument } from './roleDocuments';
import {
  MAX_ROLE_LEVEL,
  ROLE_TYPES,
  validateRole,
  type RoleFormErrors,
  type RoleFormValues,
} from './roleForm';

export const ROLE_TYPE_LABELS: Record<number, string> = {
  1: 'sysRole.type.learner',
  2: 'sysRole.type.admin',
};

/** Add or edit a role: name, type and level (the server refuses levels at or above yours). */
export function RoleDialog(props: {
  initial: RoleFormValues;
  onClose: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<RoleFormErrors>({});
  const [createRole, created] = useMutation(CreateRoleDocument);
  const [updateRole, updated] = useMutation(UpdateRoleDocument);
  const editing = props.initial.id !== undefined;

  function set<K extends keyof RoleFormValues>(key: K, value: RoleFormValues[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(validateRole(next));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateRole(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = {
      roleName: values.roleName.trim(),
      roleType: values.roleType,
      roleLevel: values.roleLevel,
    };
    try {
      if (props.initial.id !== undefined) {
        await updateRole({ variables: { input: { ...input, id: props.initial.id } } });
      } else {
        await createRole({ variables: { input } });
      }
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      props.onSaved();
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return (
    <FormDialog
      title={<FormattedMessage id={editing ? 'sysRole.form.editTitle' : 'sysRole.form.addTitle'} />}
      testId="role-dialog"
      saveTestId="role-save"
      saving={created.loading || updated.loading}
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="4">
        <Field
          label={<FormattedMessage id="sysRole.field.name" />}
          required
          invalid={errors.roleName !== undefined}
          errorText={<FormattedMessage id="sys.common.required" />}
        >
          <Input
            size="sm"
            value={values.roleName}
            maxLength={50}
            onChange={(e) => set('roleName', e.target.value)}
            data-testid="role-name"
          />
        </Field>
        <Field label={<FormattedMessage id="sysRole.field.type" />} required>
          <RadioGroup.Root
            size="sm"
            colorPalette="brand"
            value={String(values.roleType)}
            onValueChange={(e) => {
              const t = ROLE_TYPES.find((x) => String(x) === e.value);
              if (t !== undefined) set('roleType', t);
            }}
          >
            <HStack gap="5">
              {ROLE_TYPES.map((t) => (
                <RadioGroup.Item key={t} value={String(t)} data-testid={`role-type-${t}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <FormattedMessage id={ROLE_TYPE_LABELS[t]} />
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Field>
        <Field
          label={<FormattedMessage id="sysRole.field.level" />}
          required
          invalid={errors.roleLevel !== undefined}
          errorText={
            <FormattedMessage id="sysRole.form.levelRange" values={{ max: MAX_ROLE_LEVEL }} />
          }
          helperText={<FormattedMessage id="sysRole.form.levelHelp" />}
        >
          <NumberInput.Root
            size="sm"
            w="full"
            min={0}
            max={MAX_ROLE_LEVEL}
            value={String(values.roleLevel)}
            onValueChange={(e) =>
              set('roleLevel', Number.isNaN(e.valueAsNumber) ? 0 : e.valueAsNumber)
            }
          >
            <NumberInput.Control />
            <NumberInput.Input data-testid="role-level" />
          </NumberInput.Root>
        </Field>
      </Stack>
    </FormDialog>
  );
}

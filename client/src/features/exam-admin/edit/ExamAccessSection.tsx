import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { ScopePicker } from '../../sys/pickers/ScopePicker';
import { OPEN_TYPE, OPEN_TYPES, openTypeLabelId } from '../examConstants';
import { renameScope } from '../examMapping';
import { SectionCard, SwitchField } from './ExamFormParts';
import type { ExamFormApi } from './examFormApi';

/**
 * Who may sit the exam: the open type, its password (9) or scope (2: departments; 3: departments,
 * groups and people), and whether learners apply first.
 */
export function ExamAccessSection(props: {
  form: ExamFormApi;
  groupNames: ReadonlyMap<string, string>;
  userNames: ReadonlyMap<string, string>;
}) {
  const { form, groupNames, userNames } = props;
  const { values, set, err } = form;
  const scopeError = err('scope');
  return (
    <SectionCard titleId="examAdmin.editor.access">
      <Field label={<FormattedMessage id="examAdmin.field.openType" />}>
        <RadioGroup.Root
          size="sm"
          colorPalette="brand"
          value={String(values.openType)}
          onValueChange={(e) => set('openType', Number(e.value))}
          data-testid="exam-form-openType"
        >
          <HStack gap="5" wrap="wrap">
            {OPEN_TYPES.map((t) => (
              <RadioGroup.Item key={t} value={String(t)} data-testid={`exam-form-openType-${t}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <FormattedMessage id={openTypeLabelId(t)} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </Field>
      {values.openType === OPEN_TYPE.PASSWORD && (
        <Field
          label={<FormattedMessage id="examAdmin.field.password" />}
          required
          maxW="sm"
          {...err('password')}
        >
          <PasswordInput
            size="sm"
            value={values.password}
            maxLength={100}
            onChange={(e) => set('password', e.target.value)}
            data-testid="exam-form-password"
          />
        </Field>
      )}
      {(values.openType === OPEN_TYPE.DEPARTS || values.openType === OPEN_TYPE.PEOPLE) && (
        // A group, not a Field: the user picker's dialog inside would take the field's id for
        // every checkbox of its table (a click then ticks the wrong row).
        <Stack
          gap="1.5"
          role="group"
          aria-labelledby="exam-form-scope-label"
          aria-describedby={scopeError.invalid ? 'exam-form-scope-error' : undefined}
        >
          <Text id="exam-form-scope-label" fontSize="sm" fontWeight="medium">
            <FormattedMessage
              id={
                values.openType === OPEN_TYPE.DEPARTS
                  ? 'examAdmin.field.scopeDeparts'
                  : 'examAdmin.field.scopePeople'
              }
            />
            <Text as="span" color="fg.error" aria-hidden="true">
              {' *'}
            </Text>
          </Text>
          <ScopePicker
            value={
              values.openType === OPEN_TYPE.DEPARTS
                ? { ...values.scope, groups: [], users: [] }
                : renameScope(values.scope, { groups: groupNames, users: userNames })
            }
            onChange={(scope) =>
              set(
                'scope',
                values.openType === OPEN_TYPE.DEPARTS
                  ? { ...values.scope, departs: scope.departs }
                  : scope,
              )
            }
            testId="exam-form-scope"
          />
          {scopeError.invalid && scopeError.errorText !== undefined && (
            <Text id="exam-form-scope-error" fontSize="xs" color="fg.error">
              {scopeError.errorText}
            </Text>
          )}
        </Stack>
      )}
      <SwitchField
        form={form}
        field="applyOn"
        label={<FormattedMessage id="examAdmin.field.applyOn" />}
      />
    </SectionCard>
  );
}

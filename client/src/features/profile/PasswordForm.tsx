import { useMutation } from '@apollo/client/react';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { endSession } from '../../app/apollo';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { LOGIN_PATH } from '../../app/guard/decideRoute';
import { markSessionEndingHere } from '../../app/session/token';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { graphql } from '../../gql';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  validatePasswordChange,
  type PasswordChange,
  type PasswordChangeErrors,
  type PasswordChangeProblem,
} from './passwordPolicy';

const UpdatePasswordDocument = graphql(`
  mutation UpdatePassword($input: UpdatePasswordInput!) {
    updatePassword(input: $input)
  }
`);

const PROBLEM_IDS: Record<PasswordChangeProblem, string> = {
  required: 'profile.password.required',
  length: 'profile.password.length',
  classes: 'profile.password.classes',
  mismatch: 'profile.password.mismatch',
  sameAsOld: 'profile.password.sameAsOld',
};

const EMPTY: PasswordChange = { oldPassword: '', password: '', confirm: '' };

/**
 * Password change. On success the server ends the user's sessions, so the client drops its token
 * and opens the login page.
 */
export function PasswordForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [updatePassword, { loading }] = useMutation(UpdatePasswordDocument);

  function change(key: keyof PasswordChange, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    // Re-check only fields that already show a problem, so typing is not interrupted.
    const found = validatePasswordChange(next);
    setErrors((prev) => {
      const updated: PasswordChangeErrors = {};
      for (const k of Object.keys(prev) as (keyof PasswordChange)[]) {
        if (found[k] !== undefined) updated[k] = found[k];
      }
      return updated;
    });
  }

  function errorText(key: keyof PasswordChange): string | undefined {
    const problem = errors[key];
    if (problem === undefined) return undefined;
    return intl.formatMessage(
      { id: PROBLEM_IDS[problem] },
      { min: PASSWORD_MIN, max: PASSWORD_MAX },
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await updatePassword({ variables: { input: values } });
      markSessionEndingHere();
      notifySuccess(intl.formatMessage({ id: 'profile.password.changed' }));
      endSession({ onPurpose: true });
      await navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return (
    <Card.Root shadow="xs" borderWidth="0">
      <Card.Header>
        <Heading size="md">
          <FormattedMessage id="profile.password.heading" />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage
            id="profile.password.hint"
            values={{ min: PASSWORD_MIN, max: PASSWORD_MAX }}
          />
        </Text>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="4">
            <Field
              label={<FormattedMessage id="profile.password.old" />}
              required
              invalid={errors.oldPassword !== undefined}
              errorText={errorText('oldPassword')}
            >
              <PasswordInput
                autoComplete="current-password"
                value={values.oldPassword}
                onChange={(e) => change('oldPassword', e.target.value)}
                data-testid="password-old"
              />
            </Field>
            <Field
              label={<FormattedMessage id="profile.password.new" />}
              required
              invalid={errors.password !== undefined}
              errorText={errorText('password')}
            >
              <PasswordInput
                autoComplete="new-password"
                value={values.password}
                onChange={(e) => change('password', e.target.value)}
                data-testid="password-new"
              />
            </Field>
            <Field
              label={<FormattedMessage id="profile.password.confirm" />}
              required
              invalid={errors.confirm !== undefined}
              errorText={errorText('confirm')}
            >
              <PasswordInput
                autoComplete="new-password"
                value={values.confirm}
                onChange={(e) => change('confirm', e.target.value)}
                data-testid="password-confirm"
              />
            </Field>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={loading}
              data-testid="password-submit"
            >
              <FormattedMessage id="profile.password.submit" />
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

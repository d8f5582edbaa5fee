import { useMutation } from '@apollo/client/react';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { endSession } from '../../app/apollo';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { LOGIN_PATH } from '../../app/guard/decideRoute';
import { markSessionEndingHere } from '../../app/session/token';
import { NewPasswordFields, PasswordField } from '../../components/ui/password-field';
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
            <PasswordField
              label={<FormattedMessage id="profile.password.old" />}
              autoComplete="current-password"
              value={values.oldPassword}
              onChange={(v) => change('oldPassword', v)}
              error={errorText('oldPassword')}
              testId="password-old"
            />
            <NewPasswordFields
              password={values.password}
              confirm={values.confirm}
              onPassword={(v) => change('password', v)}
              onConfirm={(v) => change('confirm', v)}
              passwordError={errorText('password')}
              confirmError={errorText('confirm')}
              testId="password"
            />
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

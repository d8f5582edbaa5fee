import { useMutation } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { FormDialog } from '../../components/ui/form-dialog';
import { NewPasswordFields } from '../../components/ui/password-field';
import { PASSWORD_MAX, PASSWORD_MIN } from '../profile/passwordPolicy';
import { ChangeUserPasswordDocument } from './userDocuments';
import { validateNewPassword } from './userForm';
import { USER_PROBLEM_IDS } from './UserDialog';

/** An administrator sets a user's password (the user's sessions end). */
export function UserPasswordDialog(props: {
  user: { id: string; userName: string };
  onClose: () => void;
}) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof validateNewPassword>>({});
  const [change, changing] = useMutation(ChangeUserPasswordDocument);

  const text = (p: keyof typeof USER_PROBLEM_IDS | undefined) =>
    p === undefined
      ? undefined
      : intl.formatMessage({ id: USER_PROBLEM_IDS[p] }, { min: PASSWORD_MIN, max: PASSWORD_MAX });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await change({ variables: { input: { id: props.user.id, password, confirm } } });
      notifySuccess(intl.formatMessage({ id: 'sysUser.password.changed' }));
      props.onClose();
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return (
    <FormDialog
      title={<FormattedMessage id="sysUser.password.title" />}
      testId="user-password-dialog"
      saveTestId="user-password-save"
      saving={changing.loading}
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="sysUser.password.hint"
            values={{ name: props.user.userName, min: PASSWORD_MIN, max: PASSWORD_MAX }}
          />
        </Text>
        <NewPasswordFields
          size="sm"
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          passwordError={text(errors.password)}
          confirmError={text(errors.confirm)}
          testId="user-password"
        />
      </Stack>
    </FormDialog>
  );
}

import { useMutation } from '@apollo/client/react';
import { Input, NativeSelect, SimpleGrid, Tabs } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { useCan } from '../../app/session/permissions';
import { PERMISSIONS } from '../../gql/permissions';
import { UserBindingsPanel } from '../bindings/UserBindingsPanel';
import { PASSWORD_MAX, PASSWORD_MIN } from '../profile/passwordPolicy';
import { DeptTreeSelect } from '../sys/pickers/DeptTreeSelect';
import { RoleMultiSelect } from '../sys/pickers/RoleMultiSelect';
import { SaveUserDocument } from './userDocuments';
import {
  toSaveUserInput,
  validateUser,
  type UserFormErrors,
  type UserFormField,
  type UserFormProblem,
  type UserFormValues,
} from './userForm';
import { useUserStates } from '../sys/userState';

export const USER_PROBLEM_IDS: Record<UserFormProblem | 'mismatch', string> = {
  required: 'sys.common.required',
  roleRequired: 'sysUser.form.roleRequired',
  mobile: 'sysUser.form.mobile',
  email: 'sysUser.form.email',
  userName: 'sysUser.form.userName',
  length: 'profile.password.length',
  classes: 'profile.password.classes',
  date: 'sysUser.form.date',
  mismatch: 'profile.password.mismatch',
};

/**
 * Add or edit a user: basic information, and for an existing user the account-binding tab (the
 * mobile binder and the user's login bindings). A blank password on edit keeps the current one.
 */
export function UserDialog(props: {
  initial: UserFormValues;
  /** Department name the list already knows (shown until the tree loads). */
  deptName?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const states = useUserStates();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [saveUser, saving] = useMutation(SaveUserDocument);
  const editing = props.initial.id !== undefined;
  const can = useCan();

  function set<K extends UserFormField>(key: K, value: UserFormValues[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(validateUser(next));
  }

  function err(key: UserFormField) {
    const p = errors[key];
    return p === undefined
      ? undefined
      : intl.formatMessage({ id: USER_PROBLEM_IDS[p] }, { min: PASSWORD_MIN, max: PASSWORD_MAX });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateUser(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await saveUser({ variables: { input: toSaveUserInput(values) } });
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      props.onSaved();
    } catch (error) {
      notifyError(error, intl);
    }
  }

  const basic = (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field
        label={<FormattedMessage id="sysUser.field.userName" />}
        required
        invalid={errors.userName !== undefined}
        errorText={err('userName')}
      >
        <Input
          size="sm"
          value={values.userName}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => set('userName', e.target.value)}
          data-testid="user-userName"
        />
      </Field>
      <PasswordField
        label={<FormattedMessage id="sysUser.field.password" />}
        required={!editing}
        error={err('password')}
        helperText={editing ? <FormattedMessage id="sysUser.form.passwordKeep" /> : undefined}
        size="sm"
        value={values.password}
        autoComplete="new-password"
        onChange={(v) => set('password', v)}
        testId="user-password"
      />
      <Field label={<FormattedMessage id="sysUser.field.familyName" />}>
        <Input
          size="sm"
          value={values.familyName}
          maxLength={100}
          onChange={(e) => set('familyName', e.target.value)}
          data-testid="user-familyName"
        />
      </Field>
      <Field
        label={<FormattedMessage id="sysUser.field.realName" />}
        required
        invalid={errors.realName !== undefined}
        errorText={err('realName')}
      >
        <Input
          size="sm"
          value={values.realName}
          maxLength={100}
          onChange={(e) => set('realName', e.target.value)}
          data-testid="user-realName"
        />
      </Field>
      <Field
        label={<FormattedMessage id="sysUser.field.dept" />}
        required
        invalid={errors.deptCode !== undefined}
        errorText={err('deptCode')}
      >
        <DeptTreeSelect
          value={values.deptCode}
          onChange={(code) => set('deptCode', code)}
          invalid={errors.deptCode !== undefined}
          fallbackLabel={props.deptName}
          testId="user-dept"
        />
      </Field>
      <Field
        label={<FormattedMessage id="sysUser.field.roles" />}
        required
        invalid={errors.roles !== undefined}
        errorText={err('roles')}
      >
        <RoleMultiSelect
          value={values.roles}
          onChange={(ids) => set('roles', ids)}
          invalid={errors.roles !== undefined}
          testId="user-roles"
        />
      </Field>
      <Field label={<FormattedMessage id="sysUser.field.className" />}>
        <Input
          size="sm"
          value={values.className}
          maxLength={100}
          onChange={(e) => set('className', e.target.value)}
          data-testid="user-className"
        />
      </Field>
      <Field
        label={<FormattedMessage id="sysUser.field.mobile" />}
        invalid={errors.mobile !== undefined}
        errorText={err('mobile')}
      >
        <Input
          size="sm"
          value={values.mobile}
          inputMode="tel"
          maxLength={11}
          onChange={(e) => set('mobile', e.target.value.replace(/\D/g, ''))}
          data-testid="user-mobile"
        />
      </Field>
      <Field
        label={<FormattedMessage id="sysUser.field.email" />}
        invalid={errors.email !== undefined}
        errorText={err('email')}
      >
        <Input
          size="sm"
          type="email"
          value={values.email}
          maxLength={100}
          onChange={(e) => set('email', e.target.value)}
          data-testid="user-email"
        />
      </Field>
      <Field
        label={<FormattedMessage id="sysUser.field.expireTime" />}
        invalid={errors.expireTime !== undefined}
        errorText={err('expireTime')}
        helperText={<FormattedMessage id="sysUser.form.expireHelp" />}
      >
        <Input
          size="sm"
          type="datetime-local"
          value={values.expireTime}
          onChange={(e) => set('expireTime', e.target.value)}
          data-testid="user-expireTime"
        />
      </Field>
      <Field label={<FormattedMessage id="sysUser.field.state" />}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={String(values.state)}
            onChange={(e) => set('state', Number(e.currentTarget.value))}
            data-testid="user-state"
          >
            {states.map((s) => (
              <option key={s.value} value={s.value}>
                {s.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field>
    </SimpleGrid>
  );

  return (
    <FormDialog
      title={<FormattedMessage id={editing ? 'sysUser.form.editTitle' : 'sysUser.form.addTitle'} />}
      testId="user-dialog"
      saveTestId="user-save"
      saving={saving.loading}
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
      size="lg"
      scrollInside
    >
      {props.initial.id === undefined ? (
        basic
      ) : (
        <Tabs.Root defaultValue="basic" variant="line" colorPalette="brand" lazyMount>
          <Tabs.List mb="4">
            <Tabs.Trigger value="basic" data-testid="user-tab-basic">
              <FormattedMessage id="sysUser.form.tabBasic" />
            </Tabs.Trigger>
            <Tabs.Trigger value="bind" data-testid="user-tab-bind">
              <FormattedMessage id="sysUser.form.tabBind" />
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="basic" p="0">
            {basic}
          </Tabs.Content>
          <Tabs.Content value="bind" p="0">
            <UserBindingsPanel userId={props.initial.id} canUpdate={can(PERMISSIONS.userUpdate)} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </FormDialog>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { useSession } from '../../app/session/SessionContext';
import { Field } from '../../components/ui/field';
import { NewPasswordFields } from '../../components/ui/password-field';
import { checkPasswordStrength, PASSWORD_MAX, PASSWORD_MIN } from '../profile/passwordPolicy';
import {
  LoginSwitchesDocument,
  RegisterDepartmentsDocument,
  RegisterDocument,
} from './accountDocuments';
import { AuthLayout } from './AuthLayout';
import { STRENGTH_IDS } from './registerForm';
import { CaptchaField } from './CaptchaImage';
import { flattenDepartments, type DeptNode } from './registerForm';
import { useCaptcha } from './useCaptcha';
import { useCompleteLogin } from './useCompleteLogin';

type FieldName =
  'userName' | 'password' | 'confirm' | 'realName' | 'className' | 'deptCode' | 'captcha';

/**
 * /register: a new learner's account (switch userReg). The learner picks a department when the
 * site lets them (userDeptType 0). Without review they are signed in at once; with review
 * (userAudit) the page says to wait for an administrator.
 */
export function RegisterPage() {
  const intl = useIntl();
  const { site } = useSession();
  const completeLogin = useCompleteLogin();
  const switches = useQuery(LoginSwitchesDocument, { fetchPolicy: 'cache-and-network' });
  const depts = useQuery(RegisterDepartmentsDocument, { fetchPolicy: 'cache-and-network' });
  const captcha = useCaptcha(site.captchaEnabled);
  const [register, { loading }] = useMutation(RegisterDocument);
  const [values, setValues] = useState({
    userName: '',
    password: '',
    confirm: '',
    realName: '',
    familyName: '',
    className: '',
    deptCode: '',
    captcha: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [pending, setPending] = useState(false);

  const open = switches.data?.switchConfig.userReg === true;
  const picksDept = switches.data?.switchConfig.userDeptType === 0;
  const options = flattenDepartments((depts.data?.registerDepartments ?? []) as DeptNode[]);

  function set(key: keyof typeof values, value: string) {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key as FieldName] !== undefined) setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function validate(): Partial<Record<FieldName, string>> {
    const required = intl.formatMessage({ id: 'sys.common.required' });
    const next: Partial<Record<FieldName, string>> = {};
    if (values.userName.trim() === '') next.userName = required;
    else if (/\s/.test(values.userName.trim())) {
      next.userName = intl.formatMessage({ id: 'sysUser.form.userName' });
    }
    const strength = checkPasswordStrength(values.password);
    if (values.password === '') next.password = required;
    else if (strength !== null) {
      next.password = intl.formatMessage(
        { id: STRENGTH_IDS[strength] },
        { min: PASSWORD_MIN, max: PASSWORD_MAX },
      );
    }
    if (values.confirm !== values.password) {
      next.confirm = intl.formatMessage({ id: 'profile.password.mismatch' });
    }
    if (values.realName.trim() === '') next.realName = required;
    if (values.className.trim() === '') next.className = required;
    if (picksDept && values.deptCode === '') next.deptCode = required;
    if (site.captchaEnabled && values.captcha.trim() === '') next.captcha = required;
    return next;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.values(found).some((v) => v !== undefined)) return;
    try {
      const { data } = await register({
        variables: {
          input: {
            userName: values.userName.trim(),
            password: values.password,
            realName: values.realName.trim(),
            familyName: values.familyName.trim(),
            className: values.className.trim(),
            ...(picksDept ? { deptCode: values.deptCode } : {}),
            ...(site.captchaEnabled
              ? { captchaKey: captcha.key ?? '', captchaValue: values.captcha.trim() }
              : {}),
          },
        },
      });
      if (data == null) return;
      if (data.register.token != null) await completeLogin(data.register.token);
      else setPending(true);
    } catch (error) {
      notifyError(error, intl);
      if (site.captchaEnabled) {
        set('captcha', '');
        captcha.refresh();
      }
    }
  }

  const backToLogin = (
    <Link asChild color="brand.fg" fontSize="sm" data-testid="register-to-login">
      <RouterLink to="/login">
        <FormattedMessage id="auth.register.toLogin" />
      </RouterLink>
    </Link>
  );

  let body;
  if (switches.data === undefined) {
    body = <Skeleton h="64" />;
  } else if (pending) {
    body = (
      <Stack gap="4">
        <Alert.Root status="success" data-testid="register-pending">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="error.REGISTRATION_PENDING_REVIEW" />
          </Alert.Title>
        </Alert.Root>
        {backToLogin}
      </Stack>
    );
  } else if (!open) {
    body = (
      <Stack gap="4">
        <Alert.Root status="info" data-testid="register-closed">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="error.REGISTRATION_CLOSED" />
          </Alert.Title>
        </Alert.Root>
        {backToLogin}
      </Stack>
    );
  } else {
    const err = (k: FieldName) => errors[k];
    body = (
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field
              label={<FormattedMessage id="auth.register.userName" />}
              required
              invalid={err('userName') !== undefined}
              errorText={err('userName')}
            >
              <Input
                name="username"
                autoComplete="username"
                maxLength={64}
                value={values.userName}
                onChange={(e) => set('userName', e.target.value)}
                data-testid="register-userName"
              />
            </Field>
            <Field
              label={<FormattedMessage id="auth.register.realName" />}
              required
              invalid={err('realName') !== undefined}
              errorText={err('realName')}
            >
              <Input
                name="realName"
                autoComplete="given-name"
                maxLength={100}
                value={values.realName}
                onChange={(e) => set('realName', e.target.value)}
                data-testid="register-realName"
              />
            </Field>
            <Field label={<FormattedMessage id="auth.register.familyName" />}>
              <Input
                name="familyName"
                autoComplete="family-name"
                maxLength={100}
                value={values.familyName}
                onChange={(e) => set('familyName', e.target.value)}
                data-testid="register-familyName"
              />
            </Field>
            <Field
              label={<FormattedMessage id="auth.register.className" />}
              required
              invalid={err('className') !== undefined}
              errorText={err('className')}
            >
              <Input
                name="className"
                maxLength={100}
                value={values.className}
                onChange={(e) => set('className', e.target.value)}
                data-testid="register-className"
              />
            </Field>
            <NewPasswordFields
              password={values.password}
              confirm={values.confirm}
              onPassword={(v) => set('password', v)}
              onConfirm={(v) => set('confirm', v)}
              passwordError={err('password')}
              confirmError={err('confirm')}
              testId="register-password"
            />
          </SimpleGrid>
          {picksDept && (
            <Field
              label={<FormattedMessage id="auth.register.dept" />}
              required
              invalid={err('deptCode') !== undefined}
              errorText={err('deptCode')}
            >
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={values.deptCode}
                  onChange={(e) => set('deptCode', e.currentTarget.value)}
                  data-testid="register-dept"
                >
                  <option value="">{intl.formatMessage({ id: 'auth.register.deptPick' })}</option>
                  {options.map((o) => (
                    <option key={o.deptCode} value={o.deptCode}>
                      {`${'\u3000'.repeat(o.depth)}${o.deptName}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field>
          )}
          {site.captchaEnabled && (
            <CaptchaField
              value={values.captcha}
              onChange={(v) => set('captcha', v)}
              error={err('captcha')}
              image={captcha.image}
              onRefresh={captcha.refresh}
              testId="register-captcha"
            />
          )}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            w="full"
            loading={loading}
            data-testid="register-submit"
          >
            <FormattedMessage id="auth.register.submit" />
          </Button>
          <HStack justify="center">{backToLogin}</HStack>
        </Stack>
      </form>
    );
  }

  return (
    <AuthLayout
      width="lg"
      heading={<FormattedMessage id="auth.register.heading" />}
      subtitle={<FormattedMessage id="auth.register.subtitle" />}
    >
      {body}
    </AuthLayout>
  );
}

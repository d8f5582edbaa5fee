import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, Input, Link, Stack, Tabs } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuScanFace } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { errorExtensions } from '../../app/errors/errorMessage';
import { useSession } from '../../app/session/SessionContext';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { graphql } from '../../gql';
import { LoginSwitchesDocument } from './accountDocuments';
import { CaptchaField } from './CaptchaImage';
import { ChatLoginButtons } from './ChatLoginButtons';
import { AuthLayout } from './AuthLayout';
import { FaceLoginDialog } from './FaceLoginDialog';
import { MobileLoginForm } from './MobileLoginForm';
import { useCaptcha } from './useCaptcha';
import { useCompleteLogin } from './useCompleteLogin';

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        id
        roleType
      }
    }
  }
`);

export { LoginSwitchesDocument };

type FieldName = 'username' | 'password' | 'captcha';
type Errors = Partial<Record<FieldName, string>>;

/**
 * The login page: account and password, and (switch mobileLogin) a phone tab for SMS login; face
 * login and the registration link follow their switches.
 */
export function LoginPage() {
  const intl = useIntl();
  const completeLogin = useCompleteLogin();
  const { site } = useSession();
  // Face login is offered only while its switch is on (a failed read leaves it off).
  const switches = useQuery(LoginSwitchesDocument, { fetchPolicy: 'cache-and-network' });
  const faceLoginOn = switches.data?.switchConfig.faceLogin === true;
  const mobileLoginOn = switches.data?.switchConfig.mobileLogin === true;
  const registerOn = switches.data?.switchConfig.userReg === true;
  const [tab, setTab] = useState<'account' | 'mobile'>('account');
  const [faceDialog, setFaceDialog] = useState(false);
  // The server may demand a captcha for an account with recent failed logins even when the site
  // has it off; the form shows one from then on.
  const [captchaDemanded, setCaptchaDemanded] = useState(false);
  const captchaEnabled = site.captchaEnabled || captchaDemanded;
  const captcha = useCaptcha(captchaEnabled);
  const [login, { loading }] = useMutation(LoginDocument);

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaValue, setCaptchaValue] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const required: Record<FieldName, string> = {
    username: intl.formatMessage({ id: 'auth.login.usernameRequired' }),
    password: intl.formatMessage({ id: 'auth.login.passwordRequired' }),
    captcha: intl.formatMessage({ id: 'auth.login.captchaRequired' }),
  };

  function validate(): Errors {
    const next: Errors = {};
    if (username.trim() === '') next.username = required.username;
    if (password === '') next.password = required.password;
    if (captchaEnabled && captchaValue.trim() === '') next.captcha = required.captcha;
    return next;
  }

  function clearError(field: FieldName) {
    if (errors[field] !== undefined) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.values(found).some((v) => v !== undefined)) return;
    try {
      const { data } = await login({
        variables: {
          input: {
            username: username.trim(),
            password,
            // Left out (not null) when captcha is off: the server's input schema refuses null.
            ...(captchaEnabled
              ? { captchaKey: captcha.key, captchaValue: captchaValue.trim() }
              : {}),
          },
        },
      });
      if (data == null) return;
      await completeLogin(data.login.token);
    } catch (error) {
      notifyError(error, intl);
      if (errorExtensions(error).subCode === 'LOGIN_CAPTCHA_REQUIRED') setCaptchaDemanded(true);
      // A captcha is good for one attempt: always show a fresh one after a failure.
      if (captchaEnabled) {
        setCaptchaValue('');
        captcha.refresh();
      }
    }
  }

  const accountForm = (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="4">
        <Field
          label={<FormattedMessage id="auth.login.username" />}
          required
          invalid={errors.username !== undefined}
          errorText={errors.username}
        >
          <Input
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            placeholder={intl.formatMessage({ id: 'auth.login.usernamePlaceholder' })}
            onChange={(e) => {
              setUsername(e.target.value);
              clearError('username');
            }}
            data-testid="login-username"
          />
        </Field>
        <Field
          label={<FormattedMessage id="auth.login.password" />}
          required
          invalid={errors.password !== undefined}
          errorText={errors.password}
        >
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            placeholder={intl.formatMessage({ id: 'auth.login.passwordPlaceholder' })}
            onChange={(e) => {
              setPassword(e.target.value);
              clearError('password');
            }}
            data-testid="login-password"
          />
        </Field>
        {captchaEnabled && (
          <CaptchaField
            value={captchaValue}
            onChange={(v) => {
              setCaptchaValue(v);
              clearError('captcha');
            }}
            error={errors.captcha}
            image={captcha.image}
            onRefresh={captcha.refresh}
            testId="login-captcha"
          />
        )}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          w="full"
          mt="2"
          loading={loading}
          data-testid="login-submit"
        >
          <FormattedMessage id="auth.login.submit" />
        </Button>
        {faceLoginOn && (
          <Button
            type="button"
            variant="outline"
            colorPalette="brand"
            size="lg"
            w="full"
            onClick={() => setFaceDialog(true)}
            data-testid="login-face"
          >
            <LuScanFace />
            <FormattedMessage id="auth.face.open" />
          </Button>
        )}
      </Stack>
    </form>
  );

  return (
    <AuthLayout
      heading={<FormattedMessage id="auth.login.heading" />}
      subtitle={<FormattedMessage id="auth.login.subtitle" />}
    >
      {mobileLoginOn ? (
        <Tabs.Root
          value={tab}
          onValueChange={(e) => setTab(e.value === 'mobile' ? 'mobile' : 'account')}
          variant="line"
          colorPalette="brand"
          fitted
          lazyMount
        >
          <Tabs.List mb="5">
            <Tabs.Trigger value="account" data-testid="login-tab-account">
              <FormattedMessage id="auth.login.tabAccount" />
            </Tabs.Trigger>
            <Tabs.Trigger value="mobile" data-testid="login-tab-mobile">
              <FormattedMessage id="auth.login.tabMobile" />
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="account" p="0">
            {accountForm}
          </Tabs.Content>
          <Tabs.Content value="mobile" p="0">
            <MobileLoginForm />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        accountForm
      )}
      <HStack justify="space-between" mt="5" fontSize="sm">
        <Link asChild color="brand.fg" data-testid="login-forgot">
          <RouterLink to="/forgot">
            <FormattedMessage id="auth.login.forgot" />
          </RouterLink>
        </Link>
        {registerOn && (
          <Link asChild color="brand.fg" data-testid="login-register">
            <RouterLink to="/register">
              <FormattedMessage id="auth.login.register" />
            </RouterLink>
          </Link>
        )}
      </HStack>
      <ChatLoginButtons />
      {faceDialog && <FaceLoginDialog onClose={() => setFaceDialog(false)} />}
    </AuthLayout>
  );
}

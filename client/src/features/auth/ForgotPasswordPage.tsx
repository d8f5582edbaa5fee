import { useMutation } from '@apollo/client/react';
import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { NewPasswordFields } from '../../components/ui/password-field';
import { checkPasswordStrength, PASSWORD_MAX, PASSWORD_MIN } from '../profile/passwordPolicy';
import { ResetPasswordDocument } from './accountDocuments';
import { AuthLayout } from './AuthLayout';
import { CaptchaField } from './CaptchaImage';
import { STRENGTH_IDS } from './registerForm';
import { isMobile } from './mobileRules';
import { SmsCodeFields } from './SmsCodeFields';
import { useDemandedCaptcha } from './useDemandedCaptcha';

type FieldName = 'mobile' | 'code' | 'password' | 'confirm' | 'captcha';

/**
 * /forgot: a code sent to the linked number sets a new password; every session of the account
 * ends, and the learner logs in again with the new password. The captcha shows once the server
 * asks for it (several failed codes from this address).
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [values, setValues] = useState({ mobile: '', code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const captcha = useDemandedCaptcha();

  function set(key: FieldName, value: string) {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key] !== undefined) setErrors((e) => ({ ...e, [key]: undefined }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Partial<Record<FieldName, string>> = {};
    if (!isMobile(values.mobile))
      next.mobile = intl.formatMessage({ id: 'auth.sms.mobileInvalid' });
    if (values.code.trim() === '') next.code = intl.formatMessage({ id: 'auth.sms.codeRequired' });
    const strength = checkPasswordStrength(values.password);
    if (values.password === '') next.password = intl.formatMessage({ id: 'sys.common.required' });
    else if (strength !== null) {
      next.password = intl.formatMessage(
        { id: STRENGTH_IDS[strength] },
        { min: PASSWORD_MIN, max: PASSWORD_MAX },
      );
    }
    if (values.confirm !== values.password) {
      next.confirm = intl.formatMessage({ id: 'profile.password.mismatch' });
    }
    if (captcha.demanded && captcha.value.trim() === '') {
      next.captcha = intl.formatMessage({ id: 'auth.login.captchaRequired' });
    }
    setErrors(next);
    if (Object.values(next).some((v) => v !== undefined)) return;
    try {
      await reset({
        variables: {
          input: {
            mobile: values.mobile,
            smsCode: values.code.trim(),
            password: values.password,
            confirm: values.confirm,
            ...captcha.input(),
          },
        },
      });
      notifySuccess(intl.formatMessage({ id: 'auth.forgot.done' }));
      await navigate('/login', { replace: true });
    } catch (error) {
      notifyError(error, intl);
      captcha.failed(error);
    }
  }

  return (
    <AuthLayout
      heading={<FormattedMessage id="auth.forgot.heading" />}
      subtitle={<FormattedMessage id="auth.forgot.subtitle" />}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="4">
          <SmsCodeFields
            smsType="reset"
            mobile={values.mobile}
            onMobile={(v) => set('mobile', v)}
            mobileError={errors.mobile}
            code={values.code}
            onCode={(v) => set('code', v)}
            codeError={errors.code}
            testId="forgot-sms"
          />
          <NewPasswordFields
            password={values.password}
            confirm={values.confirm}
            onPassword={(v) => set('password', v)}
            onConfirm={(v) => set('confirm', v)}
            passwordError={errors.password}
            confirmError={errors.confirm}
            testId="forgot-password"
          />
          {captcha.demanded && (
            <CaptchaField
              value={captcha.value}
              onChange={(v) => {
                captcha.setValue(v);
                if (errors.captcha !== undefined) setErrors((e) => ({ ...e, captcha: undefined }));
              }}
              error={errors.captcha}
              image={captcha.captcha.image}
              onRefresh={captcha.captcha.refresh}
              name="forgot-captcha"
              testId="forgot-captcha"
            />
          )}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            w="full"
            loading={loading}
            data-testid="forgot-submit"
          >
            <FormattedMessage id="auth.forgot.submit" />
          </Button>
          <HStack justify="center">
            <Link asChild color="brand.fg" fontSize="sm" data-testid="forgot-to-login">
              <RouterLink to="/login">
                <FormattedMessage id="auth.register.toLogin" />
              </RouterLink>
            </Link>
          </HStack>
        </Stack>
      </form>
    </AuthLayout>
  );
}

import { useMutation } from '@apollo/client/react';
import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError } from '../../app/errors/notify';
import { MobileLoginDocument } from './accountDocuments';
import { CaptchaField } from './CaptchaImage';
import { isMobile } from './mobileRules';
import { SmsCodeFields } from './SmsCodeFields';
import { useCompleteLogin } from './useCompleteLogin';
import { useDemandedCaptcha } from './useDemandedCaptcha';

/** SMS login: a linked number and the code sent to it (and the captcha once the server asks). */
export function MobileLoginForm() {
  const intl = useIntl();
  const completeLogin = useCompleteLogin();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string; captcha?: string }>({});
  const [login, { loading }] = useMutation(MobileLoginDocument);
  const captcha = useDemandedCaptcha();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: { mobile?: string; code?: string; captcha?: string } = {};
    if (!isMobile(mobile)) next.mobile = intl.formatMessage({ id: 'auth.sms.mobileInvalid' });
    if (code.trim() === '') next.code = intl.formatMessage({ id: 'auth.sms.codeRequired' });
    if (captcha.demanded && captcha.value.trim() === '') {
      next.captcha = intl.formatMessage({ id: 'auth.login.captchaRequired' });
    }
    setErrors(next);
    if (Object.values(next).some((v) => v !== undefined)) return;
    try {
      const { data } = await login({
        variables: { input: { mobile, smsCode: code.trim(), ...captcha.input() } },
      });
      if (data == null) return;
      await completeLogin(data.mobileLogin.token);
    } catch (error) {
      notifyError(error, intl);
      captcha.failed(error);
    }
  }

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.login.tabMobile' })}
    >
      <Stack gap="4">
        <SmsCodeFields
          smsType="login"
          mobile={mobile}
          onMobile={(v) => {
            setMobile(v);
            setErrors((e) => ({ ...e, mobile: undefined }));
          }}
          mobileError={errors.mobile}
          code={code}
          onCode={(v) => {
            setCode(v);
            setErrors((e) => ({ ...e, code: undefined }));
          }}
          codeError={errors.code}
          testId="login-sms"
        />
        {captcha.demanded && (
          <CaptchaField
            value={captcha.value}
            onChange={(v) => {
              captcha.setValue(v);
              setErrors((e) => ({ ...e, captcha: undefined }));
            }}
            error={errors.captcha}
            image={captcha.captcha.image}
            onRefresh={captcha.captcha.refresh}
            name="login-sms-captcha"
            testId="login-sms-answer-captcha"
          />
        )}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          w="full"
          mt="2"
          loading={loading}
          data-testid="login-sms-submit"
        >
          <FormattedMessage id="auth.login.submit" />
        </Button>
      </Stack>
    </form>
  );
}

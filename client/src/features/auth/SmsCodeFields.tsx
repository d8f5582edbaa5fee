import { useMutation } from '@apollo/client/react';
import { Button, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorExtensions } from '../../app/errors/errorMessage';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { useSession } from '../../app/session/SessionContext';
import { Field } from '../../components/ui/field';
import { SendSmsCodeDocument } from './accountDocuments';
import { CaptchaField } from './CaptchaImage';
import { isMobile, mobileInput } from './mobileRules';
import { useCaptcha } from './useCaptcha';
import { useCountdown } from './useCountdown';

export type SmsType = 'login' | 'reset' | 'bind';

/**
 * The SMS form: mobile number, the picture captcha (when the site has it on) and the code with
 * its send button, which waits 60 s (or what the server says) before another code. The captcha is
 * good for one request, so a new picture follows every send.
 */
export function SmsCodeFields(props: {
  smsType: SmsType;
  mobile: string;
  onMobile: (v: string) => void;
  mobileError?: string;
  /** The number is given (unlinking the linked one). */
  mobileReadOnly?: boolean;
  code: string;
  onCode: (v: string) => void;
  codeError?: string;
  testId: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const intl = useIntl();
  const { site } = useSession();
  const captchaOn = site.captchaEnabled;
  const captcha = useCaptcha(captchaOn);
  const [captchaValue, setCaptchaValue] = useState('');
  const [localErrors, setLocalErrors] = useState<{ mobile?: string; captcha?: string }>({});
  const countdown = useCountdown();
  const [send, { loading }] = useMutation(SendSmsCodeDocument);

  async function sendCode() {
    const next: { mobile?: string; captcha?: string } = {};
    if (!isMobile(props.mobile)) next.mobile = intl.formatMessage({ id: 'auth.sms.mobileInvalid' });
    if (captchaOn && captchaValue.trim() === '') {
      next.captcha = intl.formatMessage({ id: 'auth.login.captchaRequired' });
    }
    setLocalErrors(next);
    if (next.mobile !== undefined || next.captcha !== undefined) return;
    try {
      const { data } = await send({
        variables: {
          input: {
            smsType: props.smsType,
            mobile: props.mobile.trim(),
            ...(captchaOn
              ? { captchaKey: captcha.key ?? '', captchaValue: captchaValue.trim() }
              : {}),
          },
        },
      });
      countdown.start(data?.sendSmsCode.waitSeconds ?? 60);
      notifySuccess(intl.formatMessage({ id: 'auth.sms.sent' }));
    } catch (error) {
      const ext = errorExtensions(error);
      if (ext.subCode === 'SMS_RESEND_WAIT' && typeof ext.args?.n === 'number') {
        countdown.start(ext.args.n);
      }
      notifyError(error, intl);
    } finally {
      if (captchaOn) {
        setCaptchaValue('');
        captcha.refresh();
      }
    }
  }

  const mobileError = localErrors.mobile ?? props.mobileError;
  return (
    <>
      <Field
        label={<FormattedMessage id="auth.sms.mobile" />}
        required
        invalid={mobileError !== undefined}
        errorText={mobileError}
      >
        <Input
          size={props.size}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          readOnly={props.mobileReadOnly}
          value={props.mobile}
          placeholder={intl.formatMessage({ id: 'auth.sms.mobilePlaceholder' })}
          onChange={(e) => {
            props.onMobile(mobileInput(e.target.value));
            if (localErrors.mobile !== undefined)
              setLocalErrors((x) => ({ ...x, mobile: undefined }));
          }}
          data-testid={`${props.testId}-mobile`}
        />
      </Field>
      {captchaOn && (
        <CaptchaField
          value={captchaValue}
          onChange={(v) => {
            setCaptchaValue(v);
            if (localErrors.captcha !== undefined) {
              setLocalErrors((x) => ({ ...x, captcha: undefined }));
            }
          }}
          error={localErrors.captcha}
          image={captcha.image}
          onRefresh={captcha.refresh}
          testId={`${props.testId}-captcha`}
          name="smsCaptcha"
          size={props.size}
          helperText={<FormattedMessage id="auth.sms.captchaHelp" />}
        />
      )}
      <Field
        label={<FormattedMessage id="auth.sms.code" />}
        required
        invalid={props.codeError !== undefined}
        errorText={props.codeError}
      >
        <HStack w="full" gap="3" align="stretch">
          <Input
            size={props.size}
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            flex="1"
            value={props.code}
            placeholder={intl.formatMessage({ id: 'auth.sms.codePlaceholder' })}
            onChange={(e) => props.onCode(e.target.value.replace(/\D/g, ''))}
            data-testid={`${props.testId}-code`}
          />
          <Button
            type="button"
            variant="outline"
            colorPalette="brand"
            size={props.size}
            minW="32"
            loading={loading}
            disabled={countdown.left > 0}
            onClick={() => void sendCode()}
            data-testid={`${props.testId}-send`}
          >
            {countdown.left > 0 ? (
              <FormattedMessage id="auth.sms.resendIn" values={{ n: countdown.left }} />
            ) : (
              <FormattedMessage id="auth.sms.send" />
            )}
          </Button>
        </HStack>
      </Field>
    </>
  );
}

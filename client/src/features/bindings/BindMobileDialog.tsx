import { useMutation } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { FormDialog } from '../../components/ui/form-dialog';
import { isMobile } from '../auth/mobileRules';
import { SmsCodeFields } from '../auth/SmsCodeFields';
import { BindMobileDocument, UnbindMobileDocument } from './bindingDocuments';

/**
 * Links a mobile number, or unlinks the linked one: the number, the picture captcha, the code
 * sent to the number (60 s between codes), and the confirming button.
 */
export function BindMobileDialog(props: {
  /** The linked number when unlinking; null to link one. */
  linked: string | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const unbinding = props.linked !== null;
  const [mobile, setMobile] = useState(props.linked ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [bind, binding] = useMutation(BindMobileDocument);
  const [unbind, unbindingState] = useMutation(UnbindMobileDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: { mobile?: string; code?: string } = {};
    if (!isMobile(mobile)) next.mobile = intl.formatMessage({ id: 'auth.sms.mobileInvalid' });
    if (code.trim() === '') next.code = intl.formatMessage({ id: 'auth.sms.codeRequired' });
    setErrors(next);
    if (next.mobile !== undefined || next.code !== undefined) return;
    const input = { mobile, smsCode: code.trim() };
    try {
      if (unbinding) await unbind({ variables: { input } });
      else await bind({ variables: { input } });
      notifySuccess(
        intl.formatMessage({ id: unbinding ? 'bindings.action.unbound' : 'bindings.mobile.bound' }),
      );
      props.onDone();
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return (
    <FormDialog
      title={
        <FormattedMessage
          id={unbinding ? 'bindings.mobile.unbindTitle' : 'bindings.mobile.bindTitle'}
        />
      }
      testId="bind-mobile-dialog"
      saveTestId="bind-mobile-confirm"
      saving={binding.loading || unbindingState.loading}
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="4">
        <SmsCodeFields
          smsType="bind"
          mobile={mobile}
          onMobile={(v) => {
            setMobile(v);
            setErrors((x) => ({ ...x, mobile: undefined }));
          }}
          mobileError={errors.mobile}
          mobileReadOnly={unbinding}
          code={code}
          onCode={(v) => {
            setCode(v);
            setErrors((x) => ({ ...x, code: undefined }));
          }}
          codeError={errors.code}
          testId="bind-mobile"
          size="sm"
        />
      </Stack>
    </FormDialog>
  );
}

import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Field } from './field';
import { PasswordInput } from './password-input';

export interface PasswordFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The problem to show; the field is invalid while there is one. */
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  testId: string;
  size?: 'sm';
  required?: boolean;
  helperText?: ReactNode;
}

/** A labelled password input with a show / hide toggle and its problem below it. */
export function PasswordField(props: PasswordFieldProps) {
  return (
    <Field
      label={props.label}
      required={props.required ?? true}
      invalid={props.error !== undefined}
      errorText={props.error}
      helperText={props.helperText}
    >
      <PasswordInput
        size={props.size}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
      />
    </Field>
  );
}

/** The new password and its repetition; test ids are `<testId>-new` and `<testId>-confirm`. */
export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordError: string | undefined;
  confirmError: string | undefined;
  testId: string;
  size?: 'sm';
}) {
  return (
    <>
      <PasswordField
        label={<FormattedMessage id="profile.password.new" />}
        autoComplete="new-password"
        size={props.size}
        value={props.password}
        onChange={props.onPassword}
        error={props.passwordError}
        testId={`${props.testId}-new`}
      />
      <PasswordField
        label={<FormattedMessage id="profile.password.confirm" />}
        autoComplete="new-password"
        size={props.size}
        value={props.confirm}
        onChange={props.onConfirm}
        error={props.confirmError}
        testId={`${props.testId}-confirm`}
      />
    </>
  );
}

import type { IntlShape } from 'react-intl';
import { NOTIFICATION_MS, toaster } from '../../components/ui/toaster';
import { currentIntl } from '../../i18n/intl';
import { errorMessage, isSessionError } from './errorMessage';

/**
 * Shows an error as a 2 s error notification with the catalogue text. Session errors are skipped:
 * the Apollo error link already reset the token, told the user and sent them to the login page.
 */
export function notifyError(error: unknown, intl: IntlShape = currentIntl()): void {
  if (isSessionError(error)) return;
  toaster.create({ type: 'error', title: errorMessage(intl, error), duration: NOTIFICATION_MS });
}

/** Shows an already translated message as an error notification (2 s). */
export function notifyErrorText(text: string): void {
  toaster.create({ type: 'error', title: text, duration: NOTIFICATION_MS });
}

/** Shows an already translated message as a success notification (2 s). */
export function notifySuccess(text: string): void {
  toaster.create({ type: 'success', title: text, duration: NOTIFICATION_MS });
}

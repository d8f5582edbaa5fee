import type { IntlShape } from 'react-intl';
import { NOTIFICATION_MS, toaster } from '../../components/ui/toaster';
import { currentIntl } from '../../i18n/intl';
import { errorMessage, isSessionError } from './errorMessage';
import { isLicenceError } from './licence';

type ToastType = 'error' | 'success';

/**
 * Toasts are queued as a microtask: callers may be effects or render-time code, and the toaster's
 * store flushes synchronously, which React does not allow while it is rendering.
 */
function show(type: ToastType, title: string): void {
  queueMicrotask(() => {
    toaster.create({ type, title, duration: NOTIFICATION_MS });
  });
}

/**
 * Shows an error as a 2 s error notification with the catalogue text. Session and licence errors
 * are skipped: the Apollo error link (or the REST layer) already told the user and sent them to
 * the login or licence page.
 */
export function notifyError(error: unknown, intl: IntlShape = currentIntl()): void {
  if (isSessionError(error) || isLicenceError(error)) return;
  show('error', errorMessage(intl, error));
}

/** Shows an already translated message as an error notification (2 s). */
export function notifyErrorText(text: string): void {
  show('error', text);
}

/** Shows an already translated message as a success notification (2 s). */
export function notifySuccess(text: string): void {
  show('success', text);
}

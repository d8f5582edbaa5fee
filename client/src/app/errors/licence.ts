/**
 * Code 10010015 (LICENSE_INVALID): the platform's licence has ended or no longer verifies. Any
 * call answering it (REST envelope or GraphQL sub-code) sends the user, once, to the licence page
 * with the message; the page shows the state and lets an administrator install a new licence.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { currentIntl } from '../../i18n/intl';
import { currentPath, navigateTo } from '../session/navigation';
import { notifyErrorText } from './notify';
import { RestError } from './restError';

export const LICENSE_INVALID_CODE = 10010015;
export const LICENCE_PATH = '/license';

/** Whether an error (REST or GraphQL) is the lapsed-licence answer. */
export function isLicenceError(error: unknown): boolean {
  if (RestError.is(error)) return error.code === LICENSE_INVALID_CODE;
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some((e) => {
    const ext = e.extensions;
    return ext?.subCode === 'LICENSE_INVALID' || ext?.legacyCode === LICENSE_INVALID_CODE;
  });
}

function onLicencePage(path: string): boolean {
  return (
    path === LICENCE_PATH ||
    path.startsWith(`${LICENCE_PATH}/`) ||
    path.startsWith(`${LICENCE_PATH}?`)
  );
}

/** The licence page, remembering the page the user was on. */
export function licencePath(from: string): string {
  if (from === '/' || onLicencePage(from)) return LICENCE_PATH;
  return `${LICENCE_PATH}?redirect=${encodeURIComponent(from)}`;
}

/** Says the licence has lapsed and opens the licence page (nothing when already there). */
export function handleLicenceLapsed(): void {
  const path = currentPath();
  if (onLicencePage(path)) return;
  notifyErrorText(currentIntl().formatMessage({ id: 'error.LICENSE_INVALID' }));
  navigateTo(licencePath(path));
}

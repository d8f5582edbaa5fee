import type { IntlShape } from 'react-intl';

/**
 * Date and time as 2026/11/22 09:05 (zh) or 11/22/2026, 09:05 (en); '' for no value. Accepts the
 * API's DateTimeISO strings (typed `unknown` by codegen) and dates.
 */
export function formatDateTime(intl: IntlShape, value: unknown): string {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  if (date === null || Number.isNaN(date.getTime())) return '';
  return intl.formatDate(date, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

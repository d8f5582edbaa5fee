import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { getLocale, intlTag, type Locale } from './locale';
import { MESSAGES } from './messages';

const cache = createIntlCache();
const instances = new Map<Locale, IntlShape>();

/** One react-intl instance per language, shared by React (RawIntlProvider) and non-React code. */
export function intlFor(locale: Locale): IntlShape {
  let intl = instances.get(locale);
  if (intl === undefined) {
    intl = createIntl(
      {
        locale: intlTag(locale),
        defaultLocale: 'zh-CN',
        messages: MESSAGES[locale],
        onError: (err) => {
          if (import.meta.env.DEV) console.warn(err.message);
        },
      },
      cache,
    );
    instances.set(locale, intl);
  }
  return intl;
}

/** The instance for the language currently chosen (for links, toasts outside components). */
export function currentIntl(): IntlShape {
  return intlFor(getLocale());
}

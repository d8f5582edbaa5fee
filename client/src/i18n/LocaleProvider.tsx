import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { intlFor } from './intl';
import { getLocale, setLocale, subscribeLocale, type Locale } from './locale';

export function useLocale(): [Locale, (next: Locale) => void] {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  return [locale, setLocale];
}

/** Provides react-intl for the chosen language; switching re-renders at once (no reload). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  }, [locale]);
  return <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>;
}

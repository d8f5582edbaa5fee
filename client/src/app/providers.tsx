import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { LocaleProvider, useLocale } from '../i18n/LocaleProvider';
import { apolloClient } from './apollo';
import { system } from './theme';

/** After a language switch, refetch what is on screen so server-rendered texts follow. */
function RefetchOnLocaleChange() {
  const [locale] = useLocale();
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    void apolloClient.refetchQueries({ include: 'active' });
  }, [locale]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider>
        <ApolloProvider client={apolloClient}>
          <RefetchOnLocaleChange />
          {children}
          <Toaster />
        </ApolloProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}

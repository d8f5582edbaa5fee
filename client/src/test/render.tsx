import type { ApolloLink } from '@apollo/client';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { system } from '../app/theme';
import { EMPTY_SITE, SessionContext, type Session } from '../app/session/SessionContext';
import { LocaleProvider } from '../i18n/LocaleProvider';

export interface RenderOptions {
  mocks?: MockedProviderProps['mocks'];
  session?: Partial<Session>;
  path?: string;
  /** A link of its own (e.g. mocks plus a MockSubscriptionLink); `mocks` is then ignored. */
  link?: ApolloLink;
}

/** Renders UI with the app's providers: Chakra, react-intl, mocked Apollo, router, session. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const session: Session = { user: null, menu: [], site: EMPTY_SITE, ...options.session };
  return render(
    <ChakraProvider value={system}>
      <LocaleProvider>
        <MockedProvider mocks={options.mocks ?? []} link={options.link}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
          </MemoryRouter>
        </MockedProvider>
      </LocaleProvider>
    </ChakraProvider>,
  );
}

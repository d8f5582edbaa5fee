import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { currentIntl } from '../i18n/intl';
import { getLocale } from '../i18n/locale';
import { isSessionError } from './errors/errorMessage';
import { handleLicenceLapsed, isLicenceError } from './errors/licence';
import { notifyErrorText } from './errors/notify';
import { isWhitelisted, loginPath } from './guard/decideRoute';
import { currentPath, navigateTo } from './session/navigation';
import {
  clearToken,
  getToken,
  hasSession,
  isSessionEndingHere,
  subscribeToken,
  type ClearTokenOptions,
} from './session/token';
import { wsRetryWait } from './wsRetry';

export const GRAPHQL_PATH = '/graphql';

/** Operations whose "not logged in" answer is expected and must not end the session again. */
const SESSION_ERROR_EXEMPT = new Set(['Logout']);

function wsUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

/**
 * Headers every HTTP request carries: the UI language, and the token of a sign-in made in this tab
 * (otherwise the browser's HttpOnly session cookie signs the call).
 */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': getLocale() };
  const token = getToken();
  if (token !== null) headers.token = token;
  return headers;
}

let activeSocket: WebSocket | null = null;

const wsClient = createClient({
  url: wsUrl,
  lazy: true,
  // The server reads the token from the connection_init payload, else the upgrade's cookie.
  connectionParams: () => {
    const token = getToken();
    return token === null ? {} : { token };
  },
  on: {
    connected: (socket) => {
      activeSocket = socket as WebSocket;
    },
    closed: () => {
      activeSocket = null;
    },
  },
  // A learner's exam channel must come back after any server outage: retry without end, the
  // delay capped (fatal close codes still end the subscriptions; their hooks resubscribe).
  retryAttempts: Number.POSITIVE_INFINITY,
  retryWait: wsRetryWait,
});

// A new or cleared token must not keep riding on a socket authenticated as someone else:
// close it; graphql-ws reconnects active subscriptions with the new connection_init payload.
subscribeToken(() => {
  if (activeSocket !== null && activeSocket.readyState === WebSocket.OPEN) {
    activeSocket.close(4205, 'Client Restart');
  }
});

const authLink = new SetContextLink((prevContext) => ({
  headers: { ...(prevContext.headers as Record<string, string> | undefined), ...requestHeaders() },
}));

const errorLink = new ErrorLink(({ error, operation }) => {
  if (SESSION_ERROR_EXEMPT.has(operation.operationName ?? '')) return;
  if (isSessionError(error)) handleSessionExpired();
  else if (isLicenceError(error)) handleLicenceLapsed();
});

const transportLink = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  new GraphQLWsLink(wsClient),
  ApolloLink.from([authLink, new HttpLink({ uri: GRAPHQL_PATH })]),
);

/**
 * Learner question views carry per-training state (checked options, verdicts) under the question's
 * own id: the same question in two trainings must not share one cache entry, so they are stored
 * inside the query or mutation result that returned them.
 */
export const cacheTypePolicies = {
  TrainingQuestion: { keyFields: false },
  TrainingOption: { keyFields: false },
} as const;

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, transportLink]),
  cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
});

/**
 * Forgets the session on this device: token, session cookie and every cached result. `onPurpose` (log out,
 * password change, failed load) sends the user to a plain /login rather than back to this page.
 */
export function endSession(options: ClearTokenOptions = {}): void {
  clearToken(options);
  void apolloClient.clearStore();
}

/**
 * The server said the session is gone (UNAUTHENTICATED / NOT_LOGGED_IN, or code 10010002 from a
 * REST call): reset the token, say so once, and send the user to the login page with a way back.
 */
export function handleSessionExpired(): void {
  if (hasSession()) {
    endSession();
    notifyErrorText(currentIntl().formatMessage({ id: 'error.NOT_LOGGED_IN' }));
  }
  const path = currentPath();
  if (!isWhitelisted(path)) navigateTo(loginPath(path));
}

/**
 * The server ended this session elsewhere (log out in another tab, password change, a newer login
 * with loginTick): forget it, say so, and open the login page with a way back.
 */
export function handleSessionRevoked(): void {
  if (!hasSession() || isSessionEndingHere()) return;
  endSession();
  notifyErrorText(currentIntl().formatMessage({ id: 'app.session.revoked' }));
  const path = currentPath();
  if (!isWhitelisted(path)) navigateTo(loginPath(path));
}

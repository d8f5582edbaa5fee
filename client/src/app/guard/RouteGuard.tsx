import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  Navigate,
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
} from 'react-router-dom';
import { useLocale } from '../../i18n/LocaleProvider';
import { PageSpinner } from '../../components/ui/page-spinner';
import { endSession } from '../apollo';
import { isSessionError } from '../errors/errorMessage';
import { isLicenceError } from '../errors/licence';
import { notifyError, notifyErrorText } from '../errors/notify';
import { matchMenu, toMenuTree } from '../layouts/admin/menu';
import { EMPTY_SITE, SessionContext, type Session } from '../session/SessionContext';
import { SessionBootstrapDocument, SitePublicConfigDocument } from '../session/sessionDocuments';
import { SessionRevokedWatcher } from '../session/SessionRevokedWatcher';
import { useHasToken, useSessionEndedOnPurpose } from '../session/token';
import { buildTitle } from '../title';
import { decideRoute, isAdminPath, LOGIN_PATH } from './decideRoute';

/** Static routes name their title by catalogue id in `handle`. */
export interface RouteHandle {
  titleId?: string;
}

function useRouteTitleId(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.titleId !== undefined) return handle.titleId;
  }
  return undefined;
}

/**
 * The root layout: loads site settings and (with a token) the user and their routes, applies
 * `decideRoute`, sets the page title and provides the session to the shells.
 */
export function RouteGuard() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hasToken = useHasToken();
  const endedOnPurpose = useSessionEndedOnPurpose();
  // Decide for where the user is going: a navigation under way (e.g. right after login) counts.
  const target = navigation.location ?? location;
  const path = `${target.pathname}${target.search}`;

  // Site settings: cache-first, so they are fetched only while siteName is unknown.
  const siteQuery = useQuery(SitePublicConfigDocument);
  const sessionQuery = useQuery(SessionBootstrapDocument, { skip: !hasToken });
  // The server titles the built-in screens in the request's language: ask again on a switch.
  const [locale] = useLocale();
  const localeSeen = useRef(locale);
  const { refetch: refetchSession } = sessionQuery;
  useEffect(() => {
    if (localeSeen.current === locale) return;
    localeSeen.current = locale;
    if (hasToken) void refetchSession();
  }, [hasToken, locale, refetchSession]);

  const data = hasToken ? sessionQuery.data : undefined;
  const loadError = hasToken ? sessionQuery.error : undefined;
  const menu = useMemo(() => toMenuTree(data?.myRoutes ?? []), [data]);
  const site = siteQuery.data?.sitePublicConfig ?? EMPTY_SITE;

  const decision = decideRoute({
    path,
    hasToken,
    rolesLoaded: data !== undefined,
    roleType: data?.me.roleType,
    routes: data?.myRoutes,
  });

  // Loading the user failed for a reason other than an ended session (those are handled by the
  // Apollo error link): clear the token, show the error, go to the login page.
  useEffect(() => {
    if (loadError === undefined || isSessionError(loadError) || isLicenceError(loadError)) return;
    notifyError(loadError, intl);
    endSession({ onPurpose: true });
    void navigate(LOGIN_PATH, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [loadError]);

  useEffect(() => {
    if (siteQuery.error !== undefined) notifyError(siteQuery.error, intl);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [siteQuery.error]);

  const noAccessTarget = decision.kind === 'noAccess' ? decision.to : null;
  useEffect(() => {
    if (noAccessTarget === null) return;
    notifyErrorText(intl.formatMessage({ id: 'app.guard.noMenuAccess' }));
    endSession();
    void navigate(noAccessTarget, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per denial
  }, [noAccessTarget]);

  // Title: "route title - site name"; admin views take their title from the menu.
  const titleId = useRouteTitleId();
  const menuTitle = isAdminPath(location.pathname)
    ? matchMenu(menu, location.pathname)?.node.title
    : undefined;
  const routeTitle =
    menuTitle ?? (titleId !== undefined ? intl.formatMessage({ id: titleId }) : null);
  const siteName =
    site.siteName !== '' ? site.siteName : intl.formatMessage({ id: 'app.site.defaultName' });
  useEffect(() => {
    document.title = buildTitle(routeTitle, siteName);
  }, [routeTitle, siteName]);

  const session = useMemo<Session>(
    () => ({
      user:
        data === undefined
          ? null
          : {
              id: data.me.id,
              roleType: data.me.roleType,
              permissions: data.me.permissions,
              shell: data.me,
            },
      menu,
      site: { ...site, siteName },
    }),
    [data, menu, site, siteName],
  );

  const siteLoading = siteQuery.data === undefined && siteQuery.error === undefined;
  if (siteLoading) return <PageSpinner />;

  switch (decision.kind) {
    case 'redirect':
      // A navigation already under way (log in, log out) decides where we land.
      if (navigation.state !== 'idle') return <PageSpinner />;
      // After a deliberate log out there is no way back to the page the user was on.
      if (!hasToken && endedOnPurpose) return <Navigate to={LOGIN_PATH} replace />;
      return <Navigate to={decision.to} replace />;
    case 'load':
    case 'noAccess':
      return <PageSpinner />;
    case 'allow':
      return (
        <SessionContext.Provider value={session}>
          {session.user !== null && <SessionRevokedWatcher />}
          <Outlet />
        </SessionContext.Provider>
      );
  }
}

import { useApolloClient } from '@apollo/client/react';
import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { DrawerBody, DrawerContent, DrawerRoot } from '../../../components/ui/drawer';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { tagsStore, useTags, type TagTab } from '../../../features/admin-shell/tagsView';
import { TagsView } from '../../../features/admin-shell/TagsView';
import { useShellPreferences } from '../../../features/admin-shell/useShellPreferences';
import { NotFoundContent } from '../../../features/status/StatusContent';
import { useSession } from '../../session/SessionContext';
import { useIsDesktop } from '../common/useIsDesktop';
import { AdminNavbar, type Crumb } from './AdminNavbar';
import { AdminSidebar, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './AdminSidebar';
import {
  adminHomePath,
  adminMenu,
  firstView,
  isLayout,
  matchMenu,
  sidebarItems,
  type MenuMatch,
  type MenuNode,
} from './menu';
import { normalizeViewKey, renderView } from './viewRegistry';

const COLLAPSED_KEY = 'examhall.admin.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Views whose tab is fixed (cannot be closed): the dashboard. */
const FIXED_VIEWS = new Set(['dashboard/index', 'dashboard']);

function fixedTabs(nodes: readonly MenuNode[]): TagTab[] {
  const out: TagTab[] = [];
  for (const node of nodes) {
    if (!node.hidden && !isLayout(node) && FIXED_VIEWS.has(normalizeViewKey(node.component))) {
      out.push({ path: node.fullPath, title: node.title, fixed: true });
    }
    out.push(...fixedTabs(node.children));
  }
  return out;
}

export interface AdminShellProps {
  /** Content for a page that is not a menu view (e.g. the personal profile). */
  children?: ReactNode;
  /** Breadcrumb title for `children`. */
  title?: string;
}

/**
 * The back-office frame: sidebar built from `myRoutes` (a drawer below 992 px), top bar with
 * breadcrumbs, search and tools, the tabs of visited pages, and the current view resolved from
 * the menu's view key.
 */
export function AdminShell({ children, title }: AdminShellProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const { menu, site, user } = useSession();
  useShellPreferences();
  const isDesktop = useIsDesktop();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  // The mobile drawer is open for one location: following a link in it closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === location.pathname;

  const admin = useMemo(() => adminMenu(menu), [menu]);
  const items = useMemo(() => sidebarItems(admin), [admin]);
  const match = useMemo(() => matchMenu(admin, location.pathname), [admin, location.pathname]);
  const home = adminHomePath(menu) ?? '/';

  // Tag tabs: the fixed ones from the menu, then each page shown (this user's only).
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId !== null) tagsStore.claim(userId);
  }, [userId]);
  const tabs = useTags();
  const fixed = useMemo(() => fixedTabs(admin), [admin]);
  const fixedKey = fixed.map((t) => `${t.path}\u0000${t.title}`).join('\u0001');
  useEffect(() => {
    tagsStore.dispatch({ type: 'setFixed', tabs: fixed });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the fixed set changes
  }, [fixedKey]);
  const current: TagTab | null =
    children !== undefined
      ? { path: location.pathname, title: title ?? '' }
      : match !== null && !isLayout(match.node)
        ? { path: location.pathname, title: match.node.title }
        : null;
  const currentPath = current?.path ?? null;
  const currentTitle = current?.title ?? '';
  // The tab remembers the address with its query (detail pages: ?examId=, ?paperId=, ?id=).
  const currentHref = currentPath === null ? null : `${currentPath}${location.search}`;
  useEffect(() => {
    if (currentPath !== null)
      tagsStore.dispatch({
        type: 'visit',
        tab: { path: currentPath, title: currentTitle, href: currentHref ?? currentPath },
      });
  }, [currentPath, currentTitle, currentHref]);
  // Tabs of pages this user cannot open (another account used this browser tab) are not shown;
  // menu pages show the menu's current title.
  const visibleTabs = useMemo(
    () =>
      tabs.flatMap((tab) => {
        if (tab.path === currentPath) return [{ ...tab, title: currentTitle || tab.title }];
        const m = matchMenu(admin, tab.path);
        if (m !== null && !isLayout(m.node)) return [{ ...tab, title: m.node.title }];
        return tab.path.startsWith('/admin') ? [] : [tab];
      }),
    [tabs, admin, currentPath, currentTitle],
  );

  // Refresh re-mounts the page and refetches what is on screen.
  const [refreshKey, setRefreshKey] = useState(0);
  useEffect(() => {
    if (refreshKey > 0) void apollo.refetchQueries({ include: 'active' });
  }, [refreshKey, apollo]);

  useEffect(() => {
    try {
      localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    } catch {
      // not persisted; fine
    }
  }, [collapsed]);

  const crumbs: Crumb[] =
    children !== undefined
      ? [{ title: title ?? '' }]
      : match !== null
        ? match.trail.map((node) => ({
            title: node.title,
            to: isLayout(node) ? undefined : node.fullPath,
          }))
        : [{ title: intl.formatMessage({ id: 'status.notFound.title' }) }];

  const sidebar = (
    <AdminSidebar
      items={items}
      collapsed={isDesktop && collapsed}
      siteName={site.siteName}
      logo={site.backLogo}
      homePath={home}
      onExpand={() => setCollapsed(false)}
      onClose={isDesktop ? undefined : () => setDrawerOpenAt(null)}
    />
  );

  return (
    <Flex h="100vh" overflow="hidden" bg="bg.subtle">
      {isDesktop ? (
        <Box
          as="aside"
          w={collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH}
          flexShrink={0}
          transition="width 0.2s"
          h="full"
        >
          {sidebar}
        </Box>
      ) : (
        <DrawerRoot
          open={drawerOpen}
          placement="start"
          onOpenChange={(e) => setDrawerOpenAt(e.open ? location.pathname : null)}
        >
          <DrawerContent
            maxW={SIDEBAR_WIDTH}
            aria-label={intl.formatMessage({ id: 'admin.shell.menu' })}
          >
            <DrawerBody p="0">{sidebar}</DrawerBody>
          </DrawerContent>
        </DrawerRoot>
      )}
      <Flex direction="column" flex="1" minW="0">
        <AdminNavbar
          crumbs={crumbs}
          isDesktop={isDesktop}
          collapsed={collapsed}
          onToggleSidebar={() =>
            isDesktop ? setCollapsed((c) => !c) : setDrawerOpenAt(location.pathname)
          }
          menu={admin}
        />
        <TagsView
          tabs={visibleTabs}
          activePath={location.pathname}
          homePath={home}
          onNavigate={(path) => void navigate(path)}
          onRefresh={() => setRefreshKey((k) => k + 1)}
        />
        <Box
          as="main"
          flex="1"
          overflowY="auto"
          p={{ base: '3', md: '5' }}
          data-testid="admin-main"
        >
          <Suspense fallback={<PageSpinner minH="40vh" />}>
            <Box key={`${location.pathname}#${refreshKey}`} display="contents">
              {children ?? <AdminView match={match} pathname={location.pathname} />}
            </Box>
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}

/** The view of the matched menu route; containers go to their first view; unknown keys 404. */
function AdminView({ match, pathname }: { match: MenuMatch | null; pathname: string }) {
  if (match === null) return <NotFoundContent inShell />;
  const { node } = match;
  if (isLayout(node)) {
    const target = node.redirect ?? firstView(node.children)?.fullPath ?? null;
    if (target === null || target === pathname) return <NotFoundContent inShell />;
    return <Navigate to={target} replace />;
  }
  return renderView(node.component) ?? <NotFoundContent inShell />;
}

import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { DrawerBody, DrawerContent, DrawerRoot } from '../../../components/ui/drawer';
import { PageSpinner } from '../../../components/ui/page-spinner';
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
} from './menu';
import { renderView } from './viewRegistry';

const COLLAPSED_KEY = 'examhall.admin.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

export interface AdminShellProps {
  /** Content for a page that is not a menu view (e.g. the personal profile). */
  children?: ReactNode;
  /** Breadcrumb title for `children`. */
  title?: string;
}

/**
 * The back-office frame: sidebar built from `myRoutes` (a drawer below 992 px), top bar with
 * breadcrumbs and user menu, and the current view resolved from the menu's view key.
 */
export function AdminShell({ children, title }: AdminShellProps) {
  const intl = useIntl();
  const location = useLocation();
  const { menu, site } = useSession();
  const isDesktop = useIsDesktop();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  // The mobile drawer is open for one location: following a link in it closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === location.pathname;

  const admin = useMemo(() => adminMenu(menu), [menu]);
  const items = useMemo(() => sidebarItems(admin), [admin]);
  const match = useMemo(() => matchMenu(admin, location.pathname), [admin, location.pathname]);
  const home = adminHomePath(menu) ?? '/';

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
          <DrawerContent maxW={SIDEBAR_WIDTH}>
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
        />
        <Box
          as="main"
          flex="1"
          overflowY="auto"
          p={{ base: '3', md: '5' }}
          data-testid="admin-main"
        >
          <Suspense fallback={<PageSpinner minH="40vh" />}>
            {children ?? <AdminView match={match} pathname={location.pathname} />}
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

import { Box, Breadcrumb, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuGraduationCap, LuMenu, LuPanelLeftClose, LuPanelLeftOpen, LuUser } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MenuItem } from '../../../components/ui/menu';
import { MenuSearch } from '../../../features/admin-shell/MenuSearch';
import {
  FontSizeMenu,
  FullscreenButton,
  ThemeColorMenu,
  UnreadBell,
} from '../../../features/admin-shell/NavbarTools';
import { LogoutDialog } from '../../../features/auth/LogoutDialog';
import { MESSAGES_PATH } from '../../../features/message/paths';
import { useUnreadCount } from '../../../features/message/useUnreadCount';
import { useFragment } from '../../../gql';
import { DEFAULT_HOME } from '../../guard/decideRoute';
import { useSession } from '../../session/SessionContext';
import { ShellUserFragmentDoc } from '../../session/sessionDocuments';
import { formatFullName } from '../common/fullName';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { UserMenu } from '../common/UserMenu';
import type { MenuNode } from './menu';

export interface Crumb {
  title: string;
  /** Link target; the last crumb and container menus have none. */
  to?: string;
}

export interface AdminNavbarProps {
  crumbs: Crumb[];
  isDesktop: boolean;
  collapsed: boolean;
  onToggleSidebar: () => void;
  /** The admin menu (for the search). */
  menu: readonly MenuNode[];
}

/**
 * Top bar: sidebar toggle, breadcrumbs, menu search, unread badge, full screen, font size, theme
 * colour, language switch and the user dropdown.
 */
export function AdminNavbar(props: AdminNavbarProps) {
  const { crumbs, isDesktop, collapsed, onToggleSidebar, menu } = props;
  const unreadCount = useUnreadCount();
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useSession();
  const shellUser = useFragment(ShellUserFragmentDoc, user?.shell);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const name = shellUser != null ? formatFullName(shellUser) : '';

  const toggleLabel = intl.formatMessage({
    id: !isDesktop
      ? 'admin.shell.openMenu'
      : collapsed
        ? 'admin.shell.expand'
        : 'admin.shell.collapse',
  });

  return (
    <Flex
      as="header"
      h="14"
      align="center"
      gap="3"
      px={{ base: '2', md: '4' }}
      bg="bg"
      borderBottomWidth="1px"
      flexShrink={0}
    >
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={toggleLabel}
        title={toggleLabel}
        onClick={onToggleSidebar}
        data-testid="admin-sidebar-toggle"
      >
        {!isDesktop ? <LuMenu /> : collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
      </IconButton>

      <Breadcrumb.Root size="sm" minW="0" flex="1" data-testid="admin-breadcrumbs">
        <Breadcrumb.List flexWrap="nowrap" overflow="hidden">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <Fragment key={`${index}-${crumb.title}`}>
                <Breadcrumb.Item minW="0" hideBelow={last ? undefined : 'sm'}>
                  {last ? (
                    <Breadcrumb.CurrentLink truncate>{crumb.title}</Breadcrumb.CurrentLink>
                  ) : crumb.to === undefined ? (
                    <Text as="span" color="fg.muted" truncate>
                      {crumb.title}
                    </Text>
                  ) : (
                    <Breadcrumb.Link asChild>
                      <RouterLink to={crumb.to}>{crumb.title}</RouterLink>
                    </Breadcrumb.Link>
                  )}
                </Breadcrumb.Item>
                {!last && <Breadcrumb.Separator hideBelow="sm" />}
              </Fragment>
            );
          })}
        </Breadcrumb.List>
      </Breadcrumb.Root>

      <HStack gap="0.5" flexShrink={0}>
        <MenuSearch menu={menu} onNavigate={(path) => void navigate(path)} />
        <UnreadBell count={unreadCount} onOpen={() => void navigate(MESSAGES_PATH)} />
        <Box hideBelow="md">
          <FullscreenButton />
        </Box>
        <FontSizeMenu />
        <Box hideBelow="sm">
          <ThemeColorMenu />
        </Box>
        <LanguageSwitch />
        {shellUser != null && (
          <UserMenu
            name={name}
            avatar={shellUser.avatar}
            testId="admin-user-menu"
            nameMaxW="32"
            nameHideBelow="md"
            logoutLabelId="admin.shell.logout"
            logoutTestId="admin-logout"
            onLogout={() => setLogoutOpen(true)}
          >
            <MenuItem
              value="profile"
              onClick={() => void navigate('/profile')}
              data-testid="admin-profile-link"
            >
              <LuUser />
              <FormattedMessage id="admin.shell.profile" />
            </MenuItem>
            <MenuItem
              value="learner-home"
              onClick={() => void navigate(DEFAULT_HOME)}
              data-testid="admin-learner-home-link"
            >
              <LuGraduationCap />
              <FormattedMessage id="admin.shell.learnerHome" />
            </MenuItem>
          </UserMenu>
        )}
      </HStack>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </Flex>
  );
}

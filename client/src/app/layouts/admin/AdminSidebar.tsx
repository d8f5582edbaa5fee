import { Box, CloseButton, Collapsible, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LuChevronRight } from 'react-icons/lu';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { Tooltip } from '../../../components/ui/tooltip';
import { LicenceBadge } from '../../../features/licence/LicenceBadge';
import { SiteBrand } from '../common/SiteBrand';
import { type MenuNode } from './menu';
import { menuIcon } from './menuIcons';

export const SIDEBAR_WIDTH = '210px';
export const SIDEBAR_COLLAPSED_WIDTH = '64px';

const SIDEBAR_BG = '#1f2d3d';
const SUBMENU_BG = '#18222f';
const TEXT = '#bfcbd9';

export interface AdminSidebarProps {
  items: MenuNode[];
  collapsed: boolean;
  siteName: string;
  logo: string;
  homePath: string;
  /** Asked when a group is clicked while collapsed (the sidebar then opens). */
  onExpand?: () => void;
  /** In the mobile drawer: closes it (a close button is shown next to the brand). */
  onClose?: () => void;
}

function containsPath(node: MenuNode, pathname: string): boolean {
  if (pathname === node.fullPath || pathname.startsWith(`${node.fullPath}/`)) return true;
  return node.children.some((c) => containsPath(c, pathname));
}

/** The back-office menu tree (logo on top), 210 px wide or icon-only when collapsed. */
export function AdminSidebar(props: AdminSidebarProps) {
  const { items, collapsed, siteName, logo, homePath } = props;
  const intl = useIntl();
  return (
    <Flex direction="column" h="full" bg={SIDEBAR_BG} color={TEXT} data-testid="admin-sidebar">
      <Flex
        h="14"
        align="center"
        gap="2"
        px={collapsed ? '0' : '4'}
        pe={props.onClose !== undefined ? '2' : undefined}
        justify={collapsed ? 'center' : 'flex-start'}
        flexShrink={0}
        overflow="hidden"
      >
        {/* The brand never grows past the sidebar: a long site name ends in an ellipsis. */}
        <Box
          asChild
          display="flex"
          minW="0"
          maxW="full"
          flex={collapsed ? undefined : '1'}
          // A wide logo leaves room for the name.
          css={{ '& img': { maxWidth: collapsed ? '2.5rem' : '5.5rem' } }}
        >
          <RouterLink
            to={homePath}
            // Collapsed, only the lettermark shows: the link then needs the site name as its label.
            aria-label={collapsed ? siteName : undefined}
            title={siteName}
            data-testid="sidebar-brand"
          >
            <SiteBrand siteName={siteName} logo={logo} tone="dark" showName={!collapsed} />
          </RouterLink>
        </Box>
        {props.onClose !== undefined && (
          <CloseButton
            size="sm"
            color={TEXT}
            _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
            aria-label={intl.formatMessage({ id: 'adminShell.drawer.close' })}
            onClick={props.onClose}
            data-testid="admin-drawer-close"
          />
        )}
      </Flex>
      <Box
        as="nav"
        flex="1"
        // May shrink below its content (a flex child does not by default), so the menu scrolls
        // above the edition line instead of pushing it and the last entries out of the sidebar.
        minH="0"
        overflowY="auto"
        overflowX="hidden"
        py="2"
        aria-label={intl.formatMessage({ id: 'admin.shell.menu' })}
      >
        <Stack gap="0.5" px="2">
          {items.map((item) => (
            <SidebarItem
              key={item.id}
              node={item}
              depth={0}
              collapsed={collapsed}
              onExpand={props.onExpand}
            />
          ))}
        </Stack>
      </Box>
      {!collapsed && <LicenceBadge color={TEXT} />}
    </Flex>
  );
}

interface SidebarItemProps {
  node: MenuNode;
  depth: number;
  collapsed: boolean;
  onExpand?: () => void;
}

function SidebarItem({ node, depth, collapsed, onExpand }: SidebarItemProps) {
  const location = useLocation();
  const active = containsPath(node, location.pathname);
  const [open, setOpen] = useState(active);
  const IconComp = menuIcon(node.icon);
  const indent = collapsed ? 0 : depth * 14;

  const rowStyle = {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    h: '11',
    w: 'full',
    ps: collapsed ? '0' : `${12 + indent}px`,
    pe: '3',
    justifyContent: collapsed ? 'center' : 'flex-start',
    rounded: 'md',
    fontSize: 'sm',
    transition: 'background 0.15s',
    _hover: { bg: 'whiteAlpha.100', color: 'white' },
  } as const;

  if (node.children.length === 0) {
    return (
      <Tooltip content={node.title} disabled={!collapsed} positioning={{ placement: 'right' }}>
        <NavLink
          to={node.fullPath}
          end
          // Collapsed, the row shows only an icon: the title becomes the link's name.
          aria-label={collapsed ? node.title : undefined}
          data-testid={`sidebar-link-${node.name || node.id}`}
        >
          {({ isActive }) => (
            <Box
              {...rowStyle}
              color={isActive ? 'white' : TEXT}
              bg={isActive ? 'brand.solid' : 'transparent'}
              _hover={isActive ? { bg: 'brand.solid' } : rowStyle._hover}
            >
              <Icon as={IconComp} boxSize="4" flexShrink={0} />
              {!collapsed && <Text truncate>{node.title}</Text>}
            </Box>
          )}
        </NavLink>
      </Tooltip>
    );
  }

  return (
    <Collapsible.Root open={open && !collapsed} onOpenChange={(e) => setOpen(e.open)} unmountOnExit>
      <Tooltip content={node.title} disabled={!collapsed} positioning={{ placement: 'right' }}>
        <Collapsible.Trigger
          {...rowStyle}
          color={active ? 'white' : TEXT}
          aria-label={collapsed ? node.title : undefined}
          cursor="pointer"
          onClick={() => {
            if (collapsed) {
              setOpen(true);
              onExpand?.();
            }
          }}
        >
          <Icon as={IconComp} boxSize="4" flexShrink={0} />
          {!collapsed && (
            <>
              <Text truncate flex="1" textAlign="start">
                {node.title}
              </Text>
              <Icon
                as={LuChevronRight}
                boxSize="3.5"
                transition="transform 0.2s"
                transform={open ? 'rotate(90deg)' : undefined}
              />
            </>
          )}
        </Collapsible.Trigger>
      </Tooltip>
      <Collapsible.Content>
        <Stack gap="0.5" py="0.5" bg={SUBMENU_BG} rounded="md">
          {node.children.map((child) => (
            <SidebarItem
              key={child.id}
              node={child}
              depth={depth + 1}
              collapsed={collapsed}
              onExpand={onExpand}
            />
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

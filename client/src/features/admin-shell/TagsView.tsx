import { Box, Flex, HStack, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuChevronDown, LuRefreshCw, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import {
  nextPathAfterClose,
  tagMenuState,
  tabHref,
  tagsStore,
  type TagTab,
  type TagsAction,
} from './tagsView';

export interface TagsViewProps {
  tabs: TagTab[];
  activePath: string;
  /** Where to go when every closable tab is gone and no fixed tab exists. */
  homePath: string;
  onNavigate: (path: string) => void;
  /** Re-mounts (and refetches) the page of a tab; only the shown page can be refreshed. */
  onRefresh: () => void;
}

type TagCommand = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** Context menu width from the spec (tag view context menu 105 px, a little wider for English). */
const CONTEXT_MENU_MIN_W = '105px';

/**
 * The bar of visited pages under the navbar. A tab opens its page; its × closes it (not for fixed
 * tabs); right-click (or the ▾ button for the shown page) offers refresh, close, close others and
 * close all.
 */
export function TagsView({ tabs, activePath, homePath, onNavigate, onRefresh }: TagsViewProps) {
  const intl = useIntl();
  const [context, setContext] = useState<{ path: string; x: number; y: number } | null>(null);
  // Chakra types the ref of `as="li"` as a div; only scrollIntoView is used.
  const activeRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath]);

  // A tab opens its page's last address (with its query); `path` is the tab's identity.
  const hrefOf = (path: string, list: readonly TagTab[] = tabs) => {
    const tab = list.find((t) => t.path === path);
    return tab === undefined ? path : tabHref(tab);
  };

  function run(command: TagCommand, path: string) {
    if (command === 'refresh') {
      if (path === activePath) onRefresh();
      else onNavigate(hrefOf(path));
      return;
    }
    const action: TagsAction =
      command === 'close'
        ? { type: 'close', path }
        : command === 'closeOthers'
          ? { type: 'closeOthers', path }
          : { type: 'closeAll' };
    const before = tagsStore.get();
    const after = tagsStore.dispatch(action);
    // "Close others" keeps the chosen tab: show it.
    const target =
      command === 'closeOthers' && path !== activePath
        ? path
        : nextPathAfterClose(before, after, activePath, homePath);
    if (target !== null) onNavigate(hrefOf(target, after));
  }

  const contextState = context !== null ? tagMenuState(tabs, context.path) : null;
  const activeState = tagMenuState(tabs, activePath);

  return (
    <Flex
      h="9"
      align="center"
      bg="bg"
      borderBottomWidth="1px"
      flexShrink={0}
      px="2"
      gap="1"
      data-testid="tags-view"
    >
      {/* A list of links, each with its own close button: links cannot sit inside a tab. */}
      <HStack
        as="nav"
        flex="1"
        minW="0"
        overflowX="auto"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        aria-label={intl.formatMessage({ id: 'adminShell.tags.label' })}
      >
        <HStack as="ul" gap="1.5" listStyleType="none" m="0" p="0">
          {tabs.map((tab) => {
            const active = tab.path === activePath;
            return (
              <HStack
                as="li"
                key={tab.path}
                ref={active ? activeRef : undefined}
                gap="1"
                h="7"
                ps="2.5"
                pe={tab.fixed === true ? '2.5' : '1'}
                flexShrink={0}
                fontSize="xs"
                borderWidth="1px"
                rounded="sm"
                borderColor={active ? 'brand.solid' : 'border'}
                bg={active ? 'brand.solid' : 'bg'}
                color={active ? 'brand.contrast' : 'fg.muted'}
                _hover={active ? undefined : { color: 'brand.fg' }}
                onContextMenu={(e) => {
                  e.preventDefault();
                  setContext({ path: tab.path, x: e.clientX, y: e.clientY });
                }}
                data-testid={`tag-${tab.path}`}
                data-active={active ? '' : undefined}
              >
                <RouterLink
                  to={tabHref(tab)}
                  aria-current={active ? 'page' : undefined}
                  style={{ display: 'flex', alignItems: 'center', gap: 6 }}
                >
                  {active && <Box w="1.5" h="1.5" rounded="full" bg="currentColor" />}
                  <Text as="span" maxW="40" truncate>
                    {tab.title}
                  </Text>
                </RouterLink>
                {tab.fixed !== true && (
                  <IconButton
                    size="2xs"
                    variant="plain"
                    minW="4"
                    h="4"
                    rounded="full"
                    color="inherit"
                    _hover={{ bg: active ? 'whiteAlpha.400' : 'bg.emphasized' }}
                    aria-label={intl.formatMessage(
                      { id: 'adminShell.tags.closeTab' },
                      { title: tab.title },
                    )}
                    onClick={() => run('close', tab.path)}
                    data-testid={`tag-close-${tab.path}`}
                  >
                    <LuX />
                  </IconButton>
                )}
              </HStack>
            );
          })}
        </HStack>
      </HStack>

      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'adminShell.tags.actions' })}
            title={intl.formatMessage({ id: 'adminShell.tags.actions' })}
            data-testid="tags-actions"
          >
            <LuChevronDown />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <TagMenuContent
              state={activeState}
              onSelect={(command) => run(command, activePath)}
              testIdPrefix="tags-actions"
            />
          </Menu.Positioner>
        </Portal>
      </Menu.Root>

      {/* Re-mounted per right-click so it opens at the pointer. */}
      <Menu.Root
        key={context !== null ? `${context.path}@${context.x},${context.y}` : 'closed'}
        open={context !== null}
        onOpenChange={(e) => {
          if (!e.open) setContext(null);
        }}
        anchorPoint={context !== null ? { x: context.x, y: context.y } : null}
        positioning={{
          placement: 'bottom-start',
          getAnchorRect: () =>
            context !== null ? { x: context.x, y: context.y, width: 0, height: 0 } : null,
        }}
      >
        <Portal>
          <Menu.Positioner>
            {contextState !== null && context !== null && (
              <TagMenuContent
                state={contextState}
                onSelect={(command) => {
                  const path = context.path;
                  setContext(null);
                  run(command, path);
                }}
                testIdPrefix="tag-menu"
              />
            )}
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}

function TagMenuContent({
  state,
  onSelect,
  testIdPrefix,
}: {
  state: ReturnType<typeof tagMenuState>;
  onSelect: (command: TagCommand) => void;
  testIdPrefix: string;
}) {
  return (
    <Menu.Content minW={CONTEXT_MENU_MIN_W} data-testid={testIdPrefix}>
      <Menu.Item
        value="refresh"
        onClick={() => onSelect('refresh')}
        data-testid={`${testIdPrefix}-refresh`}
      >
        <LuRefreshCw />
        <FormattedMessage id="adminShell.tags.refresh" />
      </Menu.Item>
      <Menu.Item
        value="close"
        disabled={!state.canClose}
        onClick={() => onSelect('close')}
        data-testid={`${testIdPrefix}-close`}
      >
        <FormattedMessage id="adminShell.tags.close" />
      </Menu.Item>
      <Menu.Item
        value="closeOthers"
        disabled={!state.canCloseOthers}
        onClick={() => onSelect('closeOthers')}
        data-testid={`${testIdPrefix}-close-others`}
      >
        <FormattedMessage id="adminShell.tags.closeOthers" />
      </Menu.Item>
      <Menu.Item
        value="closeAll"
        disabled={!state.canCloseAll}
        onClick={() => onSelect('closeAll')}
        data-testid={`${testIdPrefix}-close-all`}
      >
        <FormattedMessage id="adminShell.tags.closeAll" />
      </Menu.Item>
    </Menu.Content>
  );
}

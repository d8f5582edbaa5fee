import { Box, Checkbox, HStack, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LuChevronRight } from 'react-icons/lu';
import { checkState, type TreeNode } from './treeData';

export interface TreeProps<T extends TreeNode & { children?: readonly T[] | null }> {
  nodes: readonly T[];
  /** Text of a node (shown, and its accessible name). */
  label: (node: T) => string;
  /** Extra content after the label (e.g. a code, a type badge). */
  renderLabelExtra?: (node: T) => ReactNode;
  /** Actions at the end of the row (shown on hover and for the selected row, or always). */
  renderActions?: (node: T) => ReactNode;
  actionsVisible?: 'hover' | 'always';
  selectedId?: string | null;
  onSelect?: (node: T) => void;
  /** Checkboxes (e.g. menus of a role). */
  checkable?: boolean;
  checked?: ReadonlySet<string>;
  onToggleCheck?: (node: T) => void;
  /** Initially expanded: all branches, the first level only, or the given ids. */
  defaultExpanded?: 'all' | 'first' | readonly string[];
  /** Expands everything regardless of the user's choice (while a filter is applied). */
  expandAll?: boolean;
  testId?: string;
  /** data-testid of a row; default `${testId}-node-${id}`. */
  nodeTestId?: (node: T) => string;
  /** Rows that cannot be chosen (e.g. a node and its subtree as its own parent). */
  isDisabled?: (node: T) => boolean;
}

function initialExpanded<T extends TreeNode & { children?: readonly T[] | null }>(
  nodes: readonly T[],
  mode: TreeProps<T>['defaultExpanded'],
): Set<string> {
  if (mode === 'first' || mode === undefined) {
    return new Set(nodes.filter((n) => (n.children?.length ?? 0) > 0).map((n) => n.id));
  }
  return new Set(mode === 'all' ? [] : mode);
}

/**
 * An expandable tree with optional selection, checkboxes and row actions. Rows are indented by
 * depth; a chevron opens a branch; clicking the label selects the node.
 */
export function Tree<T extends TreeNode & { children?: readonly T[] | null }>(props: TreeProps<T>) {
  const { nodes, testId = 'tree' } = props;
  const intl = useIntl();
  // With everything expanded by default the tree keeps what the user closed (so branches added
  // later open too); otherwise what the user opened.
  const allOpen = props.defaultExpanded === 'all';
  const [toggled, setToggled] = useState<Set<string>>(() =>
    initialExpanded(nodes, props.defaultExpanded),
  );
  const isOpen = (id: string) => (allOpen ? !toggled.has(id) : toggled.has(id));

  function toggle(id: string) {
    setToggled((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function renderNodes(list: readonly T[], depth: number): ReactNode {
    return list.map((node) => {
      const children = node.children ?? [];
      const isBranch = children.length > 0;
      const open = isBranch && (props.expandAll === true || isOpen(node.id));
      const selected = props.selectedId === node.id;
      const disabled = props.isDisabled?.(node) === true;
      const text = props.label(node);
      const rowTestId = props.nodeTestId?.(node) ?? `${testId}-node-${node.id}`;
      return (
        <Box
          key={node.id}
          role="treeitem"
          aria-level={depth + 1}
          aria-expanded={isBranch ? open : undefined}
          aria-selected={props.onSelect !== undefined ? selected : undefined}
          aria-disabled={disabled || undefined}
        >
          <HStack
            gap="1"
            minH="8"
            ps={`${depth * 18 + 2}px`}
            pe="1"
            rounded="sm"
            bg={selected ? 'brand.subtle' : undefined}
            color={disabled ? 'fg.subtle' : selected ? 'brand.fg' : undefined}
            _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
            className="group"
            data-testid={rowTestId}
            data-selected={selected ? '' : undefined}
          >
            {isBranch ? (
              <IconButton
                size="2xs"
                variant="plain"
                minW="5"
                aria-label={intl.formatMessage(
                  { id: open ? 'ui.tree.collapse' : 'ui.tree.expand' },
                  { name: text },
                )}
                onClick={() => toggle(node.id)}
                data-testid={`${rowTestId}-toggle`}
              >
                <Icon
                  as={LuChevronRight}
                  transition="transform 0.15s"
                  transform={open ? 'rotate(90deg)' : undefined}
                />
              </IconButton>
            ) : (
              <Box w="5" flexShrink={0} />
            )}
            {props.checkable === true && (
              <Checkbox.Root
                size="sm"
                colorPalette="brand"
                checked={checkState(node, props.checked ?? new Set())}
                disabled={disabled}
                onCheckedChange={() => props.onToggleCheck?.(node)}
                aria-label={text}
                data-testid={`${rowTestId}-check`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            )}
            <HStack
              as={props.onSelect !== undefined && !disabled ? 'button' : 'span'}
              flex="1"
              minW="0"
              gap="2"
              textAlign="start"
              cursor={props.onSelect !== undefined && !disabled ? 'pointer' : undefined}
              onClick={
                props.onSelect !== undefined && !disabled
                  ? () => props.onSelect?.(node)
                  : props.checkable === true && !disabled
                    ? () => props.onToggleCheck?.(node)
                    : undefined
              }
              py="1"
            >
              <Text as="span" fontSize="sm" truncate>
                {text}
              </Text>
              {props.renderLabelExtra?.(node)}
            </HStack>
            {props.renderActions !== undefined && (
              <HStack
                gap="0.5"
                flexShrink={0}
                opacity={selected || props.actionsVisible === 'always' ? 1 : 0}
                _groupHover={{ opacity: 1 }}
                _focusWithin={{ opacity: 1 }}
              >
                {props.renderActions(node)}
              </HStack>
            )}
          </HStack>
          {open && (
            <Stack gap="0" role="group">
              {renderNodes(children, depth + 1)}
            </Stack>
          )}
        </Box>
      );
    });
  }

  return (
    <Stack gap="0" role="tree" data-testid={testId}>
      {renderNodes(nodes, 0)}
    </Stack>
  );
}

import { Box, Button, HStack, Input, Popover, Portal, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { LuChevronDown, LuX } from 'react-icons/lu';
import { Tree } from './tree';
import { filterTree, findNode, type TreeNode } from './treeData';

export interface TreeSelectProps<T extends TreeNode & { children?: readonly T[] | null }> {
  nodes: readonly T[];
  label: (node: T) => string;
  /** The chosen node's id ('' or null: nothing). */
  value: string | null;
  onChange: (node: T | null) => void;
  placeholder?: string;
  /** Offer a button that clears the choice. */
  clearable?: boolean;
  /** Nodes that cannot be chosen (shown greyed). */
  isDisabled?: (node: T) => boolean;
  invalid?: boolean;
  disabled?: boolean;
  loading?: boolean;
  testId?: string;
  /** Text of the trigger when the value is not in the tree (e.g. still loading). */
  fallbackLabel?: string;
  size?: 'xs' | 'sm' | 'md';
  width?: string;
}

/**
 * A select whose options are a tree (department, menu, dictionary catalogue): the trigger shows
 * the chosen node, the popup a filter field and the tree.
 */
export function TreeSelect<T extends TreeNode & { children?: readonly T[] | null }>(
  props: TreeSelectProps<T>,
) {
  const { nodes, label, value, testId = 'tree-select', size = 'sm' } = props;
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => filterTree(nodes, filter, label), [nodes, filter, label]);
  const chosen = value != null && value !== '' ? findNode(nodes, value) : null;
  const text =
    chosen !== null
      ? label(chosen)
      : value != null && value !== ''
        ? (props.fallbackLabel ?? value)
        : (props.placeholder ?? intl.formatMessage({ id: 'ui.select.placeholder' }));

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (!e.open) setFilter('');
      }}
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
    >
      <HStack gap="0" w={props.width ?? 'full'} position="relative">
        <Popover.Trigger asChild>
          <Button
            variant="outline"
            size={size}
            w="full"
            justifyContent="space-between"
            fontWeight="normal"
            bg="bg"
            color="fg"
            disabled={props.disabled}
            borderColor={props.invalid === true ? 'border.error' : undefined}
            aria-invalid={props.invalid === true || undefined}
            data-testid={testId}
            pe={props.clearable === true && chosen !== null ? '14' : undefined}
          >
            <Text as="span" truncate color={chosen === null ? 'fg.subtle' : undefined}>
              {text}
            </Text>
            <LuChevronDown />
          </Button>
        </Popover.Trigger>
        {props.clearable === true && chosen !== null && props.disabled !== true && (
          <Button
            size="2xs"
            variant="ghost"
            position="absolute"
            insetEnd="7"
            aria-label={intl.formatMessage({ id: 'ui.select.clear' })}
            onClick={() => props.onChange(null)}
            data-testid={`${testId}-clear`}
          >
            <LuX />
          </Button>
        )}
      </HStack>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="auto" minW="xs" maxW="md">
            <Popover.Body p="2">
              <Input
                size="xs"
                mb="2"
                value={filter}
                placeholder={intl.formatMessage({ id: 'ui.select.filter' })}
                onChange={(e) => setFilter(e.target.value)}
                data-testid={`${testId}-filter`}
              />
              <Box maxH="72" overflowY="auto">
                {shown.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted" p="2">
                    {intl.formatMessage({ id: 'ui.select.noMatch' })}
                  </Text>
                ) : (
                  <Tree
                    key={filter === '' ? 'all' : 'filtered'}
                    nodes={shown}
                    label={label}
                    selectedId={value}
                    defaultExpanded="all"
                    expandAll={filter.trim() !== ''}
                    isDisabled={props.isDisabled}
                    onSelect={(node) => {
                      props.onChange(node);
                      setOpen(false);
                      setFilter('');
                    }}
                    testId={`${testId}-tree`}
                  />
                )}
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

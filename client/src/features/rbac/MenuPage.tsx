import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  HStack,
  Icon,
  IconButton,
  Input,
  Skeleton,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuChevronRight, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { menuIcon } from '../../app/layouts/admin/menuIcons';
import { EmptyText } from '../../components/ui/empty-state';
import { SearchBox } from '../../components/ui/search-box';
import { branchIds, filterTree } from '../../components/ui/treeData';
import { AdminPage } from '../sys/AdminPage';
import { useCan } from '../../app/session/permissions';
import { useConfirm } from '../../components/ui/useConfirm';
import { MenuDialog } from './MenuDialog';
import { DeleteMenusDocument, MenuTreeDocument, SortMenuDocument } from './menuDocuments';
import { EMPTY_MENU, MENU_TYPE, type MenuFormValues } from './menuForm';
import { toFormValues, visibleRows, type MenuRow } from './menuModel';
import { PERMISSIONS } from '../../gql/permissions';

const TYPE_LABELS: Record<number, string> = {
  1: 'sysMenu.type.menu',
  2: 'sysMenu.type.function',
  3: 'sysMenu.type.route',
};
const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'purple' };

/** Menu management (view key sys/menu): the menu tree as a table, add / edit / delete / order. */
export function MenuPage() {
  const intl = useIntl();
  const can = useCan();
  const { data, loading, error, refetch } = useQuery(MenuTreeDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [deleteMenus] = useMutation(DeleteMenusDocument);
  const [sortMenu] = useMutation(SortMenuDocument);
  const confirm = useConfirm();
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<Set<string> | null>(null);
  const [editing, setEditing] = useState<MenuFormValues | null>(null);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const tree = useMemo(() => (data?.menuTree ?? []) as readonly MenuRow[], [data]);
  const shown = useMemo(() => filterTree(tree, filter, (m) => m.metaTitle), [tree, filter]);
  // Until the user opens or closes a branch, the first level is open.
  const open =
    filter.trim() !== '' ? new Set(branchIds(shown)) : (expanded ?? new Set(tree.map((m) => m.id)));
  const rows = visibleRows(shown, open);

  function toggle(id: string) {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setExpanded(next);
  }

  async function afterChange() {
    await refetch();
  }

  function remove(row: MenuRow) {
    confirm.ask({
      message: <FormattedMessage id="sys.common.deleteConfirm" />,
      testId: 'menu-delete-confirm',
      run: async () => {
        try {
          await deleteMenus({
            variables: { ids: [row.id] },
            refetchQueries: ['SessionBootstrap'],
          });
          notifySuccess(intl.formatMessage({ id: 'sys.common.deleted' }));
          await afterChange();
        } catch (e) {
          notifyError(e, intl);
        }
      },
    });
  }

  async function saveSort(row: MenuRow, sort: number) {
    if (sort === row.sort) return;
    try {
      await sortMenu({ variables: { id: row.id, sort }, refetchQueries: ['SessionBootstrap'] });
      await afterChange();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const canAdd = can(PERMISSIONS.menuAdd);
  const canUpdate = can(PERMISSIONS.menuUpdate);
  const canDelete = can(PERMISSIONS.menuDelete);

  return (
    <AdminPage
      testId="menu-page"
      title={<FormattedMessage id="sysMenu.page.title" />}
      actions={
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setExpanded(new Set(branchIds(tree)))}
            data-testid="menu-expand-all"
          >
            <FormattedMessage id="sys.common.expandAll" />
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setExpanded(new Set())}
            data-testid="menu-collapse-all"
          >
            <FormattedMessage id="sys.common.collapseAll" />
          </Button>
          {canAdd && (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => setEditing({ ...EMPTY_MENU })}
              data-testid="menu-add"
            >
              <LuPlus />
              <FormattedMessage id="sys.common.add" />
            </Button>
          )}
        </>
      }
      filters={
        <SearchBox
          value={filter}
          onSearch={setFilter}
          placeholder={intl.formatMessage({ id: 'sysMenu.page.filter' })}
          testId="menu-filter"
        />
      }
    >
      <Box overflowX="auto">
        <Table.Root size="sm" interactive minW="4xl" data-testid="menu-table">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader color="fg.muted" minW="56">
                <FormattedMessage id="sysMenu.field.title" />
              </Table.ColumnHeader>
              <Table.ColumnHeader color="fg.muted" w="20">
                <FormattedMessage id="sysMenu.field.menuType" />
              </Table.ColumnHeader>
              <Table.ColumnHeader color="fg.muted">
                <FormattedMessage id="sysMenu.field.permissionTag" />
              </Table.ColumnHeader>
              <Table.ColumnHeader color="fg.muted">
                <FormattedMessage id="sysMenu.field.path" />
              </Table.ColumnHeader>
              <Table.ColumnHeader color="fg.muted">
                <FormattedMessage id="sysMenu.field.component" />
              </Table.ColumnHeader>
              <Table.ColumnHeader color="fg.muted" w="16">
                <FormattedMessage id="sysMenu.field.hidden" />
              </Table.ColumnHeader>
              <Table.ColumnHeader color="fg.muted" w="24">
                <FormattedMessage id="sysMenu.field.sort" />
              </Table.ColumnHeader>
              <Table.ColumnHeader color="fg.muted" w="28" textAlign="end">
                <FormattedMessage id="sys.common.actions" />
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data === undefined && loading && (
              <Table.Row>
                <Table.Cell colSpan={8}>
                  <Skeleton h="24" />
                </Table.Cell>
              </Table.Row>
            )}
            {data !== undefined && rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={8}>
                  <EmptyText />
                </Table.Cell>
              </Table.Row>
            )}
            {rows.map(({ row, depth }) => {
              const hasChildren = (row.children?.length ?? 0) > 0;
              const isOpen = open.has(row.id);
              return (
                <Table.Row key={row.id} data-testid={`menu-row-${row.id}`}>
                  <Table.Cell>
                    <HStack gap="1" ps={`${depth * 20}px`} minW="0">
                      {hasChildren ? (
                        <IconButton
                          size="2xs"
                          variant="plain"
                          minW="5"
                          aria-label={intl.formatMessage(
                            { id: isOpen ? 'ui.tree.collapse' : 'ui.tree.expand' },
                            { name: row.metaTitle },
                          )}
                          onClick={() => toggle(row.id)}
                          data-testid={`menu-toggle-${row.id}`}
                        >
                          <Icon
                            as={LuChevronRight}
                            transition="transform 0.15s"
                            transform={isOpen ? 'rotate(90deg)' : undefined}
                          />
                        </IconButton>
                      ) : (
                        <Box w="5" flexShrink={0} />
                      )}
                      {row.menuType !== MENU_TYPE.function && (
                        <Icon as={menuIcon(row.metaIcon)} color="fg.muted" flexShrink={0} />
                      )}
                      <Text truncate>{row.metaTitle}</Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={TYPE_COLORS[row.menuType] ?? 'gray'} variant="subtle">
                      <FormattedMessage id={TYPE_LABELS[row.menuType] ?? 'sysMenu.type.menu'} />
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                      {row.permissionTag ?? ''}
                    </Text>
                  </Table.Cell>
                  <Table.Cell maxW="48" truncate>
                    {row.path ?? ''}
                  </Table.Cell>
                  <Table.Cell maxW="40" truncate>
                    {row.component ?? ''}
                  </Table.Cell>
                  <Table.Cell>
                    {row.hidden && (
                      <Badge variant="outline">
                        <FormattedMessage id="sys.common.yes" />
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <SortCell
                      key={`${row.id}-${row.sort}`}
                      value={row.sort}
                      disabled={!canUpdate}
                      label={intl.formatMessage(
                        { id: 'sysMenu.page.sortOf' },
                        { title: row.metaTitle },
                      )}
                      onCommit={(v) => void saveSort(row, v)}
                      testId={`menu-sort-${row.id}`}
                    />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack gap="0.5" justify="flex-end">
                      {canAdd && row.menuType !== MENU_TYPE.function && (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={intl.formatMessage({ id: 'sysMenu.page.addChild' })}
                          title={intl.formatMessage({ id: 'sysMenu.page.addChild' })}
                          onClick={() =>
                            setEditing({
                              ...EMPTY_MENU,
                              parentId: row.id,
                              component: '',
                              menuType: row.parentId !== '0' ? MENU_TYPE.function : MENU_TYPE.menu,
                            })
                          }
                          data-testid={`menu-add-child-${row.id}`}
                        >
                          <LuPlus />
                        </IconButton>
                      )}
                      {canUpdate && (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={intl.formatMessage({ id: 'sys.common.edit' })}
                          title={intl.formatMessage({ id: 'sys.common.edit' })}
                          onClick={() => setEditing(toFormValues(row))}
                          data-testid={`menu-edit-${row.id}`}
                        >
                          <LuPencil />
                        </IconButton>
                      )}
                      {canDelete && (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={intl.formatMessage({ id: 'sys.common.delete' })}
                          title={intl.formatMessage({ id: 'sys.common.delete' })}
                          onClick={() => remove(row)}
                          data-testid={`menu-delete-${row.id}`}
                        >
                          <LuTrash2 />
                        </IconButton>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {editing !== null && (
        <MenuDialog
          initial={editing}
          tree={tree}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void afterChange();
          }}
        />
      )}
      {confirm.dialog}
    </AdminPage>
  );
}

/** The order value of a row, edited in place (saved on Enter or when leaving the field). */
function SortCell(props: {
  value: number;
  disabled: boolean;
  label: string;
  onCommit: (value: number) => void;
  testId: string;
}) {
  const [text, setText] = useState(String(props.value));
  if (props.disabled) return <Text>{props.value}</Text>;
  function commit() {
    const n = Number(text);
    if (text.trim() === '' || !Number.isInteger(n) || n < 0 || n > 1_000_000) {
      setText(String(props.value));
      return;
    }
    props.onCommit(n);
  }
  return (
    <Input
      size="2xs"
      w="16"
      inputMode="numeric"
      value={text}
      aria-label={props.label}
      onChange={(e) => setText(e.target.value.replace(/[^0-9]/g, ''))}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
      data-testid={props.testId}
    />
  );
}

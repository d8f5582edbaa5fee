import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { FormDialog } from '../../components/ui/form-dialog';
import { Tree } from '../../components/ui/tree';
import { flattenTree, toggleChecked } from '../../components/ui/treeData';
import { RoleMenusDocument, SaveRoleMenusDocument } from './roleDocuments';

interface GrantNode {
  id: string;
  menuType: number;
  metaTitle: string;
  permissionTag: string | null;
  children?: readonly GrantNode[] | null;
}

/**
 * Assigns menus to a role with a checkbox tree of the menus the signed-in user may grant. Ticking
 * a menu ticks what is below it and its parents; unticking clears what is below it.
 */
export function RoleMenusDialog(props: {
  role: { id: string; roleName: string };
  onClose: () => void;
}) {
  const intl = useIntl();
  const { data, error, loading } = useQuery(RoleMenusDocument, {
    variables: { id: props.role.id },
    fetchPolicy: 'network-only',
  });
  const [saveMenus, saving] = useMutation(SaveRoleMenusDocument);
  const tree = useMemo(() => (data?.grantableMenus ?? []) as readonly GrantNode[], [data]);
  const [checked, setChecked] = useState<Set<string> | null>(null);
  const granted = useMemo(() => {
    const grantable = new Set(flattenTree(tree).map((n) => n.id));
    return new Set((data?.roleMenuIds ?? []).filter((id) => grantable.has(id)));
  }, [data, tree]);
  const current = checked ?? granted;

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  async function save() {
    try {
      await saveMenus({
        variables: { input: { roleId: props.role.id, menuIds: [...current] } },
        refetchQueries: ['SessionBootstrap'],
      });
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      props.onClose();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const all = flattenTree(tree).map((n) => n.id);
  return (
    <FormDialog
      title={<FormattedMessage id="sysRole.menus.title" values={{ name: props.role.roleName }} />}
      testId="role-menus-dialog"
      saveTestId="role-menus-save"
      saving={saving.loading}
      onClose={props.onClose}
      onSave={() => void save()}
      saveDisabled={data === undefined}
      size="md"
      scrollInside
    >
      <HStack justify="space-between" mb="2">
        <Text fontSize="sm" color="fg.muted" data-testid="role-menus-count">
          <FormattedMessage
            id="sysRole.menus.count"
            values={{ count: current.size, total: all.length }}
          />
        </Text>
        <HStack gap="1">
          <Button size="xs" variant="ghost" onClick={() => setChecked(new Set(all))}>
            <FormattedMessage id="sysRole.menus.checkAll" />
          </Button>
          <Button size="xs" variant="ghost" onClick={() => setChecked(new Set())}>
            <FormattedMessage id="sysRole.menus.checkNone" />
          </Button>
        </HStack>
      </HStack>
      <Box borderWidth="1px" rounded="md" p="2">
        {data === undefined && loading ? (
          <Skeleton h="40" />
        ) : (
          <Tree
            nodes={tree}
            label={(n) => n.metaTitle}
            renderLabelExtra={(n) =>
              n.permissionTag !== null ? (
                <Badge size="xs" variant="subtle" colorPalette="orange" fontFamily="mono">
                  {n.permissionTag}
                </Badge>
              ) : null
            }
            checkable
            checked={current}
            onToggleCheck={(n) => setChecked(toggleChecked(tree, current, n.id))}
            defaultExpanded="all"
            testId="role-menus-tree"
          />
        )}
      </Box>
    </FormDialog>
  );
}

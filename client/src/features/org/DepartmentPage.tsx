import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  NumberInput,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { EmptyText } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { Tree } from '../../components/ui/tree';
import { TreeSelect } from '../../components/ui/tree-select';
import { filterTree, findNode, subtreeIds } from '../../components/ui/treeData';
import { useCan } from '../../app/session/permissions';
import { useConfirm } from '../../components/ui/useConfirm';
import {
  DeleteDepartmentsDocument,
  DepartmentDetailDocument,
  DepartmentTreeDocument,
  SaveDepartmentDocument,
  SortDepartmentDocument,
} from './departmentDocuments';
import { PERMISSIONS } from '../../gql/permissions';

interface DeptNode {
  id: string;
  parentId: string;
  deptCode: string;
  deptName: string;
  sort: number;
  children?: readonly DeptNode[] | null;
}

/** What the form edits: an existing department (id) or a new one below a parent. */
interface DeptDraft {
  id?: string;
  parentId: string;
  deptName: string;
  sort: number | null;
}

const TOP = '0';

/** A parent choice: the top level or a department. */
interface ParentChoice {
  id: string;
  deptName: string;
  children?: readonly ParentChoice[] | null;
}

/**
 * Department management (view key sys/depart): the tree with a name filter on the left (add
 * below, move up / down, delete per row), the chosen department's details and form on the right.
 */
export function DepartmentPage() {
  const intl = useIntl();
  const can = useCan();
  const { data, loading, error, refetch } = useQuery(DepartmentTreeDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [sortDept] = useMutation(SortDepartmentDocument);
  const [deleteDepts] = useMutation(DeleteDepartmentsDocument);
  const confirm = useConfirm();
  const [filter, setFilter] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<DeptDraft | null>(null);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const tree = useMemo(() => (data?.departmentTree ?? []) as readonly DeptNode[], [data]);
  const shown = useMemo(() => filterTree(tree, filter, (d) => d.deptName), [tree, filter]);

  function select(node: DeptNode) {
    setSelectedId(node.id);
    setDraft(null);
  }

  function addBelow(parentId: string) {
    setSelectedId(null);
    setDraft({ parentId, deptName: '', sort: null });
  }

  async function move(node: DeptNode, direction: 0 | 1) {
    try {
      await sortDept({ variables: { id: node.id, sort: direction } });
      await refetch();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  function remove(node: DeptNode) {
    confirm.ask({
      message: <FormattedMessage id="sys.common.deleteConfirm" />,
      testId: 'dept-delete-confirm',
      run: async () => {
        try {
          await deleteDepts({ variables: { ids: [node.id] } });
          notifySuccess(intl.formatMessage({ id: 'sys.common.deleted' }));
          if (selectedId === node.id) setSelectedId(null);
          await refetch();
        } catch (e) {
          notifyError(e, intl);
        }
      },
    });
  }

  const canAdd = can(PERMISSIONS.departAdd);
  const canUpdate = can(PERMISSIONS.departUpdate);
  const canDelete = can(PERMISSIONS.departDelete);

  return (
    <Flex
      gap="4"
      direction={{ base: 'column', lg: 'row' }}
      align="flex-start"
      data-testid="dept-page"
    >
      <Card.Root borderWidth="0" shadow="xs" w={{ base: 'full', lg: '380px' }} flexShrink={0}>
        <Card.Header pb="2">
          <HStack justify="space-between">
            <Heading size="md">
              <FormattedMessage id="sysDept.page.title" />
            </Heading>
            {canAdd && (
              <Button
                size="xs"
                colorPalette="brand"
                onClick={() => addBelow(TOP)}
                data-testid="dept-add-top"
              >
                <LuPlus />
                <FormattedMessage id="sysDept.page.addTop" />
              </Button>
            )}
          </HStack>
          <Input
            size="sm"
            mt="3"
            value={filter}
            placeholder={intl.formatMessage({ id: 'sysDept.page.filter' })}
            onChange={(e) => setFilter(e.target.value)}
            data-testid="dept-filter"
          />
        </Card.Header>
        <Card.Body pt="0" maxH={{ lg: 'calc(100vh - 260px)' }} overflowY="auto">
          {data === undefined && loading && <Skeleton h="40" />}
          {data !== undefined && shown.length === 0 && <EmptyText />}
          {shown.length > 0 && (
            <Tree
              key={filter.trim() === '' ? 'all' : 'filtered'}
              nodes={shown}
              label={(d) => d.deptName}
              selectedId={selectedId}
              onSelect={select}
              defaultExpanded="all"
              expandAll={filter.trim() !== ''}
              testId="dept-tree"
              renderActions={(d) => (
                <>
                  {canAdd && (
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-label={intl.formatMessage({ id: 'sysDept.page.addChild' })}
                      title={intl.formatMessage({ id: 'sysDept.page.addChild' })}
                      onClick={() => addBelow(d.id)}
                      data-testid={`dept-add-child-${d.id}`}
                    >
                      <LuPlus />
                    </IconButton>
                  )}
                  {canUpdate && (
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-label={intl.formatMessage({ id: 'sys.common.moveUp' })}
                      title={intl.formatMessage({ id: 'sys.common.moveUp' })}
                      onClick={() => void move(d, 0)}
                      data-testid={`dept-up-${d.id}`}
                    >
                      <LuArrowUp />
                    </IconButton>
                  )}
                  {canUpdate && (
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-label={intl.formatMessage({ id: 'sys.common.moveDown' })}
                      title={intl.formatMessage({ id: 'sys.common.moveDown' })}
                      onClick={() => void move(d, 1)}
                      data-testid={`dept-down-${d.id}`}
                    >
                      <LuArrowDown />
                    </IconButton>
                  )}
                  {canDelete && (
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={intl.formatMessage({ id: 'sys.common.delete' })}
                      title={intl.formatMessage({ id: 'sys.common.delete' })}
                      onClick={() => remove(d)}
                      data-testid={`dept-delete-${d.id}`}
                    >
                      <LuTrash2 />
                    </IconButton>
                  )}
                </>
              )}
            />
          )}
        </Card.Body>
      </Card.Root>

      <Box flex="1" minW="0" w="full">
        {draft !== null ? (
          <DepartmentForm
            key={`new-${draft.parentId}`}
            tree={tree}
            draft={draft}
            editable={canAdd}
            onCancel={() => setDraft(null)}
            onSaved={(id) => {
              setDraft(null);
              setSelectedId(id);
              void refetch();
            }}
          />
        ) : selectedId !== null ? (
          <DepartmentDetail
            key={selectedId}
            id={selectedId}
            tree={tree}
            editable={canUpdate}
            onSaved={() => void refetch()}
          />
        ) : (
          <Card.Root borderWidth="0" shadow="xs">
            <Card.Body>
              <Text color="fg.muted" textAlign="center" py="10" data-testid="dept-none">
                <FormattedMessage id="sysDept.page.chooseHint" />
              </Text>
            </Card.Body>
          </Card.Root>
        )}
      </Box>
      {confirm.dialog}
    </Flex>
  );
}

function DepartmentDetail(props: {
  id: string;
  tree: readonly DeptNode[];
  editable: boolean;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const { data, error } = useQuery(DepartmentDetailDocument, {
    variables: { id: props.id },
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  const d = data?.department;
  if (d === undefined) {
    return (
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body>
          <Skeleton h="48" />
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <DepartmentForm
      tree={props.tree}
      draft={{ id: d.id, parentId: d.parentId, deptName: d.deptName, sort: d.sort }}
      detail={{
        deptCode: d.deptCode,
        createTime: formatDateTime(intl, d.createTime),
        updateTime: formatDateTime(intl, d.updateTime),
      }}
      editable={props.editable}
      onSaved={() => props.onSaved()}
    />
  );
}

function DepartmentForm(props: {
  tree: readonly DeptNode[];
  draft: DeptDraft;
  detail?: { deptCode: string; createTime: string; updateTime: string };
  editable: boolean;
  onCancel?: () => void;
  onSaved: (id: string) => void;
}) {
  const intl = useIntl();
  const [values, setValues] = useState<DeptDraft>(props.draft);
  const [nameMissing, setNameMissing] = useState(false);
  const [save, saving] = useMutation(SaveDepartmentDocument);
  const editing = props.draft.id !== undefined;

  // Parent choices: a top-level option above the tree; a department cannot move below itself.
  const own = editing ? findNode(props.tree, props.draft.id as string) : null;
  const blocked = new Set(own !== null ? subtreeIds(own) : []);
  const parentNodes: ParentChoice[] = [
    {
      id: TOP,
      deptName: intl.formatMessage({ id: 'sysDept.form.topLevel' }),
      children: props.tree,
    },
  ];

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (values.deptName.trim() === '') {
      setNameMissing(true);
      return;
    }
    try {
      const result = await save({
        variables: {
          input: {
            id: values.id ?? null,
            parentId: values.parentId,
            deptName: values.deptName.trim(),
            sort: values.sort,
          },
        },
      });
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      props.onSaved(result.data?.saveDepartment.id ?? values.id ?? '');
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return (
    <Card.Root borderWidth="0" shadow="xs" data-testid="dept-form">
      <Card.Header>
        <Heading size="md">
          <FormattedMessage id={editing ? 'sysDept.form.detailTitle' : 'sysDept.form.addTitle'} />
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="4" maxW="lg">
            <Field label={<FormattedMessage id="sysDept.field.parent" />} required>
              <TreeSelect
                nodes={parentNodes}
                label={(d) => d.deptName}
                value={values.parentId}
                onChange={(d) => setValues({ ...values, parentId: d?.id ?? TOP })}
                isDisabled={(d) => blocked.has(d.id)}
                disabled={!props.editable}
                testId="dept-parent"
              />
            </Field>
            <Field
              label={<FormattedMessage id="sysDept.field.name" />}
              required
              invalid={nameMissing}
              errorText={<FormattedMessage id="sys.common.required" />}
            >
              <Input
                size="sm"
                value={values.deptName}
                maxLength={100}
                disabled={!props.editable}
                onChange={(e) => {
                  setValues({ ...values, deptName: e.target.value });
                  if (e.target.value.trim() !== '') setNameMissing(false);
                }}
                data-testid="dept-name"
              />
            </Field>
            {props.detail !== undefined && (
              <Field
                label={<FormattedMessage id="sysDept.field.code" />}
                helperText={<FormattedMessage id="sysDept.form.codeHelp" />}
              >
                <Input size="sm" value={props.detail.deptCode} readOnly data-testid="dept-code" />
              </Field>
            )}
            <Field
              label={<FormattedMessage id="sys.common.sort" />}
              helperText={editing ? undefined : <FormattedMessage id="sysDept.form.sortHelp" />}
            >
              <NumberInput.Root
                size="sm"
                w="full"
                min={0}
                max={1_000_000}
                disabled={!props.editable}
                value={values.sort === null ? '' : String(values.sort)}
                onValueChange={(e) =>
                  setValues({
                    ...values,
                    sort: Number.isNaN(e.valueAsNumber) ? null : Math.trunc(e.valueAsNumber),
                  })
                }
              >
                <NumberInput.Control />
                <NumberInput.Input data-testid="dept-sort" />
              </NumberInput.Root>
            </Field>
            {props.detail !== undefined && (
              <HStack gap="6" fontSize="sm" color="fg.muted" wrap="wrap">
                <Text>
                  <FormattedMessage id="sys.common.createTime" />: {props.detail.createTime}
                </Text>
                <Text>
                  <FormattedMessage id="sys.common.updateTime" />: {props.detail.updateTime}
                </Text>
              </HStack>
            )}
            {props.editable && (
              <HStack gap="2">
                <Button
                  type="submit"
                  size="sm"
                  colorPalette="brand"
                  loading={saving.loading}
                  data-testid="dept-save"
                >
                  <FormattedMessage id="sys.common.save" />
                </Button>
                {props.onCancel !== undefined && (
                  <Button size="sm" variant="outline" onClick={props.onCancel}>
                    <FormattedMessage id="sys.common.cancel" />
                  </Button>
                )}
              </HStack>
            )}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Card, Heading, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuLock, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { EmptyText } from '../../components/ui/empty-state';
import { TitledAction } from '../../components/ui/row-action';
import { AddButton, HintCard, MasterDetail, PanelHeader } from '../../components/ui/list-toolbar';
import { SearchBox } from '../../components/ui/search-box';
import { Tree } from '../../components/ui/tree';
import { findNode } from '../../components/ui/treeData';
import { useCan } from '../../app/session/permissions';
import { useConfirm } from '../../components/ui/useConfirm';
import { forgetDict } from './dictCache';
import { CatalogDialog, ValueDialog } from './DictDialogs';
import {
  DeleteDictCatalogsDocument,
  DeleteDictValuesDocument,
  DictCatalogTreeDocument,
  DictValueTreeDocument,
} from './dictDocuments';
import type { CatalogFormValues, ValueFormValues } from './dictForm';
import { PERMISSIONS } from '../../gql/permissions';

interface CatalogNode {
  id: string;
  parentId: string;
  title: string;
  dicCode: string;
  remark: string;
  sort: number;
  builtIn: boolean;
  children?: readonly CatalogNode[] | null;
}

interface ValueNode {
  id: string;
  parentId: string;
  value: string;
  title: string;
  sort: number;
  builtIn: boolean;
  children?: readonly ValueNode[] | null;
}

/**
 * Dictionaries (view key sys/dict): the catalogue tree with a keyword filter on the left, the
 * chosen dictionary's values (a tree) on the right; add, edit, delete both.
 */
export function DictPage() {
  const intl = useIntl();
  const can = useCan();
  const [keyword, setKeyword] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ values: CatalogFormValues; builtIn: boolean } | null>(
    null,
  );
  const confirm = useConfirm();
  const { data, loading, error, refetch } = useQuery(DictCatalogTreeDocument, {
    variables: { keyword: keyword === '' ? null : keyword },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteCatalogs] = useMutation(DeleteDictCatalogsDocument);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const tree = useMemo(() => (data?.dictCatalogTree ?? []) as readonly CatalogNode[], [data]);
  const selected = selectedId !== null ? findNode(tree, selectedId) : null;

  function remove(node: CatalogNode) {
    confirm.ask({
      message: <FormattedMessage id="sys.common.deleteConfirm" />,
      testId: 'dict-catalog-delete-confirm',
      run: async () => {
        try {
          await deleteCatalogs({ variables: { ids: [node.id] } });
          forgetDict();
          notifySuccess(intl.formatMessage({ id: 'sys.common.deleted' }));
          if (selectedId === node.id) setSelectedId(null);
          await refetch();
        } catch (e) {
          notifyError(e, intl);
        }
      },
    });
  }

  const blank = (parentId: string): CatalogFormValues => ({
    parentId,
    title: '',
    dicCode: '',
    remark: '',
    sort: 0,
  });

  return (
    <MasterDetail
      testId="dict-page"
      breakpoint="lg"
      masterWidth="360px"
      master={
        <>
          <PanelHeader
            pb="2"
            title={<FormattedMessage id="sysDict.page.title" />}
            action={
              can(PERMISSIONS.dicAdd) && (
                <AddButton
                  size="xs"
                  label={<FormattedMessage id="sysDict.catalog.add" />}
                  onClick={() => setEditing({ values: blank('0'), builtIn: false })}
                  testId="dict-catalog-add"
                />
              )
            }
            search={
              <SearchBox
                value={keyword}
                onSearch={setKeyword}
                placeholder={intl.formatMessage({ id: 'sysDict.page.filter' })}
                testId="dict-filter"
                maxW="full"
              />
            }
          />
          <Card.Body pt="0" maxH={{ lg: 'calc(100vh - 260px)' }} overflowY="auto">
            {data === undefined && loading && <Skeleton h="40" />}
            {data !== undefined && tree.length === 0 && <EmptyText />}
            {tree.length > 0 && (
              <Tree
                key={keyword}
                nodes={tree}
                label={(n) => n.title}
                renderLabelExtra={(n) =>
                  n.dicCode !== '' ? (
                    <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono" truncate>
                      {n.dicCode}
                    </Text>
                  ) : null
                }
                selectedId={selectedId}
                onSelect={(n) => setSelectedId(n.id)}
                defaultExpanded="all"
                testId="dict-catalog-tree"
                renderActions={(n) => (
                  <>
                    {can(PERMISSIONS.dicAdd) && (
                      <TitledAction
                        size="2xs"
                        label={intl.formatMessage({ id: 'sysDict.catalog.addChild' })}
                        icon={<LuPlus />}
                        onClick={() => setEditing({ values: blank(n.id), builtIn: false })}
                        testId={`dict-catalog-add-child-${n.id}`}
                      />
                    )}
                    {can(PERMISSIONS.dicUpdate) && (
                      <TitledAction
                        size="2xs"
                        label={intl.formatMessage({ id: 'sys.common.edit' })}
                        icon={<LuPencil />}
                        onClick={() =>
                          setEditing({
                            values: {
                              id: n.id,
                              parentId: n.parentId,
                              title: n.title,
                              dicCode: n.dicCode,
                              remark: n.remark,
                              sort: n.sort,
                            },
                            builtIn: n.builtIn,
                          })
                        }
                        testId={`dict-catalog-edit-${n.id}`}
                      />
                    )}
                    {can(PERMISSIONS.dicDelete) && !n.builtIn && (
                      <TitledAction
                        size="2xs"
                        label={intl.formatMessage({ id: 'sys.common.delete' })}
                        icon={<LuTrash2 />}
                        onClick={() => remove(n)}
                        testId={`dict-catalog-delete-${n.id}`}
                        color="red"
                      />
                    )}
                  </>
                )}
              />
            )}
          </Card.Body>
        </>
      }
      detail={
        <>
          {selected !== null && selected.dicCode !== '' ? (
            <DictValues key={selected.id} catalog={selected} />
          ) : (
            <HintCard testId="dict-none">
              <FormattedMessage
                id={selected !== null ? 'sysDict.page.groupHint' : 'sysDict.page.chooseHint'}
              />
            </HintCard>
          )}
        </>
      }
    >
      {editing !== null && (
        <CatalogDialog
          initial={editing.values}
          builtIn={editing.builtIn}
          tree={tree}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      {confirm.dialog}
    </MasterDetail>
  );
}

function DictValues({ catalog }: { catalog: CatalogNode }) {
  const intl = useIntl();
  const can = useCan();
  const [editing, setEditing] = useState<{ values: ValueFormValues; builtIn: boolean } | null>(
    null,
  );
  const confirm = useConfirm();
  const { data, loading, error, refetch } = useQuery(DictValueTreeDocument, {
    variables: { dicCode: catalog.dicCode },
    fetchPolicy: 'network-only',
  });
  const [deleteValues] = useMutation(DeleteDictValuesDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  const tree = useMemo(() => (data?.dictValueTree ?? []) as readonly ValueNode[], [data]);
  const blank = (parentId: string): ValueFormValues => ({
    parentId,
    value: '',
    title: '',
    sort: 0,
  });

  function remove(node: ValueNode) {
    confirm.ask({
      message: <FormattedMessage id="sys.common.deleteConfirm" />,
      testId: 'dict-value-delete-confirm',
      run: async () => {
        try {
          await deleteValues({ variables: { ids: [node.id] } });
          forgetDict(catalog.dicCode);
          notifySuccess(intl.formatMessage({ id: 'sys.common.deleted' }));
          await refetch();
        } catch (e) {
          notifyError(e, intl);
        }
      },
    });
  }

  return (
    <Card.Root borderWidth="0" shadow="xs" data-testid="dict-values">
      <Card.Header pb="3">
        <HStack justify="space-between" gap="3">
          <Box minW="0">
            <Heading size="md" truncate>
              {catalog.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted" fontFamily="mono">
              {catalog.dicCode}
            </Text>
          </Box>
          {can(PERMISSIONS.dicAdd) && (
            <AddButton
              label={<FormattedMessage id="sysDict.value.add" />}
              onClick={() => setEditing({ values: blank('0'), builtIn: false })}
              testId="dict-value-add"
            />
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        <HStack px="2" py="1.5" bg="bg.muted" fontSize="sm" color="fg.muted" rounded="sm" mb="1">
          <Text flex="1" ps="7">
            <FormattedMessage id="sysDict.value.title" />
          </Text>
          <Text w="32">
            <FormattedMessage id="sysDict.value.value" />
          </Text>
          <Text w="24" textAlign="end">
            <FormattedMessage id="sys.common.actions" />
          </Text>
        </HStack>
        {data === undefined && loading && <Skeleton h="32" />}
        {data !== undefined && tree.length === 0 && <EmptyText />}
        {tree.length > 0 && (
          <Tree
            nodes={tree}
            label={(n) => n.title}
            renderLabelExtra={(n) => (
              <>
                {n.builtIn && (
                  <Badge
                    size="xs"
                    variant="subtle"
                    title={intl.formatMessage({ id: 'sysDict.value.builtIn' })}
                  >
                    <LuLock />
                  </Badge>
                )}
                <Box flex="1" />
                <Text as="span" w="32" fontFamily="mono" fontSize="sm" truncate>
                  {n.value}
                </Text>
              </>
            )}
            defaultExpanded="all"
            actionsVisible="always"
            testId="dict-value-tree"
            renderActions={(n) => (
              <HStack w="24" justify="flex-end" gap="0.5">
                {can(PERMISSIONS.dicAdd) && (
                  <TitledAction
                    size="2xs"
                    label={intl.formatMessage({ id: 'sysDict.value.addChild' })}
                    icon={<LuPlus />}
                    onClick={() => setEditing({ values: blank(n.id), builtIn: false })}
                    testId={`dict-value-add-child-${n.id}`}
                  />
                )}
                {can(PERMISSIONS.dicUpdate) && (
                  <TitledAction
                    size="2xs"
                    label={intl.formatMessage({ id: 'sys.common.edit' })}
                    icon={<LuPencil />}
                    onClick={() =>
                      setEditing({
                        values: {
                          id: n.id,
                          parentId: n.parentId,
                          value: n.value,
                          title: n.title,
                          sort: n.sort,
                        },
                        builtIn: n.builtIn,
                      })
                    }
                    testId={`dict-value-edit-${n.id}`}
                  />
                )}
                {can(PERMISSIONS.dicDelete) && !n.builtIn && (
                  <TitledAction
                    size="2xs"
                    label={intl.formatMessage({ id: 'sys.common.delete' })}
                    icon={<LuTrash2 />}
                    onClick={() => remove(n)}
                    testId={`dict-value-delete-${n.id}`}
                    color="red"
                  />
                )}
              </HStack>
            )}
          />
        )}
      </Card.Body>
      {editing !== null && (
        <ValueDialog
          dicCode={catalog.dicCode}
          initial={editing.values}
          builtIn={editing.builtIn}
          tree={tree}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      {confirm.dialog}
    </Card.Root>
  );
}

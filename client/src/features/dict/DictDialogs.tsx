import { useMutation } from '@apollo/client/react';
import { Input, NumberInput, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { TreeSelect } from '../../components/ui/tree-select';
import { findNode, subtreeIds } from '../../components/ui/treeData';
import { forgetDict } from './dictCache';
import { SaveDictCatalogDocument, SaveDictValueDocument } from './dictDocuments';
import {
  validateCatalog,
  validateValue,
  type CatalogFormValues,
  type ValueFormValues,
} from './dictForm';

const TOP = '0';

interface Node {
  id: string;
  title: string;
  children?: readonly Node[] | null;
}

function parentChoices(tree: readonly Node[], topTitle: string): Node[] {
  return [{ id: TOP, title: topTitle, children: tree }];
}

function Shell(props: {
  title: ReactNode;
  testId: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      title={props.title}
      testId={props.testId}
      saveTestId={`${props.testId}-save`}
      saving={props.saving}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
    >
      <Stack gap="4">{props.children}</Stack>
    </FormDialog>
  );
}

function SortField({
  value,
  onChange,
  testId,
}: {
  value: number;
  onChange: (n: number) => void;
  testId: string;
}) {
  return (
    <Field label={<FormattedMessage id="sys.common.sort" />}>
      <NumberInput.Root
        size="sm"
        w="full"
        min={0}
        max={1_000_000}
        value={String(value)}
        onValueChange={(e) =>
          onChange(Number.isNaN(e.valueAsNumber) ? 0 : Math.trunc(e.valueAsNumber))
        }
      >
        <NumberInput.Control />
        <NumberInput.Input data-testid={testId} />
      </NumberInput.Root>
    </Field>
  );
}

/** Add or edit a dictionary catalogue (a grouping node, or a dictionary with a code). */
export function CatalogDialog(props: {
  initial: CatalogFormValues;
  tree: readonly Node[];
  builtIn: boolean;
  onClose: () => void;
  onSaved: (dicCode: string) => void;
}) {
  const intl = useIntl();
  const [v, setV] = useState(props.initial);
  const [errors, setErrors] = useState<ReturnType<typeof validateCatalog>>({});
  const [save, saving] = useMutation(SaveDictCatalogDocument);
  const own = props.initial.id !== undefined ? findNode(props.tree, props.initial.id) : null;
  const blocked = new Set(own !== null ? subtreeIds(own) : []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateCatalog(v);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const r = await save({
        variables: {
          input: {
            id: v.id ?? null,
            parentId: v.parentId,
            title: v.title.trim(),
            dicCode: v.dicCode.trim() === '' ? null : v.dicCode.trim(),
            remark: v.remark.trim(),
            sort: v.sort,
          },
        },
      });
      forgetDict();
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      props.onSaved(r.data?.saveDictCatalog.dicCode ?? '');
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return (
    <Shell
      title={
        <FormattedMessage
          id={v.id !== undefined ? 'sysDict.catalog.editTitle' : 'sysDict.catalog.addTitle'}
        />
      }
      testId="dict-catalog-dialog"
      saving={saving.loading}
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
    >
      <Field label={<FormattedMessage id="sysDict.catalog.parent" />} required>
        <TreeSelect
          nodes={parentChoices(props.tree, intl.formatMessage({ id: 'sysDict.catalog.topLevel' }))}
          label={(n) => n.title}
          value={v.parentId}
          onChange={(n) => setV({ ...v, parentId: n?.id ?? TOP })}
          isDisabled={(n) => blocked.has(n.id)}
          testId="dict-catalog-parent"
        />
      </Field>
      <Field
        label={<FormattedMessage id="sysDict.catalog.title" />}
        required
        invalid={errors.title !== undefined}
        errorText={<FormattedMessage id="sys.common.required" />}
      >
        <Input
          size="sm"
          value={v.title}
          maxLength={100}
          onChange={(e) => setV({ ...v, title: e.target.value })}
          data-testid="dict-catalog-title"
        />
      </Field>
      <Field
        label={<FormattedMessage id="sysDict.catalog.code" />}
        invalid={errors.dicCode !== undefined}
        errorText={<FormattedMessage id="sysDict.catalog.codeFormat" />}
        helperText={
          <FormattedMessage
            id={props.builtIn ? 'sysDict.catalog.codeBuiltIn' : 'sysDict.catalog.codeHelp'}
          />
        }
      >
        <Input
          size="sm"
          value={v.dicCode}
          maxLength={64}
          disabled={props.builtIn}
          onChange={(e) => setV({ ...v, dicCode: e.target.value })}
          data-testid="dict-catalog-code"
        />
      </Field>
      <Field label={<FormattedMessage id="sys.common.remark" />}>
        <Textarea
          size="sm"
          value={v.remark}
          maxLength={500}
          onChange={(e) => setV({ ...v, remark: e.target.value })}
          data-testid="dict-catalog-remark"
        />
      </Field>
      <SortField
        value={v.sort}
        onChange={(sort) => setV({ ...v, sort })}
        testId="dict-catalog-sort"
      />
    </Shell>
  );
}

/** Add or edit a value of a dictionary (values may form a tree). */
export function ValueDialog(props: {
  dicCode: string;
  initial: ValueFormValues;
  tree: readonly Node[];
  builtIn: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const [v, setV] = useState(props.initial);
  const [errors, setErrors] = useState<ReturnType<typeof validateValue>>({});
  const [save, saving] = useMutation(SaveDictValueDocument);
  const own = props.initial.id !== undefined ? findNode(props.tree, props.initial.id) : null;
  const blocked = new Set(own !== null ? subtreeIds(own) : []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateValue(v);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save({
        variables: {
          input: {
            id: v.id ?? null,
            dicCode: v.id === undefined ? props.dicCode : null,
            parentId: v.parentId,
            value: v.value.trim(),
            title: v.title.trim(),
            sort: v.sort,
          },
        },
      });
      forgetDict(props.dicCode);
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      props.onSaved();
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return (
    <Shell
      title={
        <FormattedMessage
          id={v.id !== undefined ? 'sysDict.value.editTitle' : 'sysDict.value.addTitle'}
        />
      }
      testId="dict-value-dialog"
      saving={saving.loading}
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
    >
      <Field label={<FormattedMessage id="sysDict.value.parent" />} required>
        <TreeSelect
          nodes={parentChoices(props.tree, intl.formatMessage({ id: 'sysDict.value.topLevel' }))}
          label={(n) => n.title}
          value={v.parentId}
          onChange={(n) => setV({ ...v, parentId: n?.id ?? TOP })}
          isDisabled={(n) => blocked.has(n.id)}
          testId="dict-value-parent"
        />
      </Field>
      <Field
        label={<FormattedMessage id="sysDict.value.value" />}
        required
        invalid={errors.value !== undefined}
        errorText={<FormattedMessage id="sys.common.required" />}
        helperText={props.builtIn ? <FormattedMessage id="sysDict.value.builtIn" /> : undefined}
      >
        <Input
          size="sm"
          value={v.value}
          maxLength={100}
          disabled={props.builtIn}
          onChange={(e) => setV({ ...v, value: e.target.value })}
          data-testid="dict-value-value"
        />
      </Field>
      <Field
        label={<FormattedMessage id="sysDict.value.title" />}
        required
        invalid={errors.title !== undefined}
        errorText={<FormattedMessage id="sys.common.required" />}
      >
        <Input
          size="sm"
          value={v.title}
          maxLength={100}
          onChange={(e) => setV({ ...v, title: e.target.value })}
          data-testid="dict-value-title"
        />
      </Field>
      <SortField
        value={v.sort}
        onChange={(sort) => setV({ ...v, sort })}
        testId="dict-value-sort"
      />
    </Shell>
  );
}

import { useMutation } from '@apollo/client/react';
import { HStack, Input, NumberInput, RadioGroup, SimpleGrid, Switch } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { TreeSelect } from '../../components/ui/tree-select';
import { IconPicker } from './IconPicker';
import { CreateMenuDocument, UpdateMenuDocument } from './menuDocuments';
import {
  menuFieldRules,
  MENU_TYPES,
  normalizeMenu,
  toMenuInput,
  validateMenu,
  type MenuFormErrors,
  type MenuFormField,
  type MenuFormProblem,
  type MenuFormValues,
  type MenuType,
} from './menuForm';
import { parentOptions, type MenuRow } from './menuModel';

const TYPE_LABELS: Record<MenuType, string> = {
  1: 'sysMenu.type.menu',
  2: 'sysMenu.type.function',
  3: 'sysMenu.type.route',
};

const PROBLEM_IDS: Record<MenuFormProblem, string> = {
  required: 'sys.common.required',
  lettersOnly: 'sysMenu.form.nameLetters',
  format: 'sysMenu.form.tagFormat',
  range: 'sysMenu.form.sortRange',
};

export interface MenuDialogProps {
  /** Values to start from (a new menu below a parent, or the menu being edited). */
  initial: MenuFormValues;
  tree: readonly MenuRow[];
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a menu, route or function (the server's menu rules are checked before sending). */
export function MenuDialog({ initial, tree, onClose, onSaved }: MenuDialogProps) {
  const intl = useIntl();
  const [values, setValues] = useState<MenuFormValues>(() => normalizeMenu(initial));
  const [errors, setErrors] = useState<MenuFormErrors>({});
  const [createMenu, created] = useMutation(CreateMenuDocument);
  const [updateMenu, updated] = useMutation(UpdateMenuDocument);
  const editing = initial.id !== undefined;
  const rules = menuFieldRules(values);
  const options = parentOptions(
    tree,
    intl.formatMessage({ id: 'sysMenu.form.topLevel' }),
    initial.id,
  );

  function set<K extends MenuFormField>(key: K, value: MenuFormValues[K]) {
    const next = normalizeMenu({ ...values, [key]: value }, values);
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(validateMenu(next));
  }

  function errorText(key: MenuFormField): string | undefined {
    const problem = errors[key];
    return problem === undefined ? undefined : intl.formatMessage({ id: PROBLEM_IDS[problem] });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateMenu(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = toMenuInput(values);
    try {
      if (initial.id !== undefined) {
        await updateMenu({ variables: { input: { ...input, id: initial.id } } });
      } else {
        await createMenu({ variables: { input } });
      }
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      onSaved();
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return (
    <FormDialog
      title={<FormattedMessage id={editing ? 'sysMenu.form.editTitle' : 'sysMenu.form.addTitle'} />}
      testId="menu-dialog"
      saveTestId="menu-save"
      saving={created.loading || updated.loading}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      size="lg"
      scrollInside
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field
          label={<FormattedMessage id="sysMenu.field.menuType" />}
          required
          invalid={errors.menuType !== undefined}
          errorText={errorText('menuType')}
          gridColumn={{ md: 'span 2' }}
        >
          <RadioGroup.Root
            size="sm"
            colorPalette="brand"
            value={String(values.menuType)}
            onValueChange={(e) => {
              const t = MENU_TYPES.find((x) => String(x) === e.value);
              if (t !== undefined) set('menuType', t);
            }}
          >
            <HStack gap="5">
              {MENU_TYPES.map((t) => (
                <RadioGroup.Item key={t} value={String(t)} data-testid={`menu-type-${t}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <FormattedMessage id={TYPE_LABELS[t]} />
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Field>
        <Field
          label={<FormattedMessage id="sysMenu.field.parent" />}
          required
          invalid={errors.parentId !== undefined}
          errorText={errorText('parentId')}
          gridColumn={{ md: 'span 2' }}
        >
          <TreeSelect
            nodes={options}
            label={(o) => o.title}
            value={values.parentId}
            onChange={(o) => set('parentId', o?.id ?? '')}
            invalid={errors.parentId !== undefined}
            testId="menu-parent"
          />
        </Field>
        <Field
          label={<FormattedMessage id="sysMenu.field.title" />}
          required
          invalid={errors.metaTitle !== undefined}
          errorText={errorText('metaTitle')}
        >
          <Input
            size="sm"
            value={values.metaTitle}
            maxLength={100}
            onChange={(e) => set('metaTitle', e.target.value)}
            data-testid="menu-title"
          />
        </Field>
        <Field
          label={<FormattedMessage id="sysMenu.field.name" />}
          required
          invalid={errors.name !== undefined}
          errorText={errorText('name')}
          helperText={<FormattedMessage id="sysMenu.form.nameHelp" />}
        >
          <Input
            size="sm"
            value={values.name}
            maxLength={64}
            onChange={(e) => set('name', e.target.value)}
            data-testid="menu-name"
          />
        </Field>
        {rules.needsPath && (
          <Field
            label={<FormattedMessage id="sysMenu.field.path" />}
            required
            invalid={errors.path !== undefined}
            errorText={errorText('path')}
          >
            <Input
              size="sm"
              value={values.path}
              maxLength={255}
              placeholder="/admin/sys/user"
              onChange={(e) => set('path', e.target.value)}
              data-testid="menu-path"
            />
          </Field>
        )}
        {rules.needsComponent && (
          <Field
            label={<FormattedMessage id="sysMenu.field.component" />}
            required
            invalid={errors.component !== undefined}
            errorText={errorText('component')}
            helperText={
              rules.componentFixed ? <FormattedMessage id="sysMenu.form.layoutFixed" /> : undefined
            }
          >
            <Input
              size="sm"
              value={values.component}
              maxLength={255}
              readOnly={rules.componentFixed}
              disabled={rules.componentFixed}
              placeholder="sys/user"
              onChange={(e) => set('component', e.target.value)}
              data-testid="menu-component"
            />
          </Field>
        )}
        {rules.needsPath && (
          <Field label={<FormattedMessage id="sysMenu.field.redirect" />}>
            <Input
              size="sm"
              value={values.redirect}
              maxLength={255}
              onChange={(e) => set('redirect', e.target.value)}
              data-testid="menu-redirect"
            />
          </Field>
        )}
        <Field
          label={<FormattedMessage id="sysMenu.field.permissionTag" />}
          invalid={errors.permissionTag !== undefined}
          errorText={errorText('permissionTag')}
        >
          <Input
            size="sm"
            value={values.permissionTag}
            maxLength={100}
            placeholder="sys:user:add"
            onChange={(e) => set('permissionTag', e.target.value)}
            data-testid="menu-permission"
          />
        </Field>
        <Field label={<FormattedMessage id="sysMenu.field.icon" />}>
          <IconPicker
            value={values.metaIcon}
            onChange={(name) => set('metaIcon', name)}
            testId="menu-icon"
          />
        </Field>
        <Field
          label={<FormattedMessage id="sysMenu.field.sort" />}
          invalid={errors.sort !== undefined}
          errorText={errorText('sort')}
        >
          <NumberInput.Root
            size="sm"
            w="full"
            min={0}
            max={1_000_000}
            value={String(values.sort)}
            onValueChange={(e) =>
              set('sort', Number.isNaN(e.valueAsNumber) ? 0 : Math.trunc(e.valueAsNumber))
            }
          >
            <NumberInput.Control />
            <NumberInput.Input data-testid="menu-sort" />
          </NumberInput.Root>
        </Field>
        <Field label={<FormattedMessage id="sysMenu.field.hidden" />}>
          <Switch.Root
            colorPalette="brand"
            checked={values.hidden}
            onCheckedChange={(e) => set('hidden', e.checked)}
            data-testid="menu-hidden"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontWeight="normal" color="fg.muted">
              <FormattedMessage id="sysMenu.form.hiddenHelp" />
            </Switch.Label>
          </Switch.Root>
        </Field>
      </SimpleGrid>
    </FormDialog>
  );
}

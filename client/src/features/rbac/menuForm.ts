/**
 * The menu dialog's values and checks: parent, type, title, name, path and
 * component are required; a function (type 2) needs no path or component; the name keeps letters
 * only; a top-level menu (parent '0') always uses the component Layout.
 */
export const MENU_ROOT_ID = '0';
export const LAYOUT = 'Layout';

export const MENU_TYPE = { menu: 1, function: 2, route: 3 } as const;
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE];
export const MENU_TYPES: readonly MenuType[] = [1, 2, 3];

/** Same rule as the server's permission tags (sys:user:add, sys:group:user:join). */
export const PERMISSION_TAG = /^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z0-9_*-]+)*$/;

export interface MenuFormValues {
  id?: string;
  parentId: string;
  menuType: MenuType;
  metaTitle: string;
  name: string;
  path: string;
  component: string;
  redirect: string;
  permissionTag: string;
  metaIcon: string;
  hidden: boolean;
  sort: number;
}

export type MenuFormField = keyof Omit<MenuFormValues, 'id'>;
export type MenuFormProblem = 'required' | 'lettersOnly' | 'format' | 'range';
export type MenuFormErrors = Partial<Record<MenuFormField, MenuFormProblem>>;

export const EMPTY_MENU: MenuFormValues = {
  parentId: MENU_ROOT_ID,
  menuType: MENU_TYPE.menu,
  metaTitle: '',
  name: '',
  path: '',
  component: LAYOUT,
  redirect: '',
  permissionTag: '',
  metaIcon: '',
  hidden: false,
  sort: 0,
};

/** The name field keeps letters only: anything else typed is dropped. */
export function lettersOnly(text: string): string {
  return text.replace(/[^A-Za-z]/g, '');
}

export function isFunctionType(menuType: number): boolean {
  return menuType === MENU_TYPE.function;
}

/** Which fields the dialog shows for a type and parent. */
export function menuFieldRules(values: Pick<MenuFormValues, 'menuType' | 'parentId'>) {
  const fn = isFunctionType(values.menuType);
  const topLevel = values.parentId === MENU_ROOT_ID;
  return {
    /** Path and component are needed for menus and routes. */
    needsPath: !fn,
    needsComponent: !fn,
    /** Top-level menus always use the Layout component (not editable). */
    componentFixed: !fn && topLevel,
  };
}

/**
 * Keeps the values consistent after an edit: a top-level menu's component becomes Layout; a
 * menu moved below another loses the fixed Layout; the name keeps letters only.
 */
export function normalizeMenu(values: MenuFormValues, previous?: MenuFormValues): MenuFormValues {
  const next = { ...values, name: lettersOnly(values.name) };
  const rules = menuFieldRules(next);
  if (rules.componentFixed) next.component = LAYOUT;
  else if (
    previous !== undefined &&
    menuFieldRules(previous).componentFixed &&
    next.component === LAYOUT
  ) {
    next.component = '';
  }
  return next;
}

export function validateMenu(values: MenuFormValues): MenuFormErrors {
  const errors: MenuFormErrors = {};
  const rules = menuFieldRules(values);
  if (values.parentId.trim() === '') errors.parentId = 'required';
  if (!(MENU_TYPES as readonly number[]).includes(values.menuType)) errors.menuType = 'required';
  if (values.metaTitle.trim() === '') errors.metaTitle = 'required';
  if (values.name.trim() === '') errors.name = 'required';
  else if (!/^[A-Za-z]+$/.test(values.name)) errors.name = 'lettersOnly';
  if (rules.needsPath && values.path.trim() === '') errors.path = 'required';
  if (rules.needsComponent && values.component.trim() === '') errors.component = 'required';
  const tag = values.permissionTag.trim();
  if (tag !== '' && !PERMISSION_TAG.test(tag)) errors.permissionTag = 'format';
  if (!Number.isInteger(values.sort) || values.sort < 0 || values.sort > 1_000_000) {
    errors.sort = 'range';
  }
  return errors;
}

/** The input the server takes: blanks as null, the path and component dropped for functions. */
export function toMenuInput(values: MenuFormValues) {
  const fn = isFunctionType(values.menuType);
  const blank = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    parentId: values.parentId,
    menuType: values.menuType,
    metaTitle: values.metaTitle.trim(),
    name: values.name,
    path: fn ? blank(values.path) : values.path.trim(),
    component: menuFieldRules(values).componentFixed ? LAYOUT : fn ? null : values.component.trim(),
    redirect: blank(values.redirect),
    permissionTag: blank(values.permissionTag),
    metaIcon: blank(values.metaIcon),
    hidden: values.hidden,
    sort: values.sort,
  };
}

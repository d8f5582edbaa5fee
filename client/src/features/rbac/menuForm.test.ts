import { describe, expect, it } from 'vitest';
import {
  EMPTY_MENU,
  LAYOUT,
  lettersOnly,
  menuFieldRules,
  MENU_TYPE,
  normalizeMenu,
  toMenuInput,
  validateMenu,
  type MenuFormValues,
} from './menuForm';

const page: MenuFormValues = {
  ...EMPTY_MENU,
  parentId: 'menu-sys',
  metaTitle: '用户管理',
  name: 'UserList',
  path: 'user',
  component: 'sys/user',
};

describe('menu form', () => {
  it('requires the spec fields', () => {
    expect(validateMenu({ ...EMPTY_MENU, parentId: '', component: '' })).toEqual({
      parentId: 'required',
      metaTitle: 'required',
      name: 'required',
      path: 'required',
      component: 'required',
    });
    expect(validateMenu(page)).toEqual({});
  });

  it('needs no path or component for a function', () => {
    const fn = { ...page, menuType: MENU_TYPE.function, path: '', component: '' };
    expect(validateMenu(fn)).toEqual({});
    expect(menuFieldRules(fn)).toEqual({
      needsPath: false,
      needsComponent: false,
      componentFixed: false,
    });
    expect(toMenuInput(fn).component).toBeNull();
    expect(toMenuInput(fn).path).toBeNull();
  });

  it('keeps letters only in the name', () => {
    expect(lettersOnly('User List_2!')).toBe('UserList');
    expect(normalizeMenu({ ...page, name: 'sys-user1' }).name).toBe('sysuser');
    expect(validateMenu({ ...page, name: 'user1' })).toEqual({ name: 'lettersOnly' });
  });

  it('fixes Layout for a top-level menu and frees it below', () => {
    const top = normalizeMenu({ ...page, parentId: '0', component: 'sys/user' });
    expect(top.component).toBe(LAYOUT);
    expect(menuFieldRules(top).componentFixed).toBe(true);
    const moved = normalizeMenu({ ...top, parentId: 'menu-sys' }, top);
    expect(moved.component).toBe('');
    expect(validateMenu(moved).component).toBe('required');
    expect(toMenuInput({ ...page, parentId: '0', component: 'x' }).component).toBe(LAYOUT);
    // a top-level function keeps no component
    const topFn = normalizeMenu({
      ...page,
      parentId: '0',
      menuType: MENU_TYPE.function,
      component: '',
    });
    expect(topFn.component).toBe('');
  });

  it('checks the permission tag format and sort range', () => {
    expect(validateMenu({ ...page, permissionTag: 'sys:user:add' })).toEqual({});
    expect(validateMenu({ ...page, permissionTag: 'sys user' })).toEqual({
      permissionTag: 'format',
    });
    expect(validateMenu({ ...page, sort: -1 })).toEqual({ sort: 'range' });
    expect(validateMenu({ ...page, sort: 1.5 })).toEqual({ sort: 'range' });
  });

  it('sends blanks as null', () => {
    const input = toMenuInput({ ...page, redirect: '  ', metaIcon: '', permissionTag: ' a:b ' });
    expect(input).toMatchObject({ redirect: null, metaIcon: null, permissionTag: 'a:b' });
  });
});

import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { XLSX_MIME } from '../support/xlsx.ts';

/** Back office, menu DepartList (view sys/depart): the department tree and its form. */
export class DepartmentPage {
  readonly root: Locator;
  readonly addTop: Locator;
  readonly filter: Locator;
  readonly tree: Locator;
  readonly form: Locator;
  readonly name: Locator;
  readonly code: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('dept-page');
    this.addTop = page.getByTestId('dept-add-top');
    this.filter = page.getByTestId('dept-filter');
    this.tree = page.getByTestId('dept-tree');
    this.form = page.getByTestId('dept-form');
    this.name = page.getByTestId('dept-name');
    this.code = page.getByTestId('dept-code');
    this.save = page.getByTestId('dept-save');
  }

  node(id: string): Locator {
    return this.page.getByTestId(`dept-tree-node-${id}`);
  }
}

/** Back office, menu RoleList (view sys/role): roles, their dialog and the menu grant dialog. */
export class RolePage {
  readonly root: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly dialog: Locator;
  readonly name: Locator;
  readonly level: Locator;
  readonly save: Locator;
  readonly menusDialog: Locator;
  readonly menusCount: Locator;
  readonly menusSave: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('role-page');
    this.addButton = page.getByTestId('role-add');
    this.search = page.getByTestId('role-search');
    this.dialog = page.getByTestId('role-dialog');
    this.name = page.getByTestId('role-name');
    this.level = page.getByTestId('role-level');
    this.save = page.getByTestId('role-save');
    this.menusDialog = page.getByTestId('role-menus-dialog');
    this.menusCount = page.getByTestId('role-menus-count');
    this.menusSave = page.getByTestId('role-menus-save');
  }

  /** A role type radio (1 learner, 2 administrator). */
  type(roleType: 1 | 2): Locator {
    return this.page.getByTestId(`role-type-${roleType}`);
  }

  row(roleId: string): Locator {
    return this.page.getByTestId(`role-table-row-${roleId}`);
  }

  menusButton(roleId: string): Locator {
    return this.page.getByTestId(`role-menus-${roleId}`);
  }

  /** The checkbox of a menu (by its id) in the grant dialog's tree. */
  menuCheck(menuId: string): Locator {
    return this.page.getByTestId(`role-menus-tree-node-${menuId}-check`);
  }
}

/** Back office, menu SysUser (view sys/user): the user list, its dialog and the import. */
export class UserPage {
  readonly root: Locator;
  readonly addButton: Locator;
  readonly importButton: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly dialog: UserDialog;
  readonly importDialog: UserImportDialog;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('user-page');
    this.addButton = page.getByTestId('user-add');
    this.importButton = page.getByTestId('user-import');
    this.search = page.getByTestId('user-search');
    this.table = page.getByTestId('user-table');
    this.dialog = new UserDialog(page);
    this.importDialog = new UserImportDialog(page);
  }

  row(userId: string): Locator {
    return this.page.getByTestId(`user-table-row-${userId}`);
  }

  /** The table's user rows. */
  rows(): Locator {
    return this.table.locator('[data-testid^="user-table-row-"]');
  }

  async filter(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
  }
}

/** The add / edit user dialog. */
export class UserDialog {
  readonly root: Locator;
  readonly userName: Locator;
  readonly password: Locator;
  readonly realName: Locator;
  readonly familyName: Locator;
  readonly dept: Locator;
  readonly deptFilter: Locator;
  readonly roles: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('user-dialog');
    this.userName = page.getByTestId('user-userName');
    this.password = page.getByTestId('user-password');
    this.realName = page.getByTestId('user-realName');
    this.familyName = page.getByTestId('user-familyName');
    this.dept = page.getByTestId('user-dept');
    this.deptFilter = page.getByTestId('user-dept-filter');
    this.roles = page.getByTestId('user-roles');
    this.save = page.getByTestId('user-save');
  }

  /** Picks a department in the tree select by typing its name into the filter. */
  async chooseDepartment(deptName: string): Promise<void> {
    await this.dept.click();
    await this.deptFilter.fill(deptName);
    await this.page
      .getByTestId('user-dept-tree')
      .getByRole('treeitem')
      .getByRole('button', { name: deptName, exact: true })
      .click();
    await expect(this.dept).toHaveText(deptName);
  }

  /** Ticks a role (by id) in the role select, then closes the list. */
  async chooseRole(roleId: string): Promise<void> {
    await this.roles.click();
    const option = this.page.getByTestId(`user-roles-option-${roleId}`);
    await option.click();
    await expect(option).toHaveAttribute('data-state', 'checked');
    await this.page.keyboard.press('Escape');
    await expect(option).toBeHidden();
  }
}

/** "Import users": template, one xlsx, the job, and each refused row's problem. */
export class UserImportDialog {
  readonly root: Locator;
  readonly templateButton: Locator;
  readonly fileInput: Locator;
  readonly chosenFile: Locator;
  readonly start: Locator;
  readonly state: Locator;
  readonly summary: Locator;
  readonly errors: Locator;
  readonly errorReport: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('user-import-dialog');
    this.templateButton = page.getByTestId('user-import-template');
    this.fileInput = page.getByTestId('user-import-file-input');
    this.chosenFile = page.getByTestId('user-import-file-file');
    this.start = page.getByTestId('user-import-start');
    this.state = page.getByTestId('user-import-state');
    this.summary = page.getByTestId('user-import-summary');
    this.errors = page.getByTestId('user-import-errors');
    this.errorReport = page.getByTestId('user-import-error-report');
  }

  /** The error table row of a sheet row (the header is row 1). */
  errorRow(row: number): Locator {
    return this.page.getByTestId(`user-import-error-${row}`);
  }

  async downloadTemplate(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.templateButton.click();
    return download;
  }

  async choose(name: string, bytes: Buffer): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType: XLSX_MIME, buffer: bytes });
    await expect(this.chosenFile).toContainText(name);
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** The face capture (camera picture, status line, manual button) inside a dialog. */
export class FaceCaptureBox {
  readonly root: Locator;
  readonly status: Locator;
  readonly photo: Locator;

  constructor(page: Page, testId: string) {
    this.root = page.getByTestId(testId);
    this.status = page.getByTestId(`${testId}-status`);
    this.photo = page.getByTestId(`${testId}-photo`);
  }

  /**
   * Waits until the browser's detector found the face and locked the frame (2 s after the first
   * detection): the camera runs on a fake device, the detector on SwiftShader, so allow time.
   */
  async expectLocked(): Promise<void> {
    await expect(this.root).toHaveAttribute('data-phase', 'locked', { timeout: 45_000 });
    await expect(this.root).toHaveAttribute('data-tracking', 'ready');
    await expect(this.photo).toBeVisible();
  }
}

/** /web/uc?tab=real: the state banner, the form, the record and the face check. */
export class RealNameTab {
  readonly root: Locator;
  readonly banner: Locator;
  readonly name: Locator;
  readonly idCard: Locator;
  readonly takePhoto: Locator;
  readonly preview: Locator;
  readonly submit: Locator;
  readonly confirmDialog: Locator;
  readonly confirm: Locator;
  readonly summaryIdCard: Locator;
  readonly faceCheck: Locator;
  readonly cameraDialog: Locator;
  readonly cameraCapture: FaceCaptureBox;
  readonly usePhoto: Locator;
  readonly checkDialog: Locator;
  readonly checkCapture: FaceCaptureBox;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('realname-tab');
    this.banner = page.getByTestId('realname-banner');
    this.name = page.getByTestId('realname-name');
    this.idCard = page.getByTestId('realname-id-card');
    this.takePhoto = page.getByTestId('realname-take-photo');
    this.preview = page.getByTestId('realname-photo-preview');
    this.submit = page.getByTestId('realname-submit');
    this.confirmDialog = page.getByTestId('realname-confirm');
    this.confirm = page.getByTestId('realname-confirm-confirm');
    this.summaryIdCard = page.getByTestId('realname-summary-id-card');
    this.faceCheck = page.getByTestId('realname-face-check');
    this.cameraDialog = page.getByTestId('realname-camera-dialog');
    this.cameraCapture = new FaceCaptureBox(page, 'realname-capture');
    this.usePhoto = page.getByTestId('realname-camera-use');
    this.checkDialog = page.getByTestId('face-check-dialog');
    this.checkCapture = new FaceCaptureBox(page, 'face-check-capture');
  }

  async goto(): Promise<void> {
    await this.page.goto('/web/uc?tab=real');
    await expect(this.root).toBeVisible();
  }
}

/** The back-office real-name review: filters, rows, the review dialog. */
export class RealNameAuditPage {
  readonly root: Locator;
  readonly stateFilter: Locator;
  readonly search: Locator;
  readonly dialog: Locator;
  readonly dialogPhoto: Locator;
  readonly dialogIdCard: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('realname-audit');
    this.stateFilter = page.getByTestId('realname-filter-state');
    this.search = page.getByTestId('realname-search');
    this.dialog = page.getByTestId('realname-audit-dialog');
    this.dialogPhoto = page.getByTestId('realname-audit-photo');
    this.dialogIdCard = page.getByTestId('realname-audit-id-card');
    this.save = page.getByTestId('realname-audit-save');
  }

  row(userName: string): Locator {
    return this.page.getByTestId(`realname-row-${userName}`);
  }

  auditAction(userName: string): Locator {
    return this.page.getByTestId(`realname-audit-${userName}`);
  }
}

/** The face-login dialog of /login. */
export class FaceLoginDialog {
  readonly open: Locator;
  readonly root: Locator;
  readonly userName: Locator;
  readonly start: Locator;
  readonly retry: Locator;
  readonly error: Locator;
  readonly capture: FaceCaptureBox;

  constructor(readonly page: Page) {
    this.open = page.getByTestId('login-face');
    this.root = page.getByTestId('face-login-dialog');
    this.userName = page.getByTestId('face-login-username');
    this.start = page.getByTestId('face-login-start');
    this.retry = page.getByTestId('face-login-retry');
    this.error = page.getByTestId('face-login-error');
    this.capture = new FaceCaptureBox(page, 'face-login-capture');
  }
}

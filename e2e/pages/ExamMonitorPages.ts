import { expect, type Locator, type Page } from '@playwright/test';

/** The check page's device test (设备调试) and camera requirement. */
export class DeviceTest {
  readonly openButton: Locator;
  readonly requirement: Locator;
  readonly dialog: Locator;
  readonly tips: Locator;
  readonly cameraState: Locator;
  readonly face: Locator;
  readonly close: Locator;

  constructor(readonly page: Page) {
    this.openButton = page.getByTestId('device-test-open');
    this.requirement = page.getByTestId('camera-requirement');
    this.dialog = page.getByTestId('device-test-dialog');
    this.tips = page.getByTestId('device-test-tips');
    this.cameraState = page.getByTestId('device-test-camera-state');
    this.face = page.getByTestId('device-test-face');
    this.close = page.getByTestId('device-test-close');
  }

  /** Opens the dialog and waits for the camera picture and a face in it. */
  async expectCameraAndFace(): Promise<void> {
    await this.openButton.click();
    await expect(this.dialog).toBeVisible();
    await expect(this.cameraState).toHaveAttribute('data-state', 'live', { timeout: 20_000 });
    await expect(this.face).toHaveAttribute('data-face', 'one', { timeout: 40_000 });
  }
}

/** The exam page's proctoring: camera monitor, full screen, leave dialogs, proctor messages. */
export class ExamMonitorPanel {
  readonly monitor: Locator;
  readonly face: Locator;
  readonly fold: Locator;
  readonly enterFullscreen: Locator;
  readonly returnDialog: Locator;
  readonly returnButton: Locator;
  readonly leaveDialog: Locator;
  readonly leaveCount: Locator;
  readonly leaveOk: Locator;

  constructor(readonly page: Page) {
    this.monitor = page.getByTestId('exam-monitor');
    this.face = page.getByTestId('exam-monitor-face');
    this.fold = page.getByTestId('exam-monitor-fold');
    this.enterFullscreen = page.getByTestId('enter-fullscreen');
    this.returnDialog = page.getByTestId('leave-return-dialog');
    this.returnButton = page.getByTestId('leave-return');
    this.leaveDialog = page.getByTestId('leave-dialog');
    this.leaveCount = page.getByTestId('leave-count');
    this.leaveOk = page.getByTestId('leave-dialog-ok');
  }

  /** Whether the page is in full screen now. */
  inFullscreen(): Promise<boolean> {
    return this.page.evaluate(() => document.fullscreenElement !== null);
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { chooseRemote } from './components.ts';

/** The back office's course list (view course/list) and the course editor (view course/edit). */
export class CourseAdminPages {
  readonly list: Locator;
  readonly editor: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByTestId('course-admin-page');
    this.editor = page.getByTestId('course-editor');
  }

  /**
   * Builds a published course of one chapter with one video (uploaded from `videoPath`) and
   * saves it; back on the list afterwards.
   */
  async addVideoCourse(
    title: string,
    chapter: string,
    item: string,
    videoPath: string,
    beforeSave?: () => Promise<void>,
  ) {
    await this.list.getByTestId('course-add').click();
    await expect(this.editor).toBeVisible();
    await this.editor.getByTestId('course-form-title').fill(title);
    await this.editor.getByTestId('course-form-published').click();
    await this.editor.getByTestId('course-add-chapter').click();
    await this.editor.getByTestId('course-chapter-title-0').fill(chapter);
    await this.editor.getByTestId('course-add-item-0').click();
    await this.editor.getByTestId('course-item-0-0-file').setInputFiles(videoPath);
    await expect(this.editor.getByTestId('course-item-0-0-file-name')).toContainText('.mp4');
    await this.editor.getByTestId('course-item-0-0-title').fill(item);
    await beforeSave?.();
    await this.editor.getByTestId('course-save').click();
    await expect(this.list).toBeVisible();
  }

  /**
   * Builds a published course of one chapter with one document item per file (uploaded from
   * `path`), then optionally a linked practice bank, and saves it; back on the list afterwards.
   */
  async addDocumentCourse(
    title: string,
    chapter: string,
    documents: ReadonlyArray<{ title: string; path: string; ext: string }>,
    bank?: { title: string; repoTitle: string },
  ) {
    await this.list.getByTestId('course-add').click();
    await expect(this.editor).toBeVisible();
    await this.editor.getByTestId('course-form-title').fill(title);
    await this.editor.getByTestId('course-form-published').click();
    await this.editor.getByTestId('course-add-chapter').click();
    await this.editor.getByTestId('course-chapter-title-0').fill(chapter);
    for (const [i, doc] of documents.entries()) {
      const item = `course-item-0-${i}`;
      await this.editor.getByTestId('course-add-item-0').click();
      await this.editor.getByTestId(`${item}-type`).selectOption('2');
      await this.editor.getByTestId(`${item}-file`).setInputFiles(doc.path);
      await expect(this.editor.getByTestId(`${item}-file-name`)).toContainText(`.${doc.ext}`);
      await this.editor.getByTestId(`${item}-title`).fill(doc.title);
    }
    if (bank !== undefined) {
      const item = `course-item-0-${documents.length}`;
      await this.editor.getByTestId('course-add-item-0').click();
      await this.editor.getByTestId(`${item}-type`).selectOption('3');
      await chooseRemote(this.editor.getByTestId(`${item}-ref`), bank.repoTitle);
      await this.editor.getByTestId(`${item}-title`).fill(bank.title);
    }
    await this.editor.getByTestId('course-save').click();
    await expect(this.list).toBeVisible();
  }

  row(title: string): Locator {
    return this.list.getByRole('row').filter({ hasText: title });
  }

  /** In the open editor: the course is open to the named people only (open type 3), one user. */
  async openOnlyTo(userId: string): Promise<void> {
    await this.editor.getByTestId('course-form-open-type').selectOption('3');
    await this.editor.getByTestId('course-form-scope-users').click();
    const picker = this.page.getByTestId('course-form-scope-user-select');
    await expect(picker).toBeVisible();
    const box = picker.getByTestId(`course-form-scope-user-select-table-select-${userId}`);
    // The list may load again right after it opens: tick until the tick holds.
    await expect(async () => {
      if (!(await box.locator('input').isChecked())) await box.click();
      await expect(box.locator('input')).toBeChecked({ timeout: 1000 });
    }).toPass();
    await picker.getByTestId('course-form-scope-user-select-confirm').click();
    await expect(picker).toBeHidden();
    await expect(this.editor.getByTestId(`course-form-scope-tag-users-${userId}`)).toBeVisible();
  }
}

/** The storage tab of the system configuration (view sys/config): transcoding settings. */
export class StorageSettingsPage {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('config-upload');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('config-tab-storage').click();
    await expect(this.root).toBeVisible();
    await expect(this.root.getByTestId('config-upload-encodeType')).toBeVisible();
  }

  /**
   * Local storage with ffmpeg transcoding as `encode` (mp4, m3u8 or m3u8_encode) to the given
   * qualities, saved (the AES key and IV are filled in when given).
   */
  async ffmpegTranscoding(
    encode: string,
    qualities: readonly string[],
    aes?: { key: string; iv: string },
  ): Promise<void> {
    await this.root.getByTestId('config-upload-provider-local').click();
    await this.root.getByTestId('config-upload-encodeType').selectOption('ffmpeg');
    await this.root.getByTestId('config-upload-videoEncode').selectOption(encode);
    // The provider's saved settings may load again just after the click: tick until it holds.
    await expect(async () => {
      for (const quality of ['original', '480p', '720p', '1080p', '2k']) {
        const box = this.root.getByTestId(`config-upload-videoQuality-${quality}`);
        const wanted = qualities.includes(quality);
        if ((await box.locator('input').isChecked()) !== wanted) await box.click();
        if (wanted) await expect(box.locator('input')).toBeChecked({ timeout: 1000 });
        else await expect(box.locator('input')).not.toBeChecked({ timeout: 1000 });
      }
    }).toPass();
    if (aes !== undefined) {
      await this.root.getByTestId('config-upload-aesKey').fill(aes.key);
      await this.root.getByTestId('config-upload-aesIv').fill(aes.iv);
    }
    await this.root.getByTestId('config-upload-save').click();
  }
}

/** The learner's course list, course page and study page. */
export class CourseLearnerPages {
  readonly list: Locator;
  readonly course: Locator;
  readonly study: Locator;
  readonly video: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByTestId('course-list-page');
    this.course = page.getByTestId('course-page');
    this.study = page.getByTestId('study-page');
    this.video = page.getByTestId('course-video');
  }

  /** The video element's state. */
  async videoState(): Promise<{ time: number; paused: boolean; duration: number }> {
    return this.video.evaluate((v: HTMLVideoElement) => ({
      time: v.currentTime,
      paused: v.paused,
      duration: v.duration,
    }));
  }

  /** Asks the player to jump to `seconds` (as dragging the progress bar does). */
  async seek(seconds: number): Promise<void> {
    await this.video.evaluate((v: HTMLVideoElement, s: number) => {
      v.currentTime = s;
    }, seconds);
  }

  async play(): Promise<void> {
    await this.study.locator('.plyr__controls button[data-plyr="play"]').click();
  }

  async pause(): Promise<void> {
    await this.video.evaluate((v: HTMLVideoElement) => v.pause());
  }

  /** Picks a quality in the player's settings menu by its label (480p, 原始 540p, 自动). */
  async chooseQuality(label: string, menuTitle: string, qualityTitle: string): Promise<void> {
    await this.study.getByRole('button', { name: menuTitle, exact: true }).click();
    await this.study.getByRole('menuitem', { name: qualityTitle }).click();
    await this.study.getByRole('menuitemradio', { name: label, exact: false }).click();
  }

  /** The qualities the player's menu offers, as labelled. */
  async qualityLabels(menuTitle: string, qualityTitle: string): Promise<string[]> {
    await this.study.getByRole('button', { name: menuTitle, exact: true }).click();
    await this.study.getByRole('menuitem', { name: qualityTitle }).click();
    const labels = await this.study.getByRole('menuitemradio').allInnerTexts();
    // Back to the menu's first page, then closed: the next visit starts where this one did.
    await this.study.locator('button.plyr__control--back:visible').click();
    await expect(this.study.getByRole('menuitem', { name: qualityTitle })).toBeVisible();
    await this.study.getByRole('button', { name: menuTitle, exact: true }).click();
    return labels.map((l) => l.replace(/\s+/g, ' ').trim());
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

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

  row(title: string): Locator {
    return this.list.getByRole('row').filter({ hasText: title });
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
}

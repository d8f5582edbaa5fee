import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures/index.ts';
import { CourseAdminPages, CourseLearnerPages } from '../pages/CoursePages.ts';
import { t } from '../support/i18n.ts';
import { signedInContext } from '../support/learner-browser.ts';
import { isFocused, tabTo } from '../support/keyboard.ts';
import { artifactsDir } from '../support/paths.ts';

/** A one-page PDF with a line of text, written now. */
function writePdf(file: string): void {
  const text = 'BT /F1 24 Tf 72 720 Td (Fire safety handbook) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, o] of objects.entries()) {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  fs.writeFileSync(file, body, 'latin1');
}

/** A 240x135 PNG of four coloured stripes (a stand-in floor plan). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAACHCAIAAACnEEO8AAACBklEQVR42u3SUQ0AEBQAQJ8SaEAY' +
    'NUQTQR0JKCGGve22i3BptxbOWTmcMns4ddxwktBCCy200EILLbTQQgsttNBCCy200EILLbTQQgst' +
    'tNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQ' +
    'QgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EIL' +
    'LbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy20' +
    '0EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBC' +
    'Cy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgst' +
    'tNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQ' +
    'QgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EIL' +
    'LbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy200EILLbTQQgsttNBCCy20' +
    '0EILLbTQQgsttNBCf/MAcZ+Fp/f1SEUAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Issue 20's documents on the study page: a PDF shows in the browser's viewer (an <iframe> on the
 * course's own address) and a picture inline, each with a download link reached by the keyboard;
 * opening a document finishes it.
 */
test('a learner reads a PDF and a picture of a course inline on the study page, with a download link; a linked bank is not finished by opening it', async ({
  page,
  browser,
  asAdmin: admin,
  db,
  screens,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const title = `安全手册课程 ${run}`;
  const pdfTitle = `消防手册 ${run}`;
  const imageTitle = `疏散平面图 ${run}`;
  const bankTitle = `消防题库练习 ${run}`;
  fs.mkdirSync(artifactsDir, { recursive: true });
  const pdfPath = path.join(artifactsDir, 'course-handbook.pdf');
  const pngPath = path.join(artifactsDir, 'course-floor-plan.png');
  writePdf(pdfPath);
  fs.writeFileSync(pngPath, new Uint8Array(PNG));
  const wasOn = await db.setModuleCourse(true);
  const {
    context: learnerContext,
    page: learnerPage,
    uncaught,
  } = await signedInContext(browser, test.info(), 'student');
  const learner = new CourseLearnerPages(learnerPage);

  try {
    await test.step('the admin builds a course with a PDF and a picture', async () => {
      await page.reload();
      await admin.openFromSidebar('CourseList', await db.menuTitle('CourseManage'));
      const courses = new CourseAdminPages(page);
      await expect(courses.list).toBeVisible();
      await courses.addDocumentCourse(
        title,
        '第一章',
        [
          { title: pdfTitle, path: pdfPath, ext: 'pdf' },
          { title: imageTitle, path: pngPath, ext: 'png' },
        ],
        { title: bankTitle, repoTitle: '示例题库' },
      );
      await expect(courses.row(title)).toBeVisible();
    });

    await test.step('the PDF shows inline from the course address, and the item is finished', async () => {
      await learnerPage.goto('/web/course');
      await learner.list.getByRole('link', { name: title }).click();
      await learner.course.getByRole('link', { name: pdfTitle }).click();
      const frame = learner.study.getByTestId('study-document-pdf');
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute(
        'title',
        t('zh', 'course.study.documentFrame').replace('{title}', pdfTitle),
      );
      const src = (await frame.getAttribute('src')) ?? '';
      expect(src).toMatch(/^\/api\/course\/doc\//);
      const served = await learnerPage.request.get(src);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('application/pdf');
      expect(served.headers()['content-disposition']).toMatch(/^inline;/);
      expect((await served.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(learner.study.getByTestId('study-finished')).toBeVisible();
      const download = learner.study.getByTestId('study-document-download');
      // Through the course route: the course's audience is the rule.
      await expect(download).toHaveAttribute('href', /^\/api\/course\/media\/.+\/original$/);
      // The learner's window has the focus (the admin's window was used last).
      await learnerPage.bringToFront();
      // The next Tab enters the viewer: the frame draws the focus ring while it has the focus
      // (Chromium's out-of-process viewer may leave the page's active element on <body>, but
      // the page has lost the focus). A viewer still loading lets the Tab through: try again.
      await tabTo(learnerPage, download);
      await expect(async () => {
        if (!(await isFocused(download))) await download.focus();
        await learnerPage.keyboard.press('Tab');
        await expect
          .poll(
            () =>
              frame.evaluate(
                (f) =>
                  (document.activeElement === f || !document.hasFocus()) &&
                  getComputedStyle(f).outlineStyle !== 'none',
              ),
            { timeout: 3000 },
          )
          .toBe(true);
      }).toPass({ timeout: 20_000 });
      await screens.take('01-study-pdf', learnerPage);
    });

    await test.step('the picture shows inline with its title as the text alternative', async () => {
      await learnerPage.getByTestId('study-back').click();
      await learner.course.getByRole('link', { name: imageTitle }).click();
      const image = learner.study.getByRole('img', { name: imageTitle });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
        .toBe(240);
      await expect(learner.study.getByTestId('study-finished')).toBeVisible();
      await screens.take('02-study-image', learnerPage);
    });

    await test.step('the linked bank says what finishes it: opening it does not', async () => {
      await learnerPage.getByTestId('study-back').click();
      await learner.course.getByRole('link', { name: bankTitle }).click();
      const goal = learner.study.getByTestId('study-goal');
      await expect(goal).toBeVisible();
      await expect(
        goal.getByRole('progressbar', { name: t('zh', 'course.study.repoProgress') }),
      ).toBeVisible();
      await expect(learner.study.getByTestId('study-finished')).toBeHidden();
      expect((await db.courseProgress('student', bankTitle))?.finished).toBe(false);
      await screens.take('03-study-bank-goal', learnerPage);
    });

    await test.step('the course page counts both documents as finished', async () => {
      await learnerPage.getByTestId('study-back').click();
      await expect(learner.course).toBeVisible();
      const progress = await db.courseProgress('student', pdfTitle);
      expect(progress?.finished).toBe(true);
      expect((await db.courseProgress('student', imageTitle))?.finished).toBe(true);
      await screens.take('04-course-page-documents', learnerPage);
    });
    expect(uncaught).toEqual([]);
  } finally {
    await learnerContext.close();
    await db.setModuleCourse(wasOn);
  }
});

import sharp from 'sharp';
import { startFakeBucket } from '../../server/test/fixtures/fake-bucket.ts';
import { expect, test } from '../fixtures/index.ts';
import { StorageSettingsPage } from '../pages/CoursePages.ts';
import { t } from '../support/i18n.ts';

const BUCKET = 'exam-files';
const ACCESS_KEY = 'e2e-qiniu-ak';
const SECRET_KEY = 'e2e-qiniu-secret';

test('an admin turns on direct uploads to a cloud bucket; a logo goes from the browser to the bucket and shows', async ({
  asAdmin: admin,
  page,
  db,
  screens,
}) => {
  test.setTimeout(120_000);
  // A Qiniu bucket on this machine: it checks the upload token the server signs, and the server's
  // own SigV4 reads; it answers CORS as a bucket set up for browser uploads does.
  const fake = await startFakeBucket({ bucket: BUCKET, keys: { [ACCESS_KEY]: SECRET_KEY } });
  const savedSettings = await db.uploadSettings();
  try {
    const storage = new StorageSettingsPage(page);
    await test.step('the admin points the storage at the bucket with direct uploads on', async () => {
      await admin.openFromSidebar('SysConfig', await db.menuTitle('SysManage'));
      await storage.open();
      const form = storage.root;
      await form.getByTestId('config-upload-provider-qiniu').click();
      await form.getByTestId('config-upload-endpoint').fill(fake.url);
      await form.getByTestId('config-upload-bucket').fill(BUCKET);
      await form.getByTestId('config-upload-accessKeyId').fill(ACCESS_KEY);
      await form.getByTestId('config-upload-accessKeySecret').fill(SECRET_KEY);
      const direct = form.getByTestId('config-upload-directUpload');
      await direct.click();
      await expect(direct.locator('input')).toBeChecked();
      await expect(form.getByText(t('zh', 'sysConfig.storage.directUploadHint'))).toBeVisible();
      await form.getByTestId('config-upload-save').click();
      await expect(page.getByText(t('zh', 'sysConfig.provider.saved'))).toBeVisible();
      await form.getByTestId('config-upload-use').click();
      await expect(form.getByTestId('config-upload-provider-qiniu')).toContainText(
        t('zh', 'sysConfig.provider.inUse'),
      );
      await screens.take('01-storage-direct-upload');
    });

    await test.step("the app's pages may now connect to the bucket", async () => {
      const response = await page.reload();
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain(`connect-src 'self' ws: wss: ${fake.url};`);
    });

    await test.step('a logo chosen in the base settings goes straight to the bucket and shows', async () => {
      await expect(page.getByTestId('config-base')).toBeVisible();
      // A logo-sized picture: a green band on white.
      const logo = await sharp({
        create: { width: 160, height: 80, channels: 3, background: '#ffffff' },
      })
        .composite([
          {
            input: await sharp({
              create: { width: 160, height: 30, channels: 3, background: '#2f9e44' },
            })
              .png()
              .toBuffer(),
            top: 25,
            left: 0,
          },
        ])
        .png()
        .toBuffer();
      const toBucket = page.waitForRequest((r) => r.url().startsWith(fake.url));
      await page.getByTestId('config-back-logo-input').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: logo,
      });
      const request = await toBucket;
      expect(request.method()).toBe('POST');
      expect(request.url()).toBe(`${fake.url}/`);
      const preview = page.getByTestId('config-back-logo-preview');
      await expect(preview).toBeVisible();
      await expect(preview).toHaveAttribute('src', /^\/api\/common\/file\//);
      await expect
        .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBe(160);
      // The bytes went from the page to the bucket (token checked); the server read them back.
      const origin = new URL(page.url()).origin;
      const upload = fake.seen.find((s) => s.method === 'POST' && s.path === '/');
      expect(upload).toMatchObject({ auth: 'qiniu', status: 200, origin });
      const key = [...fake.objects.keys()][0] ?? '';
      expect(key).toMatch(new RegExp(`^/${BUCKET}/direct/[^/]+/[0-9a-f-]{36}\\.png$`));
      expect(fake.seen.filter((s) => s.auth === 'permanent').map((s) => s.method)).toEqual(
        expect.arrayContaining(['HEAD', 'GET']),
      );
      await screens.take('02-logo-uploaded-directly');
    });
  } finally {
    await db.restoreUploadSettings(savedSettings);
    await fake.close();
  }
});

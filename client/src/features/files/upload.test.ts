import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetStorageMode } from './directUpload';
import { UPLOAD_KIND, UPLOAD_PATH, uploadFile, uploadForm } from './upload';

describe('upload form', () => {
  it('sends kind and visibility before the file', () => {
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    const form = uploadForm(file, { kind: UPLOAD_KIND.image, visibility: 'site' });
    expect([...form.keys()]).toEqual(['kind', 'visibility', 'file']);
    expect(form.get('kind')).toBe('1');
    expect(form.get('visibility')).toBe('site');
    expect((form.get('file') as File).name).toBe('logo.png');
  });

  it('sends only the file without options', () => {
    expect([...uploadForm(new File([''], 'a.xlsx')).keys()]).toEqual(['file']);
  });
});

describe('uploadFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetStorageMode();
  });

  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

  function stubServer(site: Record<string, unknown>, credentials: Record<string, unknown>) {
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        paths.push(url);
        if (url === '/api/sys/config/detail') return json({ code: 0, data: site });
        if (url === '/api/common/qiniu/token') return json(credentials);
        return json({ code: 0, data: { id: 'f1', url: '/api/common/file/f1' } });
      }),
    );
    return paths;
  }

  it('goes through the server while the storage is local', async () => {
    const paths = stubServer({ uploadType: 'local', ossUpload: null }, {});
    await uploadFile(new File(['x'], 'a.png'));
    expect(paths).toEqual(['/api/sys/config/detail', UPLOAD_PATH]);
  });

  it('goes through the server when the storage changed since the page read it', async () => {
    const paths = stubServer(
      { uploadType: 'qiniu', ossUpload: { directUpload: true } },
      { code: 14001080, msg: 'not qiniu' },
    );
    await uploadFile(new File(['x'], 'a.png'));
    expect(paths).toEqual(['/api/sys/config/detail', '/api/common/qiniu/token', UPLOAD_PATH]);
  });
});

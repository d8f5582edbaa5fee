import { describe, expect, it } from 'vitest';
import { UPLOAD_KIND, uploadForm } from './upload';

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

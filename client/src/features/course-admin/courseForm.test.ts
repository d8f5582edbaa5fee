import { describe, expect, it } from 'vitest';
import { documentUploadKind, emptyCourse, fileIdOfUrl, moveAt, toSaveInput } from './courseForm';

describe('course form', () => {
  it('reads a file id from its address only', () => {
    expect(fileIdOfUrl('/api/common/file/abc_1')).toBe('abc_1');
    expect(fileIdOfUrl('https://x/api/common/file/abc')).toBeNull();
    expect(fileIdOfUrl('')).toBeNull();
  });

  it('moves entries within the list', () => {
    expect(moveAt(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveAt(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveAt(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
  });

  it('sends the scope of the open type and each item what its type needs', () => {
    const form = {
      ...emptyCourse(),
      title: ' T ',
      openType: 2,
      scope: {
        departs: [{ id: 'A01', name: 'A' }],
        groups: [{ id: 'g', name: 'G' }],
        users: [{ id: 'u', name: 'U' }],
      },
      chapters: [
        {
          key: 'k',
          title: 'C',
          items: [
            { key: 'i', title: 'V', itemType: 1, fileId: 'f', fileName: 'v.mp4', refId: 'r' },
            { key: 'j', title: 'B', itemType: 3, fileId: 'f', fileName: '', refId: 'repo' },
          ],
        },
      ],
    };
    const input = toSaveInput(form);
    expect(input).toMatchObject({ title: 'T', departIds: ['A01'], groupIds: [], userIds: [] });
    expect(input.chapters[0]!.items).toEqual([
      { id: null, title: 'V', itemType: 1, fileId: 'f', refId: null },
      { id: null, title: 'B', itemType: 3, fileId: null, refId: 'repo' },
    ]);
  });

  it('uploads a picture document as an image and the rest as files', () => {
    expect(documentUploadKind('floor-plan.PNG')).toBe(1);
    expect(documentUploadKind('photo.jpeg')).toBe(1);
    expect(documentUploadKind('manual.pdf')).toBe(5);
    expect(documentUploadKind('slides.pptx')).toBe(5);
    expect(documentUploadKind('png')).toBe(5);
  });
});

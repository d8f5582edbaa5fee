import { describe, expect, it } from 'vitest';
import { qiniuUploadToken } from './direct-upload.ts';

describe('qiniuUploadToken', () => {
  it("matches Qiniu's documented example (MY_ACCESS_KEY / MY_SECRET_KEY)", () => {
    const policy = {
      scope: 'my-bucket:sunflower.jpg',
      deadline: 1451491200,
      returnBody:
        '{"name":$(fname),"size":$(fsize),"w":$(imageInfo.width),"h":$(imageInfo.height),"hash":$(etag)}',
    };
    expect(qiniuUploadToken('MY_ACCESS_KEY', 'MY_SECRET_KEY', policy)).toBe(
      'MY_ACCESS_KEY:wQ4ofysef1R7IKnrziqtomqyDvI=:eyJzY29wZSI6Im15LWJ1Y2tldDpzdW5mbG93ZXIuanBnIiwiZGVhZGxpbmUiOjE0NTE0OTEyMDAsInJldHVybkJvZHkiOiJ7XCJuYW1lXCI6JChmbmFtZSksXCJzaXplXCI6JChmc2l6ZSksXCJ3XCI6JChpbWFnZUluZm8ud2lkdGgpLFwiaFwiOiQoaW1hZ2VJbmZvLmhlaWdodCksXCJoYXNoXCI6JChldGFnKX0ifQ==',
    );
  });
});

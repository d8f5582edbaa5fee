import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('hides the token query parameter and keeps the rest', () => {
    expect(redactUrl('/api/socket/exam/u/e/pc?token=abc.def&lang=en')).toBe(
      '/api/socket/exam/u/e/pc?token=%5Bredacted%5D&lang=en',
    );
    expect(redactUrl('/api/x?lang=en')).toBe('/api/x?lang=en');
    expect(redactUrl('/api/x')).toBe('/api/x');
  });

  it.each([
    ['/sync?ticket=T0PSECRET', 'ticket'],
    ['/api/common/wx/callback?code=C0DE&state=ST4TE', 'code'],
    ['/api/common/ding-talk/callback?authCode=C0DE&state=ST4TE', 'authCode'],
    ['/api/common/file/upload?ticket=T1CKET', 'ticket'],
    ['/api/course/media/f1/decrypt?auth=S1GNED', 'auth'],
    ['/x?TOKEN=abc&Password=p4ss', 'TOKEN'],
    ['/x?access_token=abc&X-Amz-Signature=f00', 'access_token'],
    ['/x?state=a&state=b', 'state'],
  ])('hides every secret of %s', (url, name) => {
    const logged = redactUrl(url);
    expect(logged).toContain(`${name}=%5Bredacted%5D`);
    for (const secret of ['T0PSECRET', 'C0DE', 'ST4TE', 'T1CKET', 'S1GNED', 'abc', 'p4ss', 'f00']) {
      expect(logged).not.toContain(secret);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { allowedSeek, isHlsAddress, nextFurthest, playerRequest } from './playerRules';

describe('player rules', () => {
  it('plays HLS only for .m3u8 addresses', () => {
    expect(isHlsAddress('/api/course/media/a/index.m3u8')).toBe(true);
    expect(isHlsAddress('/x/index.M3U8?t=1')).toBe(true);
    expect(isHlsAddress('/api/common/file/abc')).toBe(false);
    expect(isHlsAddress('/x/video.mp4')).toBe(false);
  });

  it('snaps a jump of more than 2 s beyond the furthest position back to it', () => {
    expect(allowedSeek(12.1, 10, true)).toBe(10);
    expect(allowedSeek(12, 10, true)).toBe(12);
    expect(allowedSeek(3, 10, true)).toBe(3);
    expect(allowedSeek(80, 10, false)).toBe(80);
  });

  it('grows the furthest position with continuous playback only', () => {
    expect(nextFurthest(10, 10, 10.25)).toBe(10.25);
    expect(nextFurthest(10, 10, 30)).toBe(10);
    expect(nextFurthest(10, 5, 5.25)).toBe(10);
  });
});

describe('player requests', () => {
  const page = 'https://exam.example.cn/web/course/study/i1';

  it("adds the signed time to a key ('decrypt') request and sends the session", () => {
    const key = playerRequest('https://exam.example.cn/api/course/media/f1/decrypt', page, '17.ab');
    expect(key.withSession).toBe(true);
    expect(new URL(key.url).pathname).toBe('/api/course/media/f1/decrypt');
    expect(new URL(key.url).searchParams.get('auth')).toBe('17.ab');
  });

  it('keeps the parameters a key address already has and escapes the signed time', () => {
    const key = playerRequest('/api/course/media/f1/decrypt?v=2', page, '17.a+b/c=');
    const sent = new URL(key.url);
    expect(sent.searchParams.get('v')).toBe('2');
    expect(sent.searchParams.get('auth')).toBe('17.a+b/c=');
  });

  it('leaves playlists and segments as they are', () => {
    const seg = playerRequest(
      'https://exam.example.cn/api/course/media/f1/seg0001.ts',
      page,
      '17.ab',
    );
    expect(seg).toEqual({
      url: 'https://exam.example.cn/api/course/media/f1/seg0001.ts',
      withSession: true,
    });
  });

  it('never sends the session to another host', () => {
    const cdn = playerRequest('https://cdn.example.com/media/f1/index.m3u8', page, '17.ab');
    expect(cdn.withSession).toBe(false);
  });
});

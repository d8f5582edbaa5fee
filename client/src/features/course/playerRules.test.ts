import { describe, expect, it } from 'vitest';
import { allowedSeek, isHlsAddress, nextFurthest } from './playerRules';

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

import { describe, expect, it } from 'vitest';
import {
  allowedSeek,
  hlsLevelFor,
  isHlsAddress,
  nextFurthest,
  playerRequest,
  qualityMenu,
} from './playerRules';

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

describe('quality menu', () => {
  const names = { auto: 'Auto', original: 'Source' };
  const mp4 = [
    { quality: '2k', height: 1152, url: '/m/f/2k.mp4' },
    { quality: '720p', height: 720, url: '/m/f/720p.mp4' },
    { quality: '480p', height: 480, url: '/m/f/480p.mp4' },
  ];

  it('offers each transcoded mp4 quality, highest first, starting at the highest', () => {
    expect(qualityMenu(mp4, false, names)).toEqual({
      options: [1152, 720, 480],
      initial: 1152,
      labels: { 1152: '2K' },
      urls: { 1152: '/m/f/2k.mp4', 720: '/m/f/720p.mp4', 480: '/m/f/480p.mp4' },
    });
  });

  it('offers HLS qualities after the automatic choice, which it starts with', () => {
    const hls = mp4.map((r) => ({ ...r, url: r.url.replace('.mp4', '.m3u8') }));
    expect(qualityMenu(hls, true, names)).toEqual({
      options: [0, 1152, 720, 480],
      initial: 0,
      labels: { 0: 'Auto', 1152: '2K' },
      urls: {},
    });
  });

  it('names a rendition made at the source size by its height', () => {
    const menu = qualityMenu(
      [
        { quality: 'original', height: 600, url: '/m/f/original.mp4' },
        { quality: '480p', height: 480, url: '/m/f/480p.mp4' },
      ],
      false,
      names,
    );
    expect(menu?.labels).toEqual({ 600: 'Source 600p' });
  });

  it('has no menu with one quality or an upload played as it is', () => {
    expect(qualityMenu([mp4[1]!], false, names)).toBeNull();
    expect(
      qualityMenu([{ quality: 'original', height: 0, url: '/m/f/original' }], false, names),
    ).toBeNull();
  });

  it('finds the hls.js level of a height, automatic otherwise', () => {
    const levels = [{ height: 480 }, { height: 720 }];
    expect(hlsLevelFor(levels, 720)).toBe(1);
    expect(hlsLevelFor(levels, 0)).toBe(-1);
    expect(hlsLevelFor(levels, 1080)).toBe(-1);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTitle } from './title';

describe('buildTitle', () => {
  it('prefixes the route title and " - "', () => {
    expect(buildTitle('用户登录', '云帆考试')).toBe('用户登录 - 云帆考试');
  });

  it('is just the site name without a route title', () => {
    expect(buildTitle(undefined, 'Examhall')).toBe('Examhall');
    expect(buildTitle(null, 'Examhall')).toBe('Examhall');
    expect(buildTitle('  ', 'Examhall')).toBe('Examhall');
  });

  it('is just the route title while the site name is unknown', () => {
    expect(buildTitle('Dashboard', '')).toBe('Dashboard');
  });

  it('trims both parts', () => {
    expect(buildTitle(' Home ', ' Examhall ')).toBe('Home - Examhall');
  });
});

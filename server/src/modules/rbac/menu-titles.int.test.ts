import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import {
  COURSE_MENUS,
  EXAM_MENUS,
  MENU_TITLES_EN,
  MENUS,
  SYSTEM_MENUS,
} from '../../../../prisma/seed/seed.ts';
import { asSuperAdmin } from '../../../test/identities.ts';

interface Route {
  name: string;
  meta: { title: string };
  children: Route[];
}

const SCREENS = [...MENUS, ...SYSTEM_MENUS, ...EXAM_MENUS, ...COURSE_MENUS];

/** name -> title over the whole tree. */
function titles(routes: Route[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (r: Route) => {
    out[r.name] = r.meta.title;
    r.children.forEach(walk);
  };
  routes.forEach(walk);
  return out;
}

describe('built-in screen titles in the session language', () => {
  let p: Platform;
  let sa: string;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    sa = (await asSuperAdmin(p)).token;
    for (const menu of SCREENS) await p.infra.prisma.menu.create({ data: menu });
  });

  const ROUTES =
    '{ myRoutes { name meta { title } children { name meta { title } children { name meta { title } children { name } } } } }';

  async function gqlTitles(lang: 'zh' | 'en') {
    const res = await gql<{ myRoutes: Route[] }>(p, ROUTES, {}, { token: sa, lang });
    expect(res.errors).toBeUndefined();
    return titles((res.data?.myRoutes ?? []).map(withChildren));
  }

  it('every built-in screen has an English title', () => {
    expect(SCREENS.filter((m) => MENU_TITLES_EN[m.id] === undefined).map((m) => m.id)).toEqual([]);
  });

  it('gives English titles to an English session, Chinese to a Chinese one (GraphQL and REST)', async () => {
    const zh = await gqlTitles('zh');
    const en = await gqlTitles('en');
    expect(zh).toMatchObject({
      SysUser: '用户管理',
      ExamList: '考试列表',
      DashboardIndex: '控制台',
    });
    expect(en).toMatchObject({
      SysUser: 'Users',
      ExamList: 'Exam list',
      DashboardIndex: 'Dashboard',
    });
    const res = await rest<Route[]>(p, '/api/sys/menu/routes', {}, { token: sa, lang: 'en' });
    expect(titles(res.data.map(withChildren))).toEqual(en);
  });

  it('keeps a title an admin changed, in both languages', async () => {
    await p.infra.prisma.menu.update({
      where: { id: 'menu-sys-user' },
      data: { metaTitle: '学员名册' },
    });
    expect((await gqlTitles('en')).SysUser).toBe('学员名册');
    expect((await gqlTitles('zh')).SysUser).toBe('学员名册');
    expect((await gqlTitles('en')).RoleList).toBe('Roles');
  });
});

/** Deepest levels come without children in the query: treat them as leaves. */
function withChildren(r: Route): Route {
  return { ...r, children: (r.children ?? []).map(withChildren) };
}

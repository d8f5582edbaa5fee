import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import {
  buildAdmin,
  buildUser,
  grantPermission,
  buildRole,
} from '../../../test/factories/index.ts';
import { tokenFor } from '../../../test/identities.ts';
import { restRoutes } from '../rest/registry.ts';

describe('platform edges', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  it('GET /healthz reports the database and Redis', async () => {
    const res = await fetch(`${p.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      db: 'up',
      redis: p.infra.redis === undefined ? 'embedded' : 'up',
    });
  });

  it("keeps an idle connection open past Node's 5 s default, so a learner's next save reuses it", async () => {
    // Two requests on one TCP connection, 6.5 s apart: the second is answered on the same socket.
    const { port } = new URL(p.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (received += d));
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    const answers = () => received.split('HTTP/1.1 200').length - 1;
    const request = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';
    const until = async (n: number) => {
      for (let i = 0; i < 100 && answers() < n; i++) await new Promise((r) => setTimeout(r, 100));
    };
    socket.write(request);
    await until(1);
    expect(answers()).toBe(1);
    await new Promise((r) => setTimeout(r, 6500));
    expect(socket.destroyed).toBe(false);
    socket.write(request);
    await until(2);
    expect(answers()).toBe(2);
    socket.end();
    await closed;
  }, 30_000);

  it('site settings are public, on REST and GraphQL', async () => {
    await p.infra.prisma.siteConfig.create({
      data: {
        id: '1',
        siteName: '测试站',
        copyRight: '© test',
        props: { moduleExam: true, moduleCourse: false },
      },
    });
    const r = await rest(p, '/api/sys/config/detail', { id: '1' });
    expect(r.data).toMatchObject({
      siteName: '测试站',
      copyRight: '© test',
      props: { moduleExam: true, moduleCourse: false },
    });
    const g = await gql(
      p,
      '{ sitePublicConfig { siteName moduleExam moduleCourse captchaEnabled } }',
    );
    expect(g.data).toEqual({
      sitePublicConfig: {
        siteName: '测试站',
        moduleExam: true,
        moduleCourse: false,
        captchaEnabled: false,
      },
    });
  });

  it('every non-public REST route refuses an anonymous caller with 10010002', async () => {
    for (const route of restRoutes.filter((r) => r.access !== 'public')) {
      // A path parameter gets a sample value; a GET route is called with GET.
      const path = route.path.replace(/:(\w+)/g, 'sample');
      const code =
        route.method === 'GET'
          ? ((await (await fetch(`${p.url}${path}`)).json()) as { code: number }).code
          : (await rest(p, path, {})).code;
      expect(code, route.path).toBe(10010002);
    }
  });

  it('unknown API paths answer 404 with the catalogue code; malformed JSON answers 400', async () => {
    const missing = await rest(p, '/api/no/such/path', {}, { lang: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.code).toBe(10010011);
    const bad = await fetch(`${p.url}/api/sys/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { code: number; msg: string };
    expect(body.code).toBe(10010001);
    expect(JSON.stringify(body)).not.toMatch(/SyntaxError|at /);
  });

  it('menu routes are filtered by role', async () => {
    await buildRole(p.infra.prisma, { id: 'proctor', roleType: 2, roleLevel: 10 });
    const top = await p.infra.prisma.menu.create({
      data: {
        menuType: 1,
        metaTitle: '概览',
        name: 'Dash',
        path: '/admin',
        component: 'Layout',
        sort: 1,
      },
    });
    const child = await p.infra.prisma.menu.create({
      data: {
        menuType: 1,
        parentId: top.id,
        metaTitle: '控制台',
        name: 'DashIndex',
        path: '/admin/dashboard',
        component: 'dashboard/index',
      },
    });
    const hidden = await p.infra.prisma.menu.create({
      data: {
        menuType: 1,
        metaTitle: '系统',
        name: 'Sys',
        path: '/sys',
        component: 'Layout',
        sort: 2,
      },
    });
    await p.infra.prisma.roleMenu.createMany({
      data: [
        { roleId: 'proctor', menuId: top.id },
        { roleId: 'proctor', menuId: child.id },
      ],
    });
    const proctor = await buildUser(p.infra.prisma, { roles: ['proctor'] });
    const admin = await buildAdmin(p.infra.prisma);
    const student = await buildUser(p.infra.prisma);

    const mine = await rest<Array<{ name: string; children: Array<{ name: string }> }>>(
      p,
      '/api/sys/menu/routes',
      {},
      { token: await tokenFor(p, proctor.id) },
    );
    expect(mine.data.map((m) => m.name)).toEqual(['Dash']);
    expect(mine.data[0]?.children.map((c) => c.name)).toEqual(['DashIndex']);

    const all = await gql<{ myRoutes: Array<{ name: string }> }>(
      p,
      '{ myRoutes { name children { name meta { title } } } }',
      {},
      { token: await tokenFor(p, admin.id) },
    );
    expect(all.data?.myRoutes.map((m) => m.name)).toEqual(['Dash', 'Sys']);
    expect(hidden.id).toBeDefined();

    const none = await gql<{ myRoutes: unknown[] }>(
      p,
      '{ myRoutes { name } }',
      {},
      { token: await tokenFor(p, student.id) },
    );
    expect(none.data?.myRoutes).toEqual([]);
  });

  it('admin-only queries refuse learners with PERMISSION_DENIED (10010004)', async () => {
    const student = await buildUser(p.infra.prisma);
    const token = await tokenFor(p, student.id);
    const g = await gql(p, '{ dashboardCounts { userCount } }', {}, { token });
    expect(g.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      subCode: 'PERMISSION_DENIED',
      legacyCode: 10010004,
    });
    expect(g.data).toBeNull();
    expect((await rest(p, '/api/stat/total/num/all', {}, { token })).code).toBe(10010004);
    const admin = await buildAdmin(p.infra.prisma);
    const ok = await gql(
      p,
      '{ dashboardCounts { userCount examCount repoCount quCount } }',
      {},
      { token: await tokenFor(p, admin.id) },
    );
    expect(ok.data).toEqual({
      dashboardCounts: { userCount: 2, examCount: 0, repoCount: 0, quCount: 0 },
    });
    const repo = await p.infra.prisma.repo.create({ data: { title: 'Counted' } });
    await p.infra.prisma.question.create({ data: { repoId: repo.id, quType: 4, content: 'q' } });
    await p.infra.prisma.exam.create({
      data: { title: 'E', startTime: new Date(), endTime: new Date(), totalTime: 10 },
    });
    const counted = await rest(
      p,
      '/api/stat/total/num/all',
      {},
      { token: await tokenFor(p, admin.id) },
    );
    expect(counted.data).toMatchObject({ userCount: 2, examCount: 1, repoCount: 1, quCount: 1 });
  });

  it("permission codes come from the menus of the user's roles; super admins hold them all", async () => {
    await buildRole(p.infra.prisma, { id: 'editor', roleType: 2, roleLevel: 20 });
    await grantPermission(p.infra.prisma, 'editor', 'repo:list');
    await grantPermission(p.infra.prisma, 'sa', 'sys:user:add');
    const editor = await buildUser(p.infra.prisma, { roles: ['editor'] });
    const admin = await buildAdmin(p.infra.prisma);
    const e = await gql<{ me: { permissions: string[]; roleType: number } }>(
      p,
      '{ me { permissions roleType } }',
      {},
      { token: await tokenFor(p, editor.id) },
    );
    expect(e.data?.me).toEqual({ permissions: ['repo:list'], roleType: 2 });
    const a = await gql<{ me: { permissions: string[] } }>(
      p,
      '{ me { permissions } }',
      {},
      { token: await tokenFor(p, admin.id) },
    );
    expect(a.data?.me.permissions).toEqual(['repo:list', 'sys:user:add']);
  });

  it('rejects queries that are too deep or alias-heavy', async () => {
    const deep = `{ myRoutes { children { children { children { children { children { children { children { children { children { name } } } } } } } } } } }`;
    const d = await gql(p, deep);
    expect(d.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: sitePublicConfig { siteName }`).join(' ')} }`;
    const a = await gql(p, aliases);
    expect(a.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('production GraphQL', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => p.stop());

  it('refuses introspection to anonymous callers and allows it to signed-in ones', async () => {
    await resetDatabase(p);
    const anon = await gql(p, '{ __schema { queryType { name } } }');
    expect(anon.errors?.[0]?.extensions?.subCode).toBe('NOT_LOGGED_IN');
    const user = await buildUser(p.infra.prisma);
    const token = await tokenFor(p, user.id);
    const signed = await gql(p, '{ __schema { queryType { name } } }', {}, { token });
    expect(signed.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    // Ordinary anonymous queries still work.
    expect((await gql(p, '{ sitePublicConfig { siteName } }')).errors).toBeUndefined();
  });
});

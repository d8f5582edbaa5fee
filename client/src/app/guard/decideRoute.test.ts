import { describe, expect, it } from 'vitest';
import {
  decideRoute,
  homePath,
  isWhitelisted,
  joinMenuPath,
  loginPath,
  redirectTarget,
  safeRedirect,
  type GuardRoute,
} from './decideRoute';

const adminRoutes: GuardRoute[] = [
  { path: '/admin', children: [{ path: 'dashboard' }, { path: 'sys/user' }] },
  { path: '/admin/sys', children: [{ path: '/admin/sys/role' }] },
];
const learnerRoutes: GuardRoute[] = [{ path: '/web', children: [{ path: 'index' }] }];

describe('decideRoute without a token', () => {
  it.each([
    '/login',
    '/login?redirect=%2Fprofile',
    '/register',
    '/forgot/step2',
    '/sync',
    '/pages/cam/1',
    '/license/upload',
    '/401',
    '/404',
  ])('allows the public path %s', (path) => {
    expect(decideRoute({ path, hasToken: false, rolesLoaded: false })).toEqual({ kind: 'allow' });
  });

  it('sends the bare path to /login', () => {
    expect(decideRoute({ path: '/', hasToken: false, rolesLoaded: false })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('sends other paths to /login, remembering where the user wanted to go', () => {
    expect(decideRoute({ path: '/profile', hasToken: false, rolesLoaded: false })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fprofile',
    });
    expect(
      decideRoute({ path: '/admin/sys/user?page=2', hasToken: false, rolesLoaded: false }),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fadmin%2Fsys%2Fuser%3Fpage%3D2',
    });
  });

  it('matches whitelist prefixes on whole segments only', () => {
    expect(decideRoute({ path: '/loginx', hasToken: false, rolesLoaded: false }).kind).toBe(
      'redirect',
    );
    expect(decideRoute({ path: '/4040', hasToken: false, rolesLoaded: false }).kind).toBe(
      'redirect',
    );
  });
});

describe('decideRoute with a token, roles not loaded', () => {
  it.each(['/', '/login', '/web/index', '/admin/dashboard', '/404'])(
    'loads the user first on %s',
    (path) => {
      expect(decideRoute({ path, hasToken: true, rolesLoaded: false })).toEqual({ kind: 'load' });
    },
  );
});

describe('decideRoute with a token and loaded roles', () => {
  it('denies role type 2 without any permitted route, back to /login?redirect={path}', () => {
    expect(
      decideRoute({
        path: '/admin/dashboard',
        hasToken: true,
        rolesLoaded: true,
        roleType: 2,
        routes: [],
      }),
    ).toEqual({ kind: 'noAccess', to: '/login?redirect=%2Fadmin%2Fdashboard' });
    expect(
      decideRoute({
        path: '/web/index',
        hasToken: true,
        rolesLoaded: true,
        roleType: 2,
        routes: null,
      }),
    ).toEqual({ kind: 'noAccess', to: '/login?redirect=%2Fweb%2Findex' });
  });

  it('lets role type 1 in without routes (learner pages are built in)', () => {
    expect(
      decideRoute({
        path: '/web/index',
        hasToken: true,
        rolesLoaded: true,
        roleType: 1,
        routes: [],
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('sends /login and / to the home path: the first menu’s first child', () => {
    for (const path of ['/', '/login']) {
      expect(
        decideRoute({ path, hasToken: true, rolesLoaded: true, roleType: 2, routes: adminRoutes }),
      ).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    }
  });

  it('falls back to /web/index as home when there is no menu child', () => {
    expect(
      decideRoute({ path: '/', hasToken: true, rolesLoaded: true, roleType: 1, routes: [] }),
    ).toEqual({
      kind: 'redirect',
      to: '/web/index',
    });
    expect(
      decideRoute({
        path: '/login',
        hasToken: true,
        rolesLoaded: true,
        roleType: 1,
        routes: [{ path: '/web', children: [] }],
      }),
    ).toEqual({ kind: 'redirect', to: '/web/index' });
  });

  it('honours a local redirect on /login, ignoring unsafe ones', () => {
    const base = { hasToken: true, rolesLoaded: true, roleType: 1, routes: learnerRoutes };
    expect(decideRoute({ ...base, path: '/login?redirect=%2Fprofile' })).toEqual({
      kind: 'redirect',
      to: '/profile',
    });
    expect(decideRoute({ ...base, path: '/login?redirect=https%3A%2F%2Fevil.example' })).toEqual({
      kind: 'redirect',
      to: '/web/index',
    });
    expect(decideRoute({ ...base, path: '/login?redirect=%2F%2Fevil.example' })).toEqual({
      kind: 'redirect',
      to: '/web/index',
    });
  });

  it('keeps learners out of the back office', () => {
    expect(
      decideRoute({
        path: '/admin/dashboard',
        hasToken: true,
        rolesLoaded: true,
        roleType: 1,
        routes: learnerRoutes,
      }),
    ).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('allows everything else', () => {
    const base = { hasToken: true, rolesLoaded: true };
    expect(
      decideRoute({ ...base, path: '/admin/dashboard', roleType: 2, routes: adminRoutes }),
    ).toEqual({ kind: 'allow' });
    expect(decideRoute({ ...base, path: '/web/index', roleType: 2, routes: adminRoutes })).toEqual({
      kind: 'allow',
    });
    expect(decideRoute({ ...base, path: '/profile', roleType: 1, routes: learnerRoutes })).toEqual({
      kind: 'allow',
    });
    expect(decideRoute({ ...base, path: '/404', roleType: 1, routes: learnerRoutes })).toEqual({
      kind: 'allow',
    });
  });
});

describe('guard helpers', () => {
  it('computes the home path from the first menu', () => {
    expect(homePath(adminRoutes)).toBe('/admin/dashboard');
    expect(homePath(learnerRoutes)).toBe('/web/index');
    expect(homePath([{ path: '/admin', children: [{ path: '/admin/x' }] }])).toBe('/admin/x');
    expect(homePath(null)).toBe('/web/index');
  });

  it('joins menu paths', () => {
    expect(joinMenuPath('/admin', 'dashboard')).toBe('/admin/dashboard');
    expect(joinMenuPath('/admin/', 'dashboard')).toBe('/admin/dashboard');
    expect(joinMenuPath('/admin', '/web/index')).toBe('/web/index');
    expect(joinMenuPath('/admin', '')).toBe('/admin');
  });

  it('accepts only local redirects', () => {
    expect(safeRedirect('/profile?tab=1')).toBe('/profile?tab=1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/login?redirect=/x')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('builds the login path', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/web/index')).toBe('/login?redirect=%2Fweb%2Findex');
    expect(loginPath('/login')).toBe('/login');
  });

  it('knows the whitelist', () => {
    expect(isWhitelisted('/404')).toBe(true);
    expect(isWhitelisted('/profile')).toBe(false);
  });

  it('follows /redirect/{path*} to local paths only', () => {
    expect(redirectTarget('/redirect/admin/user', '?a=1', '#x')).toBe('/admin/user?a=1#x');
    expect(redirectTarget('/redirect/web/qu/view/q1')).toBe('/web/qu/view/q1');
    expect(redirectTarget('/redirect//evil.example')).toBeNull();
    expect(redirectTarget('/redirect/\\evil.example')).toBeNull();
    expect(redirectTarget('/redirect/https://evil.example')).toBe('/https://evil.example');
    expect(redirectTarget('/redirect/login', '?redirect=//evil')).toBeNull();
    expect(redirectTarget('/redirect/redirect/web/index')).toBeNull();
    expect(redirectTarget('/redirect')).toBeNull();
    expect(redirectTarget('/redirect/')).toBeNull();
    expect(redirectTarget('/redirection/web/index')).toBeNull();
  });
});

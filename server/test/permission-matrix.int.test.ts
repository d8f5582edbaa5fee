/**
 * The permission matrix (issue 3): every GraphQL query and mutation of the built schema and every
 * REST route of the registry, called with minimal arguments by an anonymous caller, a learner, a
 * limited admin and the super admin. What each operation requires is read from the same places
 * the server enforces it (type-graphql's @Authorized metadata, @Public, the route's `access`), so
 * a new operation is covered without touching this file. Operations whose permission depends on
 * the input are checked in their service and must be declared in SERVICE_CHECKED below.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { GraphQLField, GraphQLInputType, GraphQLObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AREA, PERMISSIONS } from '../src/core/auth/permissions.ts';
import { hasPermission, type SessionUser } from '../src/core/auth/session-user.ts';
import { publicOperations } from '../src/core/graphql/access.ts';
import { buildAppSchema, resolvers } from '../src/core/graphql/schema.ts';
import { restRoutes } from '../src/core/rest/registry.ts';
import type { RestAccess } from '../src/core/rest/kit.ts';
import type { Platform } from '../src/platform.ts';
import { buildAdmin, buildRole, buildUser, grantPermission } from './factories/index.ts';
import { gql, resetDatabase, rest, startTestPlatform } from './helpers.ts';
import { tokenFor } from './identities.ts';

// type-graphql builds the schema with the CommonJS graphql; vitest would hand this file the ESM
// build, whose type checks reject the other realm's objects.
const {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} = createRequire(import.meta.url)('graphql') as typeof GraphQL;

const NOT_LOGGED_IN = 10010002;
const PERMISSION_DENIED = 10010004;
const PARAM_INVALID = 10010001;
const INTERNAL_ERROR = 10010010;

/** What the limited admin's role holds (role type 2, level 10). */
const LIMITED_CODES = [
  PERMISSIONS.repoList,
  PERMISSIONS.quList,
  PERMISSIONS.repoDelete,
  PERMISSIONS.roleList,
  PERMISSIONS.menuList,
  PERMISSIONS.groupList,
  PERMISSIONS.groupUserJoin,
];

/**
 * Operations declared `@Authorized()` / access 'session' whose permission the service (or the
 * route) decides from the input. Values: what the minimal call (no id, so a create; batch-join
 * without flag) needs. A caller lacking it must get PERMISSION_DENIED (or, where the service
 * validates first, PARAM_INVALID); a caller holding it must never get PERMISSION_DENIED.
 */
const SERVICE_CHECKED: Record<string, string[]> = {
  'Mutation.saveRepo': [PERMISSIONS.repoAdd],
  'Mutation.saveQuestion': [PERMISSIONS.quAdd],
  'POST /api/repo/save': [PERMISSIONS.repoAdd],
  'POST /api/repo/qu/save': [PERMISSIONS.quAdd],
  'POST /api/sys/role/save': [PERMISSIONS.roleAdd],
  'POST /api/sys/menu/save': [PERMISSIONS.menuAdd],
  'POST /api/sys/group/save': [PERMISSIONS.groupAdd],
  'POST /api/sys/group/user/batch-join': [PERMISSIONS.groupUserJoin],
  'Mutation.saveUser': [PERMISSIONS.userAdd],
  'POST /api/sys/user/save': [PERMISSIONS.userAdd],
  'Mutation.saveDepartment': [PERMISSIONS.departAdd],
  'POST /api/sys/depart/save': [PERMISSIONS.departAdd],
  'Mutation.saveDictCatalog': [PERMISSIONS.dicAdd],
  'Mutation.saveDictValue': [PERMISSIONS.dicAdd],
  'POST /api/sys/dic/save': [PERMISSIONS.dicAdd],
  'POST /api/sys/dic/value/save': [PERMISSIONS.dicAdd],
  'Mutation.saveExam': [PERMISSIONS.examAdd],
  'POST /api/exam/exam/save': [PERMISSIONS.examAdd],
  'Mutation.saveNotice': [PERMISSIONS.noticeAdd],
  'POST /api/sys/notice/save': [PERMISSIONS.noticeAdd],
  'Mutation.saveCourse': [PERMISSIONS.courseAdd],
  'POST /api/course/course/save': [PERMISSIONS.courseAdd],
};

type Decision =
  | { kind: 'public' }
  /** Needs a session and every listed code (none: any signed-in user). */
  | { kind: 'codes'; codes: string[] }
  /** Needs a session; the service decides from the input (SERVICE_CHECKED). */
  | { kind: 'service'; codes: string[] };

interface Operation {
  key: string;
  decision: Decision;
  call(token: string | undefined): Promise<number>;
}

interface Identity {
  name: string;
  userId: string;
  session: SessionUser;
}

/** A minimal value of an input type: '' / 0 / false / [] / a random ID, required fields only. */
function minimalValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return minimalValue(type.ofType);
  if (isListType(type)) return [];
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) {
        value[field.name] = minimalValue(field.type);
      }
    }
    return value;
  }
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isScalarType(type)) {
    switch (type.name) {
      case 'String':
        return '';
      case 'Int':
      case 'Float':
        return 0;
      case 'Boolean':
        return false;
      case 'ID':
        return `matrix-${randomUUID()}`;
      case 'DateTimeISO':
      case 'DateTime':
        return new Date().toISOString();
      case 'JSON':
      case 'JSONObject':
        return {};
      default:
        return '';
    }
  }
  return null;
}

function graphqlOperations(
  p: Platform,
  schema: Awaited<ReturnType<typeof buildAppSchema>>,
): Operation[] {
  const storage = getMetadataStorage();
  const registered = resolvers as readonly unknown[];
  const ops: Operation[] = [];
  const roots: Array<['query' | 'mutation', GraphQLObjectType | null | undefined]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  for (const [kind, root] of roots) {
    if (!root) continue;
    const metas = kind === 'query' ? storage.queries : storage.mutations;
    for (const field of Object.values(root.getFields()) as Array<GraphQLField<unknown, unknown>>) {
      const meta = metas.find((m) => m.schemaName === field.name && registered.includes(m.target));
      if (meta === undefined)
        throw new Error(`no resolver metadata for ${root.name}.${field.name}`);
      const opKey = `${meta.target.name}.${meta.methodName}`;
      const key = `${root.name}.${field.name}`;
      const authorized = storage.authorizedFields.find(
        (f) => `${f.target.name}.${f.fieldName}` === opKey,
      );
      const decision: Decision = publicOperations.has(opKey)
        ? { kind: 'public' }
        : key in SERVICE_CHECKED
          ? { kind: 'service', codes: SERVICE_CHECKED[key]! }
          : { kind: 'codes', codes: (authorized?.roles ?? []) as string[] };
      const required = field.args.filter(
        (a) => isNonNullType(a.type) && a.defaultValue === undefined,
      );
      const varDefs = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const argList = required.map((a) => `${a.name}: $${a.name}`).join(', ');
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const document = `${kind} Matrix${varDefs ? `(${varDefs})` : ''} { ${field.name}${
        argList ? `(${argList})` : ''
      }${selection} }`;
      ops.push({
        key,
        decision,
        async call(token) {
          const variables = Object.fromEntries(required.map((a) => [a.name, minimalValue(a.type)]));
          const res = await gql(p, document, variables, token === undefined ? {} : { token });
          if (res.status >= 500) return INTERNAL_ERROR;
          return res.errors?.[0]?.extensions?.legacyCode ?? (res.errors ? -1 : 0);
        },
      });
    }
  }
  return ops;
}

function restOperations(p: Platform): Operation[] {
  return restRoutes.map((route) => {
    const key = `${route.method} ${route.path}`;
    const access: RestAccess = route.access;
    const decision: Decision =
      access === 'public'
        ? { kind: 'public' }
        : key in SERVICE_CHECKED
          ? { kind: 'service', codes: SERVICE_CHECKED[key]! }
          : { kind: 'codes', codes: access === 'session' ? [] : [access.permission] };
    return {
      key,
      decision,
      async call(token) {
        if (route.method === 'POST') {
          const res = await fetch(`${p.url}${route.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
            body: '{}',
          });
          return envelopeCode(res);
        }
        const res = await fetch(`${p.url}${route.path}`, { headers: token ? { token } : {} });
        return envelopeCode(res);
      },
    };
  });
}

/** The envelope's code; a file or image answer (not JSON) is a success. */
async function envelopeCode(res: Response): Promise<number> {
  if (res.status >= 500) return INTERNAL_ERROR;
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return 0;
  const body = (await res.json()) as { code?: number };
  return body.code ?? 0;
}

/** Human-readable problems of one call; empty when the outcome matches the decision. */
function judge(op: Operation, who: Identity | null, code: number): string[] {
  const at = `${op.key} as ${who?.name ?? 'anonymous'} -> ${code}`;
  if (code === INTERNAL_ERROR) return [`${at}: internal error`];
  const { decision } = op;
  if (who === null) {
    if (decision.kind === 'public') return code === NOT_LOGGED_IN ? [`${at}: public refused`] : [];
    return code === NOT_LOGGED_IN ? [] : [`${at}: expected ${NOT_LOGGED_IN}`];
  }
  if (code === NOT_LOGGED_IN) return [`${at}: signed-in caller treated as anonymous`];
  if (decision.kind === 'public') return [];
  const holds = decision.codes.every((c) => hasPermission(who.session, c));
  if (holds) return code === PERMISSION_DENIED ? [`${at}: refused a holder`] : [];
  if (decision.kind === 'codes') return code === PERMISSION_DENIED ? [] : [`${at}: not refused`];
  return code === PERMISSION_DENIED || code === PARAM_INVALID ? [] : [`${at}: not refused`];
}

describe('permission matrix', () => {
  let p: Platform;
  let ops: Operation[];
  const identities: Identity[] = [];

  beforeAll(async () => {
    p = await startTestPlatform();
    await resetDatabase(p);
    const db = p.infra.prisma;
    const limitedRole = await buildRole(db, {
      id: 'matrix-limited',
      roleName: '受限管理员',
      roleType: 2,
      roleLevel: 10,
    });
    for (const code of LIMITED_CODES) await grantPermission(db, limitedRole.id, code);
    const people: Array<[string, string]> = [
      ['student', (await buildUser(db)).id],
      ['limited admin', (await buildUser(db, { roles: [limitedRole.id] })).id],
      ['super admin', (await buildAdmin(db)).id],
    ];
    for (const [name, userId] of people) {
      const session = await p.services.sessions.resolve(await tokenFor(p, userId));
      identities.push({ name, userId, session: session! });
    }
    ops = [...graphqlOperations(p, await buildAppSchema()), ...restOperations(p)];
  });
  afterAll(() => p.stop());

  it('covers the whole API', () => {
    expect(ops.filter((o) => o.key.startsWith('Mutation.')).length).toBeGreaterThan(10);
    expect(ops.filter((o) => o.key.startsWith('POST /api/')).length).toBeGreaterThan(20);
    // Every declared service check still exists (a renamed operation must be re-declared).
    const keys = new Set(ops.map((o) => o.key));
    expect(Object.keys(SERVICE_CHECKED).filter((k) => !keys.has(k))).toEqual([]);
    // The identities are what the matrix assumes.
    const [learner, limited, sa] = identities;
    expect(learner!.session.roleType).toBe(1);
    expect(hasPermission(limited!.session, ADMIN_AREA)).toBe(true);
    expect(hasPermission(limited!.session, PERMISSIONS.userAdd)).toBe(false);
    expect(sa!.session.isSuperAdmin).toBe(true);
  });

  it('paper management needs its paper:* code; learner results only a session', () => {
    const codes = (key: string) => {
      const op = ops.find((o) => o.key === key);
      return op === undefined
        ? 'missing'
        : op.decision.kind === 'public'
          ? 'public'
          : op.decision.codes;
    };
    expect({
      examPapers: codes('Query.examPapers'),
      handedInPapers: codes('Query.handedInPapers'),
      paperReview: codes('Query.paperReview'),
      reviewPaper: codes('Mutation.reviewPaper'),
      markPapersAs: codes('Mutation.markPapersAs'),
      deletePapers: codes('Mutation.deletePapers'),
      paperResult: codes('Query.paperResult'),
      myPapers: codes('Query.myPapers'),
      reviewRest: codes('POST /api/paper/paper/review-paper'),
      markAsRest: codes('POST /api/paper/paper/mark-as'),
      deleteRest: codes('POST /api/paper/paper/delete'),
      handPagingRest: codes('POST /api/exam/watch/hand-paging'),
      resultRest: codes('POST /api/paper/paper/paper-result'),
      pagingRest: codes('POST /api/paper/paper/paging'),
    }).toEqual({
      examPapers: [PERMISSIONS.paperList],
      handedInPapers: [PERMISSIONS.paperList],
      paperReview: [PERMISSIONS.paperReview],
      reviewPaper: [PERMISSIONS.paperReview],
      markPapersAs: [PERMISSIONS.paperMarkAs],
      deletePapers: [PERMISSIONS.paperDelete],
      paperResult: [],
      myPapers: [],
      reviewRest: [PERMISSIONS.paperReview],
      markAsRest: [PERMISSIONS.paperMarkAs],
      deleteRest: [PERMISSIONS.paperDelete],
      handPagingRest: [PERMISSIONS.paperList],
      resultRest: [],
      pagingRest: [],
    });
    // The limited admin holds none of them, so the runs below check each refusal.
    const limited = identities.find((i) => i.name === 'limited admin')!;
    for (const c of [
      PERMISSIONS.paperList,
      PERMISSIONS.paperReview,
      PERMISSIONS.paperMarkAs,
      PERMISSIONS.paperDelete,
    ]) {
      expect(hasPermission(limited.session, c)).toBe(false);
    }
  });

  it('anonymous callers get 10010002 except on public operations', async () => {
    const problems: string[] = [];
    for (const op of ops) problems.push(...judge(op, null, await op.call(undefined)));
    expect(problems).toEqual([]);
  });

  for (const name of ['student', 'limited admin', 'super admin']) {
    it(`${name}: 10010004 exactly where a permission is lacking`, async () => {
      const who = identities.find((i) => i.name === name)!;
      const problems: string[] = [];
      let refused = 0;
      for (const op of ops) {
        // A fresh session per call: logout and password changes end the caller's session.
        const token = await tokenFor(p, who.userId);
        const code = await op.call(token);
        if (code === PERMISSION_DENIED) refused++;
        problems.push(...judge(op, who, code));
      }
      expect(problems).toEqual([]);
      if (name === 'super admin') expect(refused).toBe(0);
      else expect(refused).toBeGreaterThan(5);
    });
  }
});

describe('known attack: a limited admin escalating through roles', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());

  it('cannot create or raise a role to level 0, nor grant itself menus it lacks', async () => {
    await resetDatabase(p);
    const db = p.infra.prisma;
    const role = await buildRole(db, { id: 'attacker', roleType: 2, roleLevel: 10 });
    for (const code of [PERMISSIONS.roleList, PERMISSIONS.roleAdd, PERMISSIONS.roleUpdate]) {
      await grantPermission(db, role.id, code);
    }
    await buildRole(db, { id: 'lower', roleType: 2, roleLevel: 20 });
    const userAdd = await db.menu.create({
      data: { menuType: 2, metaTitle: '新增用户', name: 'UserAdd', permissionTag: 'sys:user:add' },
    });
    const user = await buildUser(db, { roles: [role.id] });
    const token = await tokenFor(p, user.id);
    const snapshot = async () => ({
      roles: await db.role.findMany({ orderBy: { id: 'asc' } }),
      grants: await db.roleMenu.findMany({ orderBy: [{ roleId: 'asc' }, { menuId: 'asc' }] }),
    });
    const before = await snapshot();

    const attempts: Array<[string, Promise<number | undefined>]> = [
      [
        'REST create level 0',
        rest(p, '/api/sys/role/save', { roleName: 'x', roleType: 2, roleLevel: 0 }, { token }).then(
          (r) => r.code,
        ),
      ],
      [
        'GraphQL create level 0',
        gql(
          p,
          'mutation($i: CreateRoleInput!) { createRole(input: $i) { id } }',
          { i: { roleName: 'x', roleType: 2, roleLevel: 0 } },
          { token },
        ).then((r) => r.errors?.[0]?.extensions?.legacyCode),
      ],
      [
        'raise a lower role to level 0',
        rest(
          p,
          '/api/sys/role/save',
          { id: 'lower', roleName: 'lower', roleType: 2, roleLevel: 0 },
          { token },
        ).then((r) => r.code),
      ],
      [
        'lower its own level',
        rest(
          p,
          '/api/sys/role/save',
          { id: 'attacker', roleName: 'a', roleType: 2, roleLevel: 0 },
          { token },
        ).then((r) => r.code),
      ],
      [
        'grant its own role a menu it lacks',
        rest(
          p,
          '/api/sys/role/save-menus',
          { id: 'attacker', menuIds: [userAdd.id] },
          { token },
        ).then((r) => r.code),
      ],
      [
        'grant a lower role a menu it lacks',
        gql(
          p,
          'mutation($i: SaveRoleMenusInput!) { saveRoleMenus(input: $i) }',
          { i: { roleId: 'lower', menuIds: [userAdd.id] } },
          { token },
        ).then((r) => r.errors?.[0]?.extensions?.legacyCode),
      ],
      [
        'edit sa',
        rest(
          p,
          '/api/sys/role/save',
          { id: 'sa', roleName: 'x', roleType: 2, roleLevel: 99 },
          { token },
        ).then((r) => r.code),
      ],
    ];
    const codes: Record<string, number | undefined> = {};
    for (const [name, attempt] of attempts) codes[name] = await attempt;
    expect(codes).toEqual({
      'REST create level 0': 13001014,
      'GraphQL create level 0': 13001014,
      'raise a lower role to level 0': 13001014,
      'lower its own level': 14001017,
      'grant its own role a menu it lacks': 14001017,
      'grant a lower role a menu it lacks': PERMISSION_DENIED,
      'edit sa': 14001017,
    });
    expect(await snapshot()).toEqual(before);
    const perms = await gql<{ me: { permissions: string[] } }>(
      p,
      '{ me { permissions } }',
      {},
      { token },
    );
    expect(perms.data?.me.permissions).not.toContain('sys:user:add');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin } from '../../../test/identities.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { BUILTIN_DICTIONARIES, seedDictionaries } from './dict.builtin.ts';

interface CatalogNode {
  id: string;
  parentId: string;
  title: string;
  dicCode: string;
  builtIn: boolean;
  children: CatalogNode[];
}
interface ValueNode {
  id: string;
  parentId: string;
  value: string;
  title: string;
  children: ValueNode[];
}

const CATALOG_FIELDS = 'id parentId title dicCode builtIn';
const TREE = `{ ${CATALOG_FIELDS} children { ${CATALOG_FIELDS} children { ${CATALOG_FIELDS} children { id } } } }`;
const VALUE_FIELDS = 'id parentId value title';
const VALUE_TREE = `{ ${VALUE_FIELDS} children { ${VALUE_FIELDS} children { ${VALUE_FIELDS} } } }`;

describe('dictionaries', () => {
  let p: Platform;
  let admin: string;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    await seedDictionaries(p.infra.prisma);
    admin = (await asSuperAdmin(p)).token;
  });

  const counts = async () => ({
    catalogs: await p.infra.prisma.dictCatalog.count(),
    values: await p.infra.prisma.dictValue.count(),
  });

  describe('seed', () => {
    it('holds every dictionary the spec names, with stable ids, and is idempotent', async () => {
      const before = await counts();
      await seedDictionaries(p.infra.prisma);
      expect(await counts()).toEqual(before);
      for (const code of [
        'user_state',
        'base_yes_no',
        'exam_audit_state',
        'aliyun_upload_endpoins',
        'qiniu_upload_areas',
        'qcloud_upload_endpoints',
        'menu_type',
        'role_type',
        'login_type',
        'train_mode',
        'qu_type',
        'qu_level',
      ]) {
        const row = await p.infra.prisma.dictCatalog.findUnique({ where: { dicCode: code } });
        expect(row?.id, code).toBe(`dict-${code}`);
      }
      const r = await rest(
        p,
        '/api/sys/dic/value/list',
        { dicCode: 'user_state' },
        { token: admin },
      );
      expect(r.data).toEqual([
        { value: '0', title: '正常' },
        { value: '1', title: '禁用' },
        { value: '2', title: '待审核' },
      ]);
      const qiniu = await rest<Array<{ value: string }>>(
        p,
        '/api/sys/dic/value/list',
        { dicCode: 'qiniu_upload_areas' },
        { token: admin },
      );
      expect(qiniu.data.map((v) => v.value)).toContain('z0');
      expect(BUILTIN_DICTIONARIES.every((d) => d.values.length > 0)).toBe(true);
    });

    it('keeps an admin edit when seeding again', async () => {
      await p.infra.prisma.dictValue.update({
        where: { id: 'dictv-user_state-0' },
        data: { title: '启用' },
      });
      await seedDictionaries(p.infra.prisma);
      const v = await p.infra.prisma.dictValue.findUnique({ where: { id: 'dictv-user_state-0' } });
      expect(v?.title).toBe('启用');
    });
  });

  describe('dictionary fetch by dicCode', () => {
    it('any signed-in user reads any dictionary as [{ value, title }]; anonymous callers cannot', async () => {
      const student = (await asStudent(p)).token;
      const r = await rest(
        p,
        '/api/sys/dic/value/list',
        { dicCode: 'base_yes_no' },
        { token: student },
      );
      expect(r).toMatchObject({
        code: 0,
        data: [
          { value: '0', title: '否' },
          { value: '1', title: '是' },
        ],
      });
      const g = await gql<{ dictionary: unknown[] }>(
        p,
        'query($c: String!) { dictionary(dicCode: $c) { value title } }',
        { c: 'exam_audit_state' },
        { token: student },
      );
      expect(g.data?.dictionary).toEqual([
        { value: '0', title: '待审核' },
        { value: '1', title: '通过' },
        { value: '2', title: '驳回' },
      ]);
      expect((await rest(p, '/api/sys/dic/value/list', { dicCode: 'user_state' })).code).toBe(
        10010002,
      );
      const anon = await gql(p, '{ dictionary(dicCode: "user_state") { value } }');
      expect(anon.errors?.[0]?.extensions?.legacyCode).toBe(10010002);
    });

    it('an unknown code gives an empty list; a malformed one is a parameter error', async () => {
      expect(
        (await rest(p, '/api/sys/dic/value/list', { dicCode: 'nope' }, { token: admin })).data,
      ).toEqual([]);
      expect(
        (await rest(p, '/api/sys/dic/value/list', { dicCode: '1; drop' }, { token: admin })).code,
      ).toBe(10010001);
    });
  });

  describe('catalogue tree', () => {
    it('nests catalogues under their groups; the keyword keeps matches and their ancestors', async () => {
      const r = await rest<CatalogNode[]>(p, '/api/sys/dic/tree', {}, { token: admin });
      expect(r.code).toBe(0);
      const system = r.data.find((n) => n.id === 'dict-group-system')!;
      expect(system.children.map((c) => c.dicCode)).toContain('user_state');
      expect(system.builtIn).toBe(true);
      const filtered = await rest<CatalogNode[]>(
        p,
        '/api/sys/dic/tree',
        { keyword: '七牛' },
        { token: admin },
      );
      expect(filtered.data).toHaveLength(1);
      expect(filtered.data[0]!.id).toBe('dict-group-storage');
      expect(filtered.data[0]!.children.map((c) => c.dicCode)).toEqual(['qiniu_upload_areas']);
      const g = await gql<{ dictCatalogTree: CatalogNode[] }>(
        p,
        `query($k: String) { dictCatalogTree(keyword: $k) ${TREE} }`,
        { k: 'user_STATE' },
        { token: admin },
      );
      expect(g.data?.dictCatalogTree[0]?.children.map((c) => c.dicCode)).toEqual(['user_state']);
    });

    it('needs sys:dic:list', async () => {
      const student = (await asStudent(p)).token;
      expect((await rest(p, '/api/sys/dic/tree', {}, { token: student })).code).toBe(10010004);
      const limited = (await asAdmin(p, { permissions: [PERMISSIONS.dicList] })).token;
      expect((await rest(p, '/api/sys/dic/tree', {}, { token: limited })).code).toBe(0);
      const g = await gql(p, `{ dictCatalogTree ${TREE} }`, {}, { token: student });
      expect(g.errors?.[0]?.extensions?.subCode).toBe('PERMISSION_DENIED');
    });
  });

  describe('catalogue save and delete', () => {
    it('creates a catalogue and refuses a duplicate dicCode (13001015), changing nothing', async () => {
      const r = await rest<CatalogNode>(
        p,
        '/api/sys/dic/save',
        { parentId: 'dict-group-exam', title: '证书类型', dicCode: 'cert_type' },
        { token: admin },
      );
      expect(r).toMatchObject({
        code: 0,
        data: { title: '证书类型', dicCode: 'cert_type', builtIn: false },
      });
      const before = await counts();
      const dup = await rest(
        p,
        '/api/sys/dic/save',
        { title: 'x', dicCode: 'cert_type' },
        { token: admin },
      );
      expect(dup.code).toBe(13001015);
      const g = await gql(
        p,
        'mutation($i: SaveDictCatalogInput!) { saveDictCatalog(input: $i) { id } }',
        { i: { title: 'y', dicCode: 'user_state' } },
        { token: admin, lang: 'en' },
      );
      expect(g.errors?.[0]?.extensions).toMatchObject({
        subCode: 'CLASSIFICATION_CODE_DUPLICATE',
        legacyCode: 13001015,
        code: 'CONFLICT',
      });
      expect(g.errors?.[0]?.message).toBe('The classification code already exists.');
      expect(await counts()).toEqual(before);
    });

    it('validates the code, the parent and cycles; built-in catalogues keep their code', async () => {
      const bad = await rest(
        p,
        '/api/sys/dic/save',
        { title: 'x', dicCode: '9bad code' },
        { token: admin },
      );
      expect(bad.code).toBe(10010001);
      const noParent = await rest(
        p,
        '/api/sys/dic/save',
        { title: 'x', parentId: 'missing' },
        { token: admin },
      );
      expect(noParent.code).toBe(10010001);
      const cycle = await rest(
        p,
        '/api/sys/dic/save',
        { id: 'dict-group-system', title: '系统字典', parentId: 'dict-user_state' },
        { token: admin },
      );
      expect(cycle.code).toBe(10010001);
      const recode = await rest(
        p,
        '/api/sys/dic/save',
        {
          id: 'dict-user_state',
          title: '用户状态',
          dicCode: 'user_status',
          parentId: 'dict-group-system',
        },
        { token: admin },
      );
      expect(recode.code).toBe(10010001);
      const rename = await rest<CatalogNode>(
        p,
        '/api/sys/dic/save',
        {
          id: 'dict-user_state',
          title: '账号状态',
          dicCode: 'user_state',
          parentId: 'dict-group-system',
        },
        { token: admin },
      );
      expect(rename.data).toMatchObject({ title: '账号状态', dicCode: 'user_state' });
      const missing = await rest(
        p,
        '/api/sys/dic/save',
        { id: 'nope', title: 'x' },
        { token: admin },
      );
      expect(missing.code).toBe(60000001);
    });

    it('add needs sys:dic:add and edit sys:dic:update', async () => {
      const adder = (await asAdmin(p, { permissions: [PERMISSIONS.dicAdd] })).token;
      expect((await rest(p, '/api/sys/dic/save', { title: 'a' }, { token: adder })).code).toBe(0);
      const edit = await rest(
        p,
        '/api/sys/dic/save',
        { id: 'dict-user_state', title: 'x', dicCode: 'user_state' },
        { token: adder },
      );
      expect(edit.code).toBe(10010004);
      const student = (await asStudent(p)).token;
      const g = await gql(
        p,
        'mutation { saveDictCatalog(input: { title: "x" }) { id } }',
        {},
        { token: student },
      );
      expect(g.errors?.[0]?.extensions?.legacyCode).toBe(10010004);
    });

    it('refuses deleting a catalogue with sub-catalogues (13001025) or a built-in one (13001035)', async () => {
      const parent = await rest<CatalogNode>(
        p,
        '/api/sys/dic/save',
        { title: '父' },
        { token: admin },
      );
      const child = await rest<CatalogNode>(
        p,
        '/api/sys/dic/save',
        { title: '子', parentId: parent.data.id, dicCode: 'child_dict' },
        { token: admin },
      );
      await rest(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'child_dict', value: 'a', title: 'A' },
        { token: admin },
      );
      const before = await counts();
      expect(
        (await rest(p, '/api/sys/dic/delete', { ids: [parent.data.id] }, { token: admin })).code,
      ).toBe(13001025);
      expect(
        (await rest(p, '/api/sys/dic/delete', { ids: ['dict-user_state'] }, { token: admin })).code,
      ).toBe(13001035);
      const g = await gql(
        p,
        'mutation($ids: [ID!]!) { deleteDictCatalogs(ids: $ids) }',
        { ids: [parent.data.id] },
        { token: admin },
      );
      expect(g.errors?.[0]?.extensions?.subCode).toBe('DICT_HAS_CHILDREN');
      expect(await counts()).toEqual(before);
      // Children first (or together): the values go with their catalogue.
      const ok = await gql<{ deleteDictCatalogs: number }>(
        p,
        'mutation($ids: [ID!]!) { deleteDictCatalogs(ids: $ids) }',
        { ids: [child.data.id, parent.data.id] },
        { token: admin },
      );
      expect(ok.data?.deleteDictCatalogs).toBe(2);
      expect(await counts()).toEqual({ catalogs: before.catalogs - 2, values: before.values - 1 });
    });

    it('delete needs sys:dic:delete', async () => {
      const student = (await asStudent(p)).token;
      const r = await rest(
        p,
        '/api/sys/dic/delete',
        { ids: ['dict-group-system'] },
        { token: student },
      );
      expect(r.code).toBe(10010004);
    });
  });

  describe('values', () => {
    it('value tree nests values and leaves out excluded ones with their children', async () => {
      await rest(p, '/api/sys/dic/save', { title: '地区', dicCode: 'region' }, { token: admin });
      const zj = await rest<ValueNode>(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'region', value: 'zj', title: '浙江' },
        { token: admin },
      );
      const hz = await rest<ValueNode>(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'region', value: 'hz', title: '杭州', parentId: zj.data.id },
        { token: admin },
      );
      await rest(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'region', value: 'js', title: '江苏' },
        { token: admin },
      );
      const tree = await rest<ValueNode[]>(
        p,
        '/api/sys/dic/value/tree',
        { dicCode: 'region' },
        { token: admin },
      );
      expect(tree.data.map((v) => v.value)).toEqual(['zj', 'js']);
      expect(tree.data[0]!.children.map((v) => [v.value, v.parentId])).toEqual([
        ['hz', zj.data.id],
      ]);
      const excluded = await rest<ValueNode[]>(
        p,
        '/api/sys/dic/value/tree',
        { dicCode: 'region', excludes: [zj.data.id] },
        { token: admin },
      );
      expect(excluded.data.map((v) => v.value)).toEqual(['js']);
      const g = await gql<{ dictValueTree: ValueNode[] }>(
        p,
        `query { dictValueTree(dicCode: "region", excludes: ["${hz.data.id}"]) ${VALUE_TREE} }`,
        {},
        { token: (await asStudent(p)).token },
      );
      expect(g.data?.dictValueTree[0]?.children).toEqual([]);
      // The flat list walks the tree in order.
      const flat = await rest<Array<{ value: string }>>(
        p,
        '/api/sys/dic/value/list',
        { dicCode: 'region' },
        { token: admin },
      );
      expect(flat.data.map((v) => v.value)).toEqual(['zj', 'hz', 'js']);
    });

    it('refuses a duplicate value in a dictionary (13001016) and allows it in another', async () => {
      const before = await counts();
      const dup = await rest(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'user_state', value: '1', title: 'x' },
        { token: admin },
      );
      expect(dup.code).toBe(13001016);
      const g = await gql(
        p,
        'mutation($i: SaveDictValueInput!) { saveDictValue(input: $i) { id } }',
        { i: { dicCode: 'base_yes_no', value: '0', title: '不' } },
        { token: admin },
      );
      expect(g.errors?.[0]?.extensions).toMatchObject({
        subCode: 'DICT_VALUE_DUPLICATE',
        legacyCode: 13001016,
      });
      const own = await rest<ValueNode>(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'user_state', value: '9', title: '注销' },
        { token: admin },
      );
      expect(own.code).toBe(0);
      // Renaming a value to one that exists is refused too.
      const clash = await rest(
        p,
        '/api/sys/dic/value/save',
        { id: own.data.id, value: '2', title: '注销' },
        { token: admin },
      );
      expect(clash.code).toBe(13001016);
      expect(await counts()).toEqual({ ...before, values: before.values + 1 });
    });

    it('edits titles of built-in values but keeps their value; refuses a grouping node', async () => {
      const t = await gql<{ saveDictValue: ValueNode }>(
        p,
        'mutation { saveDictValue(input: { id: "dictv-user_state-1", value: "1", title: "停用" }) { id value title } }',
        {},
        { token: admin },
      );
      expect(t.data?.saveDictValue).toMatchObject({ value: '1', title: '停用' });
      const v = await rest(
        p,
        '/api/sys/dic/value/save',
        { id: 'dictv-user_state-1', value: '7', title: '停用' },
        { token: admin },
      );
      expect(v.code).toBe(10010001);
      const group = await rest(
        p,
        '/api/sys/dic/value/save',
        { catalogId: 'dict-group-system', value: 'a', title: 'a' },
        { token: admin },
      );
      expect(group.code).toBe(10010001);
      const noDict = await rest(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'nope', value: 'a', title: 'a' },
        { token: admin },
      );
      expect(noDict.code).toBe(60000001);
      const empty = await rest(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'user_state', value: ' ', title: 'a' },
        { token: admin },
      );
      expect(empty.code).toBe(10010001);
    });

    it('refuses deleting a value with children (13001025) or a built-in one (13001035)', async () => {
      const a = await rest<ValueNode>(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'user_state', value: 'a', title: 'A' },
        { token: admin },
      );
      const b = await rest<ValueNode>(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'user_state', value: 'b', title: 'B', parentId: a.data.id },
        { token: admin },
      );
      const before = await counts();
      expect(
        (await rest(p, '/api/sys/dic/value/delete', { ids: [a.data.id] }, { token: admin })).code,
      ).toBe(13001025);
      expect(
        (
          await rest(
            p,
            '/api/sys/dic/value/delete',
            { ids: ['dictv-user_state-0'] },
            { token: admin },
          )
        ).code,
      ).toBe(13001035);
      expect(await counts()).toEqual(before);
      const ok = await gql<{ deleteDictValues: number }>(
        p,
        'mutation($ids: [ID!]!) { deleteDictValues(ids: $ids) }',
        { ids: [a.data.id, b.data.id] },
        { token: admin },
      );
      expect(ok.data?.deleteDictValues).toBe(2);
    });

    it('value changes need the sys:dic codes', async () => {
      const student = (await asStudent(p)).token;
      expect(
        (
          await rest(
            p,
            '/api/sys/dic/value/save',
            { dicCode: 'user_state', value: 'z', title: 'z' },
            { token: student },
          )
        ).code,
      ).toBe(10010004);
      expect(
        (await rest(p, '/api/sys/dic/value/delete', { ids: ['x'] }, { token: student })).code,
      ).toBe(10010004);
    });
  });
});

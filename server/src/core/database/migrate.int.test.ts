import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemo } from '../../../../prisma/seed/seed.ts';
import { verifyPassword } from '../../modules/auth/password.ts';
import { createPrisma } from '../prisma.ts';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './database.ts';
import { startTemporaryEmbeddedPostgres } from './embedded.ts';
import { MigrationError, applyMigrations, checksum, readMigrations } from './migrate.ts';

/**
 * The server the test run uses (global setup: DATABASE_URL's server, else a temporary embedded
 * PostgreSQL); without a global setup, a temporary embedded one of our own.
 */
let serverUrl: string;
let stopServer: () => Promise<void> = () => Promise.resolve();
const created: string[] = [];

async function freshDatabase(): Promise<string> {
  const name = uniqueDatabaseName('examhall_migrate_test');
  created.push(name);
  return createDatabase(serverUrl, name);
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  const provided = inject('databaseUrl') as string | undefined;
  if (provided) {
    serverUrl = provided;
  } else {
    const server = await startTemporaryEmbeddedPostgres();
    serverUrl = server.url;
    stopServer = () => server.stop();
  }
});

afterAll(async () => {
  for (const name of created) await dropDatabase(serverUrl, name);
  await stopServer();
});

describe('applyMigrations', () => {
  it('applies every migration once, with Prisma bookkeeping, and is idempotent', async () => {
    const url = await freshDatabase();
    const onDisk = await readMigrations();
    expect(onDisk.length).toBeGreaterThan(0);

    const started = performance.now();
    const applied = await applyMigrations(url);
    console.log(
      `applied ${applied.length} migration(s) in ${Math.round(performance.now() - started)} ms`,
    );
    expect(applied).toEqual(onDisk.map((m) => m.name));

    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
      applied_steps_count: number;
    }>(url, 'SELECT * FROM "_prisma_migrations" ORDER BY migration_name');
    expect(rows.map((r) => r.migration_name)).toEqual(onDisk.map((m) => m.name));
    for (const [i, r] of rows.entries()) {
      expect(r.checksum).toBe(onDisk[i]!.checksum);
      expect(r.finished_at).toBeInstanceOf(Date);
      expect(r.rolled_back_at).toBeNull();
      expect(r.applied_steps_count).toBe(1);
    }
    // Checksum is the SHA-256 of the file, as Prisma computes it.
    const first = onDisk[0]!;
    expect(first.checksum).toBe(checksum(first.sql));

    expect(await applyMigrations(url)).toEqual([]);
    expect(await query(url, 'SELECT 1 FROM "_prisma_migrations"')).toHaveLength(onDisk.length);
  });

  it('lets processes that start together take turns (advisory lock)', async () => {
    const url = await freshDatabase();
    const results = await Promise.all([applyMigrations(url), applyMigrations(url)]);
    const all = results.flat();
    const names = (await readMigrations()).map((m) => m.name);
    expect(all.sort()).toEqual([...names].sort());
    expect(await query(url, 'SELECT 1 FROM "_prisma_migrations"')).toHaveLength(names.length);
  });

  it('rolls a failing migration back completely and retries it on the next run', async () => {
    const url = await freshDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examhall-migrations-'));
    try {
      const write = (name: string, sql: string) => {
        fs.mkdirSync(path.join(dir, name), { recursive: true });
        fs.writeFileSync(path.join(dir, name, 'migration.sql'), sql);
      };
      write('20000101000000_a', 'CREATE TABLE "A" (id int PRIMARY KEY);');
      write(
        '20000101000001_b',
        `CREATE TABLE "B" (id int PRIMARY KEY);
CREATE FUNCTION b_one() RETURNS int AS $$ BEGIN RETURN 1; END; $$ LANGUAGE plpgsql;
INSERT INTO "Nope" VALUES (1);`,
      );
      await expect(applyMigrations(url, { migrationsDir: dir })).rejects.toBeInstanceOf(
        MigrationError,
      );
      const tables = await query<{ t: string }>(
        url,
        `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      );
      expect(tables.map((r) => r.t)).toEqual(['A', '_prisma_migrations']); // no "B"
      const audit = await query<{ rolled_back_at: Date | null; logs: string }>(
        url,
        `SELECT rolled_back_at, logs FROM "_prisma_migrations" WHERE migration_name = '20000101000001_b'`,
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]!.rolled_back_at).toBeInstanceOf(Date);
      expect(audit[0]!.logs).toContain('Nope');

      write(
        '20000101000001_b',
        `CREATE TABLE "B" (id int PRIMARY KEY);
CREATE FUNCTION b_one() RETURNS int AS $$ BEGIN RETURN 1; END; $$ LANGUAGE plpgsql;`,
      );
      expect(await applyMigrations(url, { migrationsDir: dir })).toEqual(['20000101000001_b']);
      expect(await query(url, 'SELECT b_one()')).toEqual([{ b_one: 1 }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seedDemo', () => {
  it('loads the demo accounts and settings, and running it twice changes nothing', async () => {
    const url = await freshDatabase();
    await applyMigrations(url);
    const prisma = createPrisma(url, { max: 2 });
    try {
      await seedDemo(prisma);
      const count = async () => ({
        users: await prisma.user.count(),
        roles: await prisma.role.count(),
        userRoles: await prisma.userRole.count(),
        departments: await prisma.department.count(),
        menus: await prisma.menu.count(),
        roleMenus: await prisma.roleMenu.count(),
        site: await prisma.siteConfig.count(),
        switches: await prisma.switchConfig.count(),
      });
      const once = await count();
      await seedDemo(prisma);
      expect(await count()).toEqual(once);

      const admin = await prisma.user.findUniqueOrThrow({
        where: { userName: 'admin' },
        include: { roles: { include: { role: true } } },
      });
      expect(admin.realName).toBe('管理员');
      expect(admin.deptCode).toBe('A01');
      expect(admin.roles.map((r) => [r.role.id, r.role.roleType, r.role.roleLevel])).toEqual([
        ['sa', 2, 0],
      ]);
      expect(await verifyPassword(admin.passwordHash, 'Examhall@2026')).toBe(true);

      const student = await prisma.user.findUniqueOrThrow({
        where: { userName: 'student' },
        include: { roles: { include: { role: true } } },
      });
      expect(student).toMatchObject({ realName: '学员', familyName: '张', className: '一班' });
      expect(student.deptCode).toBe('A01A02');
      expect(student.roles.map((r) => [r.role.id, r.role.roleType, r.role.roleLevel])).toEqual([
        ['student', 1, 99],
      ]);
      expect(await verifyPassword(student.passwordHash, 'Examhall@2026')).toBe(true);

      // Department codes are hierarchical.
      const depts = await prisma.department.findMany();
      const byId = new Map(depts.map((d) => [d.id, d]));
      for (const d of depts) {
        if (d.parentId === '0') continue;
        expect(d.deptCode.startsWith(byId.get(d.parentId)!.deptCode)).toBe(true);
      }

      // The proctor role watches exams live: the console, its functions and the handed-in list.
      const proctorGrants = await prisma.roleMenu.findMany({
        where: { roleId: 'proctor' },
        include: { menu: true },
      });
      expect(proctorGrants.map((g) => g.menu.name)).toEqual(
        expect.arrayContaining(['ExamList', 'ExamWatch', 'ExamWatchDetail']),
      );
      expect(proctorGrants.map((g) => g.menu.permissionTag)).toEqual(
        expect.arrayContaining([
          'exam:list',
          'paper:list',
          'exam:watch',
          'exam:watch:message',
          'exam:watch:force-hand',
        ]),
      );
      expect(proctorGrants.map((g) => g.menu.permissionTag)).not.toContain('exam:update');

      const saMenus = await prisma.roleMenu.findMany({
        where: { roleId: 'sa' },
        include: { menu: true },
      });
      // Every seeded menu and function is granted to the super admin role.
      const allMenus = await prisma.menu.findMany({ select: { name: true } });
      expect(saMenus.map((m) => m.menu.name).sort()).toEqual(allMenus.map((m) => m.name).sort());
      expect(saMenus.map((m) => m.menu.name)).toEqual(
        expect.arrayContaining(['Dashboard', 'DashboardIndex', 'RepoList', 'QuList']),
      );

      const site = await prisma.siteConfig.findUniqueOrThrow({ where: { id: '1' } });
      expect(site.siteName).toBe('Examhall 在线考试');
      expect(site.props).toEqual({ moduleExam: true, moduleCourse: false });
      expect(await prisma.switchConfig.findUnique({ where: { id: '1' } })).not.toBeNull();
    } finally {
      await prisma.$disconnect();
    }
  });
});

describe('the exam watch menu migration', () => {
  it('gives an installation seeded before it the console route, for roles holding exam:watch', async () => {
    const url = await freshDatabase();
    const name = '20261125134000_exam_watch_menu';
    // The installation as it was: seeded without the route, this migration not yet applied,
    // and a custom role that holds exam:watch (the seeded proctor role holds it too). Built from
    // today's schema and seed, then wound back, so later migrations do not break the test.
    await applyMigrations(url);
    const prisma = createPrisma(url, { max: 2 });
    try {
      await seedDemo(prisma);
      await prisma.menu.delete({ where: { id: 'menu-exam-watch' } });
      await prisma.role.create({
        data: { id: 'watcher', roleName: 'watcher', roleType: 2, roleLevel: 20 },
      });
      await prisma.roleMenu.create({
        data: { roleId: 'watcher', menuId: 'menu-fn-exam-watch' },
      });
      await prisma.$executeRaw`DELETE FROM "_prisma_migrations" WHERE migration_name = ${name}`;

      expect(await applyMigrations(url)).toEqual([name]);
      const menu = await prisma.menu.findUniqueOrThrow({ where: { id: 'menu-exam-watch' } });
      expect(menu).toMatchObject({
        parentId: 'menu-exam',
        name: 'ExamWatch',
        path: '/admin/exam/watch/:examId',
        component: 'exam/watch',
        hidden: true,
      });
      const holders = await prisma.roleMenu.findMany({
        where: { menuId: 'menu-exam-watch' },
        select: { roleId: true },
      });
      expect(holders.map((h) => h.roleId).sort()).toEqual(['proctor', 'sa', 'watcher']);
    } finally {
      await prisma.$disconnect();
    }
  });
});

describe('the sign-in methods migration', () => {
  it('gives an installation seeded before it the SMS outbox, for the super admin only', async () => {
    const url = await freshDatabase();
    const all = await readMigrations();
    const name = '20261125163151_sign_in_methods';
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examhall-migrations-'));
    try {
      for (const m of all.filter((x) => x.name < name)) {
        fs.mkdirSync(path.join(dir, m.name));
        fs.writeFileSync(path.join(dir, m.name, 'migration.sql'), m.sql);
      }
      await applyMigrations(url, { migrationsDir: dir });
      // The installation as it was, written in SQL of that schema (today's seed needs today's
      // tables): the system menu, the settings permission, the super admin and a custom role
      // that reads the settings.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`
          INSERT INTO "Role" (id, "roleName", "roleType", "roleLevel", "updatedAt") VALUES
            ('sa', 'sa', 2, 0, now()), ('settings', 'settings', 2, 20, now());
          INSERT INTO "Menu" (id, "parentId", "menuType", "metaTitle", name, "permissionTag",
            "updatedAt") VALUES
            ('menu-sys', '0', 1, '系统', 'Sys', NULL, now()),
            ('menu-fn-sys-config-view', 'menu-sys', 2, '查看配置', 'ConfigView',
              'sys:config:view', now());
          INSERT INTO "RoleMenu" ("roleId", "menuId") VALUES
            ('sa', 'menu-fn-sys-config-view'), ('settings', 'menu-fn-sys-config-view');`);

        expect((await applyMigrations(url))[0]).toBe(name);
        const screen = await client.query(`SELECT "parentId", name, path, component FROM "Menu"
          WHERE id = 'menu-sys-sms'`);
        expect(screen.rows[0]).toEqual({
          parentId: 'menu-sys',
          name: 'SmsOutbox',
          path: '/admin/sys/sms',
          component: 'sys/sms',
        });
        const fn = await client.query(`SELECT "menuType", "permissionTag" FROM "Menu"
          WHERE id = 'menu-fn-sys-sms-outbox'`);
        expect(fn.rows[0]).toEqual({ menuType: 2, permissionTag: 'sys:sms:outbox' });
        // The outbox holds one-time sign-in codes: only the super admin gets it.
        for (const menuId of ['menu-sys-sms', 'menu-fn-sys-sms-outbox']) {
          const holders = await client.query(
            `SELECT "roleId" FROM "RoleMenu" WHERE "menuId" = $1 ORDER BY "roleId"`,
            [menuId],
          );
          expect(holders.rows.map((h: { roleId: string }) => h.roleId)).toEqual(['sa']);
        }
      } finally {
        await client.end();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the notification template and points migrations', () => {
  it('give an installation seeded before them their screens (to sa) and the built-in rules', async () => {
    const url = await freshDatabase();
    const all = await readMigrations();
    // The job's SMS counts alter the template migration's table, so they come with it.
    const later = [
      '20261125170238_notify_templates',
      '20261125171625_points_ledger',
      '20261125194304_notify_sms_counts',
    ];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examhall-migrations-'));
    try {
      for (const m of all.filter((x) => !later.includes(x.name))) {
        fs.mkdirSync(path.join(dir, m.name));
        fs.writeFileSync(path.join(dir, m.name, 'migration.sql'), m.sql);
      }
      await applyMigrations(url, { migrationsDir: dir });
      const prisma = createPrisma(url, { max: 2 });
      try {
        await seedDemo(prisma);
        const menuIds = [
          'menu-sys-tmpl',
          'menu-fn-sys-notify-list',
          'menu-fn-sys-notify-save',
          'menu-fn-sys-notify-delete',
          'menu-fn-exam-notify',
          'menu-sys-points',
          'menu-fn-sys-points-rule',
        ];
        await prisma.menu.deleteMany({ where: { id: { in: menuIds } } });

        expect(await applyMigrations(url)).toEqual(later);
        const menus = await prisma.menu.findMany({ where: { id: { in: menuIds } } });
        expect(menus.map((m) => m.id).sort()).toEqual([...menuIds].sort());
        expect(menus.find((m) => m.id === 'menu-sys-points')).toMatchObject({
          parentId: 'menu-sys',
          name: 'PointsRule',
          component: 'sys/points',
        });
        const granted = await prisma.roleMenu.findMany({
          where: { menuId: { in: menuIds } },
          select: { roleId: true },
        });
        expect(new Set(granted.map((g) => g.roleId))).toEqual(new Set(['sa']));
        expect(granted).toHaveLength(menuIds.length);
        const rules = await prisma.pointsRule.findMany({ orderBy: { code: 'asc' } });
        expect(rules.map((r) => [r.code, r.points, r.enabled])).toEqual([
          ['dailyLogin', 1, true],
          ['examPass', 10, true],
          ['trainFinish', 2, true],
        ]);
      } finally {
        await prisma.$disconnect();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the statistics, analysis and templates migration', () => {
  it('gives the super admin of an installation seeded before it the item analysis permission', async () => {
    const url = await freshDatabase();
    const all = await readMigrations();
    const name = '20261125195005_stats_analysis_templates';
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examhall-migrations-'));
    try {
      for (const m of all.filter((x) => x.name < name)) {
        fs.mkdirSync(path.join(dir, m.name));
        fs.writeFileSync(path.join(dir, m.name, 'migration.sql'), m.sql);
      }
      await applyMigrations(url, { migrationsDir: dir });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`
          INSERT INTO "Role" (id, "roleName", "roleType", "roleLevel", "updatedAt") VALUES
            ('sa', 'sa', 2, 0, now()), ('proctor', 'proctor', 2, 20, now());
          INSERT INTO "Menu" (id, "parentId", "menuType", "metaTitle", name, "updatedAt") VALUES
            ('menu-exam-list', '0', 1, '考试列表', 'ExamList', now());`);
        expect((await applyMigrations(url))[0]).toBe(name);
        const fn = await client.query(`SELECT "parentId", "menuType", "permissionTag" FROM "Menu"
          WHERE id = 'menu-fn-exam-analysis'`);
        expect(fn.rows[0]).toEqual({
          parentId: 'menu-exam-list',
          menuType: 2,
          permissionTag: 'exam:analysis',
        });
        const holders = await client.query(
          `SELECT "roleId" FROM "RoleMenu" WHERE "menuId" = 'menu-fn-exam-analysis'`,
        );
        expect(holders.rows.map((h: { roleId: string }) => h.roleId)).toEqual(['sa']);
      } finally {
        await client.end();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the paper exports migration', () => {
  it('gives an installation seeded before it the export permission and screen, to sa only', async () => {
    const url = await freshDatabase();
    const all = await readMigrations();
    const name = '20261125194212_paper_exports';
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examhall-migrations-'));
    try {
      for (const m of all.filter((x) => x.name < name)) {
        fs.mkdirSync(path.join(dir, m.name));
        fs.writeFileSync(path.join(dir, m.name, 'migration.sql'), m.sql);
      }
      await applyMigrations(url, { migrationsDir: dir });
      // The installation as it was: the exams menu with its list, the super admin and a proctor.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`
          INSERT INTO "Role" (id, "roleName", "roleType", "roleLevel", "updatedAt") VALUES
            ('sa', 'sa', 2, 0, now()), ('proctor', 'proctor', 2, 20, now());
          INSERT INTO "Menu" (id, "parentId", "menuType", "metaTitle", name, path, component,
            "updatedAt") VALUES
            ('menu-exam', '0', 1, '考试管理', 'ExamManage', '/admin/exam-manage', 'Layout', now()),
            ('menu-exam-list', 'menu-exam', 1, '考试列表', 'ExamList', '/admin/exam',
              'exam/list', now());
          INSERT INTO "RoleMenu" ("roleId", "menuId") VALUES
            ('sa', 'menu-exam-list'), ('proctor', 'menu-exam-list');`);

        expect((await applyMigrations(url))[0]).toBe(name);
        const fn = await client.query(`SELECT "parentId", "menuType", "permissionTag" FROM "Menu"
          WHERE id = 'menu-fn-paper-export'`);
        expect(fn.rows[0]).toEqual({
          parentId: 'menu-exam-list',
          menuType: 2,
          permissionTag: 'paper:export',
        });
        const screen = await client.query(`SELECT path, component FROM "Menu"
          WHERE id = 'menu-exam-exports'`);
        expect(screen.rows[0]).toEqual({ path: '/admin/exam/exports', component: 'exam/exports' });
        // Exports show answer keys: only the super admin gets them.
        for (const menuId of ['menu-fn-paper-export', 'menu-exam-exports']) {
          const holders = await client.query(
            `SELECT "roleId" FROM "RoleMenu" WHERE "menuId" = $1 ORDER BY "roleId"`,
            [menuId],
          );
          expect(holders.rows.map((h: { roleId: string }) => h.roleId)).toEqual(['sa']);
        }
      } finally {
        await client.end();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

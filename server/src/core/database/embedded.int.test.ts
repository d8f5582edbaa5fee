import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { env } from '../env.ts';
import { StartupError } from '../startup-error.ts';
import {
  embeddedMaxConnections,
  embeddedSharedBuffersMb,
  findFreePort,
  socketDirFor,
  startEmbeddedPostgres,
} from './embedded.ts';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examhall-embedded-test-'));
  fs.chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

/** The postmaster of the cluster and its children (Linux /proc; empty elsewhere). */
function clusterProcesses(clusterDir: string): number[] {
  if (!fs.existsSync('/proc/self/stat')) return [];
  const procs: Array<{ pid: number; ppid: number; cmd: string }> = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      procs.push({ pid: Number(entry), ppid, cmd });
    } catch {
      // gone meanwhile
    }
  }
  const postmasters = procs.filter((p) => p.cmd.includes(`-D ${clusterDir} `)).map((p) => p.pid);
  return [...postmasters, ...procs.filter((p) => postmasters.includes(p.ppid)).map((p) => p.pid)];
}

/** Those still running (zombies waiting for a slow init to reap them count as gone). */
function alive(pids: number[]): number[] {
  return pids.filter((pid) => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat[stat.lastIndexOf(')') + 2] !== 'Z';
    } catch {
      return false;
    }
  });
}

async function scalar(url: string, sql: string): Promise<unknown> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return Object.values((await c.query(sql)).rows[0] ?? {})[0];
  } finally {
    await c.end();
  }
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL socket directory', () => {
  it('is the cluster directory unless the socket path is too long or the name cannot be listed', () => {
    expect(socketDirFor('/var/lib/examhall/.data/pg')).toBe('/var/lib/examhall/.data/pg');
    expect(socketDirFor(`/srv/${'a'.repeat(100)}/pg`)).toBeUndefined();
    expect(socketDirFor('/srv/exam, hall/pg')).toBeUndefined();
    expect(socketDirFor('/srv/exam hall/pg')).toBeUndefined();
  });

  it('is not used when it would be too long: the URL is then TCP and still works', async () => {
    const base = tempDataDir();
    const dataDir = path.join(base, 'd'.repeat(Math.max(1, 110 - base.length)));
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const port = await findFreePort();
    const db = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(db.url).toBe(`postgresql://postgres:examhall@127.0.0.1:${port}/examhall`);
      expect(await scalar(db.url, `SELECT host(inet_server_addr())`)).toBe('127.0.0.1');
    } finally {
      await db.stop();
    }
  });
});

describe('embedded PostgreSQL', () => {
  it('initialises once, reuses the data on the next start, and leaves no process behind', async () => {
    const dataDir = tempDataDir();
    const port = await findFreePort();

    let t = performance.now();
    const first = await startEmbeddedPostgres({ dataDir, port });
    const cold = performance.now() - t;
    expect(first.owned).toBe(true);
    // The platform connects through the Unix socket in the cluster directory; tools can use TCP.
    expect(first.url).toBe(
      `postgresql://postgres:examhall@127.0.0.1:${port}/examhall?host=${encodeURIComponent(first.clusterDir)}`,
    );
    expect(await scalar(first.url, `SELECT inet_server_addr() IS NULL AS unix`)).toBe(true);
    const tcpUrl = `postgresql://postgres:examhall@127.0.0.1:${port}/examhall`;
    expect(await scalar(tcpUrl, `SELECT host(inet_server_addr())`)).toBe('127.0.0.1');
    expect(await scalar(first.url, `SHOW server_encoding`)).toBe('UTF8');
    expect(await scalar(first.url, `SELECT upper('ä')`)).toBe('Ä');
    // Room for the server's and a worker's pools and the job queues beside them.
    expect(Number(await scalar(first.url, 'SHOW max_connections'))).toBe(embeddedMaxConnections());
    expect(embeddedMaxConnections(60, 2)).toBeGreaterThanOrEqual(60 * 3 + 100);
    expect(embeddedMaxConnections(5, 1)).toBe(110);
    // A buffer cache that holds a sitting's answer sheets, and reads done by the backend itself.
    expect(await scalar(first.url, 'SHOW shared_buffers')).toBe(`${embeddedSharedBuffersMb()}MB`);
    expect(await scalar(first.url, 'SHOW io_method')).toBe('sync');
    expect(embeddedSharedBuffersMb(24 * 1024 ** 3)).toBe(512);
    expect(embeddedSharedBuffersMb(2 * 1024 ** 3)).toBe(256);
    expect(embeddedSharedBuffersMb(512 * 1024 ** 2)).toBe(128);
    await scalar(first.url, 'CREATE TABLE kept AS SELECT 42 AS id');
    const extraUrl = await first.createDatabase('examhall_extra');
    expect(await scalar(extraUrl, 'SELECT current_database()')).toBe('examhall_extra');
    const running = clusterProcesses(first.clusterDir);
    await first.stop();
    await first.stop(); // idempotent
    expect(alive(running)).toEqual([]);

    t = performance.now();
    const second = await startEmbeddedPostgres({ dataDir, port });
    const warm = performance.now() - t;
    console.log(
      `embedded PostgreSQL: cold start ${Math.round(cold)} ms, warm ${Math.round(warm)} ms`,
    );
    try {
      expect(await scalar(second.url, 'SELECT id FROM kept')).toBe(42);
      await second.dropDatabase('examhall_extra');
      expect(
        await scalar(
          second.url,
          `SELECT count(*)::int FROM pg_database WHERE datname = 'examhall_extra'`,
        ),
      ).toBe(0);
      running.push(...clusterProcesses(second.clusterDir));
    } finally {
      await second.stop();
    }
    expect(alive(running)).toEqual([]);
  });

  it('a second platform whose port is taken: a chosen port says so in one line, the default gives way', async () => {
    const holder = net.createServer();
    const taken = await new Promise<number>((resolve) => {
      holder.listen(0, '127.0.0.1', () => resolve((holder.address() as net.AddressInfo).port));
    });
    try {
      const refused = await startEmbeddedPostgres({ dataDir: tempDataDir(), port: taken }).catch(
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(StartupError);
      const message = (refused as StartupError).message;
      expect(message).toContain(`Port ${taken}`);
      expect(message).toContain('EMBEDDED_PG_PORT');
      expect(message).not.toContain('\n');
    } finally {
      holder.close();
    }
    if (env.embeddedPgPortChosen) return; // the default's fallback needs EMBEDDED_PG_PORT unset
    const defaultHolder = net.createServer();
    const heldDefault = await new Promise<boolean>((resolve) => {
      defaultHolder.once('error', () => resolve(false));
      defaultHolder.listen(env.EMBEDDED_PG_PORT, '127.0.0.1', () => resolve(true));
    });
    try {
      const server = await startEmbeddedPostgres({ dataDir: tempDataDir() });
      expect(server.port).not.toBe(env.EMBEDDED_PG_PORT);
      expect(await scalar(server.url, 'SELECT 1')).toBe(1);
      await server.stop();
    } finally {
      if (heldDefault) defaultHolder.close();
    }
  });

  it('shares one server between handles of the same process', async () => {
    const dataDir = tempDataDir();
    const port = await findFreePort();
    const [a, b] = await Promise.all([
      startEmbeddedPostgres({ dataDir, port }),
      startEmbeddedPostgres({ dataDir, port, database: 'other' }),
    ]);
    expect(b.url).toBe(
      `postgresql://postgres:examhall@127.0.0.1:${port}/other?host=${encodeURIComponent(b.clusterDir)}`,
    );
    await a.stop();
    expect(await scalar(b.url, 'SELECT current_database()')).toBe('other');
    const running = clusterProcesses(b.clusterDir);
    await b.stop();
    expect(alive(running)).toEqual([]);
  });

  it('cleans up after an owner that is killed, and replaces an orphaned postmaster', async () => {
    const dataDir = tempDataDir();
    const port = await findFreePort();
    const clusterDir = path.join(dataDir, 'pg');
    const embeddedTs = new URL('./embedded.ts', import.meta.url).href;

    /** A child process that starts the server, then waits to be killed. */
    async function startOwner() {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { startEmbeddedPostgres } from ${JSON.stringify(embeddedTs)};
           await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port} });
           console.log('ready');
           setInterval(() => {}, 1000);`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
        child.on('exit', (code) => reject(new Error(`child exited with ${code}`)));
      });
      return child;
    }
    async function kill(pids: number[]) {
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      for (let i = 0; i < 100 && alive(pids).length > 0; i++)
        await new Promise((r) => setTimeout(r, 50));
    }
    async function waitGone(pids: number[], ms: number) {
      for (let t = 0; t < ms && alive(pids).length > 0; t += 50)
        await new Promise((r) => setTimeout(r, 50));
      return alive(pids);
    }

    // 1. The owner is SIGKILLed: its sentinel shuts PostgreSQL down.
    let owner = await startOwner();
    let cluster = clusterProcesses(clusterDir);
    expect(cluster.length).toBeGreaterThan(0);
    await kill([owner.pid!]);
    expect(await waitGone(cluster, 10_000)).toEqual([]);

    // 2. Owner and sentinel both killed: the postmaster is orphaned; the next start replaces it.
    owner = await startOwner();
    cluster = clusterProcesses(clusterDir);
    const sentinels = fs
      .readdirSync('/proc')
      .filter((e) => /^\d+$/.test(e))
      .filter((e) => {
        try {
          const cmd = fs.readFileSync(`/proc/${e}/cmdline`, 'utf8');
          return cmd.includes('kill -INT') && cmd.endsWith(`\0${cluster[0]}\0`);
        } catch {
          return false;
        }
      })
      .map(Number);
    expect(sentinels).toHaveLength(1);
    await kill([...sentinels, owner.pid!]);
    expect(alive(cluster).length).toBeGreaterThan(0);

    const server = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(server.owned).toBe(true);
      expect(await scalar(server.url, 'SELECT 1')).toBe(1);
      expect(alive(cluster)).toEqual([]);
    } finally {
      await server.stop();
    }

    // A postmaster.pid whose process is long gone (e.g. after a machine crash).
    fs.writeFileSync(
      path.join(clusterDir, 'postmaster.pid'),
      `999999\n${clusterDir}\n0\n${port}\n\n127.0.0.1\n0 0\nready\n`,
    );
    const again = await startEmbeddedPostgres({ dataDir, port });
    const running = clusterProcesses(clusterDir);
    try {
      expect(await scalar(again.url, 'SELECT 1')).toBe(1);
    } finally {
      await again.stop();
    }
    expect(alive(running)).toEqual([]);
  });
});

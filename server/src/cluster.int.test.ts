/**
 * SERVER_PROCESSES: one `npm start` runs several server processes on one port. Requests are served
 * by all of them with one session, a process killed with SIGKILL is replaced while the others keep
 * serving, and without Redis the setting is refused in one line.
 */
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Platform } from './platform.ts';
import { resetDatabase, startTestPlatform } from '../test/helpers.ts';
import { asStudent } from '../test/identities.ts';
import {
  runServerProcessToExit,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process.ts';

/** The server processes the cluster primary started. */
function serverProcessesOf(primary: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
      // Node processes only: not tsx's esbuild service, nor one that has exited (a zombie).
      if (ppid === primary && comm === 'node' && state !== 'Z') out.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return out;
}

/** Descriptors a process holds of the socket listening on `port` (IPv4, from /proc/net/tcp). */
function listeningDescriptors(pid: number, port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    // local address, state 0A (LISTEN), inode
    if (f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A' && f[9] !== undefined) inodes.add(f[9]);
  }
  let count = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) count++;
    } catch {
      // closed while we looked
    }
  }
  return count;
}

async function until<T>(what: string, probe: () => T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(process.platform !== 'linux' || inject('redisUrl') === undefined)(
  'several server processes (SERVER_PROCESSES)',
  () => {
    let p: Platform;
    let server: ServerProcess;

    beforeAll(async () => {
      p = await startTestPlatform();
      await resetDatabase(p);
      server = await startServerProcess({
        databaseUrl: inject('databaseUrl'),
        redisUrl: inject('redisUrl')!,
        env: { SERVER_PROCESSES: '2', LISTEN_ACCEPTORS: '3' },
        startMs: 60_000,
      });
    }, 90_000);
    afterAll(async () => {
      await server?.stop();
      await p?.stop();
    }, 30_000);

    it('serves one session from every process and replaces a killed one', async () => {
      const learner = await asStudent(p, { realName: 'Ann' });
      const info = async () => {
        const res = await fetch(`${server.url}/api/sys/user/info`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: learner.token },
          body: '{}',
        });
        return (await res.json()) as { code: number; data?: { userName?: string } };
      };
      const children = serverProcessesOf(server.pid);
      expect(children).toHaveLength(2);
      // Each process accepts on the listening socket itself, on LISTEN_ACCEPTORS handles.
      const port = Number(new URL(server.url).port);
      for (const pid of children) expect(listeningDescriptors(pid, port)).toBe(3);
      // New connections go round the processes; every one knows the session.
      const answers = await Promise.all(Array.from({ length: 20 }, info));
      for (const a of answers) expect(a.data?.userName).toBe(learner.user.userName);

      const [victim] = children as [number];
      process.kill(victim, 'SIGKILL');
      const replacement = await until('a replacement process', () => {
        const now = serverProcessesOf(server.pid);
        return now.length === 2 && !now.includes(victim) ? now : undefined;
      });
      expect(replacement).toHaveLength(2);
      for (const pid of replacement) {
        await until('the replacement accepting', () =>
          listeningDescriptors(pid, port) === 3 ? true : undefined,
        );
      }
      const after = await Promise.all(Array.from({ length: 20 }, info));
      for (const a of after) expect(a.data?.userName).toBe(learner.user.userName);
    }, 90_000);
  },
);

describe('SERVER_PROCESSES without Redis', () => {
  it('is refused in one line that says what to set', async () => {
    const { code, output } = await runServerProcessToExit({
      SERVER_PROCESSES: '2',
      REDIS_URL: '',
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none',
    });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain('SERVER_PROCESSES=2 needs REDIS_URL');
  }, 30_000);
});

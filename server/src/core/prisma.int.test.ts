import { describe, expect, inject, it } from 'vitest';
import { hotRows } from './database/hot-sql.ts';
import { createPrisma } from './prisma.ts';

describe('the database pool', () => {
  it("keeps a connection that has been idle past node-postgres's 10 s default", async () => {
    const db = createPrisma(inject('databaseUrl'), { max: 2 });
    try {
      const backend = async () =>
        (await hotRows<{ pid: number }>(db)`SELECT pg_backend_pid() AS pid`)[0]?.pid;
      const first = await backend();
      await new Promise((r) => setTimeout(r, 11_000));
      // The same PostgreSQL backend answers: nothing was closed and reopened meanwhile.
      expect(await backend()).toBe(first);
    } finally {
      await db.$disconnect();
    }
  }, 20_000);
});

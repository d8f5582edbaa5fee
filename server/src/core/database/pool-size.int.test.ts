import { describe, expect, inject, it } from 'vitest';
import { databasePoolSize, fitPoolSize, readDatabaseLimits } from './pool-size.ts';

const limits = (maxConnections: number) => ({ maxConnections, superuserReserved: 3 });

describe('the database pool fits the database', () => {
  it('keeps the pool asked for when max_connections holds every process, the queues and tools', () => {
    expect(fitPoolSize(60, limits(300), 1, true)).toBe(60);
    expect(fitPoolSize(60, limits(300), 2, false)).toBe(60);
  });

  it("lowers it to each process's share of max_connections, never below 5", () => {
    // PostgreSQL's default 100: 3 reserved, 10 for tools, 40 for queues on PostgreSQL, 2 processes.
    expect(fitPoolSize(60, limits(100), 1, true)).toBe(23);
    expect(fitPoolSize(60, limits(100), 1, false)).toBe(43);
    expect(fitPoolSize(60, limits(100), 3, true)).toBe(11);
    expect(fitPoolSize(60, limits(20), 8, true)).toBe(5);
  });

  it("reads the test database's limits and says so when it lowers the pool", async () => {
    const url = inject('databaseUrl');
    const read = await readDatabaseLimits(url);
    expect(read.maxConnections).toBeGreaterThan(0);
    expect(read.superuserReserved).toBeGreaterThanOrEqual(0);
    const wanted = read.maxConnections * 2;
    const pool = await databasePoolSize(url, wanted, 1, true);
    expect(pool).toBe(fitPoolSize(wanted, read, 1, true));
    expect(pool).toBeLessThan(wanted);
  });
});

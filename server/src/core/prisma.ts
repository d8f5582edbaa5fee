import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client.ts';
import { registerPool } from './database/hot-sql.ts';

/** The Prisma client type used across the server (services, factories, seed). */
export type Db = PrismaClient;

/** The client or an open transaction: what a query that may run inside a transaction takes. */
export type DbClient = Db | Prisma.TransactionClient;

/** How long an unused pooled connection is kept open. */
export const POOL_IDLE_MS = 5 * 60_000;

export interface CreatePrismaOptions {
  /** Pool size (pg default 10). */
  max?: number;
}

/**
 * A PrismaClient over node-postgres (@prisma/adapter-pg): no native engine; the query compiler is
 * wasm. `npm install` runs `prisma generate` (postinstall), which writes ../generated/prisma.
 */
export function createPrisma(url: string, opts: CreatePrismaOptions = {}): Db {
  const schema = new URL(url).searchParams.get('schema') ?? undefined;
  // One pool for both: Prisma's queries and the hot statements run straight on it (hot-sql.ts).
  const pool = new pg.Pool({
    connectionString: url,
    ...(opts.max === undefined ? {} : { max: opts.max }),
    // A connection opened for a burst stays while it is used within minutes. node-postgres closes
    // one idle for 10 s, and reopening it (password exchange, a new PostgreSQL backend, the hot
    // statements prepared again) at the next burst stalled a running sitting every ~12 s.
    idleTimeoutMillis: POOL_IDLE_MS,
  });
  const adapter = new PrismaPg(pool, {
    disposeExternalPool: true,
    ...(schema === undefined ? {} : { schema }),
  });
  // A transaction waits up to 10 s for a connection: under a start burst the pool is busy for a
  // while, and a learner's start should queue rather than fail.
  const client = new PrismaClient({
    adapter,
    transactionOptions: { maxWait: 10_000, timeout: 15_000 },
  });
  registerPool(client, pool);
  return client;
}

import {
  createPostgresBackend,
  Queue,
  Worker,
  type ConnectionOptions,
  type JobsOptions,
  type Processor,
  type WorkerOptions,
} from 'bullmq';

/** Where BullMQ keeps its jobs: Redis in production, PostgreSQL in the embedded default. */
export type QueueBackend =
  { kind: 'redis'; url: string } | { kind: 'postgres'; connectionString: string };

/** Retry defaults for every job: 5 attempts with exponential backoff from 2 s. */
export const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * Creates queues and workers on the configured backend and closes them all at shutdown.
 * Connection options (never client instances) are passed so `close()` really closes everything.
 */
// Queue and Worker are generic over their backend; the hub hands out either kind.
/* eslint-disable @typescript-eslint/no-explicit-any */
export type AnyQueue = Queue<any, any, string, any, any, string, any, any>;
export type AnyWorker = Worker<any, any, string, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export class QueueHub {
  private readonly queues = new Map<string, AnyQueue>();
  private readonly workers: AnyWorker[] = [];
  constructor(readonly backend: QueueBackend) {}

  queue(name: string): AnyQueue {
    let q: AnyQueue | undefined = this.queues.get(name);
    if (q === undefined) {
      q =
        this.backend.kind === 'redis'
          ? new Queue(name, { connection: this.redisConnection(), defaultJobOptions })
          : new Queue(
              name,
              { connection: this.pgConnection(), defaultJobOptions },
              createPostgresBackend,
            );
      this.queues.set(name, q);
    }
    return q;
  }

  worker(name: string, processor: Processor, opts: Partial<WorkerOptions> = {}): AnyWorker {
    const w: AnyWorker =
      this.backend.kind === 'redis'
        ? new Worker(name, processor, {
            ...opts,
            connection: { ...this.redisConnection(), maxRetriesPerRequest: null },
          })
        : new Worker(
            name,
            processor,
            { ...opts, connection: this.pgConnection() },
            createPostgresBackend,
          );
    this.workers.push(w);
    return w;
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.workers.map((w) => w.close()));
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    this.workers.length = 0;
    this.queues.clear();
  }

  private redisConnection(): ConnectionOptions {
    if (this.backend.kind !== 'redis') throw new Error('not a redis backend');
    return { url: this.backend.url };
  }

  private pgConnection() {
    if (this.backend.kind !== 'postgres') throw new Error('not a postgres backend');
    return { connectionString: this.backend.connectionString, migrate: true, max: 4 };
  }
}

import type { Infra } from '../core/infra.ts';
import type { JobDefinition } from '../core/jobs.ts';
import { logger } from '../core/logger.ts';
import type { AnyWorker } from '../core/queue.ts';
import { featureModules } from '../features.ts';
import type { Services } from '../services.ts';

/** Every job kind: those the feature modules declare. */
export const jobDefinitions: JobDefinition<never>[] = featureModules.flatMap((m) => m.jobs ?? []);

/**
 * Starts one BullMQ worker per queue, dispatching by job name to the job's processor, and upserts
 * the schedulers of repeating jobs. Used by the worker process and, in the embedded default, by
 * the server process itself.
 */
export async function startJobConsumers(infra: Infra, services: Services): Promise<AnyWorker[]> {
  const byQueue = new Map<string, Map<string, JobDefinition<never>>>();
  for (const def of jobDefinitions) {
    const jobs = byQueue.get(def.queue) ?? new Map<string, JobDefinition<never>>();
    jobs.set(def.name, def);
    byQueue.set(def.queue, jobs);
  }
  const workers: AnyWorker[] = [];
  for (const [queueName, jobs] of byQueue) {
    const worker = infra.queues.worker(
      queueName,
      async (job) => {
        const def = jobs.get(job.name);
        if (def === undefined) throw new Error(`no processor for job ${queueName}/${job.name}`);
        return def.process(job.data as never, {
          services,
          logger: logger.child({ queue: queueName, job: job.name, jobId: job.id }),
          job,
        });
      },
      { concurrency: 4 },
    );
    worker.on('failed', (job, err) =>
      logger.warn({ err, queue: queueName, job: job?.name, jobId: job?.id }, 'job failed'),
    );
    workers.push(worker);
    for (const def of jobs.values()) {
      if (def.every !== undefined) {
        await infra.queues
          .queue(queueName)
          .upsertJobScheduler(def.name, { every: def.every }, { name: def.name, data: {} });
      }
    }
  }
  return workers;
}

import type { Infra } from '../core/infra.ts';
import type { JobDefinition } from '../core/jobs.ts';
import { logger } from '../core/logger.ts';
import type { AnyWorker } from '../core/queue.ts';
import { purgeEndedSessionsJob } from '../modules/auth/auth.jobs.ts';
import {
  exportQuestionsJob,
  importQuestionsJob,
  purgeQuestionJobsJob,
} from '../modules/question/question.jobs.ts';
import { paperDeadlineJob, paperSweepJob } from '../modules/paper/paper.jobs.ts';
import { exportUsersJob, importUsersJob, purgeUserJobsJob } from '../modules/user/user.jobs.ts';
import type { Services } from '../services.ts';

/** Every job kind; a feature adds the jobs of its `<feature>.jobs.ts` here. */
export const jobDefinitions: JobDefinition<never>[] = [
  purgeEndedSessionsJob as JobDefinition<never>,
  importQuestionsJob as JobDefinition<never>,
  exportQuestionsJob as JobDefinition<never>,
  purgeQuestionJobsJob as JobDefinition<never>,
  importUsersJob as JobDefinition<never>,
  exportUsersJob as JobDefinition<never>,
  purgeUserJobsJob as JobDefinition<never>,
  paperDeadlineJob as JobDefinition<never>,
  paperSweepJob as JobDefinition<never>,
];

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

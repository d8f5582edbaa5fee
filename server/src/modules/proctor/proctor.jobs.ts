import { defineJob } from '../../core/jobs.ts';
import { CAPTURE_SWEEP_EVERY_MS, PROCTOR_QUEUE, PURGE_CAPTURES_JOB } from './proctor.constants.ts';

/** Hourly: deletes exam camera captures past CAPTURE_RETENTION_DAYS. */
export const captureSweepJob = defineJob<Record<string, never>>({
  queue: PROCTOR_QUEUE,
  name: PURGE_CAPTURES_JOB,
  every: CAPTURE_SWEEP_EVERY_MS,
  async process(_payload, { services, logger }) {
    const purged = await services.monitor.purgeOldCaptures();
    if (purged > 0) logger.info({ purged }, 'capture sweep');
    return { purged };
  },
});

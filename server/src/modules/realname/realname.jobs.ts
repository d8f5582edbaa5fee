import { defineJob } from '../../core/jobs.ts';
import {
  AUTO_AUDIT_JOB,
  PURGE_PHOTOS_JOB,
  REALNAME_QUEUE,
  SWEEP_EVERY_MS,
} from './realname.constants.ts';

/** The automatic review of one submission; the payload holds ids only, never images or ID numbers. */
export const realNameAutoAuditJob = defineJob<{ recordId: string; photoId: string }>({
  queue: REALNAME_QUEUE,
  name: AUTO_AUDIT_JOB,
  async process({ recordId, photoId }, { services }) {
    return { recordId, outcome: await services.realNames.runAutoAudit(recordId, photoId) };
  },
});

/** Hourly: deletes retired photos past their retention and re-enqueues missed automatic reviews. */
export const realNameSweepJob = defineJob<Record<string, never>>({
  queue: REALNAME_QUEUE,
  name: PURGE_PHOTOS_JOB,
  every: SWEEP_EVERY_MS,
  async process(_payload, { services, logger }) {
    const purged = await services.realNames.purgeRetiredPhotos();
    const requeued = await services.realNames.sweepAutoAudits();
    if (purged > 0 || requeued > 0) logger.info({ purged, requeued }, 'real-name sweep');
    return { purged, requeued };
  },
});

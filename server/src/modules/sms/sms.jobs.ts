import { defineJob } from '../../core/jobs.ts';

/** Daily: forget SMS codes that expired over a day ago. */
export const purgeSmsCodesJob = defineJob<Record<string, never>>({
  queue: 'maintenance',
  name: 'sms.purge-codes',
  every: 86_400_000,
  async process(_payload, { services, logger }) {
    const codes = await services.sms.purgeExpired();
    logger.info({ codes }, 'purged expired SMS codes');
    return { codes };
  },
});

import { defineJob } from '../../core/jobs.ts';

/** Hourly: forget sessions that ended over a day ago and captchas past their 5 minutes. */
export const purgeEndedSessionsJob = defineJob<Record<string, never>>({
  queue: 'maintenance',
  name: 'auth.purge-ended',
  every: 3600_000,
  async process(_payload, { services, logger }) {
    const sessions = await services.sessions.purgeEnded();
    const captchas = await services.captcha.purgeExpired();
    logger.info({ sessions, captchas }, 'purged ended sessions and expired captchas');
    return { sessions, captchas };
  },
});

import { defineJob } from '../../core/jobs.ts';

/** Hourly: forget chat-app sign-in states and tickets past their time. */
export const purgeChatStatesJob = defineJob<Record<string, never>>({
  queue: 'maintenance',
  name: 'chat-login.purge-states',
  every: 3600_000,
  async process(_payload, { services, logger }) {
    const states = await services.chatLogin.purgeExpired();
    logger.info({ states }, 'purged expired chat-app sign-in states');
    return { states };
  },
});

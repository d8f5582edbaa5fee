import { defineModule } from '../../core/module.ts';
import { notifyExamJob, remindStartingExamsJob } from './notify.jobs.ts';
import { NotifyResolver } from './notify.resolver.ts';
import { notifyRoutes } from './notify.rest.ts';
import { NotifyService } from './notify.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    notify: NotifyService;
  }
}

/**
 * Notification templates, an exam's notification to everyone in its scope (a job), and the
 * reminder every learner gets before an exam of theirs starts.
 */
export const notifyModule = defineModule({
  name: 'notify',
  services: (infra, deps) => ({ notify: new NotifyService(infra, deps.messages, deps.sms) }),
  resolvers: [NotifyResolver],
  routes: notifyRoutes,
  jobs: [notifyExamJob, remindStartingExamsJob],
});

import { defineModule } from '../../core/module.ts';
import { examSocket } from './exam-socket.ts';
import { MonitorResolver } from './monitor.resolver.ts';
import { monitorRoutes } from './monitor.rest.ts';
import { MonitorService } from './monitor.service.ts';
import { createPresenceStore } from './presence.ts';
import { captureSweepJob } from './proctor.jobs.ts';
import { WatchResolver } from './watch.resolver.ts';
import { watchRoutes } from './watch.rest.ts';
import { WatchService } from './watch.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    monitor: MonitorService;
    watch: WatchService;
  }
}

/**
 * Proctoring: the learner-side monitoring of a running paper (camera captures with face checks,
 * screen leaves), presence, the live events of an exam for its proctors and for the learner, the
 * legacy exam socket, and the proctor console (counters, cards, messages, forced hand-in).
 */
export const proctorModule = defineModule({
  name: 'proctor',
  services: (infra, deps) => ({
    monitor: new MonitorService(infra, deps.files, deps.face, deps.faceChecks, deps.papers),
    watch: new WatchService(infra, deps.papers, createPresenceStore(infra.redis)),
  }),
  resolvers: [MonitorResolver, WatchResolver],
  routes: [...monitorRoutes, ...watchRoutes],
  jobs: [captureSweepJob],
  sockets: [examSocket],
});

export { ExState } from './proctor.constants.ts';
export type { MonitorService, PaperSnapshot } from './monitor.service.ts';

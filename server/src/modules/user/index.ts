import { defineModule } from '../../core/module.ts';
import { UserAdminResolver } from './user-admin.resolver.ts';
import { userAdminRoutes } from './user-admin.rest.ts';
import { UserAdminService } from './user-admin.service.ts';
import { UserTransferService } from './user-transfer.service.ts';
import { exportUsersJob, importUsersJob, purgeUserJobsJob } from './user.jobs.ts';
import { UserResolver } from './user.resolver.ts';
import { userRoutes } from './user.rest.ts';
import { UserService } from './user.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    users: UserService;
    userAdmin: UserAdminService;
    userTransfer: UserTransferService;
  }
}

/** A user's own account, and the users screen: administration, xlsx import and export. */
export const userModule = defineModule({
  name: 'user',
  services: (infra, deps) => {
    const userAdmin = new UserAdminService(infra, deps.sessions, deps.licence);
    return {
      users: new UserService(infra, deps.sessions),
      userAdmin,
      userTransfer: new UserTransferService(infra, userAdmin),
    };
  },
  resolvers: [UserResolver, UserAdminResolver],
  routes: [...userRoutes, ...userAdminRoutes],
  jobs: [importUsersJob, exportUsersJob, purgeUserJobsJob],
});

export type { UserAdminService } from './user-admin.service.ts';
export type { SeatGuard } from './user-admin-write.ts';

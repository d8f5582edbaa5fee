import { defineModule } from '../../core/module.ts';
import { lockRepos, recountRepos } from './repo.counts.ts';
import { RepoResolver } from './repo.resolver.ts';
import { repoRoutes } from './repo.rest.ts';
import { RepoService } from './repo.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    repos: RepoService;
  }
}

/** Question banks and their chapters. */
export const repoModule = defineModule({
  name: 'repo',
  services: (infra) => ({ repos: new RepoService(infra) }),
  resolvers: [RepoResolver],
  routes: repoRoutes,
});

export { lockRepos, recountRepos };

import { defineModule } from '../../core/module.ts';
import { FileResolver } from './file.resolver.ts';
import { fileRoutes } from './file.rest.ts';
import { FileService } from './file.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    files: FileService;
  }
}

/** Uploads checked from their bytes, stored locally or in S3-compatible storage, served with auth. */
export const fileModule = defineModule({
  name: 'file',
  services: (infra, deps) => ({
    files: new FileService(infra, deps.config),
  }),
  resolvers: [FileResolver],
  routes: fileRoutes,
});

export type { FileService, GeneratedFile } from './file.service.ts';
export { parseRange } from './file.service.ts';

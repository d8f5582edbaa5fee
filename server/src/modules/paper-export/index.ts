import { defineModule } from '../../core/module.ts';
import { exportPapersJob, purgePaperExportsJob } from './paper-export.jobs.ts';
import { PaperExportResolver } from './paper-export.resolver.ts';
import { paperExportRoutes } from './paper-export.rest.ts';
import { PaperExportService } from './paper-export.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    paperExport: PaperExportService;
  }
}

/** Exports of an exam's papers (PDF, zip of PDFs) and results (xlsx), as jobs or at once. */
export const paperExportModule = defineModule({
  name: 'paper-export',
  services: (infra, deps) => ({
    paperExport: new PaperExportService(infra, deps.paperReview, deps.monitor, deps.files),
  }),
  resolvers: [PaperExportResolver],
  routes: paperExportRoutes,
  jobs: [exportPapersJob, purgePaperExportsJob],
});

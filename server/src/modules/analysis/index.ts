import { defineModule } from '../../core/module.ts';
import { AnalysisResolver } from './analysis.resolver.ts';
import { analysisRoutes } from './analysis.rest.ts';
import { AnalysisService } from './analysis.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    analysis: AnalysisService;
  }
}

/** Item analysis of an exam's finished papers, its xlsx, and feeding suggested levels back to the bank. */
export const analysisModule = defineModule({
  name: 'analysis',
  services: (infra, deps) => ({ analysis: new AnalysisService(infra, deps.questions) }),
  resolvers: [AnalysisResolver],
  routes: analysisRoutes,
});

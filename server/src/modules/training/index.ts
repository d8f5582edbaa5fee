import { defineModule } from '../../core/module.ts';
import { TrainingResolver } from './training.resolver.ts';
import { trainingRoutes } from './training.rest.ts';
import { TrainingService } from './training.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    training: TrainingService;
  }
}

/** Practice on banks and on the wrong-answer book: sequential, random and rote modes. */
export const trainingModule = defineModule({
  name: 'training',
  services: (infra, deps) => ({
    training: new TrainingService(infra, deps.wrongBook, deps.points),
  }),
  resolvers: [TrainingResolver],
  routes: trainingRoutes,
});

export { TrainingOption, TrainingPair, TrainingPairInput } from './training.types.ts';

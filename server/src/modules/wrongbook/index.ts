import { defineModule } from '../../core/module.ts';
import { WrongBookResolver } from './wrongbook.resolver.ts';
import { wrongBookRoutes } from './wrongbook.rest.ts';
import { WrongBookService, recordWrongBookAnswers } from './wrongbook.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    wrongBook: WrongBookService;
  }
}

/** The wrong-answer book: mistakes kept until answered right twice in a row. */
export const wrongBookModule = defineModule({
  name: 'wrongbook',
  services: (infra) => ({ wrongBook: new WrongBookService(infra) }),
  resolvers: [WrongBookResolver],
  routes: wrongBookRoutes,
});

export { WrongBookService, recordWrongBookAnswers };

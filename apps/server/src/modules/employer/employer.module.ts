import { defineModule } from '../../platform/module-manifest.ts';
import { EmployerRepository } from './employer.repository.ts';
import { EmployerService } from './employer.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    employers: EmployerService;
  }
}

/** The employers vacancies and console accounts belong to (no routes of its own). */
export const employerModule = defineModule({
  name: 'employer',
  services: ({ db }) => ({ employers: new EmployerService(new EmployerRepository(db)) }),
});

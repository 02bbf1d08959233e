import type { ApiLanguage, ConsoleMe } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { EmployerService } from '../employer/employer.service.ts';
import type { JobOfferCatalogService } from '../joboffers/joboffer-catalog.service.ts';

/** The employer and staff console: who is using it and, for an employer, its vacancies. */
export class ConsoleService {
  constructor(
    private readonly employers: EmployerService,
    private readonly jobOffers: JobOfferCatalogService,
  ) {}

  /** GET v1/console/me. An employer account whose employer is gone may not use the console. */
  async me(account: AuthAccount, lang: ApiLanguage): Promise<ConsoleMe> {
    if (account.accountType === 'staff') {
      return { accountType: 'staff', name: account.name, employer: null };
    }
    const employer =
      account.accountType === 'employer' && account.employerId !== null
        ? await this.employers.find(account.employerId, lang)
        : undefined;
    if (!employer) throw new AppError('FORBIDDEN_ROLE');
    return {
      accountType: 'employer',
      name: account.name,
      employer: {
        ...employer,
        vacancyCount: await this.jobOffers.employerVacancyCount(employer.id),
      },
    };
  }
}

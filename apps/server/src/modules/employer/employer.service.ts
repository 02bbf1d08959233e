import type { ApiLanguage } from '@vaga/contract';
import { pickBySuffix } from '../../platform/i18n.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { EmployerRepository } from './employer.repository.ts';

/** An employer named in the caller's language. */
export interface EmployerName {
  id: number;
  name: string;
}

/** The employers that post vacancies, as other modules (login, console) need them. */
export class EmployerService {
  private readonly repository: EmployerRepository;

  constructor(deps: Pick<ServiceDeps, 'db'>) {
    this.repository = new EmployerRepository(deps.db);
  }

  async exists(id: number): Promise<boolean> {
    return (await this.repository.findName(id)) !== undefined;
  }

  async find(id: number, lang: ApiLanguage): Promise<EmployerName | undefined> {
    const row = await this.repository.findName(id);
    return row ? { id: row.id, name: pickBySuffix(row, lang) } : undefined;
  }
}

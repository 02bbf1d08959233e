import { pickBySuffix, type ApiLanguage } from '@vaga/contract';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { EmployerRepository } from './employer.repository.ts';

/** An employer named in the caller's language. */
export interface EmployerName {
  id: number;
  name: string;
}

/** The employers that post vacancies, as other modules (login, console) need them. */
export class EmployerService {
  constructor(private readonly repository: PublicMembers<EmployerRepository>) {}

  async exists(id: number): Promise<boolean> {
    return (await this.repository.findName(id)) !== undefined;
  }

  async find(id: number, lang: ApiLanguage): Promise<EmployerName | undefined> {
    const row = await this.repository.findName(id);
    return row ? { id: row.id, name: pickBySuffix(row, lang) } : undefined;
  }
}

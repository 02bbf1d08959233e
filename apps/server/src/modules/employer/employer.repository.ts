import type { DB } from '../../db/database.ts';

export interface EmployerNameRow {
  id: number;
  nameCn: string;
  namePt: string;
  nameEn: string;
}

/** The employers of the service's records (module tables: employer). */
export class EmployerRepository {
  constructor(private readonly db: DB) {}

  async findName(id: number): Promise<EmployerNameRow | undefined> {
    return this.db
      .selectFrom('employer')
      .select(['id', 'name_cn as nameCn', 'name_pt as namePt', 'name_en as nameEn'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}

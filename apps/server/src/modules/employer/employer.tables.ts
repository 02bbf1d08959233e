import type { Generated } from 'kysely';

/** An employer that posts vacancies. company_type: see COMPANY_TYPES in the contract. */
export interface EmployerTable {
  id: Generated<number>;
  name_cn: string;
  name_pt: string;
  name_en: string;
  company_type: Generated<number>;
  phone: string | null;
  address_cn: Generated<string>;
  address_pt: Generated<string>;
  address_en: Generated<string>;
  created_at: string;
}

export interface EmployerTables {
  employer: EmployerTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends EmployerTables {}
}

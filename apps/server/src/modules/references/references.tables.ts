import type { Generated } from 'kysely';

/** Tables of the references module. */
export interface ReferenceOptionTable {
  /** A reference type of spec §3 (e.g. JOBTITLE), or DOC for resume document types. */
  type: string;
  /** Stable per type. */
  id: number;
  name_cn: string;
  name_pt: string;
  name_en: string;
  /** 0 = disabled: still shown, never choosable. */
  is_active: Generated<number>;
  extra_info: string | null;
  sort_order: Generated<number>;
}

export interface ReferencesTables {
  reference_option: ReferenceOptionTable;
}

/** The type under which resume document types are stored (served by GET v1/references/doc). */
export const DOC_REFERENCE_TYPE = 'DOC';

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends ReferencesTables {}
}

import type { Generated } from 'kysely';

/** Tables of the references module. */
export interface ReferenceOptionTable {
  /** A reference type of spec §3 (e.g. JOBTITLE), or DOC for resume document types. */
  type: string;
  /** Stable per type. */
  id: number;
  /** 0 = disabled: still shown, never choosable. */
  is_active: Generated<number>;
  extra_info: string | null;
  sort_order: Generated<number>;
}

/**
 * Translated labels as rows: one text per labelled thing and authored language, so a
 * new language adds rows, not columns. Derived languages (zh-Hans, en-XA) are never stored: they
 * are converted from their source's row when read (labelInLanguage of the contract).
 */
export interface LabelTranslationTable {
  /** What kind of thing is labelled: `reference:<TYPE>` for the reference options of a type. */
  domain: string;
  /** The labelled thing's key in its domain (a reference option's id, as text). */
  item_key: string;
  /** An authored language's tag (LANGUAGE_LIST: zh-Hant, pt, en…). */
  language: string;
  text: string;
}

export interface ReferencesTables {
  reference_option: ReferenceOptionTable;
  label_translation: LabelTranslationTable;
}

/** The label domain of a reference type's options. */
export function referenceLabelDomain(type: string): string {
  return `reference:${type}`;
}

/** The type under which resume document types are stored (served by GET v1/references/doc). */
export const DOC_REFERENCE_TYPE = 'DOC';

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends ReferencesTables {}
}

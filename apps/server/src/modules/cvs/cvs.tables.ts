/** CV files (spec §3 "CV file / resume attachment"): the row; the bytes live in the file store. */
export interface CvFileTable {
  /** The public id (random, unguessable). */
  cv_uid: string;
  /** One row per account (spec §9: one CV file): the primary-key-like unique column. */
  account_id: number;
  cv_name: string;
  upload_file_name: string;
  file_type: string;
  file_size: number;
  /** The file store's generated key. */
  storage_key: string;
  upload_date: string;
}

export interface CvsTables {
  cv_file: CvFileTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends CvsTables {}
}

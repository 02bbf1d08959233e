/**
 * The job-seeking profile (resume) of spec §3: one row per account. Scalars are columns; each
 * list of the resume is a JSON array in a text column, validated by the contract's schemas on
 * every write and read back whole.
 */
export interface ProfileTable {
  account_id: number;
  name_cn: string | null;
  name_pt: string | null;
  sex: number;
  /** `YYYY-MM-DD`. */
  bod: string;
  is_disability: number;
  type_livinglocation_id: number;
  mobile_num: string;
  fixed_line_num: string | null;
  email: string | null;
  cantonese_speaking_level: number;
  mandarin_speaking_level: number;
  chinese_writing_level: number;
  portuguese_speaking_level: number;
  portuguese_writing_level: number;
  english_speaking_level: number;
  english_writing_level: number;
  disability_list: string;
  education_list: string;
  other_language_list: string;
  driving_skill_list: string;
  skill_list: string;
  expected_job_list: string;
  experience_list: string;
  is_show_remark: number;
  remark: string | null;
  is_public: number;
  created_at: string;
  updated_at: string;
}

export interface ProfileTables {
  profile: ProfileTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends ProfileTables {}
}

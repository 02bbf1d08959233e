import type { Generated } from 'kysely';

/**
 * The label domains of job-class groups and job classes: their names are label_translation rows
 * of the references module (item key: the id), not columns (decisions: "Translated labels are rows, not columns").
 */
export const JOB_CLASS_GROUP_LABELS = 'job_class_group';
export const JOB_CLASS_LABELS = 'job_class';

/** A job-class group: a card of the catalog, with its icon key (JOB_CLASS_ICONS). */
export interface JobClassGroupTable {
  id: number;
  icon: string;
  is_active: Generated<number>;
  sort_order: Generated<number>;
}

/** A subcategory of a job-class group. */
export interface JobClassTable {
  id: number;
  group_id: number;
  is_active: Generated<number>;
  sort_order: Generated<number>;
}

/**
 * A vacancy. Texts in zh/pt/en by suffix; hashtags_* are JSON arrays of strings. Money in
 * MOP; salary_monthly_equivalent follows monthlyEquivalent() in joboffers.salary.ts.
 * Valid four months from published_at; removed_at set when withdrawn or swept.
 */
export interface JobOfferTable {
  id: Generated<number>;
  employer_id: number;
  company_type: Generated<number>;
  job_class_group_id: number;
  job_class_id: number;
  /** JOBTITLE reference id. */
  job_title_id: number | null;
  salary_amount: number;
  /** SALARYTYPE reference id. */
  salary_type_id: number;
  salary_monthly_equivalent: number;
  /** EDUCATION reference id; null = no requirement. */
  education_id: number | null;
  experience_required_years: Generated<number>;
  /** The contract's VacancyRequirements (languages, driving licences, skills); null = none. */
  requirements_json: string | null;
  need_cv: Generated<number>;
  /** The most active interview requests the vacancy takes at once; null = no cap of its own. */
  max_active_interviews: number | null;
  /** Headcount. */
  positions: Generated<number>;
  contact_name_cn: Generated<string>;
  contact_name_pt: Generated<string>;
  contact_name_en: Generated<string>;
  contact_phone: Generated<string>;
  is_show_additional_message: Generated<number>;
  event_id: number | null;
  published_at: string;
  removed_at: string | null;
  /** Why removed_at is set: expired (the sweep), withdrawn, removed (by staff) or hidden (reports). */
  removal_kind: string | null;
  /** Staff's reason of a removal. */
  removal_reason: string | null;
  created_at: string;
  updated_at: string;
  title_cn: string;
  title_pt: string;
  title_en: string;
  experience_cn: Generated<string>;
  experience_pt: Generated<string>;
  experience_en: Generated<string>;
  working_area_cn: Generated<string>;
  working_area_pt: Generated<string>;
  working_area_en: Generated<string>;
  working_time_cn: Generated<string>;
  working_time_pt: Generated<string>;
  working_time_en: Generated<string>;
  description_cn: Generated<string>;
  description_pt: Generated<string>;
  description_en: Generated<string>;
  additional_message_cn: Generated<string>;
  additional_message_pt: Generated<string>;
  additional_message_en: Generated<string>;
  hashtags_cn: Generated<string>;
  hashtags_pt: Generated<string>;
  hashtags_en: Generated<string>;
}

/**
 * How many times a vacancy's page was read on a Macao day: a count, nothing of who read it.
 * Counted in memory and added in one statement every few seconds (vacancy-views.ts).
 */
export interface JobOfferViewTable {
  job_offer_id: number;
  /** The Macao day, `YYYY-MM-DD`. */
  day: string;
  views: number;
}

export interface JobOffersTables {
  job_class_group: JobClassGroupTable;
  job_class: JobClassTable;
  job_offer: JobOfferTable;
  job_offer_view: JobOfferViewTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends JobOffersTables {}
}

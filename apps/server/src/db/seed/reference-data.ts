import type { ReferenceType } from '@vaga/contract';
import type {
  JobClassGroupInput,
  JobClassInput,
} from '../../modules/joboffers/job-classes.write.ts';
import { DOC_REFERENCE_TYPE } from '../../modules/references/references.tables.ts';
import type { ReferenceOptionInput } from '../../modules/references/reference-options.write.ts';
import { JOB_CATALOG, JOB_TITLES } from './data/job-catalog.ts';
import {
  DISABILITY,
  DISABILITY_LEVEL,
  DOC_TYPES,
  EMPLOYMENT_STATUS,
  LIVING_LOCATION,
  REG_REASON,
  SALARYTYPE,
  SHIFT,
  UNEMPLOYED,
  YES_NO,
} from './data/reference-options-1.ts';
import {
  DRIVING_SKILL,
  EDUCATION,
  EDUCATION_LEVEL,
  EDUCATION_MAJOR,
  LANGUAGE,
  LANGUAGE_LEVEL,
  SKILL,
} from './data/reference-options-2.ts';
import type { OptionRow } from './data/types.ts';

const JOBTITLE: readonly OptionRow[] = JOB_TITLES.map((t) =>
  t.active
    ? ([t.id, t.row[0], t.row[1], t.row[2], String(t.subCategoryId)] as const)
    : ([t.id, t.row[0], t.row[1], t.row[2], String(t.subCategoryId), 'inactive'] as const),
);

/** Every reference type's options, in display order. JOBTITLE's extraInfo is its job class. */
export const REFERENCE_OPTIONS: Record<
  ReferenceType | typeof DOC_REFERENCE_TYPE,
  readonly OptionRow[]
> = {
  JOBTITLE,
  EMPLOYMENT_STATUS,
  SALARYTYPE,
  REG_REASON,
  SHIFT,
  LIVING_LOCATION,
  UNEMPLOYED,
  YES_NO,
  DISABILITY,
  DISABILITY_LEVEL,
  EDUCATION,
  EDUCATION_LEVEL,
  EDUCATION_MAJOR,
  LANGUAGE,
  LANGUAGE_LEVEL,
  DRIVING_SKILL,
  SKILL,
  [DOC_REFERENCE_TYPE]: DOC_TYPES,
};

/** Rows of reference_option for every type. */
export function referenceOptionRows(): ReferenceOptionInput[] {
  return Object.entries(REFERENCE_OPTIONS).flatMap(([type, rows]) =>
    rows.map((row, index) => ({
      type,
      id: row[0],
      name_cn: row[1],
      name_pt: row[2],
      name_en: row[3],
      extra_info: row[4] ?? null,
      is_active: row[5] === 'inactive' ? 0 : 1,
      sort_order: index + 1,
    })),
  );
}

export function jobClassGroupRows(): JobClassGroupInput[] {
  return JOB_CATALOG.map((group, index) => ({
    id: group.id,
    icon: group.icon,
    name_cn: group.names[0],
    name_pt: group.names[1],
    name_en: group.names[2],
    is_active: 1,
    sort_order: index + 1,
  }));
}

export function jobClassRows(): JobClassInput[] {
  return JOB_CATALOG.flatMap((group) =>
    group.subCategories.map((sub, index) => ({
      id: sub.id,
      group_id: group.id,
      name_cn: sub.names[0],
      name_pt: sub.names[1],
      name_en: sub.names[2],
      is_active: 1,
      sort_order: index + 1,
    })),
  );
}

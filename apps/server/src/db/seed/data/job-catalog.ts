import { JOB_CATALOG_1 } from './job-catalog-1.ts';
import { JOB_CATALOG_2 } from './job-catalog-2.ts';
import { JOB_CATALOG_3 } from './job-catalog-3.ts';
import type { GroupSeed, SubCategorySeed, TitleRow } from './types.ts';

/** Every job-class group, in display order. */
export const JOB_CATALOG: readonly GroupSeed[] = [...JOB_CATALOG_1, ...JOB_CATALOG_2, ...JOB_CATALOG_3];

export interface JobTitleSeed {
  /** The JOBTITLE reference id: subcategory id × 100 + position (from 1). */
  id: number;
  groupId: number;
  subCategoryId: number;
  row: TitleRow;
  active: boolean;
}

function titleId(sub: SubCategorySeed, index: number): number {
  return sub.id * 100 + index + 1;
}

/** Every job title with its id and class, in catalog order. */
export const JOB_TITLES: readonly JobTitleSeed[] = JOB_CATALOG.flatMap((group) =>
  group.subCategories.flatMap((sub) =>
    sub.titles.map((row, index) => ({
      id: titleId(sub, index),
      groupId: group.id,
      subCategoryId: sub.id,
      row,
      active: row[4] !== 'inactive',
    })),
  ),
);

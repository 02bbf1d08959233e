import type { Transaction } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { insertLabels } from '../references/reference-options.write.ts';
import { JOB_CLASS_GROUP_LABELS, JOB_CLASS_LABELS } from './joboffers.tables.ts';

/** zh-Hant, pt and en names, stored as label rows. */
interface Names {
  name_cn: string;
  name_pt: string;
  name_en: string;
}

export interface JobClassGroupInput extends Names {
  id: number;
  icon: string;
  is_active?: number;
  sort_order?: number;
}

export interface JobClassInput extends Names {
  id: number;
  group_id: number;
  is_active?: number;
  sort_order?: number;
}

type Writer = DB | Transaction<Database>;

/**
 * Stores job-class groups and their names (seeds and test data); `ifMissing` leaves existing
 * ones alone (the seed at every start).
 */
export async function insertJobClassGroups(
  db: Writer,
  groups: readonly JobClassGroupInput[],
  { ifMissing = false }: { ifMissing?: boolean } = {},
): Promise<void> {
  if (groups.length === 0) return;
  const insert = db.insertInto('job_class_group').values(
    groups.map((g) => ({
      id: g.id,
      icon: g.icon,
      is_active: g.is_active ?? 1,
      sort_order: g.sort_order ?? 0,
    })),
  );
  await (ifMissing ? insert.onConflict((oc) => oc.column('id').doNothing()) : insert).execute();
  const labels = groups.map((g) => ({ ...g, domain: JOB_CLASS_GROUP_LABELS, key: g.id }));
  await insertLabels(db, labels, { ifMissing });
}

/** Stores job classes and their names, as insertJobClassGroups. */
export async function insertJobClasses(
  db: Writer,
  classes: readonly JobClassInput[],
  { ifMissing = false }: { ifMissing?: boolean } = {},
): Promise<void> {
  if (classes.length === 0) return;
  const insert = db.insertInto('job_class').values(
    classes.map((c) => ({
      id: c.id,
      group_id: c.group_id,
      is_active: c.is_active ?? 1,
      sort_order: c.sort_order ?? 0,
    })),
  );
  await (ifMissing ? insert.onConflict((oc) => oc.column('id').doNothing()) : insert).execute();
  const labels = classes.map((c) => ({ ...c, domain: JOB_CLASS_LABELS, key: c.id }));
  await insertLabels(db, labels, { ifMissing });
}

import type { Transaction } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { referenceLabelDomain } from './references.tables.ts';

/** A reference option to store, with its zh-Hant, pt and en names (seeds and test data). */
export interface ReferenceOptionInput {
  type: string;
  id: number;
  name_cn: string;
  name_pt: string;
  name_en: string;
  extra_info?: string | null;
  is_active?: number;
  sort_order?: number;
}

/** A thing's zh-Hant, pt and en labels to store under its domain and key. */
export interface LabelInput {
  domain: string;
  key: string | number;
  name_cn: string;
  name_pt: string;
  name_en: string;
}

/** The language tag each input name is stored under. */
const NAME_TAGS = [
  ['name_cn', 'zh-Hant'],
  ['name_pt', 'pt'],
  ['name_en', 'en'],
] as const;

/** Rows per INSERT: under SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH_ROWS = 400;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) out.push(rows.slice(i, i + BATCH_ROWS));
  return out;
}

/**
 * Stores reference options and their labels (one label_translation row per non-empty name).
 * `ifMissing` leaves existing options and labels alone (seeding at every start); without it an
 * existing option is an error, as any duplicate insert.
 */
export async function insertReferenceOptions(
  db: DB | Transaction<Database>,
  options: readonly ReferenceOptionInput[],
  { ifMissing = false }: { ifMissing?: boolean } = {},
): Promise<void> {
  const rows = options.map((o) => ({
    type: o.type,
    id: o.id,
    extra_info: o.extra_info ?? null,
    is_active: o.is_active ?? 1,
    sort_order: o.sort_order ?? 0,
  }));
  for (const batch of chunks(rows)) {
    const insert = db.insertInto('reference_option').values(batch);
    await (
      ifMissing ? insert.onConflict((oc) => oc.columns(['type', 'id']).doNothing()) : insert
    ).execute();
  }
  await insertLabels(
    db,
    options.map((o) => ({ ...o, domain: referenceLabelDomain(o.type), key: o.id })),
    { ifMissing },
  );
}

/**
 * Stores labels of any domain (a module's own things: job classes…): one label_translation row
 * per non-empty name. `ifMissing` leaves existing rows alone; without it one is an error.
 */
export async function insertLabels(
  db: DB | Transaction<Database>,
  things: readonly LabelInput[],
  { ifMissing = false }: { ifMissing?: boolean } = {},
): Promise<void> {
  const labels = things.flatMap((t) =>
    NAME_TAGS.filter(([column]) => t[column] !== '').map(([column, language]) => ({
      domain: t.domain,
      item_key: String(t.key),
      language,
      text: t[column],
    })),
  );
  for (const batch of chunks(labels)) {
    const insert = db.insertInto('label_translation').values(batch);
    await (
      ifMissing
        ? insert.onConflict((oc) => oc.columns(['domain', 'item_key', 'language']).doNothing())
        : insert
    ).execute();
  }
}

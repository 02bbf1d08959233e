import type { LabelsByTag } from '@vaga/contract';
import type { DB } from '../../db/database.ts';
import { referenceLabelDomain } from './references.tables.ts';

/** A reference option as stored, with its labels by language tag. */
export interface OptionRecord {
  type: string;
  id: number;
  /** Its label in every authored language that has one (label_translation rows). */
  labels: LabelsByTag;
  /** The zh-Hant, pt and en labels (empty when missing): the wire's three names. */
  nameCn: string;
  namePt: string;
  nameEn: string;
  isActive: number;
  extraInfo: string | null;
}

interface OptionRow {
  type: string;
  id: number;
  isActive: number;
  extraInfo: string | null;
}

/** The SQL of reference options and their labels. */
export class ReferencesRepository {
  constructor(private readonly db: DB) {}

  private select() {
    return this.db
      .selectFrom('reference_option')
      .select(['type', 'id', 'is_active as isActive', 'extra_info as extraInfo']);
  }

  /** The options read, in the same order, each with its labels. */
  private async labelled(rows: OptionRow[]): Promise<OptionRecord[]> {
    if (rows.length === 0) return [];
    const domains = [...new Set(rows.map((row) => referenceLabelDomain(row.type)))];
    let query = this.db
      .selectFrom('label_translation')
      .select(['domain', 'item_key', 'language', 'text'])
      .where('domain', 'in', domains);
    // One type's few options: only their labels (a whole type may hold hundreds).
    if (domains.length === 1 && rows.length <= 50) {
      query = query.where('item_key', 'in', [...new Set(rows.map((row) => String(row.id)))]);
    }
    const byItem = byKey(await query.execute(), (label) => `${label.domain}\n${label.item_key}`);
    return rows.map((row) => {
      const labels = byItem.get(`${referenceLabelDomain(row.type)}\n${row.id}`) ?? {};
      return {
        ...row,
        labels,
        nameCn: labels['zh-Hant'] ?? '',
        namePt: labels.pt ?? '',
        nameEn: labels.en ?? '',
      };
    });
  }

  /** Every option of the given types, in each type's display order. */
  async optionsOfTypes(types: readonly string[]): Promise<OptionRecord[]> {
    if (types.length === 0) return [];
    const rows = await this.select()
      .where('type', 'in', [...types])
      .orderBy('type')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return this.labelled(rows);
  }

  /** The options of one type with the given ids (unknown ids are simply absent). */
  async optionsByIds(type: string, ids: readonly number[]): Promise<OptionRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.select()
      .where('type', '=', type)
      .where('id', 'in', [...ids])
      .orderBy('sort_order')
      .execute();
    return this.labelled(rows);
  }

  /** Every label of a domain, by item key, each item's texts by language tag. */
  async labelsOf(domain: string): Promise<Map<string, LabelsByTag>> {
    const rows = await this.db
      .selectFrom('label_translation')
      .select(['item_key', 'language', 'text'])
      .where('domain', '=', domain)
      .execute();
    return byKey(rows, (row) => row.item_key);
  }

  /** Sets an option's active flag; answers whether the option exists. */
  async setActive(type: string, id: number, active: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('reference_option')
      .set({ is_active: active ? 1 : 0 })
      .where('type', '=', type)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

/** Label rows gathered by a key of their thing, each thing's texts by language tag. */
function byKey<Row extends { language: string; text: string }>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
): Map<string, Record<string, string>> {
  const byItem = new Map<string, Record<string, string>>();
  for (const row of rows) {
    const key = keyOf(row);
    let labels = byItem.get(key);
    if (!labels) byItem.set(key, (labels = {}));
    labels[row.language] = row.text;
  }
  return byItem;
}

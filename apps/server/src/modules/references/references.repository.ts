import type { DB } from '../../db/database.ts';

/** A reference option as stored. */
export interface OptionRecord {
  type: string;
  id: number;
  nameCn: string;
  namePt: string;
  nameEn: string;
  isActive: number;
  extraInfo: string | null;
}

/** The SQL of reference options. */
export class ReferencesRepository {
  constructor(private readonly db: DB) {}

  private select() {
    return this.db
      .selectFrom('reference_option')
      .select([
        'type',
        'id',
        'name_cn as nameCn',
        'name_pt as namePt',
        'name_en as nameEn',
        'is_active as isActive',
        'extra_info as extraInfo',
      ]);
  }

  /** Every option of the given types, in each type's display order. */
  async optionsOfTypes(types: readonly string[]): Promise<OptionRecord[]> {
    if (types.length === 0) return [];
    return this.select()
      .where('type', 'in', [...types])
      .orderBy('type')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** The options of one type with the given ids (unknown ids are simply absent). */
  async optionsByIds(type: string, ids: readonly number[]): Promise<OptionRecord[]> {
    if (ids.length === 0) return [];
    return this.select()
      .where('type', '=', type)
      .where('id', 'in', [...ids])
      .orderBy('sort_order')
      .execute();
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

import type { Insertable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** The fields of a vacancy that a publication writes (everything a seeker sees). */
export type PublishedFields = Omit<
  Insertable<Database['job_offer']>,
  'id' | 'employer_id' | 'event_id' | 'created_at'
>;

/** Why a vacancy is not listed (job_offer.removal_kind). */
export type RemovalKind = 'expired' | 'withdrawn' | 'removed' | 'hidden';

/** A vacancy's publication and removal, as the postings and reports modules need them. */
export interface ListingRow {
  id: number;
  employerId: number;
  titleCn: string;
  titlePt: string;
  titleEn: string;
  publishedAt: string;
  removedAt: string | null;
  removalKind: string | null;
}

/** Tables of other modules read here (the employer's company type); nothing of theirs is written. */
export const FOREIGN_READS = ['employer'] as const;

/**
 * The SQL that writes vacancies from employers' postings: insert and update of a
 * published vacancy, and the removals of one (withdrawn, removed by staff, hidden after reports).
 * Each removal is one conditional UPDATE, so two instances acting at once cannot both succeed.
 */
export class JobOfferPublishingRepository {
  constructor(private readonly db: DB) {}

  async employerCompanyType(employerId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('employer')
      .select('company_type')
      .where('id', '=', employerId)
      .executeTakeFirst();
    return row?.company_type;
  }

  async insert(employerId: number, fields: PublishedFields, now: string): Promise<number> {
    const row = await this.db
      .insertInto('job_offer')
      .values({ ...fields, employer_id: employerId, event_id: null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Rewrites the employer's vacancy; answers whether it exists (and is that employer's). */
  async update(
    employerId: number,
    id: number,
    fields: Omit<PublishedFields, 'published_at'>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('job_offer')
      .set(fields)
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Sets a removal on the vacancy when its current removal kind is one of `from` (null: listed,
   * or past its window but not yet swept); answers whether it changed.
   */
  async setRemoval(
    id: number,
    from: readonly (RemovalKind | null)[],
    removal: { kind: RemovalKind; reason: string | null; at: string },
  ): Promise<boolean> {
    const kinds = from.filter((k): k is RemovalKind => k !== null);
    const result = await this.db
      .updateTable('job_offer')
      .set({ removed_at: removal.at, removal_kind: removal.kind, removal_reason: removal.reason })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          ...(from.includes(null) ? [eb('removal_kind', 'is', null)] : []),
          ...(kinds.length > 0 ? [eb('removal_kind', 'in', kinds)] : []),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Lists the vacancy again when its removal is of this kind; answers whether it changed. */
  async clearRemoval(id: number, kind: RemovalKind): Promise<boolean> {
    const result = await this.db
      .updateTable('job_offer')
      .set({ removed_at: null, removal_kind: null, removal_reason: null })
      .where('id', '=', id)
      .where('removal_kind', '=', kind)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A new validity from `now`; a removal by expiry is lifted, any other kept. */
  async renew(id: number, now: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('job_offer')
        .set({ published_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      await trx
        .updateTable('job_offer')
        .set({ removed_at: null, removal_kind: null, removal_reason: null })
        .where('id', '=', id)
        .where('removal_kind', '=', 'expired')
        .execute();
      return Number(result.numUpdatedRows) > 0;
    });
  }

  async listing(id: number): Promise<ListingRow | undefined> {
    return this.db
      .selectFrom('job_offer')
      .select([
        'id',
        'employer_id as employerId',
        'title_cn as titleCn',
        'title_pt as titlePt',
        'title_en as titleEn',
        'published_at as publishedAt',
        'removed_at as removedAt',
        'removal_kind as removalKind',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}

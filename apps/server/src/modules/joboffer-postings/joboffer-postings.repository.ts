import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PostingStatus } from '@vaga/contract';
import type { DB } from '../../db/database.ts';
import type {
  JobOfferPostingHistoryTable,
  JobOfferPostingTable,
} from './joboffer-postings.tables.ts';

/** A posting with the publication of its vacancy (null while it has none). */
export type PostingRow = Selectable<JobOfferPostingTable> & {
  published_at: string | null;
  removal_kind: string | null;
};

export type HistoryRow = Selectable<JobOfferPostingHistoryTable>;
export type NewHistory = Omit<Insertable<JobOfferPostingHistoryTable>, 'id'>;
export type PostingChange = Omit<Updateable<JobOfferPostingTable>, 'id' | 'employer_id'>;

/** What a conditional change expects to find: the state as read. */
export interface PostingVersion {
  id: number;
  state: string;
  revision: string | null;
  awaiting_review: number;
}

/** Tables of other modules read here (the publication and removal of a posting's vacancy, for its state and the lists' status filter); nothing of theirs is written. */
export const FOREIGN_READS = ['job_offer'] as const;

/**
 * The SQL of employers' postings and their history. A change is conditional on the state it was
 * decided from (state, revision, awaiting review), so two actions at once cannot both apply.
 */
export class JobOfferPostingsRepository {
  constructor(private readonly db: DB) {}

  private rows() {
    return this.db
      .selectFrom('job_offer_posting as p')
      .leftJoin('job_offer as j', 'j.id', 'p.job_offer_id')
      .selectAll('p')
      .select(['j.published_at', 'j.removal_kind']);
  }

  async insert(
    posting: Omit<Insertable<JobOfferPostingTable>, 'id'>,
    history: Omit<NewHistory, 'posting_id'>[],
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('job_offer_posting')
        .values(posting)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (history.length > 0) {
        await trx
          .insertInto('job_offer_posting_history')
          .values(history.map((h) => ({ ...h, posting_id: id })))
          .execute();
      }
      return id;
    });
  }

  async find(id: number): Promise<PostingRow | undefined> {
    return this.rows().where('p.id', '=', id).executeTakeFirst();
  }

  async findByJobOffer(jobOfferId: number): Promise<PostingRow | undefined> {
    return this.rows().where('p.job_offer_id', '=', jobOfferId).executeTakeFirst();
  }

  /**
   * Applies the change when the posting is still as read; with its history rows in the same
   * transaction. Answers whether it applied.
   */
  async change(
    expected: PostingVersion,
    change: PostingChange,
    history: Omit<NewHistory, 'posting_id'>[],
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('job_offer_posting')
        .set(change)
        .where('id', '=', expected.id)
        .where('state', '=', expected.state)
        .where('awaiting_review', '=', expected.awaiting_review)
        .where((eb) =>
          expected.revision === null
            ? eb('revision', 'is', null)
            : eb('revision', '=', expected.revision),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      if (history.length > 0) {
        await trx
          .insertInto('job_offer_posting_history')
          .values(history.map((h) => ({ ...h, posting_id: expected.id })))
          .execute();
      }
      return true;
    });
  }

  /**
   * An employer's postings, newest change first; a status of PUBLISHED or EXPIRED is told apart
   * by `validSince` (published at or after it: still valid).
   */
  async page(
    employerId: number,
    status: PostingStatus | undefined,
    validSince: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: PostingRow[]; total: number }> {
    let base = this.db
      .selectFrom('job_offer_posting as p')
      .leftJoin('job_offer as j', 'j.id', 'p.job_offer_id')
      .where('p.employer_id', '=', employerId);
    if (status === 'PUBLISHED') {
      base = base.where('p.state', '=', 'PUBLISHED').where('j.published_at', '>=', validSince);
    } else if (status === 'EXPIRED') {
      base = base
        .where('p.state', '=', 'PUBLISHED')
        .where((eb) =>
          eb.or([eb('j.published_at', 'is', null), eb('j.published_at', '<', validSince)]),
        );
    } else if (status !== undefined) {
      base = base.where('p.state', '=', status);
    }
    const [rows, count] = await Promise.all([
      base
        .selectAll('p')
        .select(['j.published_at', 'j.removal_kind'])
        .orderBy('p.updated_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Postings awaiting review (new ones and revisions), oldest submission first. */
  async queue(offset: number, limit: number): Promise<{ rows: PostingRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.rows()
        .where('p.awaiting_review', '=', 1)
        .orderBy('p.submitted_at')
        .orderBy('p.id')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom('job_offer_posting')
        .where('awaiting_review', '=', 1)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** How many postings await review, and when the one waiting longest was submitted. */
  async queueCount(): Promise<{ count: number; oldestAt: string | null }> {
    const row = await this.db
      .selectFrom('job_offer_posting')
      .where('awaiting_review', '=', 1)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min(eb.fn.coalesce('submitted_at', 'updated_at')).as('oldest'),
      ])
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), oldestAt: row.oldest === null ? null : String(row.oldest) };
  }

  /** An employer's postings in each status (as `page` filters them); statuses with none left out. */
  async statusCounts(employerId: number, validSince: string): Promise<Map<PostingStatus, number>> {
    const rows = await this.db
      .selectFrom('job_offer_posting as p')
      .leftJoin('job_offer as j', 'j.id', 'p.job_offer_id')
      .where('p.employer_id', '=', employerId)
      .select((eb) => [
        'p.state',
        eb
          .case()
          .when(eb.and([eb('p.state', '=', 'PUBLISHED'), eb('j.published_at', '>=', validSince)]))
          .then(1)
          .else(0)
          .end()
          .as('valid'),
        eb.fn.countAll<number | string>().as('n'),
      ])
      .groupBy(['p.state', 'valid'])
      .execute();
    const counts = new Map<PostingStatus, number>();
    for (const row of rows) {
      const status = (
        row.state === 'PUBLISHED' && Number(row.valid) === 0 ? 'EXPIRED' : row.state
      ) as PostingStatus;
      counts.set(status, (counts.get(status) ?? 0) + Number(row.n));
    }
    return counts;
  }

  async addHistory(entries: NewHistory[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.insertInto('job_offer_posting_history').values(entries).execute();
  }

  /** The history of a posting and of its vacancy, oldest first. */
  async history(postingId: number, jobOfferId: number | null): Promise<HistoryRow[]> {
    return this.db
      .selectFrom('job_offer_posting_history')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('posting_id', '=', postingId),
          ...(jobOfferId === null ? [] : [eb('job_offer_id', '=', jobOfferId)]),
        ]),
      )
      .orderBy('at')
      .orderBy('id')
      .execute();
  }
}

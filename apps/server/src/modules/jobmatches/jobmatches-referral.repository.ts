import { JOB_MATCH_STATUS } from '@vaga/contract';
import type { DB, Dialect } from '../../db/database.ts';
import {
  insertMatch,
  lockNewMatch,
  type JobMatchRow,
  type NewMatchFacts,
  type Trx,
} from './jobmatches-shared.repository.ts';

/** A staff referral of a registered seeker to vacancies. */
export interface NewReferral {
  accountId: number;
  jobSeekId: number;
  staffAccountId: number | null;
  content: string;
  /** Each vacancy with the uid its match takes. */
  vacancies: { jobOfferId: number; uid: string }[];
}

/** The SQL of the matches a job-seeking registration's referrals make. */
export class JobMatchReferralRepository {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Writes every referral match in one transaction (all or none): each vacancy's facts are read
   * under the seeker's and the vacancy's locks (lockNewMatch), `decide` may refuse by throwing,
   * then the match (requested, origin 'referral') is written with its history row by staff.
   */
  async refer(
    referral: NewReferral,
    now: string,
    decide: (facts: NewMatchFacts, jobOfferId: number) => void,
    after?: (trx: Trx, matches: JobMatchRow[]) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (const { jobOfferId, uid } of referral.vacancies) {
        const facts = await lockNewMatch(trx, this.dialect, referral.accountId, jobOfferId, now);
        decide(facts, jobOfferId);
        if (!facts.vacancy) throw new Error('a referral was decided without its vacancy');
        const id = await insertMatch(
          trx,
          {
            uid,
            job_offer_id: jobOfferId,
            employer_id: facts.vacancy.employerId,
            account_id: referral.accountId,
            origin: 'referral',
            status: JOB_MATCH_STATUS.requested,
            content: referral.content,
            job_seek_id: referral.jobSeekId,
          },
          { actor: 'staff', actorAccountId: referral.staffAccountId, reason: null, at: now },
        );
        ids.push(id);
      }
      if (after) {
        const matches = await trx
          .selectFrom('job_match')
          .selectAll()
          .where('id', 'in', ids)
          .orderBy('id')
          .execute();
        await after(trx, matches);
      }
    });
  }

  /** The number of matches of each registration. */
  async countByJobSeek(jobSeekIds: readonly number[]): Promise<Map<number, number>> {
    if (jobSeekIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('job_match')
      .select((eb) => ['job_seek_id', eb.fn.countAll<number | string>().as('n')])
      .where('job_seek_id', 'in', [...jobSeekIds])
      .groupBy('job_seek_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.job_seek_id), Number(r.n)]));
  }

  /** The matches of a registration, oldest first. */
  async byJobSeek(jobSeekId: number): Promise<JobMatchRow[]> {
    return this.db
      .selectFrom('job_match')
      .selectAll()
      .where('job_seek_id', '=', jobSeekId)
      .orderBy('id', 'asc')
      .execute();
  }
}

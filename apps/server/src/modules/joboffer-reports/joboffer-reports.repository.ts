import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { JobOfferReportTable } from './joboffer-reports.tables.ts';

/** Tables of other modules read here (the reported vacancy's title and employer); none written. */
export const FOREIGN_READS = ['job_offer', 'employer'] as const;

export type JobOfferReportRow = Selectable<JobOfferReportTable>;
export type ReportOutcome = 'KEPT' | 'REMOVED';

/** A report to write: by an account, or by a visitor named by a digest of the address. */
export interface NewReport {
  jobOfferId: number;
  accountId: number | null;
  clientDigest: string | null;
  reason: string;
  text: string;
  at: string;
}

/** One vacancy of the staff queue: its reports of one state, counted. */
export interface ReportGroupRow {
  jobOfferId: number;
  reportCount: number;
  accountCount: number;
  firstReportedAt: string;
  lastReportedAt: string;
}

/** The reported vacancy's names and whether reports hid it. */
export type ReportedOfferRow = {
  id: number;
  title_cn: string;
  title_pt: string;
  title_en: string;
  employer_cn: string;
  employer_pt: string;
  employer_en: string;
  removal_kind: string | null;
};

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The SQL of reports of vacancies. */
export class JobOfferReportsRepository {
  constructor(private readonly db: DB) {}

  /**
   * Writes a report; false when the account already reported the vacancy (the unique index on
   * vacancy and account holds it under concurrent requests).
   */
  async insert(report: NewReport): Promise<boolean> {
    try {
      await this.db
        .insertInto('job_offer_report')
        .values({
          job_offer_id: report.jobOfferId,
          account_id: report.accountId,
          client_digest: report.clientDigest,
          reason: report.reason,
          text: report.text,
          created_at: report.at,
          closed_at: null,
          outcome: null,
          closed_by: null,
        })
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Whether the account has reported the vacancy (open or closed). */
  async hasReported(jobOfferId: number, accountId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('job_offer_report')
      .select('id')
      .where('job_offer_id', '=', jobOfferId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Different accounts among the vacancy's open reports (visitors not counted). */
  async openAccountCount(jobOfferId: number): Promise<number> {
    const row = await this.db
      .selectFrom('job_offer_report')
      .select((eb) => eb.fn.count<number | string>('account_id').distinct().as('n'))
      .where('job_offer_id', '=', jobOfferId)
      .where('closed_at', 'is', null)
      .where('account_id', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Closes the vacancy's open reports with an outcome; answers how many were closed. */
  async closeOpen(
    jobOfferId: number,
    outcome: ReportOutcome,
    staffAccountId: number,
    at: string,
  ): Promise<number> {
    const result = await this.db
      .updateTable('job_offer_report')
      .set({ closed_at: at, outcome, closed_by: staffAccountId })
      .where('job_offer_id', '=', jobOfferId)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * A page of reported vacancies: with open reports, oldest open report first; or with closed
   * reports, the latest closed first. Counts are of the reports of that state.
   */
  async groups(
    state: 'OPEN' | 'CLOSED',
    offset: number,
    limit: number,
  ): Promise<{ rows: ReportGroupRow[]; total: number }> {
    const open = state === 'OPEN';
    const base = this.db
      .selectFrom('job_offer_report as r')
      .where('r.closed_at', open ? 'is' : 'is not', null);
    const grouped = base
      .select((eb) => [
        'r.job_offer_id as jobOfferId',
        eb.fn.countAll<number | string>().as('reportCount'),
        eb.fn.count<number | string>('r.account_id').distinct().as('accountCount'),
        eb.fn.min('r.created_at').as('firstReportedAt'),
        eb.fn.max('r.created_at').as('lastReportedAt'),
      ])
      .groupBy('r.job_offer_id');
    const ordered = open
      ? grouped.orderBy((eb) => eb.fn.min('r.created_at'), 'asc').orderBy('r.job_offer_id', 'asc')
      : grouped.orderBy((eb) => eb.fn.max('r.closed_at'), 'desc').orderBy('r.job_offer_id', 'desc');
    const [rows, count] = await Promise.all([
      ordered.limit(limit).offset(offset).execute(),
      base
        .select((eb) => eb.fn.count<number | string>('r.job_offer_id').distinct().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({
        jobOfferId: r.jobOfferId,
        reportCount: Number(r.reportCount),
        accountCount: Number(r.accountCount),
        firstReportedAt: String(r.firstReportedAt),
        lastReportedAt: String(r.lastReportedAt),
      })),
      total: Number(count.n),
    };
  }

  /** How many vacancies have open reports, and when the oldest open report was made. */
  async openCount(): Promise<{ count: number; oldestAt: string | null }> {
    const row = await this.db
      .selectFrom('job_offer_report')
      .where('closed_at', 'is', null)
      .select((eb) => [
        eb.fn.count<number | string>('job_offer_id').distinct().as('n'),
        eb.fn.min('created_at').as('oldest'),
      ])
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), oldestAt: row.oldest === null ? null : String(row.oldest) };
  }

  /** Reports by reason of these vacancies, among their open or closed reports. */
  async reasonCounts(
    jobOfferIds: readonly number[],
    state: 'OPEN' | 'CLOSED',
  ): Promise<{ jobOfferId: number; reason: string; count: number }[]> {
    if (jobOfferIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('job_offer_report')
      .select((eb) => ['job_offer_id', 'reason', eb.fn.countAll<number | string>().as('n')])
      .where('job_offer_id', 'in', [...jobOfferIds])
      .where('closed_at', state === 'OPEN' ? 'is' : 'is not', null)
      .groupBy(['job_offer_id', 'reason'])
      .orderBy('job_offer_id')
      .orderBy('reason')
      .execute();
    return rows.map((r) => ({ jobOfferId: r.job_offer_id, reason: r.reason, count: Number(r.n) }));
  }

  /** The outcome of the latest decision on each of these vacancies. */
  async latestOutcomes(jobOfferIds: readonly number[]): Promise<Map<number, ReportOutcome>> {
    if (jobOfferIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('job_offer_report')
      .select(['job_offer_id', 'outcome'])
      .where('job_offer_id', 'in', [...jobOfferIds])
      .where('closed_at', 'is not', null)
      .orderBy('closed_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    const outcomes = new Map<number, ReportOutcome>();
    for (const row of rows)
      if (row.outcome === 'KEPT' || row.outcome === 'REMOVED')
        outcomes.set(row.job_offer_id, row.outcome);
    return outcomes;
  }

  /** Every report of a vacancy, newest first. */
  async reportsOf(jobOfferId: number): Promise<JobOfferReportRow[]> {
    return this.db
      .selectFrom('job_offer_report')
      .selectAll()
      .where('job_offer_id', '=', jobOfferId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The names of these vacancies and their employers, and whether reports hid them. */
  async offers(jobOfferIds: readonly number[]): Promise<ReportedOfferRow[]> {
    if (jobOfferIds.length === 0) return [];
    return this.db
      .selectFrom('job_offer as j')
      .innerJoin('employer as e', 'e.id', 'j.employer_id')
      .select([
        'j.id',
        'j.title_cn',
        'j.title_pt',
        'j.title_en',
        'e.name_cn as employer_cn',
        'e.name_pt as employer_pt',
        'e.name_en as employer_en',
        'j.removal_kind',
      ])
      .where('j.id', 'in', [...jobOfferIds])
      .execute();
  }
}

import { labelInLanguage, pickLocalized, type ApiLanguage } from '@vaga/contract';
import type {
  JobOfferStatisticsRepository,
  VacancyCounts,
  VacancyFilter,
} from './joboffer-statistics.repository.ts';
import type { VacancyViews } from './vacancy-views.ts';
import type { ReferencesService } from '../references/references.service.ts';
import { JOB_CLASS_GROUP_LABELS } from './joboffers.tables.ts';
import { publishedSince } from './listed-since.ts';

/** A period of the statistics: ISO UTC instants, start included, end excluded. */
export interface PeriodInstants {
  start: string;
  end: string;
}

/** The first publication valid up to `iso` (expiring at or after it: validityWindow()). */
const validUpTo = (iso: string) =>
  publishedSince(new Date(Date.parse(iso) - 1), 'expiresAt').toISOString();

/**
 * The vacancies' figures the statistics compose (counts by period, by sector; an employer's own
 * vacancies). Validity is this module's rule (joboffer-validity.ts): a vacancy is open at a
 * period's end when published before it, valid up to it and not removed yet, and expired in the
 * period when its validity ended in it.
 */
export class JobOfferStatisticsService {
  constructor(
    private readonly repository: JobOfferStatisticsRepository,
    private readonly views: Pick<VacancyViews, 'totals' | 'days'>,
    /** The sectors' names (the references module's label rows of job-class groups). */
    private readonly labels: () => Pick<ReferencesService, 'labelsOf'>,
  ) {}

  /** Each vacancy's page views over its days (vacancies never read: absent). */
  viewCounts(jobOfferIds: readonly number[]): Promise<Map<number, number>> {
    return this.views.totals(jobOfferIds);
  }

  /**
   * Each vacancy's views on each of `days` (Macao days, in order): one count per day, 0 for a
   * day without a view; every vacancy asked has its series.
   */
  async dailyViews(
    jobOfferIds: readonly number[],
    days: readonly string[],
  ): Promise<Map<number, number[]>> {
    const series = new Map(jobOfferIds.map((id) => [id, days.map(() => 0)]));
    if (days.length === 0) return series;
    const index = new Map(days.map((day, i) => [day, i]));
    for (const row of await this.views.days(jobOfferIds, days[0], days[days.length - 1])) {
      const i = index.get(row.day);
      const counts = series.get(row.jobOfferId);
      if (i !== undefined && counts) counts[i] = row.views;
    }
    return series;
  }

  periodCounts(
    periods: readonly PeriodInstants[],
    filter: VacancyFilter,
  ): Promise<VacancyCounts[]> {
    // Each instant's bound found once: a period's end is its `validSince` and `expiringTo`,
    // and the next period's start.
    const bounds = new Map<string, string>();
    const boundOf = (iso: string) => {
      let bound = bounds.get(iso);
      if (bound === undefined) bounds.set(iso, (bound = validUpTo(iso)));
      return bound;
    };
    return this.repository.periodCounts(
      periods.map(({ start, end }) => ({
        start,
        end,
        validSince: boundOf(end),
        expiringFrom: boundOf(start),
        expiringTo: boundOf(end),
      })),
      filter,
    );
  }

  async bySector(range: PeriodInstants, employerType: number | undefined, lang: ApiLanguage) {
    const [rows, names] = await Promise.all([
      this.repository.bySector(range.start, range.end, employerType),
      this.labels().labelsOf(JOB_CLASS_GROUP_LABELS),
    ]);
    return rows.map((row) => ({
      sector: row.sector,
      name: labelInLanguage(names.get(String(row.sector)) ?? {}, lang),
      new: row.new,
      positions: row.positions,
    }));
  }

  async employerVacancies(employerId: number, since: string, limit: number, lang: ApiLanguage) {
    const rows = await this.repository.employerVacancies(employerId, since, limit);
    return rows.map((row) => ({
      jobOfferId: row.id,
      title: pickLocalized({ zh: row.title_cn, pt: row.title_pt, en: row.title_en }, lang),
      publishedAt: row.published_at,
    }));
  }
}

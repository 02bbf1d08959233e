import type { StaffStatisticsQuerySchema } from '@vaga/contract';
import {
  addMacaoMonths,
  EMPLOYER_VIEW_DAYS,
  macaoToday,
  MATCHING_STEPS,
  shiftDate,
  type ApiLanguage,
  type EmployerStatistics,
  type MatchingFigures,
  type StaffStatistics,
  type VacancyFigures,
} from '@vaga/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { Clock } from '../../platform/clock.ts';
import type {
  JobMatchStatisticsService,
  MatchingCounts,
} from '../jobmatches/jobmatch-statistics.service.ts';
import { emptyMatchingCounts } from '../jobmatches/jobmatch-statistics.service.ts';
import type { JobOfferStatisticsService } from '../joboffers/joboffer-statistics.service.ts';
import { StatisticsActivity, type ActivitySources } from './statistics-activity.ts';
import { periodsOf, type Period } from './statistics-periods.ts';
import { StatisticsRegistrations, type RegistrationSources } from './statistics-registrations.ts';
import type { StatisticsRepository } from './statistics.repository.ts';
import { withheld } from './statistics-withheld.ts';

type StaffQuery = z.output<typeof StaffStatisticsQuerySchema>;

/** The raw counts of one period, as computed and as kept. */
interface PeriodCounts {
  vacancies: VacancyFigures;
  matching: MatchingCounts;
}

/** The domains' figures this module composes (it reads no other module's tables). */
export interface StatisticsSources extends ActivitySources, RegistrationSources {
  jobOfferStatistics: JobOfferStatisticsService;
  jobMatchStatistics: JobMatchStatisticsService;
}

/** An employer's figures cover the vacancies it published in the last year, newest first. */
const EMPLOYER_MONTHS = 12;
const EMPLOYER_VACANCIES = 100;

export { withheld } from './statistics-withheld.ts';

const shownMatching = (counts: MatchingCounts): MatchingFigures =>
  Object.fromEntries(MATCHING_STEPS.map((s) => [s, withheld(counts[s])])) as MatchingFigures;

/**
 * The service in figures. Each domain counts its own rows in SQL (joboffers, jobmatches); this
 * module cuts the range into Macao periods, keeps the figures of ended periods (computed once),
 * and withholds counts of fewer than five people.
 */
export class StatisticsService {
  private readonly activity: StatisticsActivity;

  constructor(
    private readonly repository: StatisticsRepository,
    private readonly deps: { clock: Clock },
    private readonly sources: () => StatisticsSources,
  ) {
    this.activity = new StatisticsActivity(repository, sources);
    this.registrations = new StatisticsRegistrations(repository, sources);
  }

  private readonly registrations: StatisticsRegistrations;

  /**
   * The staff figures of a range. The parts are independent and asked at once (on PostgreSQL each
   * on a connection of the pool): the vacancies and matching by period, the activity, the
   * registrations and events, the sectors.
   */
  async staff(query: StaffQuery, lang: ApiLanguage): Promise<StaffStatistics> {
    const { jobOfferStatistics } = this.sources();
    const periods = periodsOf(query.from, query.to, query.by);
    const now = this.deps.clock.now().toISOString();
    const ended = periods.map((p) => p.end <= now);
    const range = { start: periods[0].start, end: periods[periods.length - 1].end };
    const [counts, activity, people, sectors] = await Promise.all([
      this.periodCounts(periods, query, now),
      this.activity.figures(periods, now),
      this.registrations.figures(periods, now, lang),
      jobOfferStatistics.bySector(range, query.employerType, lang),
    ]);
    return {
      from: query.from,
      to: query.to,
      by: query.by,
      periods: periods.map((p, i) => ({
        from: p.from,
        to: p.to,
        ended: ended[i],
        vacancies: counts[i].vacancies,
        matching: shownMatching(counts[i].matching),
        ...activity.periods[i],
        registrations: people.periods[i],
      })),
      totals: { ...totalsOf(counts), ...activity.totals, registrations: people.totals },
      sectors,
      waiting: people.waiting,
      events: people.events,
    };
  }

  /** The vacancies and matching of each period: kept when it has ended and was computed before. */
  private async periodCounts(
    periods: readonly Period[],
    query: StaffQuery,
    now: string,
  ): Promise<PeriodCounts[]> {
    const filter = { sector: query.sector, employerType: query.employerType };
    const scope = `staff:${query.sector ?? '*'}:${query.employerType ?? '*'}`;
    const keys = periods.map((p) => `${scope}:${p.from}:${p.to}`);
    const ended = periods.map((p) => p.end <= now);
    const kept = await this.repository.read(keys.filter((_, i) => ended[i]));
    // Figures kept before a figure was added (no `filled`) are computed again and replaced.
    const stale = new Set(
      keys.filter((key) => kept.has(key) && !isComplete(JSON.parse(kept.get(key)!))),
    );
    const missing = periods
      .map((_, i) => i)
      .filter((i) => !kept.has(keys[i]) || stale.has(keys[i]));
    const computed = await this.compute(
      missing.map((i) => periods[i]),
      filter,
    );
    const counts: PeriodCounts[] = periods.map((_, i) => {
      const fresh = missing.indexOf(i);
      return fresh >= 0 ? computed[fresh] : (JSON.parse(kept.get(keys[i])!) as PeriodCounts);
    });
    const keep = (i: number) => ({ key: keys[i], figures: JSON.stringify(counts[i]) });
    await this.repository.keep(
      missing.filter((i) => ended[i] && !stale.has(keys[i])).map(keep),
      now,
    );
    await this.repository.replace(missing.filter((i) => stale.has(keys[i])).map(keep), now);
    return counts;
  }

  private async compute(
    periods: readonly { start: string; end: string }[],
    filter: { sector?: number; employerType?: number },
  ): Promise<PeriodCounts[]> {
    if (periods.length === 0) return [];
    const { jobOfferStatistics, jobMatchStatistics } = this.sources();
    const [vacancies, filled, matching] = await Promise.all([
      jobOfferStatistics.periodCounts(periods, filter),
      jobMatchStatistics.filledCounts(periods, filter),
      jobMatchStatistics.periodCounts(periods, filter),
    ]);
    return periods.map((_, i) => ({
      vacancies: { ...vacancies[i], filled: filled[i] },
      matching: matching[i],
    }));
  }

  /** An employer's own vacancies of the last year in figures (another's are never named). */
  async employer(account: AuthAccount, lang: ApiLanguage): Promise<EmployerStatistics> {
    if (account.accountType !== 'employer' || account.employerId === null)
      throw new AppError('FORBIDDEN_ROLE');
    const { jobOfferStatistics, jobMatchStatistics } = this.sources();
    const since = addMacaoMonths(this.deps.clock.now(), -EMPLOYER_MONTHS).toISOString();
    const vacancies = await jobOfferStatistics.employerVacancies(
      account.employerId,
      since,
      EMPLOYER_VACANCIES,
      lang,
    );
    const ids = vacancies.map((v) => v.jobOfferId);
    const views = await jobOfferStatistics.viewCounts(ids);
    const today = macaoToday(this.deps.clock.now());
    const viewDays = Array.from({ length: EMPLOYER_VIEW_DAYS }, (_, i) =>
      shiftDate(today, 0, i - EMPLOYER_VIEW_DAYS + 1),
    );
    const daily = await jobOfferStatistics.dailyViews(ids, viewDays);
    const counts = new Map(
      (
        await jobMatchStatistics.vacancyCounts(
          account.employerId,
          vacancies.map((v) => v.jobOfferId),
        )
      ).map((c) => [c.jobOfferId, c]),
    );
    return {
      viewDays,
      vacancies: vacancies.map((v) => {
        const c = counts.get(v.jobOfferId);
        return {
          ...v,
          requested: withheld(c?.requested ?? 0),
          invited: withheld(c?.invited ?? 0),
          replied: withheld(c?.replied ?? 0),
          hired: withheld(c?.hired ?? 0),
          answerHours:
            c?.answerHours === null || c === undefined ? null : Math.round(c.answerHours * 10) / 10,
          views: views.get(v.jobOfferId) ?? 0,
          dailyViews: daily.get(v.jobOfferId) ?? viewDays.map(() => 0),
        };
      }),
    };
  }
}

/** Whether kept figures have every figure the answer now gives. */
const isComplete = (kept: Partial<PeriodCounts>): boolean =>
  kept.vacancies !== undefined && typeof kept.vacancies.filled === 'number';

/** The range's totals: flows summed, vacancies open at the range's end, small groups withheld. */
function totalsOf(
  counts: readonly PeriodCounts[],
): Pick<StaffStatistics['totals'], 'vacancies' | 'matching'> {
  const matching = emptyMatchingCounts();
  const vacancies: VacancyFigures = {
    open: counts[counts.length - 1].vacancies.open,
    new: 0,
    positions: 0,
    withdrawn: 0,
    expired: 0,
    filled: 0,
  };
  for (const c of counts) {
    for (const step of MATCHING_STEPS) matching[step] += c.matching[step];
    vacancies.new += c.vacancies.new;
    vacancies.positions += c.vacancies.positions;
    vacancies.withdrawn += c.vacancies.withdrawn;
    vacancies.expired += c.vacancies.expired;
    vacancies.filled += c.vacancies.filled;
  }
  return { vacancies, matching: shownMatching(matching) };
}

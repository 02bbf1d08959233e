import { JOB_MATCH_STATUS as S, MATCHING_STEPS, type MatchingStep } from '@vaga/contract';
import type {
  JobMatchStatisticsRepository,
  MatchFilter,
  MatchPeriod,
  VacancyMatchCounts,
} from './jobmatch-statistics.repository.ts';

/** Raw counts of each matching step (before small groups are withheld). */
export type MatchingCounts = Record<MatchingStep, number>;

/**
 * Which status each step counts: every arranged match is an interview arranged; the arranged
 * matches the employer started (counted apart, origin `employer`) are invitations accepted.
 */
function stepsOf(status: number, origin: string): MatchingStep[] {
  switch (status) {
    case S.requested:
      return ['requested'];
    case S.invited:
      return ['invited'];
    case S.arranged:
      return origin === 'employer' ? ['accepted'] : ['arranged'];
    case S.rejected:
      return ['rejected'];
    case S.expired:
      return ['lapsed'];
    case S.declined:
      return ['declined'];
    case S.hired:
      return ['hired'];
    case S.notHired:
      return ['notHired'];
    case S.absent:
      return ['absent'];
    case S.noResult:
      return ['noResult'];
    default:
      return [];
  }
}

export const emptyMatchingCounts = (): MatchingCounts =>
  Object.fromEntries(MATCHING_STEPS.map((step) => [step, 0])) as MatchingCounts;

/** The matching figures the statistics compose: by period (staff), by vacancy (an employer). */
export class JobMatchStatisticsService {
  constructor(private readonly repository: JobMatchStatisticsRepository) {}

  async periodCounts(
    periods: readonly MatchPeriod[],
    filter: MatchFilter,
  ): Promise<MatchingCounts[]> {
    const out = periods.map(emptyMatchingCounts);
    for (const row of await this.repository.statusCounts(periods, filter)) {
      for (const step of stepsOf(row.status, row.origin)) out[row.period][step] += row.count;
    }
    return out;
  }

  /** Vacancies whose hires reached their positions in each period (a vacancy figure). */
  filledCounts(periods: readonly MatchPeriod[], filter: MatchFilter): Promise<number[]> {
    return this.repository.filledCounts(periods, filter);
  }

  vacancyCounts(employerId: number, jobOfferIds: readonly number[]): Promise<VacancyMatchCounts[]> {
    return this.repository.vacancyCounts(employerId, jobOfferIds);
  }
}

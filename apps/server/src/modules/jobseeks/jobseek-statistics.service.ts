import { WAITING_AGE_DAYS } from '@vaga/contract';
import type {
  RegistrationCounts,
  StatisticsPeriodBounds,
  WaitingCounts,
} from '../../db/statistics-sql.ts';
import type { JobSeekStatisticsRepository } from './jobseek-statistics.repository.ts';

/**
 * The job-seeking registrations' figures the statistics compose: a registration is received when
 * the seeker registers, decided when staff approve or refuse it, and waits while processing.
 */
export class JobSeekStatisticsService {
  constructor(private readonly repository: JobSeekStatisticsRepository) {}

  periodCounts(periods: readonly StatisticsPeriodBounds[]): Promise<RegistrationCounts[]> {
    return this.repository.periodCounts(periods);
  }

  waiting(at: string): Promise<WaitingCounts> {
    return this.repository.waiting(at, WAITING_AGE_DAYS);
  }
}

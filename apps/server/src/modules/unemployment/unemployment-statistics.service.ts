import { WAITING_AGE_DAYS } from '@vaga/contract';
import type {
  RegistrationCounts,
  StatisticsPeriodBounds,
  WaitingCounts,
} from '../../db/statistics-sql.ts';
import type { UnemploymentStatisticsRepository } from './unemployment-statistics.repository.ts';

/**
 * The unemployment registrations' figures the statistics compose: a registration is received when
 * submitted, decided when staff approve or refuse it, and waits until then (under review or
 * awaiting supplements).
 */
export class UnemploymentStatisticsService {
  constructor(private readonly repository: UnemploymentStatisticsRepository) {}

  periodCounts(periods: readonly StatisticsPeriodBounds[]): Promise<RegistrationCounts[]> {
    return this.repository.periodCounts(periods);
  }

  waiting(at: string): Promise<WaitingCounts> {
    return this.repository.waiting(at, WAITING_AGE_DAYS);
  }
}

import type { LanguageCounts } from '../../platform/language-counts.ts';
import type {
  AlertPeriod,
  SavedSearchStatisticsRepository,
} from './savedsearch-statistics.repository.ts';

/** The job alerts' figures the statistics compose: alerts made, by language of use. */
export class SavedSearchStatisticsService {
  constructor(private readonly repository: SavedSearchStatisticsRepository) {}

  periodCounts(periods: readonly AlertPeriod[]): Promise<LanguageCounts[]> {
    return this.repository.periodCounts(periods);
  }
}

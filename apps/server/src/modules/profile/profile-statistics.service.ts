import type { LanguageCounts } from '../../platform/language-counts.ts';
import type { ProfileStatisticsRepository, ResumePeriod } from './profile-statistics.repository.ts';

/** The resumes' figures the statistics compose: made and published, by language of use. */
export class ProfileStatisticsService {
  constructor(private readonly repository: ProfileStatisticsRepository) {}

  periodCounts(
    periods: readonly ResumePeriod[],
  ): Promise<{ created: LanguageCounts[]; published: LanguageCounts[] }> {
    return this.repository.periodCounts(periods);
  }
}

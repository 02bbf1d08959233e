import {
  LOCALES,
  RESIDENT_FIGURES,
  STATISTICS_MIN_GROUP,
  type NotificationFigures,
  type ResidentCount,
  type ResidentFigure,
  type ResidentFigures,
} from '@vaga/contract';
import type { LanguageCounts } from '../../platform/language-counts.ts';
import { emptyLanguageCounts } from '../../platform/language-counts.ts';
import type { NotificationStatisticsService } from '../notifications/notification-statistics.service.ts';
import { emptyNotificationFigures } from '../notifications/notification-statistics.service.ts';
import type { ProfileStatisticsService } from '../profile/profile-statistics.service.ts';
import type { SavedSearchStatisticsService } from '../savedsearches/savedsearch-statistics.service.ts';
import type { Period } from './statistics-periods.ts';
import type { StatisticsRepository } from './statistics.repository.ts';

/** The domains whose activity this part composes (each counts its own rows). */
export interface ActivitySources {
  notificationStatistics: NotificationStatisticsService;
  profileStatistics: ProfileStatisticsService;
  savedSearchStatistics: SavedSearchStatisticsService;
}

/** The raw counts of a period, as computed and as kept. */
interface ActivityCounts {
  notifications: NotificationFigures;
  residents: Record<ResidentFigure, LanguageCounts>;
}

/** The figures of a period as shown: residents are people, 1 to 4 withheld (null). */
export interface ActivityFigures {
  notifications: NotificationFigures;
  residents: ResidentFigures;
}

const hidden = (count: number) => (count > 0 && count < STATISTICS_MIN_GROUP ? null : count);

function shownResidents(raw: ActivityCounts['residents']): ResidentFigures {
  const one = (counts: LanguageCounts): ResidentCount => ({
    all: hidden(LOCALES.reduce((sum, locale) => sum + counts[locale], 0)),
    byLanguage: Object.fromEntries(
      LOCALES.map((locale) => [locale, hidden(counts[locale])]),
    ) as ResidentCount['byLanguage'],
  });
  return Object.fromEntries(
    RESIDENT_FIGURES.map((figure) => [figure, one(raw[figure])]),
  ) as ResidentFigures;
}

/**
 * Notifications and residents by period: not cut by sector or employer type (they have none),
 * so an ended period's counts are kept once under `activity:<from>:<to>` whatever the filters.
 */
export class StatisticsActivity {
  constructor(
    private readonly repository: StatisticsRepository,
    private readonly sources: () => ActivitySources,
  ) {}

  async figures(
    periods: readonly Period[],
    now: string,
  ): Promise<{ periods: ActivityFigures[]; totals: ActivityFigures }> {
    const keys = periods.map((p) => `activity:${p.from}:${p.to}`);
    const ended = periods.map((p) => p.end <= now);
    const kept = await this.repository.read(keys.filter((_, i) => ended[i]));
    const missing = periods.map((_, i) => i).filter((i) => !kept.has(keys[i]));
    const computed = await this.compute(missing.map((i) => periods[i]));
    const counts = periods.map((_, i) => {
      const fresh = missing.indexOf(i);
      return fresh >= 0 ? computed[fresh] : (JSON.parse(kept.get(keys[i])!) as ActivityCounts);
    });
    await this.repository.keep(
      missing
        .filter((i) => ended[i])
        .map((i) => ({ key: keys[i], figures: JSON.stringify(counts[i]) })),
      now,
    );
    const shown = (c: ActivityCounts): ActivityFigures => ({
      notifications: c.notifications,
      residents: shownResidents(c.residents),
    });
    return { periods: counts.map(shown), totals: shown(sumOf(counts)) };
  }

  private async compute(periods: readonly Period[]): Promise<ActivityCounts[]> {
    if (periods.length === 0) return [];
    const { notificationStatistics, profileStatistics, savedSearchStatistics } = this.sources();
    const [notifications, resumes, alerts] = await Promise.all([
      notificationStatistics.periodCounts(periods),
      profileStatistics.periodCounts(periods),
      savedSearchStatistics.periodCounts(periods),
    ]);
    return periods.map((_, i) => ({
      notifications: notifications[i],
      residents: {
        newResumes: resumes.created[i],
        publishedResumes: resumes.published[i],
        jobAlerts: alerts[i],
      },
    }));
  }
}

/** The range's totals: every count summed over its periods (people withheld after summing). */
function sumOf(counts: readonly ActivityCounts[]): ActivityCounts {
  const total: ActivityCounts = {
    notifications: emptyNotificationFigures(),
    residents: {
      newResumes: emptyLanguageCounts(),
      publishedResumes: emptyLanguageCounts(),
      jobAlerts: emptyLanguageCounts(),
    },
  };
  for (const c of counts) {
    c.notifications.forEach((cell) => {
      const into = total.notifications.find(
        (t) => t.channel === cell.channel && t.kind === cell.kind,
      );
      if (!into) return;
      into.sent += cell.sent;
      into.failed += cell.failed;
      into.skipped += cell.skipped;
    });
    for (const figure of RESIDENT_FIGURES)
      for (const locale of LOCALES) total.residents[figure][locale] += c.residents[figure][locale];
  }
  return total;
}

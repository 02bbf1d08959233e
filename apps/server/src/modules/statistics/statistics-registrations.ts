import {
  STATISTICS_EVENTS_MAX,
  STATISTICS_MIN_GROUP,
  WAITING_AGES,
  type ApiLanguage,
  type EventFigures,
  type RegistrationFigures,
  type RegistrationsFigures,
  type WaitingFigures,
  type WaitingNow,
} from '@vaga/contract';
import type { RegistrationCounts, WaitingCounts } from '../../db/statistics-sql.ts';
import type { EventStatisticsService } from '../events/event-statistics.service.ts';
import type { JobSeekStatisticsService } from '../jobseeks/jobseek-statistics.service.ts';
import type { UnemploymentStatisticsService } from '../unemployment/unemployment-statistics.service.ts';
import type { Period } from './statistics-periods.ts';
import { withheld } from './statistics-withheld.ts';
import type { StatisticsRepository } from './statistics.repository.ts';

/** The registrations' raw counts of a period, as computed and as kept. */
interface RegistrationsCounts {
  jobSeeks: RegistrationCounts;
  unemployment: RegistrationCounts;
}

/** The domains whose figures of people this part composes. */
export interface RegistrationSources {
  jobSeekStatistics: JobSeekStatisticsService;
  unemploymentStatistics: UnemploymentStatisticsService;
  eventStatistics: EventStatisticsService;
}

export interface RegistrationsAnswer {
  periods: RegistrationsFigures[];
  totals: RegistrationsFigures;
  waiting: WaitingNow;
  events: EventFigures[];
}

const oneDecimal = (days: number | null) => (days === null ? null : Math.round(days * 10) / 10);

/** A kind's figures shown: small groups withheld, the days given only for 5 decisions or more. */
function shown(c: RegistrationCounts): RegistrationFigures {
  const decided = c.approved + c.refused;
  const enough = decided >= STATISTICS_MIN_GROUP;
  return {
    received: withheld(c.received),
    decided: withheld(decided),
    approved: withheld(c.approved),
    refused: withheld(c.refused),
    medianDays: enough ? oneDecimal(c.medianDays) : null,
    p90Days: enough ? oneDecimal(c.p90Days) : null,
  };
}

const shownBoth = (c: RegistrationsCounts): RegistrationsFigures => ({
  jobSeeks: shown(c.jobSeeks),
  unemployment: shown(c.unemployment),
});

const shownWaiting = (c: WaitingCounts): WaitingFigures =>
  Object.fromEntries(WAITING_AGES.map((age, k) => [age, withheld(c[k])])) as WaitingFigures;

/** Checked in ÷ registered, when both counts are shown and someone registered. */
function rate(registered: number | null, checkedIn: number | null): number | null {
  if (registered === null || checkedIn === null || registered === 0) return null;
  return Math.round((checkedIn / registered) * 1000) / 1000;
}

function people(c: { registered: number; checkedIn: number }) {
  const registered = withheld(c.registered);
  const checkedIn = withheld(c.checkedIn);
  return { registered, checkedIn, showUpRate: rate(registered, checkedIn) };
}

/**
 * The registrations and events in figures: job-seeking and unemployment registrations by period
 * (an ended period's counts kept once computed, under `registrations:<from>:<to>`, the range's
 * totals likewise), those waiting at the range's end or now, and the events of the range.
 */
export class StatisticsRegistrations {
  constructor(
    private readonly repository: StatisticsRepository,
    private readonly sources: () => RegistrationSources,
  ) {}

  async figures(periods: readonly Period[], now: string, lang: ApiLanguage) {
    const { jobSeekStatistics, unemploymentStatistics, eventStatistics } = this.sources();
    const first = periods[0];
    const last = periods[periods.length - 1];
    const range: Period = { from: first.from, to: last.to, start: first.start, end: last.end };
    const at = last.end < now ? last.end : now;
    const [counts, jobSeeks, unemployment, events] = await Promise.all([
      this.counts([...periods, range], now),
      jobSeekStatistics.waiting(at),
      unemploymentStatistics.waiting(at),
      eventStatistics.events(range.from, range.to, STATISTICS_EVENTS_MAX, lang),
    ]);
    return {
      periods: periods.map((_, i) => shownBoth(counts[i])),
      totals: shownBoth(counts[periods.length]),
      waiting: { at, jobSeeks: shownWaiting(jobSeeks), unemployment: shownWaiting(unemployment) },
      events: events.map((e) => ({
        eventId: e.id,
        name: e.name,
        startDate: e.startDate,
        endDate: e.endDate,
        ...people(e),
        sessions: e.sessions.map((s) => ({
          sessionId: s.id,
          date: s.date,
          startTime: s.startTime,
          endTime: s.endTime,
          ...people(s),
        })),
      })),
    } satisfies RegistrationsAnswer;
  }

  /** Each period's counts: kept when it has ended and was computed before, else computed. */
  private async counts(periods: readonly Period[], now: string): Promise<RegistrationsCounts[]> {
    const keys = periods.map((p) => `registrations:${p.from}:${p.to}`);
    const ended = periods.map((p) => p.end <= now);
    const kept = await this.repository.read(keys.filter((_, i) => ended[i]));
    const missing = periods.map((_, i) => i).filter((i) => !kept.has(keys[i]));
    const { jobSeekStatistics, unemploymentStatistics } = this.sources();
    const bounds = missing.map((i) => ({ start: periods[i].start, end: periods[i].end }));
    const [jobSeeks, unemployment] = await Promise.all([
      jobSeekStatistics.periodCounts(bounds),
      unemploymentStatistics.periodCounts(bounds),
    ]);
    const counts = periods.map((_, i): RegistrationsCounts => {
      const fresh = missing.indexOf(i);
      if (fresh < 0) return JSON.parse(kept.get(keys[i])!) as RegistrationsCounts;
      return { jobSeeks: jobSeeks[fresh], unemployment: unemployment[fresh] };
    });
    const keep = new Map(
      missing
        .filter((i) => ended[i])
        .map((i) => [keys[i], { key: keys[i], figures: JSON.stringify(counts[i]) }]),
    );
    await this.repository.keep([...keep.values()], now);
    return counts;
  }
}

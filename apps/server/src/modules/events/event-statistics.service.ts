import { pickLocalized, type ApiLanguage } from '@vaga/contract';
import type {
  EventCountsRow,
  EventStatisticsRepository,
  SessionCountsRow,
} from './event-statistics.repository.ts';

/** An event's raw figures (before small groups are withheld), with its sessions in the range. */
export interface EventCounts extends Omit<EventCountsRow, 'nameCn' | 'namePt' | 'nameEn'> {
  name: string;
  sessions: Omit<SessionCountsRow, 'eventId'>[];
}

/**
 * The events' figures the statistics compose: each event with a session on a Macao day of the
 * range (the earliest first, at most `limit`), its registrations and check-ins, and the same for
 * each of its sessions in the range.
 */
export class EventStatisticsService {
  constructor(private readonly repository: EventStatisticsRepository) {}

  async events(from: string, to: string, limit: number, lang: ApiLanguage): Promise<EventCounts[]> {
    const events = await this.repository.events(from, to, limit);
    const sessions = await this.repository.sessions(
      events.map((e) => e.id),
      from,
      to,
    );
    return events.map(({ nameCn, namePt, nameEn, ...event }) => ({
      ...event,
      name: pickLocalized({ zh: nameCn, pt: namePt, en: nameEn }, lang),
      sessions: sessions
        .filter((s) => s.eventId === event.id)
        .map(({ eventId: _, ...session }) => session),
    }));
  }
}

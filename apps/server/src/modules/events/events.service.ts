import {
  EVENT_TYPE_NAMES,
  type EventListQuerySchema,
  pickColumn,
  type ApiLanguage,
  type EventBanner,
  type EventCard,
  type EventDetail,
  type EventSessionStock,
  type Page,
} from '@vaga/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobOfferCatalogService } from '../joboffers/joboffer-catalog.service.ts';
import { nowOf, type Now } from './event-status.ts';
import { byEvent, toCard, toDetail } from './event-view.ts';
import type { EventRow, EventSessionRow, EventsRepository } from './events.repository.ts';

/** An event as other modules see it: its id, kind and catalogue type, and first day. */
export interface EventHead {
  id: number;
  typeEventId: number;
  eventCatalogType: number;
  startDate: string;
}

function toHead(row: {
  id: number;
  type_event_id: number;
  event_catalog_type: number;
  start_date: string;
}): EventHead {
  return {
    id: row.id,
    typeEventId: row.type_event_id,
    eventCatalogType: row.event_catalog_type,
    startDate: row.start_date,
  };
}

const LOCALE_OF = { zh: 'zh-Hant', pt: 'pt', en: 'en' } as const;

/**
 * Job-matching events (spec §3, §4: an event is enrolling or finished, by the clock and its
 * registration window). Other modules reach events through this service, never its tables.
 */
export class EventsService {
  constructor(
    private readonly repository: PublicMembers<EventsRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock'>,
    private readonly catalog: () => Pick<JobOfferCatalogService, 'eventVacancyCounts'>,
  ) {}

  now(): Now {
    return nowOf(this.deps.clock.now());
  }

  /** Enrolling events, the one starting last first. */
  async enrolling(): Promise<EventHead[]> {
    return (await this.repository.enrolling(this.now())).map(toHead);
  }

  /** The events of these ids that exist. */
  async byIds(ids: readonly number[]): Promise<EventHead[]> {
    return (await this.repository.byIds(ids)).map(toHead);
  }

  /** An event's row and sessions; NOT_FOUND when there is no such event. */
  async load(id: number): Promise<{ row: EventRow; sessions: EventSessionRow[] }> {
    const row = await this.repository.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return { row, sessions: await this.repository.sessionsOf([id]) };
  }

  /** The rows of these events that exist. */
  rowsByIds(ids: readonly number[]): Promise<EventRow[]> {
    return this.repository.rowsByIds([...new Set(ids)]);
  }

  /** Throws NOT_FOUND unless the event exists. */
  async assertExists(id: number): Promise<void> {
    if (!(await this.repository.find(id))) throw new AppError('NOT_FOUND');
  }

  private async cards(rows: EventRow[], lang: ApiLanguage): Promise<EventCard[]> {
    const ids = rows.map((r) => r.id);
    const [sessions, counts] = await Promise.all([
      this.repository.sessionsOf(ids),
      this.catalog().eventVacancyCounts(ids),
    ]);
    const grouped = byEvent(sessions);
    const now = this.now();
    return rows.map((r) => toCard(r, grouped.get(r.id) ?? [], counts.get(r.id) ?? 0, lang, now));
  }

  /** GET v2/events: events of a kind and status, soonest first unless `sort` says otherwise. */
  async list(
    query: z.output<typeof EventListQuerySchema>,
    lang: ApiLanguage,
  ): Promise<Page<EventCard>> {
    const { page, size } = query;
    const { rows, total } = await this.repository.page(
      {
        typeEventId: query.typeEventId,
        status: query.typeEventStatus,
        ascending: query.sort !== 'startDate,desc',
        offset: page * size,
        limit: size,
      },
      this.now(),
    );
    return { content: await this.cards(rows, lang), totalElements: total };
  }

  /** GET v2/events/{id} and v1/events/{eventId}. */
  async detail(id: number, lang: ApiLanguage): Promise<EventDetail> {
    const { row, sessions } = await this.load(id);
    const counts = await this.catalog().eventVacancyCounts([id]);
    return toDetail(row, sessions, counts.get(id) ?? 0, lang, this.now());
  }

  /** GET v2/events/{id}/sessionstock: seats left now, per session. */
  async sessionStock(id: number): Promise<EventSessionStock> {
    const { sessions } = await this.load(id);
    return {
      eventId: id,
      sessions: sessions.map((s) => ({
        sessionId: s.id,
        quota: s.quota,
        remaining: Math.max(0, s.quota - s.taken),
      })),
    };
  }

  /** GET v2/eventbanners: one drawn banner per enrolling event, soonest first. */
  async banners(lang: ApiLanguage): Promise<EventBanner[]> {
    const { rows } = await this.repository.page(
      { status: 1, ascending: true, offset: 0, limit: 20 },
      this.now(),
    );
    return rows.map((r) => ({
      eventId: r.id,
      typeEventId: r.type_event_id,
      eventCatalogType: r.event_catalog_type,
      title: pickColumn(r, 'name', lang),
      subtitle: `${EVENT_TYPE_NAMES[typeKey(r.type_event_id)][LOCALE_OF[lang]]} · ${dateRange(r)}`,
      imageUrl: null,
    }));
  }
}

function typeKey(type: number): 1 | 2 | 3 {
  return type === 2 || type === 3 ? type : 1;
}

function dateRange(r: EventRow): string {
  return r.start_date === r.end_date ? r.start_date : `${r.start_date} – ${r.end_date}`;
}

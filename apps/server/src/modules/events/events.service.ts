import {
  eventTypeName,
  localeOfApiLanguage,
  type EventListQuerySchema,
  pickColumn,
  type ApiLanguage,
  type EventBanner,
  type EventCard,
  type EventDetail,
  type EventSessionStock,
  macaoDayStart,
  type Page,
} from '@vaga/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobOfferCatalogService } from '../joboffers/joboffer-catalog.service.ts';
import { EVENTS_TOPIC } from './cache-topics.ts';
import { nowOf, type EventWindow, type Now } from './event-status.ts';
import { byEvent, toCard, toDetail } from './event-view.ts';
import type { EventRow, EventSessionRow, EventsRepository } from './events.repository.ts';
import { kept, type Kept } from '../../platform/kept.ts';
import { JOB_OFFERS_TOPIC } from '../joboffers/cache-topics.ts';

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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first instant after `now` at which an event's status or openness changes by the clock:
 * its registration opens (register_from), ends (just after register_to) or its last day is over.
 */
function edgeAfter(
  now: Now,
  edges: { registerFrom: string | null; registerTo: string | null; endDate: string | null },
): number {
  const at = Date.parse(now.iso);
  const out = [
    edges.registerFrom === null ? null : Date.parse(edges.registerFrom),
    edges.registerTo === null ? null : Date.parse(edges.registerTo) + 1,
    edges.endDate === null ? null : macaoDayStart(edges.endDate).getTime() + DAY_MS,
  ].filter((t): t is number => t !== null && t > at);
  return Math.min(Number.POSITIVE_INFINITY, ...out);
}

/** The edges of one event's window still to come (see edgeAfter). */
function edgesOf(row: EventWindow & { register_from: string }, now: Now) {
  return {
    registerFrom: row.register_from > now.iso ? row.register_from : null,
    registerTo: row.register_to >= now.iso ? row.register_to : null,
    endDate: row.end_date >= now.today ? row.end_date : null,
  };
}

/**
 * Job-matching events (spec §3, §4: an event is enrolling or finished, by the clock and its
 * registration window). Other modules reach events through this service, never its tables.
 */
export class EventsService {
  constructor(
    private readonly repository: PublicMembers<EventsRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
    private readonly catalog: () => Pick<JobOfferCatalogService, 'eventVacancyCounts'>,
  ) {}

  /** The next edge of every event's window, as read under a version of EVENTS_TOPIC. */
  private edge: { version: number; from: number; until: number } | null = null;

  /**
   * The first instant after now at which any event's status or openness changes by the clock
   * (which events a status lists, and which are enrolling): read once per EVENTS_TOPIC version
   * until it passes.
   */
  async nextChange(): Promise<number> {
    const now = this.now();
    const at = Date.parse(now.iso);
    const version = this.deps.changes.version(EVENTS_TOPIC);
    const kept = this.edge;
    if (kept && kept.version === version && at >= kept.from && at < kept.until) return kept.until;
    const until = edgeAfter(now, await this.repository.nextEdges(now));
    if (this.deps.changes.version(EVENTS_TOPIC) === version)
      this.edge = { version, from: at, until };
    return until;
  }

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

  private async cards(
    rows: EventRow[],
    lang: ApiLanguage,
    now: Now,
  ): Promise<{ cards: EventCard[]; until: number }> {
    const ids = rows.map((r) => r.id);
    const [sessions, { counts, until }] = await Promise.all([
      this.repository.sessionsOf(ids),
      this.catalog().eventVacancyCounts(ids),
    ]);
    const grouped = byEvent(sessions);
    const cards = rows.map((r) =>
      toCard(r, grouped.get(r.id) ?? [], counts.get(r.id) ?? 0, lang, now),
    );
    return { cards, until };
  }

  /** GET v2/events: events of a kind and status, soonest first unless `sort` says otherwise. */
  async list(
    query: z.output<typeof EventListQuerySchema>,
    lang: ApiLanguage,
  ): Promise<Page<EventCard>> {
    return (await this.listKept(query, lang)).value;
  }

  /**
   * list(), kept: it holds while no write moves EVENTS_TOPIC or JOB_OFFERS_TOPIC until the
   * first instant an event's status or registration changes by the clock, or a vacancy it
   * counts expires (as detailKept() and bannersKept()).
   */
  async listKept(
    query: z.output<typeof EventListQuerySchema>,
    lang: ApiLanguage,
  ): Promise<Kept<Page<EventCard>>> {
    const { page, size } = query;
    const now = this.now();
    const [{ rows, total }, changes] = await Promise.all([
      this.repository.page(
        {
          typeEventId: query.typeEventId,
          status: query.typeEventStatus,
          ascending: query.sort !== 'startDate,desc',
          offset: page * size,
          limit: size,
        },
        now,
      ),
      this.nextChange(),
    ]);
    const { cards, until } = await this.cards(rows, lang, now);
    return kept({ content: cards, totalElements: total }, Math.min(until, changes), EVENT_TOPICS);
  }

  /** GET v2/events/{id} and v1/events/{eventId}. */
  async detail(id: number, lang: ApiLanguage): Promise<EventDetail> {
    return (await this.detailKept(id, lang)).value;
  }

  /** detail(), kept (see listKept()). */
  async detailKept(id: number, lang: ApiLanguage): Promise<Kept<EventDetail>> {
    const now = this.now();
    const { row, sessions } = await this.load(id);
    const { counts, until } = await this.catalog().eventVacancyCounts([id]);
    return kept(
      toDetail(row, sessions, counts.get(id) ?? 0, lang, now),
      Math.min(until, edgeAfter(now, edgesOf(row, now))),
      EVENT_TOPICS,
    );
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
    return (await this.bannersKept(lang)).value;
  }

  /** banners(), kept (see listKept()). */
  async bannersKept(lang: ApiLanguage): Promise<Kept<EventBanner[]>> {
    const now = this.now();
    const [{ rows }, changes] = await Promise.all([
      this.repository.page({ status: 1, ascending: true, offset: 0, limit: 20 }, now),
      this.nextChange(),
    ]);
    const banners = rows.map((r) => ({
      eventId: r.id,
      typeEventId: r.type_event_id,
      eventCatalogType: r.event_catalog_type,
      title: pickColumn(r, 'name', lang),
      subtitle: `${eventTypeName(typeKey(r.type_event_id), localeOfApiLanguage(lang))} · ${dateRange(r)}`,
      imageUrl: null,
    }));
    return kept(banners, changes, EVENT_TOPICS);
  }
}

/** The change-feed topics of the public event answers: events, and the vacancies they count. */
export const EVENT_TOPICS: readonly string[] = [EVENTS_TOPIC, JOB_OFFERS_TOPIC];

function typeKey(type: number): 1 | 2 | 3 {
  return type === 2 || type === 3 ? type : 1;
}

function dateRange(r: EventRow): string {
  return r.start_date === r.end_date ? r.start_date : `${r.start_date} – ${r.end_date}`;
}

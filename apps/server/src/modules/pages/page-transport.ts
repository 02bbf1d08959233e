import {
  BannerListSchema,
  EventBannerListSchema,
  EventDetailSchema,
  EventListQuerySchema,
  EventPageSchema,
  JobClassListSchema,
  JobOfferDetailSchema,
  JobOfferPageSchema,
  JobOfferSearchQuerySchema,
  JobOfferSummarySchema,
  LocalVacancyListQuerySchema,
  LocalVacancyQuerySchema,
  PATHS,
  ServiceHomeSchema,
  type ApiLanguage,
} from '@vaga/contract';
import type { ZodType } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { EVENTS_TOPIC } from '../events/cache-topics.ts';
import { JOB_OFFERS_TOPIC } from '../joboffers/cache-topics.ts';
import { REFERENCES_TOPIC } from '../references/references.service.ts';
import type { App } from '../../platform/types.ts';
import { setBounded } from '../../platform/bounded-map.ts';

/** A request of the page's queries: the API path and its query, as the web app writes them. */
export interface PageRequest {
  query?: Record<string, unknown>;
}

/** What answers a server-rendered page's requests, and the answers it gave. */
export interface PageTransport {
  transport: (path: string, options: PageRequest) => Promise<unknown>;
  /**
   * The service answers the page was made from, in the order asked: a kept answer is the same
   * object (or bytes) while its data holds, which is what the page's cache checks.
   */
  sources: Map<string, unknown>;
  /** The requests asked, by the same keys as `sources`: asked again to check a kept page. */
  requests: Map<string, { path: string; options: PageRequest }>;
  /** Whether a request failed (a page made of a failure is not kept). */
  failed: () => boolean;
  /**
   * Until when (ms of the clock) every answer given holds while no write moves the change-feed
   * versions of topics(); null when an answer's data has no topic (an event's vacancies), so
   * only asking again tells whether it holds.
   */
  holdsUntil: () => number | null;
  /** The change-feed topics (of PAGE_TOPICS) whose writes change the answers given. */
  topics: () => readonly string[];
}

/** The topics of the vacancies' answers (lists, search, a vacancy, the catalog, the summary). */
const VACANCY_TOPICS = [JOB_OFFERS_TOPIC, REFERENCES_TOPIC] as const;
/** The topics of the events' answers (their vacancy counts too) and of the service home's. */
const EVENT_TOPICS = [EVENTS_TOPIC, JOB_OFFERS_TOPIC] as const;

/**
 * The change-feed topics of the answers pages are made from: a write to their data moves one
 * of them, here at once or, from another instance, within a second (platform/change-feed.ts).
 */
export const PAGE_TOPICS: readonly string[] = [JOB_OFFERS_TOPIC, REFERENCES_TOPIC, EVENTS_TOPIC];

/** A service answer as the API sends it: checked and cut by the route's response schema. */
const answered = new WeakMap<object, unknown>();
function asAnswered(schema: ZodType, value: object): unknown {
  let out = answered.get(value);
  if (out === undefined) {
    out = schema.parse(value);
    answered.set(value, out);
  }
  return out;
}

/** The query of a request as a query string gives it (strings), for the route's schema. */
function queryOf(options: PageRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return out;
}

/** Queries read by a schema, by schema and query string (a bounded set, the oldest dropped). */
const parsedQueries = new Map<string, unknown>();
const schemaIds = new WeakMap<ZodType, number>();
let schemaCount = 0;
const PARSED_MAX = 2_000;

/** The request's query as the route's schema reads it, read once per schema and query. */
function parsed<T>(schema: ZodType<T>, options: PageRequest): Readonly<T> {
  let id = schemaIds.get(schema);
  if (id === undefined) {
    schemaCount += 1;
    id = schemaCount;
    schemaIds.set(schema, id);
  }
  const query = queryOf(options);
  const key = `${id} ${new URLSearchParams(query).toString()}`;
  let value = parsedQueries.get(key);
  if (value === undefined) {
    value = schema.parse(query);
    setBounded(parsedQueries, key, value, PARSED_MAX);
  }
  return value as T;
}

/** `/a/:id/b` → a RegExp capturing the parameter. */
function pattern(path: string): RegExp {
  return new RegExp(
    `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '(\\d{1,10})')}$`,
  );
}
const EVENT_VACANCIES = pattern(PATHS.eventJobOffers);
const EVENT_SEARCH = pattern(PATHS.eventJobOffersSearch);
const EVENT_CATALOG = pattern(PATHS.eventJobOffersCatalog);
const VACANCY = pattern(PATHS.jobOffer);
const EVENT = pattern(PATHS.event);

/**
 * The API a server-rendered page's queries ask, answered by the services themselves (no HTTP
 * request): the same service calls, caches and answers as the routes of these paths, for the
 * language of the page and on behalf of `client` (who asks: the page's visitor). A path it does
 * not know fails; the page's query then loads in the browser, as without a server render.
 */
export function pageTransport(app: App, lang: ApiLanguage, client: string): PageTransport {
  const sources = new Map<string, unknown>();
  const requests = new Map<string, { path: string; options: PageRequest }>();
  let failures = 0;
  // Until when the answers hold (see holdsUntil); null once one has no topic.
  let until: number | null = Number.POSITIVE_INFINITY;
  const topics = new Set<string>();
  const keep = (key: string, schema: ZodType, value: object, source: unknown = value) => {
    sources.set(key, source);
    return asAnswered(schema, value);
  };
  const list = app.services.jobOfferList;
  const catalog = app.services.jobOfferCatalog;
  const events = app.services.events;
  const home = app.services.serviceHome;
  const answer = async (path: string, options: PageRequest, key: string): Promise<unknown> => {
    // `holds`: until when the answer holds while `by` do not move; undefined: unknown.
    const kept = (
      schema: ZodType,
      value: object,
      source?: unknown,
      holds?: number,
      by: readonly string[] = VACANCY_TOPICS,
    ) => {
      until = until === null || holds === undefined ? null : Math.min(until, holds);
      for (const topic of by) topics.add(topic);
      return keep(key, schema, value, source);
    };
    const vacancies = (schema: ZodType, value: object) =>
      kept(schema, value, value, list.holdsUntil(value));
    const ofEvents = (schema: ZodType, value: object) =>
      kept(schema, value, value, events.holdsUntil(value), EVENT_TOPICS);
    switch (path) {
      case PATHS.jobOfferSummary: {
        const summary = await catalog.summary();
        return kept(JobOfferSummarySchema, summary, summary, catalog.holdsUntil(summary));
      }
      case PATHS.banners: {
        // Written by migrations only: they change by the clock alone.
        const banners = await home.banners(lang);
        return kept(BannerListSchema, banners, banners, home.holdsUntil(banners), []);
      }
      case PATHS.serviceHome: {
        const service = await home.home(lang);
        return kept(ServiceHomeSchema, service, service, home.holdsUntil(service), EVENT_TOPICS);
      }
      case PATHS.localVacancyCatalog: {
        const body = await catalog.catalogJson(lang);
        return kept(JobClassListSchema, catalogOf(body), body, catalog.holdsUntil(body));
      }
      case PATHS.events:
        return ofEvents(
          EventPageSchema,
          await events.list(parsed(EventListQuerySchema, options), lang),
        );
      case PATHS.eventBanners:
        return ofEvents(EventBannerListSchema, await events.banners(lang));
      case PATHS.localVacancy:
        return vacancies(
          JobOfferPageSchema,
          await list.localVacancies(parsed(LocalVacancyListQuerySchema, options), lang, {
            client,
          }),
        );
      case PATHS.localVacancySearch:
        return vacancies(
          JobOfferPageSchema,
          await list.searchVacancies(parsed(JobOfferSearchQuerySchema, options), lang, {
            localOnly: true,
            client,
          }),
        );
    }
    const event = EVENT.exec(path);
    if (event) return ofEvents(EventDetailSchema, await events.detail(Number(event[1]), lang));
    const vacancy = VACANCY.exec(path);
    if (vacancy) return vacancies(JobOfferDetailSchema, await vacancyDetail(Number(vacancy[1])));
    const eventVacancies = EVENT_VACANCIES.exec(path) ?? EVENT_SEARCH.exec(path);
    if (eventVacancies) {
      const eventId = Number(eventVacancies[1]);
      await app.services.events.assertExists(eventId);
      const page = path.endsWith('/search')
        ? await list.searchVacancies(parsed(JobOfferSearchQuerySchema, options), lang, {
            localOnly: false,
            eventId,
            client,
          })
        : await list.localVacancies(parsed(LocalVacancyQuerySchema, options), lang, {
            client,
            eventId,
          });
      return kept(JobOfferPageSchema, page);
    }
    const eventCatalog = EVENT_CATALOG.exec(path);
    if (eventCatalog) {
      const eventId = Number(eventCatalog[1]);
      await app.services.events.assertExists(eventId);
      return kept(JobClassListSchema, await catalog.eventCatalog(eventId, lang));
    }
    throw new AppError('NOT_FOUND');
  };
  /**
   * A vacancy's page: one removed answers BE_JOBOFFER_INVALID (410, gone), one that never
   * existed NOT_FOUND (404), as the page answers.
   */
  const vacancyDetail = async (id: number) => {
    try {
      return await list.detail(id, lang);
    } catch (error) {
      if (
        error instanceof AppError &&
        error.code === 'BE_JOBOFFER_INVALID' &&
        (await app.services.jobOfferPublishing.listing(id)) === undefined
      )
        throw new AppError('NOT_FOUND');
      throw error;
    }
  };
  const transport = async (path: string, options: PageRequest): Promise<unknown> => {
    const key = `${path}?${new URLSearchParams(queryOf(options)).toString()}`;
    requests.set(key, { path, options });
    try {
      return await answer(path, options, key);
    } catch (error) {
      failures += 1;
      throw error;
    }
  };
  return {
    transport,
    sources,
    requests,
    failed: () => failures > 0,
    holdsUntil: () => until,
    topics: () => [...topics],
  };
}

/** The job classes of a catalog's JSON bytes, read once per bytes. */
const catalogs = new WeakMap<Buffer, object>();
function catalogOf(body: Buffer): object {
  let parsed = catalogs.get(body);
  if (!parsed) {
    parsed = JSON.parse(body.toString('utf8')) as object;
    catalogs.set(body, parsed);
  }
  return parsed;
}

/**
 * The server renderer of the public pages: the app's own routes and components,
 * rendered by React's streaming renderer with the data the server loads through its services,
 * which the page hands to TanStack Query under the client's own query keys (no second request).
 * Built by `vite build --ssr` into dist-server/; the server imports it (modules/pages).
 */
import { StrictMode } from 'react';
import { matchRoutes, StaticRouter } from 'react-router';
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw.js';
import 'dayjs/locale/zh-cn.js';
import 'dayjs/locale/pt.js';
import {
  LOCALES,
  WEB_LABEL_DOMAINS,
  WEB_TEXT_DOMAINS,
  allowPseudoLanguages,
  languageOf,
  registerPseudo,
  type EventDetail,
  type JobOfferDetail,
  type Locale,
} from '@vaga/contract';
import { pseudoText } from '@vaga/contract/pseudo';
import { AppProvider } from './app/provider.tsx';
import { createQueryClient } from './app/query-client.ts';
import { descriptionKeyOf, type RouteHandle } from './app/route-handle.ts';
import { AppRouter, routes } from './app/router.tsx';
import { preloadRoutes } from './app/routing/route-page.tsx';
import { loadContractTexts } from './shared/lib/contract-texts.ts';
import { jobClassesQuery } from './features/joboffers/api/get-job-classes.ts';
import { jobOfferQuery } from './features/joboffers/api/get-job-offer.ts';
import { prefetchJobList } from './features/joboffers/api/prefetch-job-list.ts';
import { prefetchServicePage } from './features/joboffers/api/prefetch-service-page.ts';
import {
  prefetchEventList,
  prefetchEventPage,
} from './features/events/api/prefetch-event-pages.ts';
import { eventContextOf } from './features/joboffers/lib/event-context.ts';
import { eventQuery } from './features/events/api/get-event.ts';
import { idOf } from './features/events/lib/query-ids.ts';
import { apiErrorOf } from './shared/lib/api-error.ts';
import { withServerTransport, type ServerTransport } from './shared/lib/http.ts';
import { loadTexts, NAMESPACES } from './shared/lib/i18n.ts';
import { formatDate, formatSalary } from './shared/lib/format.ts';
import { setCurrentLocale } from './shared/lib/locale.ts';
import { I18nProvider } from './shared/lib/translate/react.tsx';
import { Translator } from './shared/lib/translate/translator.ts';
import { renderToHtml } from './shared/lib/ssr/render-to-html.ts';
import { SSR_STATE_ID, type SsrState } from './shared/lib/ssr-state.ts';
import {
  paths,
  PUBLIC_PAGE_ROUTES,
  PUBLIC_PAGES,
  ROUTES,
  type PublicPage,
  type PublicPageName,
} from './shared/paths.ts';

export type { ServerTransport } from './shared/lib/http.ts';
export { ROUTES };

/** One translator per language with every text loaded (at start: `prepare`). */
const translators = new Map<Locale, Translator>();

/**
 * Loads the texts of the languages the server answers in (every offered one, and a test language
 * where it is switched on) once; the server calls it before its first render.
 */
export async function prepare(locales: readonly Locale[] = LOCALES): Promise<void> {
  // The renderer's own copy of the contract reads every language's error and validation texts and
  // its names of states and kinds too.
  registerPseudo(pseudoText);
  // A test language is read by its tag where the server answers in it (it says so by `locales`).
  allowPseudoLanguages(locales.some((locale) => languageOf(locale).pseudo));
  await Promise.all(
    locales.map((locale) => loadContractTexts(locale, [...WEB_TEXT_DOMAINS, ...WEB_LABEL_DOMAINS])),
  );
  await Promise.all(
    locales.map(async (locale) => {
      const translator = new Translator({ lng: locale, loader: loadTexts, useSuspense: true });
      await translator.loadNamespaces(NAMESPACES);
      translators.set(locale, translator);
    }),
  );
}

/** The pages this renderer renders (the others keep the app's shell): the public pages. */
export const SERVER_RENDERED = PUBLIC_PAGE_ROUTES;

/**
 * What each public page shows first, loaded into `client` under the client's keys: the reads
 * its declaration names (PUBLIC_PAGES in the contract's web-routes.ts).
 */
const PREFETCH: Record<PublicPageName, (url: URL, client: QueryClient) => void> = {
  service: (_url, client) => prefetchServicePage(client),
  jobService: (url, client) => {
    const event = eventContextOf(url.searchParams);
    if (event !== undefined) void client.prefetchQuery(jobClassesQuery(event?.eventId));
  },
  jobList: (url, client) => {
    prefetchJobList(client, url.searchParams);
    // A vacancy's detail opened over the list (`?detail=`) comes with the page too.
    const detail = url.searchParams.get('detail');
    if (detail !== null && /^[1-9]\d{0,9}$/.test(detail))
      void client.prefetchQuery(jobOfferQuery(Number(detail)));
  },
  jobOffer: (url, client) => {
    const id = vacancyIdOf(url.pathname);
    if (id !== null) void client.prefetchQuery(jobOfferQuery(id));
  },
  matchKinds: (url, client) => prefetchEventList(client, url.searchParams),
  matchIndex: (url, client) => prefetchEventPage(client, url.searchParams),
};

/** The public page of `pathname`: the one of its route, or a record's page by its id. */
function publicPageOf(pathname: string): PublicPageName | null {
  const names = Object.keys(PUBLIC_PAGES) as PublicPageName[];
  const exact = names.find((name) => PUBLIC_PAGES[name].route === pathname);
  if (exact) return exact;
  if (vacancyIdOf(pathname) === null) return null;
  return names.find((name) => recordOf(name) === 'vacancy') ?? null;
}

const recordOf = (name: PublicPageName): PublicPage['record'] =>
  (PUBLIC_PAGES[name] as PublicPage).record;

/** What the page at `url` shows first, loaded into `client` under the client's keys. */
async function prefetch(url: URL, client: QueryClient, transport: ServerTransport): Promise<void> {
  const page = publicPageOf(url.pathname);
  // The page's requests start here, synchronously: each is answered by this render's transport.
  if (page !== null) withServerTransport(transport, () => PREFETCH[page](url, client));
  // Every prefetch above has started; wait for all of them (failures stay in their query).
  await Promise.all(
    client
      .getQueryCache()
      .getAll()
      .map((query) => query.promise?.catch(() => undefined)),
  );
}

/** The vacancy id of a `/job-service/job/{id}` address, else null. */
export function vacancyIdOf(pathname: string): number | null {
  const prefix = paths.jobOffer('');
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length);
  return /^[1-9]\d{0,9}$/.test(rest) ? Number(rest) : null;
}

/**
 * The query of the record a record's page (crawl.ts RECORD_PAGES) shows: a vacancy's, an
 * event's; null for the other pages.
 */
function recordQueryOf(address: URL): QueryKey | null {
  const id = vacancyIdOf(address.pathname);
  if (id !== null) return jobOfferQuery(id).queryKey;
  const page = publicPageOf(address.pathname);
  if (page === null || recordOf(page) !== 'event') return null;
  const eventId = idOf(address.searchParams.get('eventId'));
  return eventId === null ? null : eventQuery(eventId).queryKey;
}

/**
 * The status of a page: a record's page whose record failed answers its failure's status (an
 * unknown record 404, a removed vacancy 410), any other page 200.
 */
function statusOf(address: URL, client: QueryClient): number {
  const key = recordQueryOf(address);
  const record = key === null ? undefined : client.getQueryState(key);
  return record?.status === 'error' ? apiErrorOf(record.error).status : 200;
}

/**
 * Answers the page's requests through `transport`; a failure is the app's own error, as over the
 * network (its code and HTTP status), so the page shows it as the browser would.
 */
function asApiRequests(transport: ServerTransport): ServerTransport {
  return async (path, options) => {
    try {
      return await transport(path, options);
    } catch (error) {
      throw apiErrorOf(error);
    }
  };
}

/** The event of an event's page (`/match-index?eventId=`), when it was loaded. */
function eventOf(address: URL, client: QueryClient): EventDetail | undefined {
  const page = publicPageOf(address.pathname);
  if (page === null || recordOf(page) !== 'event') return undefined;
  const eventId = idOf(address.searchParams.get('eventId'));
  return eventId === null
    ? undefined
    : client.getQueryData<EventDetail>(eventQuery(eventId).queryKey);
}

/** Renders run one after another: the locale and dayjs's are module state, set per render. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

export interface RenderInput {
  /** The page's address (path and query). */
  url: string;
  locale: Locale;
  /** Answers the API requests the page's queries make, without the network. */
  transport: ServerTransport;
}

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The state the client starts from (JSON, for a `<script type="application/json">`). */
  state: string;
  /** The page's title: the top bar's, as the client writes it; a vacancy's own for its page. */
  title: string;
  /**
   * The page's description in its language: a vacancy's summary (employer, salary, place), an
   * event's (venue, days, hours), else its route's own (common `descriptions.*`).
   */
  description: string;
}

export interface LoadedPage {
  /** 200; for a record's page whose record failed, its status (404 unknown, 410 removed). */
  status: number;
  /** Whether every request of the page was answered (else it is not worth keeping). */
  complete: boolean;
  /** Renders the loaded page (one render at a time: see oneAtATime). */
  render: () => Promise<RenderedPage>;
}

/** The JSON of a `<script type="application/json">`: `<` written so no tag can end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Loads the page at `url` in `locale`: its data through `transport`, its route's code. The page
 * is rendered by the answer's `render()`, which a caller with the page already rendered from the
 * same answers skips.
 */
export async function loadPage({ url, locale, transport }: RenderInput): Promise<LoadedPage> {
  const translator = translators.get(locale);
  if (!translator) throw new Error('prepare() first');
  const address = new URL(url, 'http://localhost');
  const client = createQueryClient();
  // The page's data, and its route's code (so it renders without suspending).
  await Promise.all([
    prefetch(address, client, asApiRequests(transport)),
    preloadRoutes(routes, address, false),
  ]);
  const id = vacancyIdOf(address.pathname);
  const vacancy = id === null ? undefined : client.getQueryState(jobOfferQuery(id).queryKey);
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  const status = statusOf(address, client);

  const render = async (): Promise<RenderedPage> => {
    const html = await oneAtATime(async () => {
      setCurrentLocale(locale);
      dayjs.locale(languageOf(locale).dateLocale);
      return renderToHtml(
        <StrictMode>
          <I18nProvider i18n={translator}>
            <AppProvider client={client}>
              <StaticRouter location={`${address.pathname}${address.search}`}>
                <AppRouter />
              </StaticRouter>
            </AppProvider>
          </I18nProvider>
        </StrictMode>,
      );
    });
    const state: SsrState = {
      locale,
      // A failure too (a removed vacancy): the page shows it, and the client starts from it.
      queries: dehydrate(client, {
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) || query.state.status === 'error',
      }),
    };
    const t = translator.getFixedT('common');
    const offer = vacancy?.data as JobOfferDetail | undefined;
    if (offer) {
      const salary = formatSalary(offer.salary, offer.salaryTypeName, locale);
      return {
        html,
        state: scriptJson(state),
        title: `${offer.jobOfferTitle} · ${offer.companyName} · ${t('app.name')}`,
        description: [offer.companyName, salary, offer.workingArea].filter(Boolean).join(' · '),
      };
    }
    const event = eventOf(address, client);
    if (event) {
      const days =
        event.startDate === event.endDate
          ? formatDate(event.startDate)
          : `${formatDate(event.startDate)} – ${formatDate(event.endDate)}`;
      return {
        html,
        state: scriptJson(state),
        title: `${event.eventName} · ${t('app.name')}`,
        description: [event.venue, days, `${event.startTime}–${event.endTime}`].join(' · '),
      };
    }
    const matches = matchRoutes(routes, address.pathname) ?? [];
    const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
    const title = `${t(handle?.titleKey ?? 'app.name')} · ${t('app.name')}`;
    return {
      html,
      state: scriptJson(state),
      title,
      description: t(descriptionKeyOf(handle), { defaultValue: t('app.description') }),
    };
  };
  return { status, complete: !failed, render };
}

export { SSR_STATE_ID };

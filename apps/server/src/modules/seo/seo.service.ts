import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import {
  CRAWL_DISALLOWED,
  eventPagePath,
  LANGUAGES,
  LOCALES,
  SITEMAP_PAGES,
  vacancyPagePath,
  type Locale,
} from '@vaga/contract';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { EVENTS_TOPIC } from '../events/cache-topics.ts';
import type { EventsService } from '../events/events.service.ts';
import { JOB_OFFERS_TOPIC } from '../joboffers/cache-topics.ts';
import { validityWindow } from '../joboffers/joboffer-validity.ts';
import { publishedSince } from '../joboffers/listed-since.ts';
import type { SeoRepository, SitemapVacancy } from './seo.repository.ts';
import { setBounded } from '../../platform/bounded-map.ts';

const gzip = promisify(gzipCallback);

/** The query parameter of the app's language (apps/web/src/shared/lib/locale.ts). */
export const LANGUAGE_QUERY = 'language';
/** Addresses per sitemap file (the protocol allows 50,000; smaller files compress sooner). */
export const SITEMAP_PAGE_URLS = 10_000;
/** How long a sitemap is answered again when no write has moved the vacancies' version (ms). */
export const SITEMAP_TTL_MS = 10 * 60_000;
/** Most origins kept (the server writes one: PUBLIC_URL's). */
const MAX_ORIGINS = 8;

/** The address of a language's sitemap file (page 1 has no `page`). */
export function sitemapPath(locale: Locale, page = 1): string {
  return `/sitemap-${locale}.xml${page > 1 ? `?page=${page}` : ''}`;
}

/** A sitemap file's text and its gzip, made once per snapshot. */
export interface SitemapFile {
  xml: string;
  gzip: Promise<Buffer>;
}

interface Snapshot {
  /** The versions of the vacancies' and the events' topics it was read under. */
  version: string;
  computedAt: number;
  validUntil: number;
  /** The ids of the enrolling events, ascending. */
  events: number[];
  vacancies: SitemapVacancy[];
  lastmod: string | null;
  files: Map<string, SitemapFile>;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * `/sitemap.xml`, the sitemap of each language and `/robots.txt`. The sitemaps list
 * the public pages, the page of every enrolling event and of every valid local vacancy, each in
 * the three languages with its alternates; they are made from one read of the enrolling events
 * and the valid vacancies, kept until the vacancies or the events change (JOB_OFFERS_TOPIC and
 * EVENTS_TOPIC of the change feed, here or on another instance), the first listed vacancy
 * expires, an event starts or stops enrolling, or SITEMAP_TTL_MS passes.
 */
export class SeoService {
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly reading = new Map<string, Promise<Snapshot>>();

  constructor(
    private readonly repository: PublicMembers<SeoRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
    private readonly events: () => Pick<EventsService, 'enrolling' | 'nextChange'>,
  ) {}

  /** The versions of the topics a sitemap is made from. */
  private version(): string {
    return `${this.deps.changes.version(JOB_OFFERS_TOPIC)} ${this.deps.changes.version(EVENTS_TOPIC)}`;
  }

  /** The valid vacancies at `origin`, read again when the kept ones may be stale. */
  private async snapshot(origin: string): Promise<Snapshot> {
    const kept = this.snapshots.get(origin);
    const now = this.deps.clock.millis();
    if (
      kept &&
      kept.version === this.version() &&
      now >= kept.computedAt &&
      now < kept.computedAt + SITEMAP_TTL_MS &&
      now < kept.validUntil
    )
      return kept;
    let reading = this.reading.get(origin);
    if (!reading) {
      reading = this.read(origin).finally(() => this.reading.delete(origin));
      this.reading.set(origin, reading);
    }
    return reading;
  }

  private async read(origin: string): Promise<Snapshot> {
    const version = this.version();
    const now = this.deps.clock.now();
    // publishedSince is the exact inverse of the validity window: these are the valid ones.
    const [vacancies, enrolling, eventsChange] = await Promise.all([
      this.repository.vacanciesPublishedSince(publishedSince(now, 'expiresAt').toISOString()),
      this.events().enrolling(),
      this.events().nextChange(),
    ]);
    let earliest: string | null = null;
    let lastmod: string | null = null;
    for (const row of vacancies) {
      if (earliest === null || row.published_at < earliest) earliest = row.published_at;
      const changed = lastModified(row);
      if (lastmod === null || changed > lastmod) lastmod = changed;
    }
    // Kept until the first of them expires, or an event starts or stops enrolling.
    const validUntil = Math.min(
      earliest ? validityWindow(earliest).expiresAt.getTime() : Number.POSITIVE_INFINITY,
      eventsChange,
    );
    const snapshot: Snapshot = {
      version,
      computedAt: now.getTime(),
      validUntil,
      events: enrolling.map((event) => event.id).sort((a, b) => a - b),
      vacancies,
      lastmod,
      files: new Map(),
    };
    setBounded(this.snapshots, origin, snapshot, MAX_ORIGINS);
    return snapshot;
  }

  /** How many files each language's sitemap takes. */
  private static pagesOf(snapshot: Snapshot): number {
    const urls = SITEMAP_PAGES.length + snapshot.events.length + snapshot.vacancies.length;
    return Math.max(1, Math.ceil(urls / SITEMAP_PAGE_URLS));
  }

  /** `/sitemap.xml`: the index of every language's sitemap files. */
  async index(origin: string): Promise<SitemapFile> {
    const snapshot = await this.snapshot(origin);
    return this.file(snapshot, 'index', () => {
      const lastmod = snapshot.lastmod ? `<lastmod>${snapshot.lastmod}</lastmod>` : '';
      const entries = LOCALES.flatMap((locale) =>
        Array.from(
          { length: SeoService.pagesOf(snapshot) },
          (_, i) =>
            `<sitemap><loc>${xml(origin + sitemapPath(locale, i + 1))}</loc>${lastmod}</sitemap>`,
        ),
      );
      return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
    });
  }

  /** The sitemap file `page` (from 1) of `locale`; null past the last one. */
  async sitemap(origin: string, locale: Locale, page: number): Promise<SitemapFile | null> {
    const snapshot = await this.snapshot(origin);
    if (!Number.isInteger(page) || page < 1 || page > SeoService.pagesOf(snapshot)) return null;
    return this.file(snapshot, `${locale}:${page}`, () => {
      const entries = [
        ...SITEMAP_PAGES.map((path) => ({ path, lastmod: null as string | null })),
        ...snapshot.events.map((id) => ({ path: eventPagePath(id), lastmod: null })),
        ...snapshot.vacancies.map((row) => ({
          path: vacancyPagePath(row.id),
          lastmod: lastModified(row),
        })),
      ].slice((page - 1) * SITEMAP_PAGE_URLS, page * SITEMAP_PAGE_URLS);
      const urls = entries.map(({ path, lastmod }) => {
        const alternates = LANGUAGES.map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other.hreflang}" href="${xml(pageUrl(origin, path, other.tag))}"/>`,
        );
        alternates.push(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + path)}"/>`,
        );
        return `<url><loc>${xml(pageUrl(origin, path, locale))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates.join('')}</url>`;
      });
      return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    });
  }

  private file(snapshot: Snapshot, key: string, make: () => string): SitemapFile {
    let file = snapshot.files.get(key);
    if (!file) {
      const text = make();
      const compressed = gzip(text);
      // Read when asked for; a failure is the request's (it is made again next time).
      compressed.catch(() => snapshot.files.delete(key));
      file = { xml: text, gzip: compressed };
      snapshot.files.set(key, file);
    }
    return file;
  }

  /** `/robots.txt`: the disallowed paths and where the sitemap is. */
  robots(origin: string): string {
    return [
      'User-agent: *',
      ...CRAWL_DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }
}

/** A page's address (its path and query, if any) in a language. */
export function pageUrl(origin: string, path: string, locale: Locale): string {
  const join = path.includes('?') ? '&' : '?';
  return `${origin}${path}${join}${LANGUAGE_QUERY}=${encodeURIComponent(locale)}`;
}

/** When a vacancy's page last changed: its last edit, or its publication when later. */
function lastModified(row: SitemapVacancy): string {
  const published = new Date(row.published_at).toISOString();
  const updated = new Date(row.updated_at).toISOString();
  return updated > published ? updated : published;
}

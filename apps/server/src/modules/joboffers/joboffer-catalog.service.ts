import {
  labelInLanguage,
  pickLocalized,
  type LabelsByTag,
  type ApiLanguage,
  type ConsoleJobOffer,
  type JobClass,
  type JobOfferSummary,
  type MetaData,
} from '@vaga/contract';
import { toJsonBuffer, WrittenAnswers } from '../../platform/json-body.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { metaLabel } from './joboffer-catalog.labels.ts';
import type {
  ClassCount,
  ClassRow,
  GroupRow,
  JobOfferCatalogRepository,
  Totals,
} from './joboffer-catalog.repository.ts';
import { publishedSince } from './listed-since.ts';
import { validityWindow } from './joboffer-validity.ts';
import { JOB_OFFERS_TOPIC } from './cache-topics.ts';
import { kept, type Kept } from '../../platform/kept.ts';
import { VACANCY_TOPICS } from './vacancy-read-cache.ts';
import { countCatalog, type CatalogCounts } from './catalog-counts.ts';
import type { ReferencesService } from '../references/references.service.ts';
import { JOB_CLASS_GROUP_LABELS, JOB_CLASS_LABELS } from './joboffers.tables.ts';

/** A catalog row with its names by language tag (label rows of the references module). */
type Named<T> = T & { labels: LabelsByTag };

/** What the catalog reads of the references module: the labels of its groups and classes. */
export type CatalogLabels = Pick<ReferencesService, 'labelsOf'>;

/** The most vacancies the console's invitation form offers at once. */
const CONSOLE_VACANCIES_MAX = 500;
/** Vacancies a keyword search of the console answers at most. */
const CONSOLE_KEYWORD_MAX = 50;

/** How long computed statistics are reused before they are counted again. */
export const CATALOG_CACHE_MS = 30_000;

interface Snapshot {
  at: Date;
  version: number;
  groups: Named<GroupRow>[];
  classes: Named<ClassRow>[];
  counts: Map<number, ClassCount>;
  totals: Totals;
  localized: Map<ApiLanguage, JobClass[]>;
  json: Map<ApiLanguage, Buffer>;
}

function metaDatas(vacancies: number, positions: number, lang: ApiLanguage): MetaData[] {
  return [
    { key: 'vacancyCount', label: metaLabel('vacancyCount', lang), value: vacancies },
    {
      key: 'positionCount',
      label: metaLabel('positionCount', lang),
      value: positions,
    },
  ];
}

/** Every group with its subcategories and their counts. */
function buildCatalog(
  groups: readonly Named<GroupRow>[],
  classes: readonly Named<ClassRow>[],
  counts: Map<number, ClassCount>,
  lang: ApiLanguage,
): JobClass[] {
  return groups.map((group) => {
    let vacancies = 0;
    let positions = 0;
    const subCategories = classes
      .filter((c) => c.groupId === group.id)
      .map((c) => {
        const count = counts.get(c.id);
        vacancies += count?.vacancies ?? 0;
        positions += count?.positions ?? 0;
        return {
          id: c.id,
          groupId: group.id,
          name: labelInLanguage(c.labels, lang),
          metaDatas: metaDatas(count?.vacancies ?? 0, count?.positions ?? 0, lang),
        };
      });
    return {
      id: group.id,
      groupId: group.id,
      icon: group.icon,
      name: labelInLanguage(group.labels, lang),
      metaDatas: metaDatas(vacancies, positions, lang),
      subCategories,
    };
  });
}

/**
 * The local-vacancy job-class catalog and the statistics box (spec §3 "Job class", §7
 * summary). Counts are of valid local vacancies: not from an event, not removed, and within
 * four months of publication by the clock (joboffer-validity.ts) — what a seeker can still book.
 *
 * Counting scans the vacancies, so each instance reuses its counts until the vacancies change
 * (JOB_OFFERS_TOPIC of the change feed, written here or on another instance: seen within a
 * second) and for at most CATALOG_CACHE_MS of the clock, as vacancies also expire with time.
 * Counts past that time but with no write since are answered, for at most another
 * CATALOG_CACHE_MS, while the next ones are read (a read scans every vacancy: seconds at 100,000),
 * so the home and the job classes do not wait for it every 30 s; such an answer holds for no time
 * (its kept value's `until`), so no page keeps it.
 */
export class JobOfferCatalogService {
  private snapshot: Snapshot | null = null;
  private loading: { version: number; snapshot: Promise<Snapshot> } | null = null;
  private readonly written = new WrittenAnswers();

  /**
   * `count` reads the catalog's counts: on an SQLite file, a worker thread on a connection of its
   * own (catalog-counts.worker.ts), so the counts every CATALOG_CACHE_MS never hold the event
   * loop; else the repository, whose PostgreSQL statements are awaited.
   */
  constructor(
    private readonly repository: PublicMembers<JobOfferCatalogRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
    /** The groups' and classes' names (the references module's label rows). */
    private readonly labels: () => CatalogLabels,
    private readonly count: (validSince: string) => Promise<CatalogCounts> = (validSince) =>
      countCatalog(repository, validSince),
  ) {}

  private async current(): Promise<Snapshot> {
    const now = this.deps.clock.now();
    const version = this.deps.changes.version(JOB_OFFERS_TOPIC);
    const kept = this.snapshot;
    const age = now.getTime() - (kept?.at.getTime() ?? 0);
    if (kept && kept.version === version && age >= 0 && age < CATALOG_CACHE_MS) return kept;
    const stale = kept && kept.version === version && age >= 0 && age < 2 * CATALOG_CACHE_MS;
    if (this.loading?.version === version) return stale ? kept : this.loading.snapshot;
    const loading = { version, snapshot: this.load(now, version) };
    this.loading = loading;
    loading.snapshot
      .then((snapshot) => {
        if (this.loading === loading) this.snapshot = snapshot;
      })
      .catch(() => undefined)
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    return stale ? kept : loading.snapshot;
  }

  /** Active groups and classes, in display order, each with its names. */
  private async namedCatalog(): Promise<{
    groups: Named<GroupRow>[];
    classes: Named<ClassRow>[];
  }> {
    const labels = this.labels();
    const [{ groups, classes }, groupLabels, classLabels] = await Promise.all([
      this.repository.catalog(),
      labels.labelsOf(JOB_CLASS_GROUP_LABELS),
      labels.labelsOf(JOB_CLASS_LABELS),
    ]);
    return {
      groups: groups.map((g) => ({ ...g, labels: groupLabels.get(String(g.id)) ?? {} })),
      classes: classes.map((c) => ({ ...c, labels: classLabels.get(String(c.id)) ?? {} })),
    };
  }

  private async load(now: Date, version: number): Promise<Snapshot> {
    const validSince = publishedSince(now, 'expiresAt').toISOString();
    const [{ groups, classes }, { counts, totals }] = await Promise.all([
      this.namedCatalog(),
      this.count(validSince),
    ]);
    return {
      at: now,
      version,
      groups,
      classes,
      counts: new Map(counts.map((c) => [c.classId, c])),
      totals,
      localized: new Map(),
      json: new Map(),
    };
  }

  /** GET v1/joboffers/localvancancy/catalog: every group with its subcategories and counts. */
  async catalog(lang: ApiLanguage): Promise<JobClass[]> {
    const snapshot = await this.current();
    const cached = snapshot.localized.get(lang);
    if (cached) return cached;
    const result = buildCatalog(snapshot.groups, snapshot.classes, snapshot.counts, lang);
    snapshot.localized.set(lang, result);
    return result;
  }

  /** GET v1/joboffers/events/{eventId}/catalog: the catalog counting one event's valid vacancies. */
  async eventCatalog(eventId: number, lang: ApiLanguage): Promise<JobClass[]> {
    const validSince = this.validSince();
    const [{ groups, classes }, counts] = await Promise.all([
      this.namedCatalog(),
      this.repository.countsByClass(validSince, eventId),
    ]);
    return buildCatalog(groups, classes, new Map(counts.map((c) => [c.classId, c])), lang);
  }

  /** GET v1/joboffers/events/{eventId}/summary: totals of one event's valid vacancies, now. */
  async eventSummary(eventId: number): Promise<JobOfferSummary> {
    const totals = await this.repository.totals(this.validSince(), eventId);
    return {
      vacancyCount: totals.vacancies,
      positionCount: totals.positions,
      employerCount: totals.employers,
      classCount: totals.classes,
      updatedAt: this.deps.clock.now().toISOString(),
    };
  }

  /** Valid vacancies of each of these events, now (0 for an event without any). */
  async eventVacancyCounts(
    eventIds: readonly number[],
  ): Promise<{ counts: Map<number, number>; until: number }> {
    const rows = await this.repository.countsByEvent(eventIds, this.validSince());
    let first: string | null = null;
    for (const row of rows)
      if (first === null || row.firstPublished < first) first = row.firstPublished;
    // The counts hold, while no write moves JOB_OFFERS_TOPIC, until the first counted one expires.
    const until =
      first === null ? Number.POSITIVE_INFINITY : validityWindow(first).expiresAt.getTime();
    return { counts: new Map(rows.map((r) => [r.eventId, r.n])), until };
  }

  private validSince(): string {
    return publishedSince(this.deps.clock.now(), 'expiresAt').toISOString();
  }

  /** The catalog() answer serialized once per snapshot and language. */
  async catalogJson(lang: ApiLanguage): Promise<Buffer> {
    return (await this.catalogJsonKept(lang)).value;
  }

  /**
   * catalogJson(), kept: it holds while no write moves JOB_OFFERS_TOPIC until the end of its
   * snapshot's CATALOG_CACHE_MS (vacancies also expire).
   */
  async catalogJsonKept(lang: ApiLanguage): Promise<Kept<Buffer>> {
    const snapshot = await this.current();
    let body = snapshot.json.get(lang);
    if (!body) {
      body = this.written.same(lang, toJsonBuffer(await this.catalog(lang)));
      snapshot.json.set(lang, body);
    }
    return kept(body, snapshot.at.getTime() + CATALOG_CACHE_MS, VACANCY_TOPICS);
  }

  /** GET v1/joboffers/summary: totals of valid local vacancies, as of `updatedAt`. */
  async summary(): Promise<JobOfferSummary> {
    return (await this.summaryKept()).value;
  }

  /** summary(), kept: as catalogJsonKept(), until the end of its snapshot's CATALOG_CACHE_MS. */
  async summaryKept(): Promise<Kept<JobOfferSummary>> {
    const { totals, at } = await this.current();
    const summary = {
      vacancyCount: totals.vacancies,
      positionCount: totals.positions,
      employerCount: totals.employers,
      classCount: totals.classes,
      updatedAt: at.toISOString(),
    };
    return kept(summary, at.getTime() + CATALOG_CACHE_MS, VACANCY_TOPICS);
  }

  /** The valid local vacancies of one employer, counted now (not cached). */
  async employerVacancyCount(employerId: number): Promise<number> {
    const validSince = publishedSince(this.deps.clock.now(), 'expiresAt').toISOString();
    return this.repository.employerVacancyCount(employerId, validSince);
  }

  /**
   * The valid local vacancies the console may invite or refer to: one employer's, or all (null);
   * with a keyword, those whose title (in any language) holds its every word, at most
   * CONSOLE_KEYWORD_MAX.
   */
  async consoleVacancies(
    employerId: number | null,
    lang: ApiLanguage,
    keyword?: string,
  ): Promise<ConsoleJobOffer[]> {
    const validSince = publishedSince(this.deps.clock.now(), 'expiresAt').toISOString();
    const words = (keyword ?? '').split(/\s+/).filter((w) => w !== '');
    const rows = await this.repository.validVacancies(
      employerId,
      validSince,
      words.length > 0 ? CONSOLE_KEYWORD_MAX : CONSOLE_VACANCIES_MAX,
      words,
    );
    return rows.map((row) => ({
      id: row.id,
      title: pickLocalized({ zh: row.titleCn, pt: row.titlePt, en: row.titleEn }, lang),
      employerId: row.employerId,
      valid: true,
    }));
  }
}

import type {
  ApiLanguage,
  FitVacancy,
  LocalVacancyListQuery,
  JobOfferFilters,
  JobOfferCard,
  JobOfferDetail,
  JobOfferSearchQuery,
  LocalVacancyQuery,
  Page,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { ComputeGate } from '../../platform/compute-gate.ts';
import type { Kept } from '../../platform/kept.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { fitVacancyOf } from './joboffer-cards.ts';
import type { JobOfferListRepository } from './joboffer-list.repository.ts';
import type { JobOfferMatchRepository } from './joboffer-match.repository.ts';
import { JobOfferRecords } from './joboffer-records.ts';
import { VacancyRowPages } from './joboffer-row-pages.ts';
import type { JobOfferSearchService } from './search/search.service.ts';
import { VacancyReadCache, type RowPage } from './vacancy-read-cache.ts';

export type { ClassFitFacts } from './vacancy-read-cache.ts';

/** A page's cards with what skill fit reads of each of its vacancies. */
type PageWithFacts = { page: Page<JobOfferCard>; facts: Map<number, FitVacancy> };

/**
 * Vacancy lists, keyword search, details and validity (spec §3, §4, §7), read through the
 * instance's vacancy read cache (vacancy-read-cache.ts); the reads by id and the writes that
 * take vacancies off the lists are JobOfferRecords'.
 *
 * A vacancy is listed until it is removed — 15 days after its four months — or withdrawn
 * (`removed_at`); the state is computed from the clock on every call, and `sweepRemoved()`
 * persists removals for the rest of the system.
 */
export class JobOfferListService {
  private readonly cache: VacancyReadCache;
  private readonly records: JobOfferRecords;
  private readonly rows: VacancyRowPages;

  constructor(
    private readonly repository: PublicMembers<JobOfferListRepository>,
    matches: PublicMembers<JobOfferMatchRepository>,
    deps: Pick<ServiceDeps, 'clock' | 'changes'>,
    search: JobOfferSearchService,
    /** Sheds uncached pages under a flood (SERVER_BUSY); kept pages are always answered. */
    gate: Pick<ComputeGate, 'run'>,
  ) {
    this.cache = new VacancyReadCache(deps.clock, deps.changes, gate);
    this.records = new JobOfferRecords(repository, matches, deps);
    this.rows = new VacancyRowPages(repository, deps, search, this.cache);
  }

  /** A saved search's filters name job classes and options that exist (as a search's do). */
  async checkFilters(filters: JobOfferFilters, at: string): Promise<void> {
    await this.rows.checkReferences({ ...filters, educationId: filters.typeEducationId }, at);
  }

  /**
   * Every local vacancy of a job class (or all), newest first, with what skill fit reads of it
   * (VacancyRowPages.listedFitFacts).
   */
  listedFitFacts: VacancyRowPages['listedFitFacts'] = (query, client) =>
    this.rows.listedFitFacts(query, client);

  /**
   * GET localvancancy: the local vacancies of a job class (or all), newest first by default;
   * with `eventId`, those of a job-matching event. `client` is who asks (see cachedPage).
   */
  async localVacancies(
    query: LocalVacancyQuery | LocalVacancyListQuery,
    lang: ApiLanguage,
    options: { client: string; eventId?: number },
  ): Promise<Page<JobOfferCard>> {
    return (await this.localVacanciesKept(query, lang, options)).value;
  }

  /** localVacancies(), kept: until when it holds while no vacancy or reference write moves. */
  async localVacanciesKept(
    query: LocalVacancyQuery | LocalVacancyListQuery,
    lang: ApiLanguage,
    options: { client: string; eventId?: number },
  ): Promise<Kept<Page<JobOfferCard>>> {
    return this.cache.cards(await this.rows.localRows(query, options), lang);
  }

  /**
   * GET localvancancy for a seeker: the same kept page, with what skill fit reads of each of its
   * vacancies (from the page's own rows: no further read).
   */
  async localVacanciesWithFacts(
    query: LocalVacancyListQuery,
    lang: ApiLanguage,
    options: { client: string },
  ): Promise<PageWithFacts> {
    return this.withFacts(await this.rows.localRows(query, options), lang);
  }

  private withFacts(rows: RowPage, lang: ApiLanguage): PageWithFacts {
    return { page: this.cache.cards(rows, lang).value, facts: this.cache.pageFacts(rows) };
  }

  /**
   * GET search and localvancancy/search: keyword and filters. A keyword with nothing searchable
   * in it (only punctuation) finds nothing. A first page with hits counts the keyword for the
   * hot searches.
   */
  async searchVacancies(
    query: JobOfferSearchQuery,
    lang: ApiLanguage,
    options: { localOnly: boolean; client: string; eventId?: number },
  ): Promise<Page<JobOfferCard>> {
    return (await this.searchVacanciesKept(query, lang, options)).value;
  }

  /** searchVacancies(), kept: until when it holds while no vacancy or reference write moves. */
  async searchVacanciesKept(
    query: JobOfferSearchQuery,
    lang: ApiLanguage,
    options: { localOnly: boolean; client: string; eventId?: number },
  ): Promise<Kept<Page<JobOfferCard>>> {
    return this.cache.cards(await this.rows.searchRows(query, options), lang);
  }

  /** GET search for a seeker: the same kept page, with what skill fit reads of each vacancy. */
  async searchVacanciesWithFacts(
    query: JobOfferSearchQuery,
    lang: ApiLanguage,
    options: { localOnly: boolean; client: string },
  ): Promise<PageWithFacts> {
    return this.withFacts(await this.rows.searchRows(query, options), lang);
  }

  /**
   * GET joboffers/{id}: a removed or unknown vacancy answers BE_JOBOFFER_INVALID. The detail
   * built from a cached row is kept with it (per language) until the vacancy's validity changes,
   * so the same object, serialized once, answers again (platform/serialized-answer.ts).
   */
  async detail(id: number, lang: ApiLanguage): Promise<JobOfferDetail> {
    return (await this.detailKept(id, lang)).value;
  }

  /** detail(), kept: until when it holds while no vacancy or reference write moves. */
  async detailKept(id: number, lang: ApiLanguage): Promise<Kept<JobOfferDetail>> {
    const held = await this.detailRow(id);
    if (!held || this.cache.isRemoved(held)) throw new AppError('BE_JOBOFFER_INVALID', [id]);
    return this.cache.detail(held, lang);
  }

  /** A vacancy's row, from the read cache while it may answer (no write since, within its TTL). */
  private detailRow(id: number) {
    return this.cache.row(id, async () => (await this.repository.rowsByIds([id]))[0]);
  }

  /**
   * What skill fit reads of a listed vacancy (its education, experience, job title and
   * requirements), from the same cached row as the detail; undefined when unknown or removed.
   */
  async fitFacts(id: number): Promise<FitVacancy | undefined> {
    const held = await this.detailRow(id);
    if (!held || this.cache.isRemoved(held)) return undefined;
    return fitVacancyOf(held.row);
  }

  fitFactsByIds: JobOfferRecords['fitFactsByIds'] = (ids) => this.records.fitFactsByIds(ids);
  matchingIds: JobOfferRecords['matchingIds'] = (f, ids) => this.records.matchingIds(f, ids);
  listedCardsUntil: JobOfferRecords['listedCardsUntil'] = (ids, lang) =>
    this.records.listedCardsUntil(ids, lang);
  detailsIncludingRemoved: JobOfferRecords['detailsIncludingRemoved'] = (ids, lang) =>
    this.records.detailsIncludingRemoved(ids, lang);
  states: JobOfferRecords['states'] = (ids) => this.records.states(ids);
  recommendedIds: JobOfferRecords['recommendedIds'] = (seeker) =>
    this.records.recommendedIds(seeker);
  sweepRemoved: JobOfferRecords['sweepRemoved'] = () => this.records.sweepRemoved();
  withdraw: JobOfferRecords['withdraw'] = (id) => this.records.withdraw(id);

  /** Cards of these vacancies in this order, skipping unknown and removed ones. */
  async listedCards(ids: number[], lang: ApiLanguage): Promise<JobOfferCard[]> {
    return (await this.records.listedCardsUntil(ids, lang)).cards;
  }
}

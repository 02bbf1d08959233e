import { parseRequirements } from '@vaga/contract';
import type {
  ApiLanguage,
  FitVacancy,
  LocalVacancyListQuery,
  JobOfferFilters,
  JobOfferCard,
  JobOfferDetail,
  JobOfferSearchQuery,
  JobOfferSort,
  LocalVacancyQuery,
  Page,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { ComputeGate } from '../../platform/compute-gate.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { fitVacancyOf, toCard, toDetail } from './joboffer-cards.ts';
import type {
  JobOfferListRepository,
  JobOfferRow,
  ListCriteria,
} from './joboffer-list.repository.ts';
import { PAGE_CACHE_TTL_MS, PageCache } from './page-cache.ts';
import type { JobOfferMatchRepository, SeekerMatch } from './joboffer-match.repository.ts';
import { stateAt, validityWindow, type JobOfferState } from './joboffer-validity.ts';
import { publishedSince } from './listed-since.ts';
import { compileExactSearch, compileSearch } from './search/query-builder.ts';
import type { JobOfferSearchService } from './search/search.service.ts';
import { JOB_OFFERS_TOPIC } from './cache-topics.ts';
import { REFERENCES_TOPIC } from '../references/references.service.ts';
import { HeldAnswers } from '../../platform/held-answers.ts';

const isBusy = (error: unknown) => error instanceof AppError && error.code === 'SERVER_BUSY';

/**
 * Every listed vacancy of a job class, newest first: its id and what skill fit reads of it
 * (`facts[i]` is that of `ids[i]`).
 */
export interface ClassFitFacts {
  ids: Int32Array;
  facts: FitVacancy[];
}

/** A page of vacancies in order, and how many match in all. */
interface RowPage {
  rows: JobOfferRow[];
  total: number;
}

/** The page of a keyword with nothing searchable in it: one object, so its cards are kept too. */
const NO_ROWS: RowPage = { rows: [], total: 0 };

/**
 * Vacancy lists, keyword search, details and validity (spec §3, §4, §7).
 *
 * A vacancy is listed until it is removed — 15 days after its four months — or withdrawn
 * (`removed_at`); the state is computed from the clock on every call, and `sweepRemoved()`
 * persists removals for the rest of the system.
 */
export class JobOfferListService {
  private readonly pages: PageCache<RowPage>;
  /** Pages being computed now, by cache key. */
  private readonly computing = new Map<string, Promise<RowPage>>();
  /** Vacancy rows read for the detail, by id: the same data and rules as the pages. */
  private readonly detailRows: PageCache<JobOfferRow>;
  /** Details built from a cached row, per language, until its validity changes. */
  private readonly details = new WeakMap<
    JobOfferRow,
    Partial<Record<ApiLanguage, { detail: JobOfferDetail; builtAt: number; until: number }>>
  >();
  /** What skill fit reads of a job class's listed vacancies, by class (listedFitFacts). */
  private readonly classFacts: PageCache<ClassFitFacts>;
  private readonly computingFacts = new Map<string, Promise<ClassFitFacts>>();
  /** What skill fit reads of each vacancy of a kept page, with it. */
  private readonly pageFacts = new WeakMap<RowPage, Map<number, FitVacancy>>();
  /** Until when (ms of the clock) a kept row page or row may be answered: see holdsUntil(). */
  private readonly rowsUntil = new WeakMap<RowPage | JobOfferRow, number>();
  private readonly answers = new HeldAnswers();
  private readonly cards = new WeakMap<
    RowPage,
    Partial<Record<ApiLanguage, { cards: Page<JobOfferCard>; builtAt: number; until: number }>>
  >();

  constructor(
    private readonly repository: PublicMembers<JobOfferListRepository>,
    private readonly matches: PublicMembers<JobOfferMatchRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
    private readonly search: JobOfferSearchService,
    /** Sheds uncached pages under a flood (SERVER_BUSY); kept pages are always answered. */
    private readonly gate: Pick<ComputeGate, 'run'>,
  ) {
    // Pages hold vacancy rows with the names of their employer and reference options.
    this.pages = new PageCache(
      deps.clock,
      () => deps.changes.version(JOB_OFFERS_TOPIC) + deps.changes.version(REFERENCES_TOPIC),
    );
    this.detailRows = new PageCache(deps.clock, this.pages.version);
    this.classFacts = new PageCache(deps.clock, this.pages.version);
  }

  private listedSince(now = this.deps.clock.now()): string {
    return publishedSince(now, 'removedAt').toISOString();
  }

  /**
   * A page of a list or search — its vacancies in order and the total — from the page cache
   * when it may answer (see page-cache.ts). The key holds every criterion but the listed window,
   * which the cache checks by time. `check` validates the criteria before a page is computed (a
   * cached page's criteria were valid when it was computed; job classes and options are never
   * deleted, only deactivated). A page no cache answers is computed through the gate, for
   * `client` (who asks: an account, an address, or the server itself); when the gate refuses, a
   * kept page past its TTL whose data has not changed answers instead, else SERVER_BUSY.
   */
  private async cachedPage(
    criteria: Omit<ListCriteria, 'listedSince'>,
    check: () => Promise<void>,
    client: string,
  ): Promise<RowPage> {
    const key = JSON.stringify({ ...criteria, search: criteria.search?.fts5All ?? null });
    const cached = this.pages.get(key);
    if (cached) return cached;
    try {
      return await this.computeOnce(key, () =>
        this.gate.run(client, () => this.computePage(key, criteria, check)),
      );
    } catch (error) {
      // Under a flood, a page past its TTL whose data has not changed beats SERVER_BUSY.
      const kept = isBusy(error) ? this.pages.getPastTtl(key) : undefined;
      if (kept) return kept;
      throw error;
    }
  }

  /**
   * One computation of a page at a time: requests for a page already being computed wait for
   * it (and take no slot of the gate), so a burst on a page just expired computes it once.
   */
  private computeOnce(key: string, compute: () => Promise<RowPage>): Promise<RowPage> {
    let pending = this.computing.get(key);
    if (!pending) {
      pending = compute().finally(() => this.computing.delete(key));
      this.computing.set(key, pending);
    }
    return pending;
  }

  /**
   * An event's lists hold its valid vacancies only, as its counts do (GET v2/events/{id}, the
   * summary, the catalog): an expired vacancy leaves them at once, not 15 days later.
   */
  private async computePage(
    key: string,
    criteria: Omit<ListCriteria, 'listedSince'>,
    check: () => Promise<void>,
  ): Promise<RowPage> {
    const version = this.pages.version();
    await check();
    const now = this.deps.clock.now();
    const boundary = criteria.eventId === undefined ? 'removedAt' : 'expiresAt';
    const listedSince = publishedSince(now, boundary).toISOString();
    const [{ ids, total }, earliest] = await Promise.all([
      this.repository.page({ ...criteria, listedSince }),
      this.repository.earliestPublishedSince(listedSince),
    ]);
    const byId = new Map((await this.repository.rowsByIds(ids)).map((r) => [r.id, r]));
    const page = { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
    const validUntil = earliest ? validityWindow(earliest)[boundary] : null;
    this.pages.set(key, page, { version, computedAt: now, validUntil });
    this.rowsUntil.set(
      page,
      Math.min(validUntil?.getTime() ?? Infinity, now.getTime() + PAGE_CACHE_TTL_MS),
    );
    return page;
  }

  /**
   * Unknown job classes and education options answer VALIDATION_FAIL with their field (under
   * `at`: the query string of a search, the body of a saved search).
   */
  private async checkReferences(
    c: {
      categoryGroupId?: number;
      categoryId?: number;
      educationId?: number;
    },
    at = 'querystring',
  ): Promise<void> {
    if (!(await this.repository.classExists(c.categoryGroupId, c.categoryId))) {
      const field = c.categoryId !== undefined ? 'categoryId' : 'categoryGroupId';
      throw new AppError('VALIDATION_FAIL', [`${at}.${field}`]);
    }
    if (
      c.educationId !== undefined &&
      !(await this.repository.referenceExists('EDUCATION', c.educationId))
    ) {
      throw new AppError('VALIDATION_FAIL', [`${at}.typeEducationId`]);
    }
  }

  /** A saved search's filters name job classes and options that exist (as a search's do). */
  async checkFilters(filters: JobOfferFilters, at: string): Promise<void> {
    await this.checkReferences({ ...filters, educationId: filters.typeEducationId }, at);
  }

  /**
   * The cards of a page, valid or not as of now. Built cards are kept with their cached page
   * (per language) until the first of its still-valid vacancies expires, so `isValid` is
   * always that of the moment of asking; removals drop the page itself from the page cache.
   */
  private cardPage(page: RowPage, lang: ApiLanguage): Page<JobOfferCard> {
    const now = this.deps.clock.now();
    const kept = this.cards.get(page)?.[lang];
    if (kept && now.getTime() >= kept.builtAt && now.getTime() < kept.until) return kept.cards;
    let until = Number.POSITIVE_INFINITY;
    for (const row of page.rows) {
      const expiresAt = validityWindow(row.published_at).expiresAt.getTime();
      if (expiresAt > now.getTime()) until = Math.min(until, expiresAt);
    }
    const cards = {
      content: page.rows.map((r) => toCard(r, lang, now)),
      totalElements: page.total,
    };
    const byLang = this.cards.get(page) ?? {};
    byLang[lang] = { cards, builtAt: now.getTime(), until };
    this.cards.set(page, byLang);
    this.answers.hold(cards, Math.min(until, this.rowsUntil.get(page) ?? now.getTime()));
    return cards;
  }

  /**
   * Until when (ms of the clock) an answer of localVacancies(), searchVacancies() or detail()
   * holds while no write moves JOB_OFFERS_TOPIC or REFERENCES_TOPIC: the first instant one of
   * its vacancies expires or one listed is removed, and at most the TTL of the rows it was made
   * from (writes that bump no version). Undefined for an object it did not answer.
   */
  holdsUntil(answer: object): number | undefined {
    return this.answers.holdsUntil(answer);
  }

  /**
   * GET localvancancy: the local vacancies of a job class (or all), newest first by default;
   * with `eventId`, those of a job-matching event. `client` is who asks (see cachedPage).
   */
  async localVacancies(
    query: LocalVacancyQuery | LocalVacancyListQuery,
    lang: ApiLanguage,
    options: { client: string; eventId?: number },
  ): Promise<Page<JobOfferCard>> {
    return this.cardPage(await this.localRows(query, options), lang);
  }

  /**
   * GET localvancancy for a seeker: the same kept page, with what skill fit reads of each of its
   * vacancies (from the page's own rows: no further read).
   */
  async localVacanciesWithFacts(
    query: LocalVacancyListQuery,
    lang: ApiLanguage,
    options: { client: string },
  ): Promise<{ page: Page<JobOfferCard>; facts: Map<number, FitVacancy> }> {
    return this.withFacts(await this.localRows(query, options), lang);
  }

  /** A kept page's cards with what skill fit reads of each of its vacancies (no further read). */
  private withFacts(
    rows: RowPage,
    lang: ApiLanguage,
  ): { page: Page<JobOfferCard>; facts: Map<number, FitVacancy> } {
    let facts = this.pageFacts.get(rows);
    if (!facts) {
      facts = new Map(rows.rows.map((r) => [r.id, fitVacancyOf(r)]));
      this.pageFacts.set(rows, facts);
    }
    return { page: this.cardPage(rows, lang), facts };
  }

  private async localRows(
    query: LocalVacancyQuery | LocalVacancyListQuery,
    options: { client: string; eventId?: number },
  ): Promise<RowPage> {
    const { eventId } = options;
    // `fit` reaches here for callers without a resume: they see the default order's own pages.
    const sort: JobOfferSort =
      !query.sort || query.sort === 'relevance' || query.sort === 'fit'
        ? 'publishDate,desc'
        : query.sort;
    const criteria = {
      localOnly: eventId === undefined,
      eventId,
      categoryGroupId: query.categoryGroupId,
      categoryId: query.categoryId,
      search: null,
      sort,
      offset: query.page * query.size,
      limit: query.size,
    };
    return this.cachedPage(criteria, () => this.checkReferences(criteria), options.client);
  }

  /**
   * Every local vacancy of a job class (or all), newest first, with what skill fit reads of it:
   * the list sorted by fit (JobOfferFitService). Kept by the same rules as the pages
   * (page-cache.ts: no write since, less than its TTL old, no vacancy removed since), so a list
   * sorted by fit reads the class once, not at every request; the same object answers while
   * kept, so what is computed from it may be kept with it. Computed through the gate for
   * `client`, once at a time per class.
   */
  async listedFitFacts(
    query: Pick<LocalVacancyQuery, 'categoryGroupId' | 'categoryId'>,
    client: string,
  ): Promise<ClassFitFacts> {
    const criteria = {
      localOnly: true,
      categoryGroupId: query.categoryGroupId,
      categoryId: query.categoryId,
      search: null,
      sort: 'publishDate,desc' as const,
      offset: 0,
      limit: 0,
    };
    const key = JSON.stringify([criteria.categoryGroupId ?? null, criteria.categoryId ?? null]);
    const cached = this.classFacts.get(key);
    if (cached) return cached;
    let pending = this.computingFacts.get(key);
    if (!pending) {
      pending = this.gate
        .run(client, () => this.computeClassFacts(key, criteria))
        .finally(() => this.computingFacts.delete(key));
      this.computingFacts.set(key, pending);
    }
    try {
      return await pending;
    } catch (error) {
      const kept = isBusy(error) ? this.classFacts.getPastTtl(key) : undefined;
      if (kept) return kept;
      throw error;
    }
  }

  private async computeClassFacts(
    key: string,
    criteria: Omit<ListCriteria, 'listedSince'>,
  ): Promise<ClassFitFacts> {
    const version = this.classFacts.version();
    await this.checkReferences(criteria);
    const now = this.deps.clock.now();
    const rows = await this.repository.fitRows({
      ...criteria,
      listedSince: this.listedSince(now),
    });
    const ids = new Int32Array(rows.length);
    const facts: FitVacancy[] = new Array<FitVacancy>(rows.length);
    rows.forEach((r, i) => {
      ids[i] = r.id;
      facts[i] = {
        typeEducationId: r.education_id,
        experienceRequiredYears: r.experience_required_years,
        typeJobTitleId: r.job_title_id,
        requirements: parseRequirements(r.requirements_json),
      };
    });
    // Newest first: the last row is the first to leave the list.
    const last = rows.at(-1);
    const validUntil = last ? validityWindow(last.published_at).removedAt : null;
    const value = { ids, facts };
    this.classFacts.set(key, value, { version, computedAt: now, validUntil });
    return value;
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
    return this.cardPage(await this.searchRows(query, options), lang);
  }

  /** GET search for a seeker: the same kept page, with what skill fit reads of each vacancy. */
  async searchVacanciesWithFacts(
    query: JobOfferSearchQuery,
    lang: ApiLanguage,
    options: { localOnly: boolean; client: string },
  ): Promise<{ page: Page<JobOfferCard>; facts: Map<number, FitVacancy> }> {
    return this.withFacts(await this.searchRows(query, options), lang);
  }

  private async searchRows(
    query: JobOfferSearchQuery,
    options: { localOnly: boolean; client: string; eventId?: number },
  ): Promise<RowPage> {
    const keyword = query.keyword ?? '';
    const compiled = keyword ? compileSearch(keyword) : null;
    const sort: JobOfferSort = query.sort ?? (compiled ? 'relevance' : 'publishDate,desc');
    const criteria = {
      localOnly: options.localOnly,
      eventId: options.eventId,
      categoryGroupId: query.categoryGroupId,
      categoryId: query.categoryId,
      salaryFrom: query.equivalentMonthlySalaryFrom,
      salaryTo: query.equivalentMonthlySalaryTo,
      educationId: query.typeEducationId,
      experience: query.experience,
      maxRequiredYears: query.experienceRequiredYears,
      search: compiled,
      sort,
      offset: query.page * query.size,
      limit: query.size,
    };
    const check = () => this.checkReferences(criteria);
    if (keyword && !compiled) {
      await check();
      return NO_ROWS;
    }
    const page = await this.cachedPage(criteria, check, options.client);
    if (
      compiled &&
      query.page === 0 &&
      page.total > 0 &&
      (await this.inOwnWords(criteria, options.client))
    ) {
      await this.search.countKeyword(keyword, compiled.terms, options.client);
    }
    return page;
  }

  /**
   * Which of these vacancies the local job list's search with these keyword and filters finds
   * now (a saved search run on newly listed vacancies): the same criteria and SQL as
   * searchVacancies(), restricted to `ids`, uncached and not counted as a search.
   */
  async matchingIds(filters: JobOfferFilters, ids: readonly number[]): Promise<number[]> {
    const keyword = filters.keyword ?? '';
    const compiled = keyword ? compileSearch(keyword) : null;
    if ((keyword && !compiled) || ids.length === 0) return [];
    const { ids: found } = await this.repository.page({
      localOnly: true,
      listedSince: this.listedSince(),
      categoryGroupId: filters.categoryGroupId,
      categoryId: filters.categoryId,
      salaryFrom: filters.equivalentMonthlySalaryFrom,
      salaryTo: filters.equivalentMonthlySalaryTo,
      educationId: filters.typeEducationId,
      experience: filters.experience,
      maxRequiredYears: filters.experienceRequiredYears,
      ids,
      search: compiled,
      sort: 'publishDate,desc',
      offset: 0,
      limit: ids.length,
    });
    return found;
  }

  /**
   * Whether a keyword with hits finds vacancies by its own words, not only by longer words they
   * start (`coz` finding `cozinheiro`): only such keywords become hot searches. When the gate
   * refuses to find out (a flood), the keyword is not counted: the search itself is answered.
   */
  private async inOwnWords(
    criteria: Omit<ListCriteria, 'listedSince'>,
    client: string,
  ): Promise<boolean> {
    const search = criteria.search;
    if (!search?.terms.some((t) => t.prefix)) return true;
    const exact = compileExactSearch(search.terms);
    try {
      const page = await this.cachedPage(
        { ...criteria, search: exact, offset: 0, limit: 1 },
        () => Promise.resolve(),
        client,
      );
      return page.total > 0;
    } catch (error) {
      if (isBusy(error)) return false;
      throw error;
    }
  }

  private stateOf(row: JobOfferRow): JobOfferState {
    if (row.removed_at !== null) return 'REMOVED';
    return stateAt(validityWindow(row.published_at), this.deps.clock.now());
  }

  /**
   * GET joboffers/{id}: a removed or unknown vacancy answers BE_JOBOFFER_INVALID. The detail
   * built from a cached row is kept with it (per language) until the vacancy's validity changes,
   * so the same object, serialized once, answers again (platform/serialized-answer.ts).
   */
  async detail(id: number, lang: ApiLanguage): Promise<JobOfferDetail> {
    const row = await this.detailRow(id);
    if (!row || this.stateOf(row) === 'REMOVED') throw new AppError('BE_JOBOFFER_INVALID', [id]);
    const now = this.deps.clock.now().getTime();
    const kept = this.details.get(row)?.[lang];
    if (kept && now >= kept.builtAt && now < kept.until) return kept.detail;
    const { expiresAt, removedAt } = validityWindow(row.published_at);
    const detail = toDetail(row, lang, new Date(now));
    const byLang = this.details.get(row) ?? {};
    byLang[lang] = {
      detail,
      builtAt: now,
      until: now < expiresAt.getTime() ? expiresAt.getTime() : Number.POSITIVE_INFINITY,
    };
    this.details.set(row, byLang);
    // Valid: until it expires; expired: until it is removed (then the detail is refused).
    const changes = now < expiresAt.getTime() ? expiresAt.getTime() : removedAt.getTime();
    this.answers.hold(detail, Math.min(changes, this.rowsUntil.get(row) ?? now));
    return detail;
  }

  /**
   * A vacancy's row, from the cache while it may answer (page-cache.ts: no write since, less than
   * its TTL old). Its state is computed from the clock at every answer, so a cached row never
   * shows a vacancy as valid past its time.
   */
  private async detailRow(id: number): Promise<JobOfferRow | undefined> {
    const key = String(id);
    const cached = this.detailRows.get(key);
    if (cached) return cached;
    const version = this.detailRows.version();
    const computedAt = this.deps.clock.now();
    const [row] = await this.repository.rowsByIds([id]);
    if (row) {
      this.detailRows.set(key, row, { version, computedAt, validUntil: null });
      this.rowsUntil.set(row, computedAt.getTime() + PAGE_CACHE_TTL_MS);
    }
    return row;
  }

  /**
   * What skill fit reads of a listed vacancy (its education, experience, job title and
   * requirements), from the same cached row as the detail; undefined when unknown or removed.
   */
  async fitFacts(id: number): Promise<FitVacancy | undefined> {
    const row = await this.detailRow(id);
    if (!row || this.stateOf(row) === 'REMOVED') return undefined;
    return fitVacancyOf(row);
  }

  /** What skill fit reads of each of these vacancies (unknown ones left out), in one read. */
  async fitFactsByIds(ids: readonly number[]): Promise<Map<number, FitVacancy>> {
    const rows = await this.repository.rowsByIds(ids);
    return new Map(rows.map((r) => [r.id, fitVacancyOf(r)]));
  }

  /** Cards of these vacancies in this order, skipping unknown and removed ones. */
  async listedCards(ids: number[], lang: ApiLanguage): Promise<JobOfferCard[]> {
    return (await this.listedCardsUntil(ids, lang)).cards;
  }

  /**
   * listedCards(), and until when (ms of the clock) they hold: the first instant one of them
   * stops being valid (their removal drops the lists they come from).
   */
  async listedCardsUntil(
    ids: number[],
    lang: ApiLanguage,
  ): Promise<{ cards: JobOfferCard[]; until: number }> {
    const rows = await this.repository.rowsByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const now = this.deps.clock.now();
    let until = Number.POSITIVE_INFINITY;
    const cards = ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row || this.stateOf(row) === 'REMOVED') return [];
      const expiresAt = validityWindow(row.published_at).expiresAt.getTime();
      if (expiresAt > now.getTime()) until = Math.min(until, expiresAt);
      return [toCard(row, lang, now)];
    });
    return { cards, until };
  }

  /** Details of these vacancies in this order, removed ones included (shown as not valid). */
  async detailsIncludingRemoved(ids: number[], lang: ApiLanguage): Promise<JobOfferDetail[]> {
    const rows = await this.repository.rowsByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const now = this.deps.clock.now();
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const detail = toDetail(row, lang, now);
      return [row.removed_at === null ? detail : { ...detail, isValid: 0 as const }];
    });
  }

  /** The state of each known vacancy among these ids, now. */
  async states(ids: number[]): Promise<Map<number, JobOfferState>> {
    const rows = await this.repository.rowsByIds(ids);
    return new Map(rows.map((r) => [r.id, this.stateOf(r)]));
  }

  /**
   * The vacancies that best match a seeker, best first (recommendations). Only valid local
   * vacancies are considered, and only those the seeker qualifies for: no more years of
   * experience required than the seeker has, and no education required above the highest the
   * seeker holds (education ranks follow the EDUCATION options' order). Among them a vacancy
   * scores the sum of (MATCH_POINTS):
   * - 40 when its job title is one of the seeker's expected jobs;
   * - 30 when an expected job typed by hand finds it by keyword search (as the search box does);
   * - 20 when it is in the job class (subcategory) of an expected job;
   * - 15 when its job title is one the seeker has worked as; 5 when it is in that job's class.
   * Vacancies scoring 0 are not recommended; equal scores rank the newest first.
   */
  async recommendedIds(
    seeker: Omit<SeekerMatch, 'validSince' | 'typedTitleMatchIds'> & { typedTitles: string[] },
  ): Promise<number[]> {
    const now = this.deps.clock.now();
    const validSince = publishedSince(now, 'expiresAt').toISOString();
    const typedTitleMatchIds: number[] = [];
    for (const typed of seeker.typedTitles) {
      const compiled = compileSearch(typed);
      if (!compiled) continue;
      const { ids } = await this.repository.page({
        localOnly: true,
        listedSince: validSince,
        search: compiled,
        sort: 'relevance',
        offset: 0,
        limit: seeker.limit,
      });
      typedTitleMatchIds.push(...ids);
    }
    const { typedTitles: _typed, ...match } = seeker;
    return this.matches.rankedIds({ ...match, validSince, typedTitleMatchIds });
  }

  /** Persists the removal of every vacancy past its window; safe to run on several instances. */
  async sweepRemoved(): Promise<number> {
    const now = this.deps.clock.now();
    const removed = await this.repository.markRemoved(this.listedSince(now), now.toISOString());
    if (removed > 0) await this.deps.changes.bump(JOB_OFFERS_TOPIC);
    return removed;
  }

  /**
   * Withdraws a vacancy: it leaves every list and search at once, here and (within a second) on
   * every instance. An unknown or already removed vacancy answers BE_JOBOFFER_INVALID.
   */
  async withdraw(id: number): Promise<void> {
    const withdrawn = await this.repository.markWithdrawn(id, this.deps.clock.now().toISOString());
    if (!withdrawn) throw new AppError('BE_JOBOFFER_INVALID', [id]);
    await this.deps.changes.bump(JOB_OFFERS_TOPIC);
  }
}

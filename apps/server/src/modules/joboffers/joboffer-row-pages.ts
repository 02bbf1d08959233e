import { parseRequirements } from '@vaga/contract';
import type {
  FitVacancy,
  LocalVacancyListQuery,
  JobOfferSearchQuery,
  JobOfferSort,
  LocalVacancyQuery,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobOfferListRepository, ListCriteria } from './joboffer-list.repository.ts';
import { EarliestListed } from './earliest-listed.ts';
import { validityWindow } from './joboffer-validity.ts';
import { publishedSince } from './listed-since.ts';
import { PAGE_CACHE_TTL_MS } from './page-cache.ts';
import { compileExactSearch, compileSearch, type CompiledSearch } from './search/query-builder.ts';
import type { JobOfferSearchService } from './search/search.service.ts';
import {
  NO_ROWS,
  rowPage,
  type ClassFitFacts,
  type RowPage,
  type VacancyReadCache,
} from './vacancy-read-cache.ts';

/**
 * The row pages of the vacancy lists and search, and the job classes' fit facts, read through
 * the vacancy read cache (vacancy-read-cache.ts): their criteria, the check of the job classes
 * and options they name, and the computation of a page no cache answers.
 */
export class VacancyRowPages {
  constructor(
    private readonly repository: PublicMembers<JobOfferListRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
    private readonly search: JobOfferSearchService,
    private readonly cache: VacancyReadCache,
  ) {}

  /** The first listed vacancy to leave the lists, by the boundary a list keeps (earliest-listed.ts). */
  private readonly earliest = {
    removedAt: this.earliestListed(),
    expiresAt: this.earliestListed(),
  };
  private earliestListed(): EarliestListed {
    return new EarliestListed(
      (since) => this.repository.earliestPublishedSince(since),
      () => this.deps.clock.millis(),
    );
  }

  /** Each kept search query's plans (searchPlan), dropped with the query. */
  private readonly searchPlans = new WeakMap<object, Map<string, SearchPlan>>();
  /**
   * A page of a list or search — its vacancies in order and the total — from the read cache when
   * it may answer (page-cache.ts). The key holds every criterion but the listed window, which the
   * cache checks by time. `check` validates the criteria before a page is computed (a cached
   * page's criteria were valid when it was computed; job classes and options are never deleted,
   * only deactivated). A page no cache answers is computed through the gate, for `client` (who
   * asks: an account, an address, or the server itself).
   *
   * An event's lists hold its valid vacancies only, as its counts do (GET v2/events/{id}, the
   * summary, the catalog): an expired vacancy leaves them at once, not 15 days later.
   */
  private cachedPage(
    criteria: Omit<ListCriteria, 'listedSince'>,
    check: () => Promise<void>,
    client: string,
    key = pageKey(criteria),
  ): Promise<RowPage> {
    return this.cache.page(
      key,
      async (version) => {
        await check();
        const now = this.deps.clock.now();
        const boundary = criteria.eventId === undefined ? 'removedAt' : 'expiresAt';
        const listedSince = publishedSince(now, boundary).toISOString();
        // The next pages of the same criteria count nothing while their total holds.
        const totalKey = pageKey({ ...criteria, offset: 0, limit: 0, ownWords: undefined });
        const known = this.cache.knownTotal(totalKey);
        const [{ rows, total, countedTo, counted, ownWords }, earliest] = await Promise.all([
          this.repository.cardPage({ ...criteria, listedSince }, known),
          this.earliest[boundary].at(listedSince, version),
        ]);
        const validUntil = earliest ? validityWindow(earliest)[boundary] : null;
        // A page holding a known total is kept no longer than that total.
        const readAt = counted || !known ? now : known.countedAt;
        if (counted)
          this.cache.keepTotal(
            totalKey,
            { total, countedTo, countedAt: now },
            { version, validUntil },
          );
        const until = Math.min(
          validUntil?.getTime() ?? Infinity,
          readAt.getTime() + PAGE_CACHE_TTL_MS,
        );
        return { page: { ...rowPage(rows, total, until), ownWords }, validUntil, readAt };
      },
      client,
    );
  }

  /**
   * Unknown job classes and education options answer VALIDATION_FAIL with their field (under
   * `at`: the query string of a search, the body of a saved search).
   */
  async checkReferences(
    c: { categoryGroupId?: number; categoryId?: number; educationId?: number },
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

  localRows(
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
   * (page-cache.ts), so a list sorted by fit reads the class once, not at every request; the same
   * object answers while kept, so what is computed from it may be kept with it. Computed through
   * the gate for `client`, once at a time per class.
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
    return this.cache.facts(
      key,
      async () => {
        await this.checkReferences(criteria);
        const rows = await this.repository.fitRows({
          ...criteria,
          listedSince: publishedSince(this.deps.clock.now(), 'removedAt').toISOString(),
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
        return { value: { ids, facts }, validUntil };
      },
      client,
    );
  }

  async searchRows(
    query: JobOfferSearchQuery,
    options: { localOnly: boolean; client: string; eventId?: number },
  ): Promise<RowPage> {
    const plan = this.searchPlan(query, options);
    const { keyword, compiled, criteria } = plan;
    if (keyword && !compiled) {
      await plan.check();
      return NO_ROWS;
    }
    const page = await this.cachedPage(criteria, plan.check, options.client, plan.key);
    if (compiled && query.page === 0 && page.total > 0 && page.ownWords !== false) {
      await this.search.countKeyword(keyword, compiled.terms, options.client);
    }
    return page;
  }

  /**
   * What a search asks for: its compiled keyword, criteria and page key. A query asked again is
   * the same frozen object (platform/kept-queries.ts): its plan is worked out once and kept with
   * it, per scope (all vacancies or local, an event's), so a kept page is found from its key
   * without writing the criteria and the key again.
   */
  private searchPlan(
    query: JobOfferSearchQuery,
    options: { localOnly: boolean; eventId?: number },
  ): SearchPlan {
    const scope = `${options.localOnly ? 'L' : 'A'}${options.eventId ?? ''}`;
    let plans = this.searchPlans.get(query);
    const known = plans?.get(scope);
    if (known) return known;
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
    // A first page of a keyword with hits counts it for the hot searches when its own words find
    // vacancies, not only longer words they start (`coz` finding `cozinheiro`); the page's own
    // statement answers that (IdPage.ownWords), so a prefix keyword costs no second one.
    const asksOwnWords =
      compiled !== null && query.page === 0 && compiled.terms.some((t) => t.prefix);
    const pageCriteria = asksOwnWords
      ? { ...criteria, ownWords: compileExactSearch(compiled.terms) ?? undefined }
      : criteria;
    const plan: SearchPlan = {
      keyword,
      compiled,
      criteria: pageCriteria,
      key: pageKey(pageCriteria),
      check: () => this.checkReferences(criteria),
    };
    if (Object.isFrozen(query)) {
      if (!plans) this.searchPlans.set(query, (plans = new Map()));
      plans.set(scope, plan);
    }
    return plan;
  }
}

interface SearchPlan {
  keyword: string;
  compiled: CompiledSearch | null;
  criteria: Omit<ListCriteria, 'listedSince'>;
  key: string;
  check: () => Promise<void>;
}

/**
 * The cache key of a page's criteria: each criterion in a fixed place (an absent one empty), the
 * search's terms last, since they may hold any character. Written out field by field, not by
 * JSON.stringify of a copy: it is worked out at every request, a cached page's included.
 */
export function pageKey(c: Omit<ListCriteria, 'listedSince'>): string {
  const at = (value: number | undefined) => (value === undefined ? '' : String(value));
  return [
    c.localOnly ? 'L' : 'A',
    at(c.eventId),
    at(c.categoryGroupId),
    at(c.categoryId),
    at(c.salaryFrom),
    at(c.salaryTo),
    at(c.educationId),
    at(c.experience),
    at(c.maxRequiredYears),
    c.ids ? c.ids.join(',') : '-',
    c.sort,
    c.offset,
    c.limit,
    c.ownWords === undefined ? 'w' : 'W',
    c.search === null ? '-' : `s${c.search.fts5All}`,
  ].join('|');
}

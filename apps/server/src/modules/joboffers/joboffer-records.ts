import type {
  ApiLanguage,
  FitVacancy,
  JobOfferCard,
  JobOfferDetail,
  JobOfferFilters,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { JOB_OFFERS_TOPIC } from './cache-topics.ts';
import { fitVacancyOf, toCard, toDetail } from './joboffer-cards.ts';
import type { JobOfferListRepository, JobOfferRow } from './joboffer-list.repository.ts';
import type { JobOfferMatchRepository, SeekerMatch } from './joboffer-match.repository.ts';
import { stateAt, validityWindow, type JobOfferState } from './joboffer-validity.ts';
import { publishedSince } from './listed-since.ts';
import { compileSearch } from './search/query-builder.ts';

/**
 * Vacancies read by id for other modules (favorites, matches, bookings, saved searches,
 * recommendations), uncached, and the writes that take vacancies off the lists.
 */
export class JobOfferRecords {
  constructor(
    private readonly repository: PublicMembers<JobOfferListRepository>,
    private readonly matches: PublicMembers<JobOfferMatchRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
  ) {}

  listedSince(now = this.deps.clock.now()): string {
    return publishedSince(now, 'removedAt').toISOString();
  }

  stateOf(row: JobOfferRow): JobOfferState {
    if (row.removed_at !== null) return 'REMOVED';
    return stateAt(validityWindow(row.published_at), this.deps.clock.now());
  }

  /**
   * Which of these vacancies the local job list's search with these keyword and filters finds
   * now (a saved search run on newly listed vacancies): the same criteria and SQL as the search,
   * restricted to `ids`, uncached and not counted as a search.
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

  /** What skill fit reads of each of these vacancies (unknown ones left out), in one read. */
  async fitFactsByIds(ids: readonly number[]): Promise<Map<number, FitVacancy>> {
    const rows = await this.repository.cardRowsByIds(ids);
    return new Map(rows.map((r) => [r.id, fitVacancyOf(r)]));
  }

  /**
   * Cards of these vacancies in this order, skipping unknown and removed ones, and until when
   * (ms of the clock) they hold: the first instant one of them stops being valid.
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

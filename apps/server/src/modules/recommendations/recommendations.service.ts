import {
  macaoToday,
  RECOMMENDATION_SIZE,
  type ApiLanguage,
  type JobOfferCard,
  type Page,
  type PageQuery,
  type Profile,
  type Recommendation,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobOfferListService } from '../joboffers/joboffer-list.service.ts';
import type { SeekerAccount } from '../profile/profile.ports.ts';
import type {
  RecommendationsRepository,
  StoredRecommendation,
} from './recommendations.repository.ts';

/** What recommendations need from the profile module. */
export interface ProfileLookup {
  get(account: SeekerAccount): Promise<Profile>;
}

/** What recommendations need from the references module: a JOBTITLE's class is its extraInfo. */
export interface JobTitleLookup {
  optionsOf(type: 'JOBTITLE', ids: number[]): Promise<{ id: number; extraInfo: string | null }[]>;
}

/** EDUCATION_LEVEL "graduated": an education counts towards a requirement once completed. */
const GRADUATED = 1;

/**
 * Recommended vacancies (spec §7 `recommendvacancy`, `localvancancy/recommend`, §9).
 *
 * The list is computed from the seeker's resume — expected jobs, education, experience — by
 * JobOfferListService.recommendedIds() (the scoring is stated there) and stored. It is
 * recomputed by itself once a Macao calendar day (on the first read of the day), and on the
 * seeker's request at most once a Macao calendar day: a second refresh on the same day answers
 * BE_EXCEED_REFRESH_RECOMMEND_VACANCY_PER_DAY, checked and written in one statement. Reading
 * shows only the vacancies of the list that are still valid. A seeker without a resume answers
 * BE_PROFILE_NOT_FOUND ("create your resume first").
 */
export class RecommendationsService {
  constructor(
    private readonly repository: PublicMembers<RecommendationsRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock'>,
    private readonly jobOffers: JobOfferListService,
    private readonly profile: () => ProfileLookup,
    private readonly jobTitles: () => JobTitleLookup,
  ) {}

  /** Forgets the recommendations computed from a resume that was erased (my data). */
  forget(accountId: number): Promise<void> {
    return this.repository.delete(accountId);
  }

  private today(): string {
    return macaoToday(this.deps.clock.now());
  }

  /** GET recommendvacancy. */
  async get(account: SeekerAccount, lang: ApiLanguage): Promise<Recommendation> {
    return this.present(await this.current(account), lang);
  }

  /** POST recommendvacancy/refresh. */
  async refresh(account: SeekerAccount, lang: ApiLanguage): Promise<Recommendation> {
    const ids = await this.compute(account);
    const computedAt = this.deps.clock.now().toISOString();
    const today = this.today();
    if (!(await this.repository.storeRefresh(account.id, ids, computedAt, today))) {
      throw new AppError('BE_EXCEED_REFRESH_RECOMMEND_VACANCY_PER_DAY');
    }
    return this.present({ jobOfferIds: ids, computedAt, refreshedOn: today }, lang);
  }

  /** GET v1/joboffers/localvancancy/recommend: the same list, paged. */
  async page(
    account: SeekerAccount,
    query: PageQuery,
    lang: ApiLanguage,
  ): Promise<Page<JobOfferCard>> {
    const ids = await this.validIds((await this.current(account)).jobOfferIds);
    const start = query.page * query.size;
    return {
      content: await this.jobOffers.listedCards(ids.slice(start, start + query.size), lang),
      totalElements: ids.length,
    };
  }

  /** The stored list, recomputed first when there is none or it is from an earlier day. */
  private async current(account: SeekerAccount): Promise<StoredRecommendation> {
    const stored = await this.repository.find(account.id);
    if (stored && macaoToday(new Date(stored.computedAt)) === this.today()) return stored;
    const ids = await this.compute(account);
    const computedAt = this.deps.clock.now().toISOString();
    await this.repository.store(account.id, ids, computedAt);
    return { jobOfferIds: ids, computedAt, refreshedOn: stored?.refreshedOn ?? null };
  }

  private async present(stored: StoredRecommendation, lang: ApiLanguage): Promise<Recommendation> {
    const ids = await this.validIds(stored.jobOfferIds);
    const content = await this.jobOffers.listedCards(ids, lang);
    return {
      content,
      totalElements: content.length,
      computedAt: stored.computedAt,
      canRefresh: stored.refreshedOn !== this.today(),
    };
  }

  private async validIds(ids: number[]): Promise<number[]> {
    const states = await this.jobOffers.states(ids);
    return ids.filter((id) => states.get(id) === 'VALID');
  }

  /** The ranked vacancy ids for the seeker's resume as it is now. */
  private async compute(account: SeekerAccount): Promise<number[]> {
    const profile = await this.profile().get(account);
    const expectedTitleIds = ids(profile.expectedJobList.map((j) => j.typeJobTitleId));
    const experienceTitleIds = ids(profile.experienceList.map((e) => e.typeJobTitleId));
    const titles = await this.jobTitles().optionsOf('JOBTITLE', [
      ...expectedTitleIds,
      ...experienceTitleIds,
    ]);
    const classOf = new Map(titles.map((t) => [t.id, Number(t.extraInfo)]));
    const classesOf = (titleIds: number[]) =>
      ids(titleIds.map((id) => classOf.get(id))).filter((id) => id > 0);
    return this.jobOffers.recommendedIds({
      expectedTitleIds,
      expectedClassIds: classesOf(expectedTitleIds),
      typedTitles: profile.expectedJobList
        .filter((j) => j.typeJobTitleId === null && j.textJobTitle)
        .map((j) => j.textJobTitle ?? ''),
      experienceTitleIds,
      experienceClassIds: classesOf(experienceTitleIds),
      educationIds: ids(
        profile.educationList
          .filter((e) => e.typeEducationLevelId === null || e.typeEducationLevelId === GRADUATED)
          .map((e) => e.typeEducationId),
      ),
      experienceYears: Math.floor(profile.totalSeniorityMonths / 12),
      limit: RECOMMENDATION_SIZE,
    });
  }
}

function ids(values: (number | null | undefined)[]): number[] {
  return [...new Set(values.filter((v): v is number => Number.isInteger(v)))];
}

import { LIMITS, type ApiLanguage, type Favorite } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobOfferListService } from '../joboffers/joboffer-list.service.ts';
import { FavoritesRepository } from './favorites.repository.ts';

/**
 * Favourite vacancies of a seeker (spec §3, §6, §7, §9): at most LIMITS.favoritesPerSeeker,
 * checked atomically with the write. A favourite whose vacancy expired or was removed stays
 * in the list, shown as not valid, until the seeker removes it.
 */
export class FavoritesService {
  private readonly repository: FavoritesRepository;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly jobOffers: JobOfferListService,
  ) {
    this.repository = new FavoritesRepository(deps.db);
  }

  ids(accountId: number): Promise<number[]> {
    return this.repository.ids(accountId);
  }

  private async addAll(accountId: number, jobOfferIds: number[]): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    const max = LIMITS.favoritesPerSeeker;
    if ((await this.repository.addWithin(accountId, jobOfferIds, max, now)) === 'exceeded') {
      throw new AppError('BE_FAVORITE_EXCEED_MAX', [max]);
    }
  }

  /** Saves one vacancy; an unknown or removed vacancy answers BE_JOBOFFER_INVALID. */
  async add(accountId: number, jobOfferId: number): Promise<number[]> {
    const state = (await this.jobOffers.states([jobOfferId])).get(jobOfferId);
    if (!state || state === 'REMOVED') throw new AppError('BE_JOBOFFER_INVALID', [jobOfferId]);
    await this.addAll(accountId, [jobOfferId]);
    return this.repository.ids(accountId);
  }

  /**
   * Merges a visitor's favourites after login: unknown and removed vacancies are skipped, ones
   * already saved count once, and a merge past the cap saves nothing.
   */
  async saveBatch(accountId: number, jobOfferIds: number[]): Promise<number[]> {
    const states = await this.jobOffers.states(jobOfferIds);
    const keep = jobOfferIds.filter((id) => {
      const state = states.get(id);
      return state !== undefined && state !== 'REMOVED';
    });
    await this.addAll(accountId, keep);
    return this.repository.ids(accountId);
  }

  async remove(accountId: number, jobOfferId: number): Promise<number[]> {
    await this.repository.remove(accountId, jobOfferId);
    return this.repository.ids(accountId);
  }

  /** The /favorites tab: each favourite with its vacancy, newest first. */
  async details(accountId: number, lang: ApiLanguage): Promise<Favorite[]> {
    const saved = await this.repository.list(accountId);
    const details = await this.jobOffers.detailsIncludingRemoved(
      saved.map((s) => s.jobOfferId),
      lang,
    );
    const byId = new Map(details.map((d) => [d.id, d]));
    return saved.flatMap(({ jobOfferId, createdAt }) => {
      const d = byId.get(jobOfferId);
      if (!d) return [];
      return [
        {
          jobOfferId,
          companyType: d.companyType,
          jobOfferTitle: d.jobOfferTitle,
          salary: d.salary,
          salaryTypeName: d.salaryTypeName,
          companyName: d.companyName,
          education: d.education,
          experienceSkill: d.experienceSkill,
          workingArea: d.workingArea,
          workingTime: d.workingTime,
          jobDescription: d.jobDescription,
          additionalMessage: d.additionalMessage,
          isShowAdditionalMessage: d.isShowAdditionalMessage,
          hashTag: d.hashTag,
          needCv: d.needCv,
          isValid: d.isValid,
          createdAt,
        },
      ];
    });
  }
}

import type { MyDataEraseResult } from '@vaga/contract';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { CvsService } from '../cvs/cvs.service.ts';
import type { FavoritesService } from '../favorites/favorites.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { RecommendationsService } from '../recommendations/recommendations.service.ts';
import type { SavedSearchesService } from '../savedsearches/savedsearches.service.ts';

/** The services whose data of a seeker the erasure removes, each through its own module. */
export interface ErasureTargets {
  profile: () => Pick<ProfileService, 'erase'>;
  cvs: () => Pick<CvsService, 'eraseAll'>;
  favorites: () => Pick<FavoritesService, 'eraseAll'>;
  savedSearches: () => Pick<SavedSearchesService, 'eraseAll'>;
  recommendations: () => Pick<RecommendationsService, 'forget'>;
}

/**
 * The erasure of my data: the resume, the CV files (rows and stored files), the
 * favourites and the saved searches go at once, with the recommendations computed from the
 * resume. What the service must keep (interview matches, job-seeking and unemployment
 * registrations, event attendance, the access log) stays until the retention job deletes it.
 * Each step is its module's own and can run again: a failure halfway is finished by a retry.
 */
export class MyDataErasureService {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'config'>,
    private readonly targets: ErasureTargets,
  ) {}

  async erase(accountId: number): Promise<MyDataEraseResult> {
    const t = this.targets;
    const cvFiles = await t.cvs().eraseAll(accountId);
    const favourites = await t.favorites().eraseAll(accountId);
    const savedSearches = await t.savedSearches().eraseAll(accountId);
    await t.recommendations().forget(accountId);
    const resume = await t.profile().erase(accountId);
    return {
      erased: { resume, cvFiles, favourites, savedSearches },
      retentionYears: this.deps.config.dataRetentionYears,
    };
  }
}

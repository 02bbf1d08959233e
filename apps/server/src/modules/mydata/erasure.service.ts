import type { ApiLanguage, MyDataEraseResult, OpenItem } from '@vaga/contract';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { CvsService } from '../cvs/cvs.service.ts';
import type { FavoritesService } from '../favorites/favorites.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { RecommendationsService } from '../recommendations/recommendations.service.ts';
import type { SavedSearchesService } from '../savedsearches/savedsearches.service.ts';
import type { ErasureRegistry } from './erasure-registry.ts';

/** The services whose data of a seeker the erasure removes, each through its own module. */
export interface ErasureTargets {
  profile: () => Pick<ProfileService, 'erase'>;
  cvs: () => Pick<CvsService, 'eraseAll'>;
  favorites: () => Pick<FavoritesService, 'eraseAll'>;
  savedSearches: () => Pick<SavedSearchesService, 'eraseAll'>;
  recommendations: () => Pick<RecommendationsService, 'forget'>;
  /** The notifications' part: the person's inbox, reminders, settings and push subscriptions. */
  notifications: () => { erase(accountId: number): Promise<unknown> };
  /** The sessions' part: every login of the person but the one given. */
  sessions: () => { endOthers(accountId: number, keepLoginId: number): Promise<number> };
  /** The modules holding open records (interviews, registrations, tickets), filled at start-up. */
  open: ErasureRegistry;
}

/** The erasing person: the account and the login the request came with (which stays). */
export interface ErasingPerson {
  accountId: number;
  loginId: number;
}

/**
 * The erasure of my data (decisions: "Skill fit and my data", "Erasure never strands anyone").
 * First what is open is withdrawn, each by its module, recorded and told to the other side;
 * then the resume, the CV files (rows and stored files), the favourites and the saved searches go
 * with the recommendations computed from the resume, then the inbox, pending reminders,
 * notification settings and push subscriptions, and the person's other sessions. What the
 * service must keep (interview matches, registrations, event attendance, the access log) stays
 * until the retention job deletes it. Each step is its module's own and can run again: a failure
 * halfway is finished by a retry.
 */
export class MyDataErasureService {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'config'>,
    private readonly targets: ErasureTargets,
  ) {}

  /** What is still open for the person, and what the erasure does to each. */
  openItems(accountId: number, lang: ApiLanguage): Promise<OpenItem[]> {
    return this.targets.open.openItems(accountId, lang);
  }

  async erase(person: ErasingPerson, lang: ApiLanguage): Promise<MyDataEraseResult> {
    const t = this.targets;
    const { accountId } = person;
    const withdrawn = await t.open.withdraw(accountId, lang);
    const cvFiles = await t.cvs().eraseAll(accountId);
    const favourites = await t.favorites().eraseAll(accountId);
    const savedSearches = await t.savedSearches().eraseAll(accountId);
    await t.recommendations().forget(accountId);
    const resume = await t.profile().erase(accountId);
    await t.notifications().erase(accountId);
    await t.sessions().endOthers(accountId, person.loginId);
    return {
      erased: { resume, cvFiles, favourites, savedSearches },
      withdrawn,
      retentionYears: this.deps.config.dataRetentionYears,
    };
  }
}

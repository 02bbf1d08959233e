import {
  LIMITS,
  type ApiLanguage,
  type Favorite,
  type FavoriteSaveBatchResult,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobOfferListService } from '../joboffers/joboffer-list.service.ts';
import { validityWindow } from '../joboffers/joboffer-validity.ts';
import { FAVOURITE_EXPIRING_DAYS, favouriteExpiringNotice } from './favourite-notices.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { FavoritesRepository } from './favorites.repository.ts';

/** What favourites need of the vacancies (the joboffers module's list service). */
export type JobOfferLookup = Pick<JobOfferListService, 'states' | 'detailsIncludingRemoved'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Favourites read per step of the expiring notices (one transaction each). */
const NOTICE_BATCH = 500;
/**
 * Four months are 119 to 123 days (a month-end clamped): vacancies published in this many days
 * around the window's are read, and their exact expiry decides.
 */
const VALIDITY_SPAN_DAYS = { min: 118, max: 124 };

/**
 * Favourite vacancies of a seeker (spec §3, §6, §7, §9): at most LIMITS.favoritesPerSeeker,
 * checked atomically with the write. A favourite whose vacancy expired or was removed stays
 * in the list, shown as not valid, until the seeker removes it.
 */
export class FavoritesService {
  constructor(
    private readonly repository: PublicMembers<FavoritesRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock'>,
    private readonly jobOffers: JobOfferLookup,
    private readonly notifications?: () => Pick<NotificationsService, 'write' | 'relayQuietly'>,
  ) {}

  /**
   * The scheduler's job: tells each seeker whose saved vacancy expires within
   * FAVOURITE_EXPIRING_DAYS, once per favourite (and publication: the notice's key names its
   * expiry). Answers the notices written or found written before.
   */
  async noticeExpiring(): Promise<number> {
    const notifications = this.notifications;
    if (!notifications) return 0;
    const now = this.deps.clock.millis();
    const until = now + FAVOURITE_EXPIRING_DAYS * DAY_MS;
    const from = new Date(now - VALIDITY_SPAN_DAYS.max * DAY_MS).toISOString();
    const to = new Date(until - VALIDITY_SPAN_DAYS.min * DAY_MS).toISOString();
    let seen = 0;
    for (let after = { accountId: 0, jobOfferId: 0 }; ;) {
      const rows = await this.repository.publishedBetween(from, to, after, NOTICE_BATCH);
      if (rows.length === 0) break;
      const notices: Notice[] = [];
      for (const row of rows) {
        const expiresAt = validityWindow(row.publishedAt).expiresAt.getTime();
        if (expiresAt <= now || expiresAt > until) continue;
        notices.push(
          favouriteExpiringNotice(row.accountId, row.jobOfferId, new Date(expiresAt).toISOString()),
        );
      }
      await this.repository.inTransaction((trx) => notifications().write(trx, notices));
      seen += notices.length;
      after = rows[rows.length - 1]!;
    }
    if (seen > 0) await notifications().relayQuietly();
    return seen;
  }

  ids(accountId: number): Promise<number[]> {
    return this.repository.ids(accountId);
  }

  /** Saves one vacancy; an unknown or removed vacancy answers BE_JOBOFFER_INVALID. */
  async add(accountId: number, jobOfferId: number): Promise<number[]> {
    const state = (await this.jobOffers.states([jobOfferId])).get(jobOfferId);
    if (!state || state === 'REMOVED') throw new AppError('BE_JOBOFFER_INVALID', [jobOfferId]);
    const now = this.deps.clock.now().toISOString();
    const max = LIMITS.favoritesPerSeeker;
    const { notFitting } = await this.repository.addWithin(accountId, [jobOfferId], max, now);
    if (notFitting.length > 0) throw new AppError('BE_FAVORITE_EXCEED_MAX', [max]);
    return this.repository.ids(accountId);
  }

  /**
   * Merges a visitor's favourites after login, in the visitor's order: unknown and removed
   * vacancies are skipped, ones already saved count once, and as many new ones as fit under the
   * cap are saved. The answer names the ones that did not fit, for the visitor to keep.
   */
  async saveBatch(accountId: number, jobOfferIds: number[]): Promise<FavoriteSaveBatchResult> {
    const batch = [...new Set(jobOfferIds)];
    const states = await this.jobOffers.states(batch);
    const isLive = (id: number) => {
      const state = states.get(id);
      return state !== undefined && state !== 'REMOVED';
    };
    const live = batch.filter(isLive);
    const now = this.deps.clock.now().toISOString();
    const { notFitting } = await this.repository.addWithin(
      accountId,
      live,
      LIMITS.favoritesPerSeeker,
      now,
    );
    const left = new Set(notFitting);
    return {
      ids: await this.repository.ids(accountId),
      saved: live.filter((id) => !left.has(id)),
      notFitting,
      skipped: batch.filter((id) => !isLive(id)),
    };
  }

  /** Erases every favourite of the seeker (my data); answers how many went. */
  eraseAll(accountId: number): Promise<number> {
    return this.repository.removeAll(accountId);
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
          ...(d.inChinese ? { inChinese: d.inChinese } : {}),
        },
      ];
    });
  }
}

import {
  computeFit,
  fitReferences,
  macaoYearMonth,
  type ApiLanguage,
  type Fit,
  type FitReferences,
  type FitSeeker,
  type FitVacancy,
  type JobOfferCard,
  type LocalVacancyQuery,
  type Page,
  type References,
} from '@vaga/contract';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { ClassFitFacts, JobOfferListService } from './joboffer-list.service.ts';
import { setBounded } from '../../platform/bounded-map.ts';
import { fittedCards, rankByFit, statesRequirements, type FitOrder } from './fit-ranking.ts';

/**
 * What skill fit needs from the profile module: the seeker's stored resume, or null, and a
 * version of it that moves at every save (null when there is none).
 */
export interface FitProfileLookup {
  findInput(accountId: number): Promise<FitSeeker | null>;
  resumeVersion(accountId: number): Promise<string | null>;
}

/** How long a seeker's resume, as read for the fit, is kept (ms) while its version holds. */
export const FIT_SEEKER_TTL_MS = 5_000;
/** How long a seeker's list sorted by fit is kept (ms) while the class's vacancies are. */
export const FIT_ORDER_TTL_MS = 10_000;
/** Most seekers' resumes, and most lists sorted by fit, kept; the oldest is dropped first. */
export const FIT_KEPT_MAX = 2_000;

function keep<V>(map: Map<string | number, V>, key: string | number, value: V): void {
  setBounded(map, key, value, FIT_KEPT_MAX);
}

/** What skill fit needs from the references module: every option list in display order. */
export interface FitOptionsLookup {
  all(lang: ApiLanguage): Promise<References>;
}

/**
 * Skill fit: the requirements of a vacancy a seeker's resume meets and misses, by the
 * contract's rules (fit.ts), with the names of the request's language. Reference options are
 * read through the references module's snapshot (its ranks follow the options' order); the
 * options indexed for the fit are kept while that snapshot is.
 */
export class JobOfferFitService {
  private readonly indexed = new WeakMap<object, FitReferences>();
  /** Seekers' resumes as the fit reads them, by account, with their version. */
  private readonly seekers = new Map<
    number,
    { version: string; seeker: FitSeeker; readAt: number }
  >();
  /** Lists sorted by fit, by account, resume version and job class. */
  private readonly orders = new Map<string, FitOrder>();
  /**
   * A kept list page with a seeker's fit on its cards, by the page and the seeker's account and
   * resume version: the same answer object while both hold (serialized once: sendKeptJson).
   */
  private readonly withFitPages = new WeakMap<
    object,
    Map<string, { answer: Page<JobOfferCard>; builtAt: number }>
  >();

  constructor(
    private readonly jobOffers: Pick<
      JobOfferListService,
      'fitFacts' | 'listedFitFacts' | 'listedCardsUntil' | 'fitFactsByIds'
    >,
    private readonly deps: Pick<ServiceDeps, 'clock'>,
    private readonly profile: () => FitProfileLookup,
    private readonly references: () => FitOptionsLookup,
  ) {}

  /** The option lists of the fit, indexed once per references snapshot. */
  async fitReferences(): Promise<FitReferences> {
    const all = await this.references().all('zh');
    // The lists are the snapshot's own arrays: the same until the options change.
    const key = all.JOBTITLE;
    let refs = this.indexed.get(key);
    if (!refs) {
      refs = fitReferences(all);
      this.indexed.set(key, refs);
    }
    return refs;
  }

  /**
   * The seeker's resume as the fit reads it, or null when there is none; with its version. Kept
   * for {@link FIT_SEEKER_TTL_MS} while its version holds; the version is kept by the profile
   * service until a save is heard of, so a saved resume is fitted at once.
   */
  private async seekerOf(
    accountId: number,
  ): Promise<{ seeker: FitSeeker; version: string } | null> {
    const profile = this.profile();
    const version = await profile.resumeVersion(accountId);
    if (version === null) {
      this.seekers.delete(accountId);
      return null;
    }
    const now = this.deps.clock.millis();
    const kept = this.seekers.get(accountId);
    if (
      kept &&
      kept.version === version &&
      now >= kept.readAt &&
      now < kept.readAt + FIT_SEEKER_TTL_MS
    )
      return { seeker: kept.seeker, version };
    const seeker = await profile.findInput(accountId);
    if (!seeker) return null;
    keep(this.seekers, accountId, { version, seeker, readAt: now });
    return { seeker, version };
  }

  /**
   * The seeker's fit for a listed vacancy; null when the vacancy states no requirement, is not
   * listed, or the seeker has no resume.
   */
  async fitOf(accountId: number, jobOfferId: number, lang: ApiLanguage): Promise<Fit | null> {
    const vacancy = await this.jobOffers.fitFacts(jobOfferId);
    if (!vacancy || !statesRequirements(vacancy)) return null;
    const seeker = (await this.seekerOf(accountId))?.seeker;
    if (!seeker) return null;
    const today = macaoYearMonth(this.deps.clock.now());
    return computeFit(vacancy, seeker, await this.fitReferences(), lang, today);
  }

  /**
   * GET localvancancy with `sort=fit` for a seeker: the list's vacancies, those the seeker fully
   * fits first — fewest requirements missed, then most met, then newest (a vacancy stating none
   * misses none and meets none). Null when the seeker has no resume (the caller answers the
   * default order then).
   */
  async fitPage(
    accountId: number,
    query: Pick<LocalVacancyQuery, 'categoryGroupId' | 'categoryId' | 'page' | 'size'>,
    lang: ApiLanguage,
    client: string,
  ): Promise<Page<JobOfferCard> | null> {
    const resume = await this.seekerOf(accountId);
    if (!resume) return null;
    const facts = await this.jobOffers.listedFitFacts(query, client);
    const key = JSON.stringify([
      accountId,
      resume.version,
      query.categoryGroupId ?? null,
      query.categoryId ?? null,
    ]);
    const now = this.deps.clock.millis();
    let ranked = this.orders.get(key);
    // Kept while the class's vacancies are (the same kept object) and for its TTL.
    if (
      !ranked ||
      ranked.facts !== facts ||
      now < ranked.computedAt ||
      now >= ranked.computedAt + FIT_ORDER_TTL_MS
    ) {
      ranked = await this.rank(facts, resume.seeker, now);
      keep(this.orders, key, ranked);
    }
    const pageKey = `${query.page}|${query.size}|${lang}`;
    const kept = ranked.pages.get(pageKey);
    if (kept && now >= kept.builtAt && now < kept.until) return kept.answer;
    const order = ranked;
    const start = query.page * query.size;
    const shown = Array.from(order.order.subarray(start, start + query.size));
    const counts = new Map(
      shown.map((i) => [
        facts.ids[i],
        { met: order.met[i], total: order.met[i] + order.missing[i] },
      ]),
    );
    const { cards, until } = await this.jobOffers.listedCardsUntil(
      shown.map((i) => facts.ids[i]),
      lang,
    );
    const answer = {
      content: cards.map((card) => {
        const fitCount = counts.get(card.id);
        return fitCount && fitCount.total > 0 ? { ...card, fitCount } : card;
      }),
      totalElements: facts.ids.length,
    };
    order.pages.set(pageKey, { answer, builtAt: now, until });
    return answer;
  }

  /**
   * A kept page of a list (the same object while its cards hold) with the seeker's fit on its
   * cards; `facts`, what fit reads of its vacancies. The answer is kept with the page for
   * {@link FIT_SEEKER_TTL_MS} while the seeker's resume version holds, so it is the same object,
   * serialized once. Null when the seeker has no resume.
   */
  async keptPageWithFit(
    accountId: number,
    page: Page<JobOfferCard>,
    facts: Map<number, FitVacancy>,
    lang: ApiLanguage,
  ): Promise<Page<JobOfferCard> | null> {
    const resume = await this.seekerOf(accountId);
    if (!resume) return null;
    const now = this.deps.clock.millis();
    const key = `${accountId}|${resume.version}`;
    const bySeeker = this.withFitPages.get(page) ?? new Map();
    const kept = bySeeker.get(key);
    if (kept && now >= kept.builtAt && now < kept.builtAt + FIT_SEEKER_TTL_MS) return kept.answer;
    const refs = await this.fitReferences();
    const content = this.fitted(refs, resume.seeker, page.content, lang, facts, false, now);
    const answer = { content, totalElements: page.totalElements };
    keep(bySeeker, key, { answer, builtAt: now });
    this.withFitPages.set(page, bySeeker);
    return answer;
  }

  private async rank(facts: ClassFitFacts, seeker: FitSeeker, now: number): Promise<FitOrder> {
    const refs = await this.fitReferences();
    return rankByFit(facts, seeker, refs, macaoYearMonth(new Date(now)), now);
  }

  /**
   * These cards with the seeker's fit: `fitCount` on each vacancy stating requirements and, with
   * `reasons` (recommendations), `fitReasons`, the names of the requirements met; `facts`, what
   * fit reads of the cards' vacancies when the caller has it at hand. Null when the
   * seeker has no resume (the caller answers the cards as they are, which may be kept).
   */
  async withFit(
    accountId: number,
    cards: readonly JobOfferCard[],
    lang: ApiLanguage,
    options: { reasons?: boolean; facts?: Map<number, FitVacancy> } = {},
  ): Promise<JobOfferCard[] | null> {
    const seeker = (await this.seekerOf(accountId))?.seeker;
    if (!seeker) return null;
    const facts = options.facts ?? (await this.jobOffers.fitFactsByIds(cards.map((c) => c.id)));
    return this.fitted(
      await this.fitReferences(),
      seeker,
      cards,
      lang,
      facts,
      options.reasons ?? false,
      this.deps.clock.millis(),
    );
  }

  private fitted(
    refs: FitReferences,
    seeker: FitSeeker,
    cards: readonly JobOfferCard[],
    lang: ApiLanguage,
    facts: Map<number, FitVacancy>,
    reasons: boolean,
    now: number,
  ): JobOfferCard[] {
    const today = macaoYearMonth(new Date(now));
    return fittedCards(
      cards,
      facts,
      (vacancy) => computeFit(vacancy, seeker, refs, lang, today),
      reasons,
    );
  }
}

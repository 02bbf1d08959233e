import {
  computeFit,
  fitCountOf,
  fitReferences,
  hasRequirements,
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
import type { JobOfferListService } from './joboffer-list.service.ts';

/** What skill fit needs from the profile module: the seeker's stored resume, or null. */
export interface FitProfileLookup {
  findInput(accountId: number): Promise<FitSeeker | null>;
}

/** What skill fit needs from the references module: every option list in display order. */
export interface FitOptionsLookup {
  all(lang: ApiLanguage): Promise<References>;
}

/** Whether a vacancy states any requirement skill fit counts. */
export function statesRequirements(v: FitVacancy): boolean {
  return (
    v.typeEducationId !== null || v.experienceRequiredYears > 0 || hasRequirements(v.requirements)
  );
}

/**
 * Skill fit (issue 32): the requirements of a vacancy a seeker's resume meets and misses, by the
 * contract's rules (fit.ts), with the names of the request's language. Reference options are
 * read through the references module's snapshot (its ranks follow the options' order); the
 * options indexed for the fit are kept while that snapshot is.
 */
export class JobOfferFitService {
  private readonly indexed = new WeakMap<object, FitReferences>();

  constructor(
    private readonly jobOffers: Pick<
      JobOfferListService,
      'fitFacts' | 'listedFitFacts' | 'listedCards' | 'fitFactsByIds'
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
   * The seeker's fit for a listed vacancy; null when the vacancy states no requirement, is not
   * listed, or the seeker has no resume.
   */
  async fitOf(accountId: number, jobOfferId: number, lang: ApiLanguage): Promise<Fit | null> {
    const vacancy = await this.jobOffers.fitFacts(jobOfferId);
    if (!vacancy || !statesRequirements(vacancy)) return null;
    const seeker = await this.profile().findInput(accountId);
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
    const seeker = await this.profile().findInput(accountId);
    if (!seeker) return null;
    const listed = await this.jobOffers.listedFitFacts(query, client);
    const refs = await this.fitReferences();
    const today = macaoYearMonth(this.deps.clock.now());
    const ranked = listed.map(({ id, facts }, order) => {
      const fit = statesRequirements(facts) ? computeFit(facts, seeker, refs, lang, today) : null;
      return { id, order, missing: fit?.missing.length ?? 0, met: fit?.met.length ?? 0 };
    });
    // The rows come newest first: equal fits keep that order.
    ranked.sort((a, b) => a.missing - b.missing || b.met - a.met || a.order - b.order);
    const start = query.page * query.size;
    const shown = ranked.slice(start, start + query.size);
    const counts = new Map(shown.map((r) => [r.id, { met: r.met, total: r.met + r.missing }]));
    const cards = await this.jobOffers.listedCards(
      shown.map((r) => r.id),
      lang,
    );
    return {
      content: cards.map((card) => {
        const fitCount = counts.get(card.id);
        return fitCount && fitCount.total > 0 ? { ...card, fitCount } : card;
      }),
      totalElements: ranked.length,
    };
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
    const seeker = await this.profile().findInput(accountId);
    if (!seeker) return null;
    const facts = options.facts ?? (await this.jobOffers.fitFactsByIds(cards.map((c) => c.id)));
    const refs = await this.fitReferences();
    const today = macaoYearMonth(this.deps.clock.now());
    return cards.map((card) => {
      const vacancy = facts.get(card.id);
      const fit =
        vacancy && statesRequirements(vacancy)
          ? computeFit(vacancy, seeker, refs, lang, today)
          : null;
      if (!fit) return card;
      const fitCount = fitCountOf(fit);
      return options.reasons
        ? { ...card, fitCount, fitReasons: fit.met.map((item) => item.name) }
        : { ...card, fitCount };
    });
  }
}

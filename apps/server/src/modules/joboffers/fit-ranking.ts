import {
  computeFit,
  fitCountOf,
  hasRequirements,
  type Fit,
  type FitReferences,
  type FitSeeker,
  type FitVacancy,
  type JobOfferCard,
  type Page,
} from '@vaga/contract';
import type { ClassFitFacts } from './joboffer-list.service.ts';

/** Whether a vacancy states any requirement skill fit counts. */
export function statesRequirements(v: FitVacancy): boolean {
  return (
    v.typeEducationId !== null || v.experienceRequiredYears > 0 || hasRequirements(v.requirements)
  );
}

/** A list sorted by fit: positions in the class's facts, best first, with their counts. */
export interface FitOrder {
  facts: ClassFitFacts;
  order: Int32Array;
  met: Uint8Array;
  missing: Uint8Array;
  computedAt: number;
  /** Its pages answered, by page, size and language, while their cards hold. */
  pages: Map<string, { answer: Page<JobOfferCard>; builtAt: number; until: number }>;
}

/**
 * The class's vacancies in fit order for a seeker: fewest requirements missed, then most met;
 * the rows come newest first, and equal fits keep that order.
 */
export function rankByFit(
  facts: ClassFitFacts,
  seeker: FitSeeker,
  refs: FitReferences,
  today: { year: number; month: number },
  now: number,
): FitOrder {
  const n = facts.ids.length;
  const met = new Uint8Array(n);
  const missing = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const vacancy = facts.facts[i];
    if (!statesRequirements(vacancy)) continue;
    // The counts do not depend on the language the names are in.
    const fit = computeFit(vacancy, seeker, refs, 'zh', today);
    met[i] = fit?.met.length ?? 0;
    missing[i] = fit?.missing.length ?? 0;
  }
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => missing[a] - missing[b] || met[b] - met[a] || a - b);
  return { facts, order, met, missing, computedAt: now, pages: new Map() };
}

/**
 * These cards with a seeker's fit (`fitOf`): `fitCount` on each vacancy stating requirements
 * and, with `reasons`, `fitReasons`, the names of the requirements met.
 */
export function fittedCards(
  cards: readonly JobOfferCard[],
  facts: Map<number, FitVacancy>,
  fitOf: (vacancy: FitVacancy) => Fit | null,
  reasons: boolean,
): JobOfferCard[] {
  return cards.map((card) => {
    const vacancy = facts.get(card.id);
    const fit = vacancy && statesRequirements(vacancy) ? fitOf(vacancy) : null;
    if (!fit) return card;
    const fitCount = fitCountOf(fit);
    return reasons
      ? { ...card, fitCount, fitReasons: fit.met.map((item) => item.name) }
      : { ...card, fitCount };
  });
}

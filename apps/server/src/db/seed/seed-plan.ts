import { generateEmployers, type EmployerPool } from './employers.ts';
import {
  generateEvents,
  generateSessions,
  type EventSeed,
  type EventSessionSeed,
} from './events.ts';
import { generateJobOffer, type JobOfferSeed } from './job-offers.ts';
import { Prng } from './prng.ts';

export const DEFAULT_SEED = 20_261_122;
/** Vacancies of the demo set that `npm start` seeds into an empty database. */
export const DEMO_VACANCIES = 3000;

export interface SeedOptions {
  /** Number of vacancies. */
  vacancies: number;
  /** The seeding instant: publication dates and events are placed around it. */
  now: Date;
  /** PRNG seed; the same options always give the same rows. */
  seed?: number;
  /** Adds a year of past activity for the statistics (history.ts): the demo server's start. */
  history?: boolean;
}

export interface SeedPlan {
  /** The seeding instant. */
  now: Date;
  /** The PRNG seed the plan was drawn from. */
  seed: number;
  /** Whether the year of history is written after the demo rows. */
  history: boolean;
  employers: EmployerPool;
  events: EventSeed[];
  eventSessions: EventSessionSeed[];
  /** The vacancies, generated lazily in order (ids from 1), so 100,000 need little memory. */
  jobOffers(): Generator<JobOfferSeed>;
}

/** Employers grow with the number of vacancies: about 25 vacancies per employer. */
export function employersPerGroup(vacancies: number): number {
  return Math.max(3, Math.ceil(vacancies / 450));
}

/** The demo employer's id (the Health Bureau, the `employer` demo account's). */
export const DEMO_EMPLOYER_ID = 1;
/** The cap of active interview requests of the demo vacancy that has one. */
export const DEMO_INTERVIEW_CAP = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes the demo employer's first two recent local vacancies show the booking rules: the first
 * needs a CV, the second takes at most DEMO_INTERVIEW_CAP active interview requests (and needs
 * none). Recent = published in the last 100 days, so both stay bookable for at least 20 days
 * after seeding. Nothing random is drawn, so the rest of the plan is unchanged.
 */
function interviewDemoMarker(now: Date): (offer: JobOfferSeed) => JobOfferSeed {
  let marked = 0;
  const since = now.getTime() - 100 * DAY_MS;
  return (offer) => {
    const eligible =
      offer.employer_id === DEMO_EMPLOYER_ID &&
      offer.event_id === null &&
      offer.removed_at === null &&
      Date.parse(offer.published_at) >= since;
    if (!eligible || marked >= 2) return { ...offer, max_active_interviews: null };
    marked += 1;
    return marked === 1
      ? { ...offer, need_cv: 1, max_active_interviews: null }
      : { ...offer, need_cv: 0, max_active_interviews: DEMO_INTERVIEW_CAP };
  };
}

/** A deterministic plan of the demo data: employers, events and vacancies. */
export function planSeed(options: SeedOptions): SeedPlan {
  const seed = options.seed ?? DEFAULT_SEED;
  const createdAt = options.now.toISOString();
  const employers = generateEmployers(
    new Prng(seed),
    employersPerGroup(options.vacancies),
    createdAt,
  );
  const events = generateEvents(options.now);
  return {
    now: options.now,
    seed,
    history: options.history ?? false,
    employers,
    events,
    eventSessions: generateSessions(events),
    *jobOffers() {
      const ctx = { rng: new Prng(seed ^ 0x5eed), seed, now: options.now, employers, events };
      const interviewDemo = interviewDemoMarker(options.now);
      for (let i = 1; i <= options.vacancies; i++) yield interviewDemo(generateJobOffer(ctx, i));
    },
  };
}

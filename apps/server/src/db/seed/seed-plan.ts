import { generateEmployers, type EmployerPool } from './employers.ts';
import { generateEvents, type EventSeed } from './events.ts';
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
}

export interface SeedPlan {
  employers: EmployerPool;
  events: EventSeed[];
  /** The vacancies, generated lazily in order (ids from 1), so 100,000 need little memory. */
  jobOffers(): Generator<JobOfferSeed>;
}

/** Employers grow with the number of vacancies: about 25 vacancies per employer. */
export function employersPerGroup(vacancies: number): number {
  return Math.max(3, Math.ceil(vacancies / 450));
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
    employers,
    events,
    *jobOffers() {
      const ctx = { rng: new Prng(seed ^ 0x5eed), now: options.now, employers, events };
      for (let i = 1; i <= options.vacancies; i++) yield generateJobOffer(ctx, i);
    },
  };
}

import { z } from 'zod';

/**
 * The registrations in figures: job-seeking registrations and unemployment registrations
 * received and decided in each period, how many days a decision took, and those waiting for one
 * by how long they have waited. Counts of people are null for 1 to 4 (read "fewer than 5").
 */

const People = z.number().int().min(0).nullable();
const Days = z.number().min(0).nullable();

/** The kinds of registration counted: job-seeking (the referral service) and unemployment. */
export const REGISTRATION_KINDS = ['jobSeeks', 'unemployment'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/**
 * How long the waiting registrations have waited, in whole days since received: 0–7, 8–30,
 * 31–90, over 90. `WAITING_AGE_DAYS[k]` is the first day of age that is no longer in bucket k.
 */
export const WAITING_AGES = ['upTo7', 'upTo30', 'upTo90', 'over90'] as const;
export type WaitingAge = (typeof WAITING_AGES)[number];
export const WAITING_AGE_DAYS = [8, 31, 91] as const;

/** The registrations of one kind in a period. */
export const RegistrationFiguresSchema = z.object({
  /** Received (registered; an unemployment registration: submitted) in the period. */
  received: People,
  /** Decided in the period: approved plus refused. */
  decided: People,
  approved: People,
  refused: People,
  /**
   * Days from receipt to decision of those decided in the period, the median and the 90th
   * percentile (one decimal); null when fewer than 5 were decided.
   */
  medianDays: Days,
  p90Days: Days,
});
export type RegistrationFigures = z.infer<typeof RegistrationFiguresSchema>;

export const RegistrationsFiguresSchema = z.object({
  jobSeeks: RegistrationFiguresSchema,
  unemployment: RegistrationFiguresSchema,
});
export type RegistrationsFigures = z.infer<typeof RegistrationsFiguresSchema>;

/** Registrations of one kind waiting for a decision, by age. */
export const WaitingFiguresSchema = z.object(
  Object.fromEntries(WAITING_AGES.map((age) => [age, People])) as Record<WaitingAge, typeof People>,
);
export type WaitingFigures = z.infer<typeof WaitingFiguresSchema>;

/** Waiting at the range's end, or now when the range has not ended. */
export const WaitingNowSchema = z.object({
  /** The instant counted (ISO UTC). */
  at: z.string(),
  jobSeeks: WaitingFiguresSchema,
  unemployment: WaitingFiguresSchema,
});
export type WaitingNow = z.infer<typeof WaitingNowSchema>;

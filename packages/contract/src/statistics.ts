import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { PATHS } from './paths.ts';
import { paramInteger, validationMessage } from './validation.ts';
import { NotificationFiguresSchema } from './statistics-notifications.ts';
import { ResidentFiguresSchema } from './statistics-residents.ts';
import { EventFiguresSchema } from './statistics-events.ts';
import { RegistrationsFiguresSchema, WaitingNowSchema } from './statistics-registrations.ts';

/**
 * The service in figures: statistics for staff (the whole service, by period, sector and
 * employer type) and for employers (their own vacancies). Only counts leave the database, and a
 * figure about people below STATISTICS_MIN_GROUP is not given (null, read "fewer than 5").
 */

/** The smallest group of people whose count is shown; 1 to 4 people answer null. */
export const STATISTICS_MIN_GROUP = 5;
/** The longest range a staff query covers, in days (a year and a day). */
export const STATISTICS_MAX_DAYS = 366;
/** How the range is cut: Macao calendar months, or weeks from Monday in Macao. */
export const STATISTICS_GROUPINGS = ['month', 'week'] as const;
export type StatisticsGrouping = (typeof STATISTICS_GROUPINGS)[number];

const DAY_MS = 86_400_000;

/** Whether a `YYYY-MM-DD` text names a day that exists (not 30 February). */
function isCalendarDay(day: string): boolean {
  const t = Date.parse(`${day}T00:00:00.000Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(day);
}

/** A Macao calendar day, `YYYY-MM-DD`, that exists. */
export function statisticsDay() {
  return z
    .string({ error: validationMessage('validation.required') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: validationMessage('validation.invalid') })
    .refine(isCalendarDay, {
      error: validationMessage('validation.invalid'),
    });
}

/** Days from `from` to `to`, both included. */
export function statisticsRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

/** Query of the staff statistics: a range of Macao days, its grouping, a sector, an employer type. */
export const StaffStatisticsQuerySchema = z
  .object({
    from: statisticsDay(),
    to: statisticsDay(),
    by: z.enum(STATISTICS_GROUPINGS, { error: validationMessage('validation.choice') }),
    /** A job-class group (sector). */
    sector: paramInteger(1, 9999).optional(),
    /** An employer (company) type. */
    employerType: paramInteger(1, 99).optional(),
  })
  .refine((q) => q.to >= q.from, {
    path: ['to'],
    error: validationMessage('validation.min', 0),
  })
  .refine((q) => q.to < q.from || statisticsRangeDays(q.from, q.to) <= STATISTICS_MAX_DAYS, {
    path: ['to'],
    error: validationMessage('validation.max', STATISTICS_MAX_DAYS),
  });
export type StaffStatisticsQuery = z.input<typeof StaffStatisticsQuerySchema>;

/** A count of people: null when 1 to 4 people (shown as "fewer than 5"). */
export const PeopleCountSchema = z.number().int().min(0).nullable();
export type PeopleCount = z.infer<typeof PeopleCountSchema>;

/** The vacancy figures of a period (vacancies are not people: never withheld). */
export const VacancyFiguresSchema = z.object({
  /** Listed and valid at the end of the period. */
  open: z.number().int().min(0),
  /** Published in the period. */
  new: z.number().int().min(0),
  /** Positions offered by the vacancies published in the period. */
  positions: z.number().int().min(0),
  /** Withdrawn by their employer in the period. */
  withdrawn: z.number().int().min(0),
  /** Whose four months of validity ended in the period. */
  expired: z.number().int().min(0),
  /**
   * Filled in the period: the hire that brought the vacancy's hires to its positions was made in
   * the period (each vacancy counts once).
   */
  filled: z.number().int().min(0),
});
export type VacancyFigures = z.infer<typeof VacancyFiguresSchema>;

/**
 * The matching steps, in the funnel's order: interview requests by seekers, invitations by
 * employers, invitations accepted / rejected / lapsed (no reply in time), requests declined,
 * interviews arranged, and their results.
 */
export const MATCHING_STEPS = [
  'requested',
  'invited',
  'accepted',
  'rejected',
  'lapsed',
  'declined',
  'arranged',
  'hired',
  'notHired',
  'absent',
  'noResult',
] as const;
export type MatchingStep = (typeof MATCHING_STEPS)[number];
/** The steps the funnel draws, with the rate between each. */
export const FUNNEL_STEPS = ['requested', 'arranged', 'hired'] as const satisfies MatchingStep[];

export const MatchingFiguresSchema = z.object(
  Object.fromEntries(MATCHING_STEPS.map((step) => [step, PeopleCountSchema])) as Record<
    MatchingStep,
    typeof PeopleCountSchema
  >,
);
export type MatchingFigures = z.infer<typeof MatchingFiguresSchema>;

export const StatisticsPeriodSchema = z.object({
  /** The period's first and last Macao day (cut to the range asked). */
  from: z.string(),
  to: z.string(),
  /** The period has ended: its figures were computed once and are kept. */
  ended: z.boolean(),
  vacancies: VacancyFiguresSchema,
  matching: MatchingFiguresSchema,
  /** Deliveries outside the app settled in the period (statistics-notifications.ts). */
  notifications: NotificationFiguresSchema,
  /** Resumes and job alerts by language of use (statistics-residents.ts). */
  residents: ResidentFiguresSchema,
  /** Registrations received and decided (not filtered by sector or employer type). */
  registrations: RegistrationsFiguresSchema,
});
export type StatisticsPeriod = z.infer<typeof StatisticsPeriodSchema>;

/** GET v1/console/statistics/staff. */
export const StaffStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(STATISTICS_GROUPINGS),
  periods: z.array(StatisticsPeriodSchema),
  /** The whole range: vacancy flows summed (open: at the range's end), people counted once. */
  totals: z.object({
    vacancies: VacancyFiguresSchema,
    matching: MatchingFiguresSchema,
    notifications: NotificationFiguresSchema,
    residents: ResidentFiguresSchema,
    registrations: RegistrationsFiguresSchema,
  }),
  /** Vacancies published in the range by sector (job-class group), every active sector. */
  sectors: z.array(
    z.object({
      sector: z.number().int(),
      name: z.string(),
      new: z.number().int().min(0),
      positions: z.number().int().min(0),
    }),
  ),
  /** Registrations waiting for a decision at the range's end (or now), by age. */
  waiting: WaitingNowSchema,
  /** Events with a session in the range: registrations, check-ins, show-up rates. */
  events: z.array(EventFiguresSchema),
});
export type StaffStatistics = z.infer<typeof StaffStatisticsSchema>;

/** How many Macao days of views an employer's figures give, today the last. */
export const EMPLOYER_VIEW_DAYS = 30;

/** One vacancy of an employer, in figures. */
export const EmployerVacancyFiguresSchema = z.object({
  jobOfferId: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  requested: PeopleCountSchema,
  invited: PeopleCountSchema,
  /** Invitations the seeker answered (accepted or rejected). */
  replied: PeopleCountSchema,
  hired: PeopleCountSchema,
  /** The mean hours from a seeker's request to the employer's answer; null when none answered. */
  answerHours: z.number().min(0).nullable(),
  /** Views of the vacancy's page, counted by Macao day (no personal data); not people. */
  views: z.number().int().min(0),
  /** Views of its page on each day of `viewDays` (0 when none), in the same order. */
  dailyViews: z.array(z.number().int().min(0)),
});
export type EmployerVacancyFigures = z.infer<typeof EmployerVacancyFiguresSchema>;

/** GET v1/console/statistics/employer: the employer's vacancies of the last year, newest first. */
export const EmployerStatisticsSchema = z.object({
  /** The Macao days the daily views cover: the last EMPLOYER_VIEW_DAYS, today last. */
  viewDays: z.array(z.string()),
  vacancies: z.array(EmployerVacancyFiguresSchema),
});
export type EmployerStatistics = z.infer<typeof EmployerStatisticsSchema>;

export const STATISTICS_ENDPOINTS = endpoints('statistics', {
  staffStatistics: {
    method: 'GET',
    path: PATHS.consoleStaffStatistics,
    access: 'staff',
    operationId: 'getStaffStatistics',
    summary: 'The service’s vacancy and matching figures by period, sector and employer type',
    query: StaffStatisticsQuerySchema,
    response: StaffStatisticsSchema,
  },
  employerStatistics: {
    method: 'GET',
    path: PATHS.consoleEmployerStatistics,
    access: 'employer',
    operationId: 'getEmployerStatistics',
    summary: 'The employer’s own vacancies in figures',
    response: EmployerStatisticsSchema,
  },
});

import { z } from 'zod';
import { PageQuerySchema, pageSchema } from './common.ts';
import { DE } from './paths.ts';
import { EVENT_LIMITS, EventDetailSchema } from './events.ts';
import { macaoDayEnd, macaoDayStart } from './macao-time.ts';
import {
  boundedInteger,
  dateField,
  isCalendarDate,
  listField,
  paramInteger,
  requiredText,
  rowId,
  rowIdParam,
  textField,
  validationMessage,
} from './validation.ts';

/**
 * The console's side of job-matching events. Staff create and edit events, their sessions and
 * quotas, attach employers' vacancies, open and close registration, and check registered seekers
 * in at the venue by their ticket (scanned or typed); the waiting count moves with each
 * check-in. Employers see who booked their event vacancies. Every staff action is recorded with
 * the staff account and the time. Staff routes: staff only (employers 403 FORBIDDEN_ROLE); the
 * employer route: employers only.
 *
 * Vacancies of the event's own listings (v1/joboffers/events/{eventId} with /search, /summary,
 * /catalog) answer the shapes of the local lists: JobOfferPageSchema, JobOfferSummarySchema,
 * JobClassListSchema, with the queries LocalVacancyQuerySchema and JobOfferSearchQuerySchema.
 */
export const CONSOLE_EVENT_PATHS = {
  consoleEvents: `${DE}/v1/console/events`,
  consoleEvent: `${DE}/v1/console/events/:id`,
  consoleEventSessions: `${DE}/v1/console/events/:id/sessions`,
  consoleEventSession: `${DE}/v1/console/events/:id/sessions/:sessionId`,
  consoleEventVacancies: `${DE}/v1/console/events/:id/joboffers`,
  consoleEventRegistration: `${DE}/v1/console/events/:id/registration`,
  consoleEventCheckins: `${DE}/v1/console/events/:id/checkins`,
  consoleEventRegistrations: `${DE}/v1/console/events/:id/registrations`,
  consoleEmployerEventBookings: `${DE}/v1/console/event-bookings`,
} as const;

export const ConsoleEventParamsSchema = z.object({ id: rowIdParam() });
export const ConsoleEventSessionParamsSchema = z.object({
  id: rowIdParam(),
  sessionId: rowIdParam(),
});

const time = () =>
  z
    .string({ error: validationMessage('validation.required') })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: validationMessage('validation.invalid') });

const texts = (max: number) => ({
  cn: requiredText(max),
  pt: requiredText(max),
  en: requiredText(max),
});

const MACAO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isWindowBound = (v: unknown): v is string =>
  typeof v === 'string' &&
  (MACAO_DAY.test(v) ? isCalendarDate(v) : z.iso.datetime().safeParse(v).success);
const windowBound = () =>
  z
    .string({ error: validationMessage('validation.date') })
    .refine(isWindowBound, { error: validationMessage('validation.date') });

/**
 * A registration window as ISO instants: a day given as its start is 00:00:00.000 of that day,
 * as its end 23:59:59.999 of that day, Macao time (macao-time.ts); an instant stays as it is.
 */
export function registrationWindow(from: string, to: string): { from: string; to: string } {
  const instant = (v: string, day: (d: string) => Date) =>
    (MACAO_DAY.test(v) ? day(v) : new Date(v)).toISOString();
  return { from: instant(from, macaoDayStart), to: instant(to, macaoDayEnd) };
}

/** The event's fields as staff last saved them (answers: rules added since may not hold). */
export const ConsoleEventFieldsSchema = z.object({
  typeEventId: boundedInteger(1, 3),
  eventCatalogType: boundedInteger(1, 3),
  name: z.object(texts(200)),
  venue: z.object(texts(200)),
  description: z.object({ cn: textField(2000), pt: textField(2000), en: textField(2000) }),
  startDate: dateField(),
  endDate: dateField(),
  startTime: time(),
  endTime: time(),
  /**
   * The registration window: Macao days (`YYYY-MM-DD`, from 00:00:00 of the first to
   * 23:59:59.999 of the last, Macao time; the console's form sends these) or ISO instants.
   */
  registerFrom: windowBound(),
  registerTo: windowBound(),
  maxApplyPerSeeker: boundedInteger(1, EVENT_LIMITS.maxApplyPerSeekerMax).default(
    EVENT_LIMITS.defaultMaxApplyPerSeeker,
  ),
});

/** The date rules of an event's fields that need no clock. */
function checkEventDates(e: z.output<typeof ConsoleEventFieldsSchema>, ctx: z.core.$RefinementCtx) {
  if (e.endDate < e.startDate)
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: validationMessage('validation.dateOrder'),
    });
  // Refinements run even when a field failed: order only two valid bounds.
  if (!isWindowBound(e.registerFrom) || !isWindowBound(e.registerTo)) return;
  const window = registrationWindow(e.registerFrom, e.registerTo);
  if (window.to <= window.from)
    ctx.addIssue({
      code: 'custom',
      path: ['registerTo'],
      message: validationMessage('validation.dateOrder'),
    });
  // Registration closes by the end of the event's last day (Macao), never after the event.
  else if (isCalendarDate(e.endDate) && window.to > macaoDayEnd(e.endDate).toISOString())
    ctx.addIssue({
      code: 'custom',
      path: ['registerTo'],
      message: validationMessage('validation.registrationAfterEvent'),
    });
}

/**
 * Create or edit an event (PUT replaces these fields; sessions are changed on their own). The
 * registration window closes by the end of the last day. Against the clock (the server's, the
 * form's): a new event, or a changed first day, starts today or later, and a new or changed
 * window has not closed yet (VALIDATION_FAIL `validation.notPast`, `validation.futureRequired`).
 */
export const ConsoleEventInputSchema = ConsoleEventFieldsSchema.superRefine(checkEventDates);
export type ConsoleEventInput = z.input<typeof ConsoleEventInputSchema>;

/** Add or edit a session: a day of the event, a time range, seats, the ticket collection time. */
export const ConsoleEventSessionInputSchema = z.object({
  date: dateField(),
  startTime: time(),
  endTime: time(),
  /** A quota may not drop below the seats already taken (BE_EVENT_QUOTA_BELOW_TAKEN). */
  quota: boundedInteger(1, 100_000),
  ticketFrom: time(),
  ticketTo: time(),
});
export type ConsoleEventSessionInput = z.input<typeof ConsoleEventSessionInputSchema>;

/** Attach (or, with `detach`, remove) employers' valid vacancies to the event. */
export const ConsoleEventVacanciesInputSchema = z.object({
  jobOfferIds: listField(rowId(), 50)
    .min(1, { error: validationMessage('validation.required') })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: validationMessage('validation.duplicate'),
    }),
  detach: z.boolean().default(false),
});

/** Open or close registration. */
export const ConsoleEventRegistrationInputSchema = z.object({ open: z.boolean() });

/**
 * Check a seeker in by the ticket (the QR code's content, or the typed ticketNo). A forged or
 * altered ticket, one of another event, or one whose registration is not the account it names
 * answers BE_EVENT_TICKET_INVALID; checked in before: BE_EVENT_ALREADY_CHECKED_IN.
 */
export const ConsoleEventCheckinInputSchema = z.object({
  ticket: requiredText(EVENT_LIMITS.ticketMax),
});
export const ConsoleEventCheckinSchema = z.object({
  registerId: z.number().int(),
  seekerName: z.string(),
  /** The identity document number with all but the last 4 characters masked. */
  docNumMasked: z.string(),
  place: z.number().int(),
  checkedInAt: z.string(),
  /** Seekers checked in at the event so far. */
  waitingCount: z.number().int(),
});
export type ConsoleEventCheckin = z.infer<typeof ConsoleEventCheckinSchema>;

export const ConsoleEventListQuerySchema = PageQuerySchema.extend({
  typeEventStatus: paramInteger(1, 3).optional(),
});

export const ConsoleEventHistoryEntrySchema = z.object({
  action: z.string(),
  actionDesc: z.string(),
  at: z.string(),
  actorName: z.string(),
  detail: z.string().nullable(),
});

/** The event as staff see it: every language's texts, counts, vacancies and history. */
export const ConsoleEventDetailSchema = EventDetailSchema.extend({
  input: ConsoleEventFieldsSchema,
  registrationClosedByStaff: z.boolean(),
  registeredCount: z.number().int(),
  checkedInCount: z.number().int(),
  vacancies: z.array(
    z.object({
      jobOfferId: z.number().int(),
      jobOfferTitle: z.string(),
      employerName: z.string(),
      /** Now: VALID, EXPIRED (past its four months) or REMOVED; only valid ones reach residents. */
      state: z.enum(['VALID', 'EXPIRED', 'REMOVED']),
      bookingCount: z.number().int(),
    }),
  ),
  history: z.array(ConsoleEventHistoryEntrySchema),
});
export type ConsoleEventDetail = z.infer<typeof ConsoleEventDetailSchema>;

export const ConsoleEventRegistrationRowSchema = z.object({
  registerId: z.number().int(),
  seekerName: z.string(),
  ticketNo: z.string(),
  sessionIds: z.array(z.number().int()),
  registeredAt: z.string(),
  checkedInAt: z.string().nullable(),
  place: z.number().int().nullable(),
});
export const ConsoleEventRegistrationPageSchema = pageSchema(ConsoleEventRegistrationRowSchema);

/** GET console/event-bookings?eventId=: who booked the employer's vacancies at events. */
export const ConsoleEmployerEventBookingQuerySchema = PageQuerySchema.extend({
  eventId: rowIdParam().optional(),
});
export const ConsoleEmployerEventBookingSchema = z.object({
  bookingId: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  jobOfferId: z.number().int(),
  jobOfferTitle: z.string(),
  seekerName: z.string(),
  /** Whether a CV was attached (the employer downloads it through the console). */
  hasCv: z.boolean(),
  bookedAt: z.string(),
});
export const ConsoleEmployerEventBookingPageSchema = pageSchema(ConsoleEmployerEventBookingSchema);

import { z } from 'zod';
import { FlagSchema, PageQuerySchema, pageSchema } from './common.ts';
import { JobOfferDetailSchema } from './joboffers.ts';
import { LIMITS, MAX_ROW_ID } from './limits.ts';
import {
  listField,
  optionId,
  paramInteger,
  rowId,
  rowIdParam,
  validationMessage,
} from './validation.ts';

/**
 * Job-matching events (spec §2 `/match-kinds` … `/appt-jobs`, §3 Event, Event registration,
 * Event vacancy application, §4 enrolling or finished, §5 booking needs a registration, §7
 * Events, §9 arrive 15 minutes early). The service runs industry matching sessions (typeEventId
 * 1), leisure-industry events (2) and large job fairs (3). An event has a venue, days, and
 * sessions with times and quotas. A resident registers for one or more sessions (seats are
 * never oversold), gets a signed QR ticket, and books the event's vacancies with a CV, up to the
 * event's maximum. Staff check registered seekers in at the venue by their ticket.
 *
 * Status (typeEventStatus), from the clock on every read: finished (2) once the event's last day
 * has passed; before that, registration closed (3) once the registration window has ended or
 * staff have closed registration (registrationOpen 0), else enrolling (1). A list filtered by a
 * status lists the events of that status only.
 * A seeker may register only while the event is enrolling, the window is open (registerFrom ≤
 * now ≤ registerTo) and staff have not closed it: otherwise BE_NOT_IN_EVENT_DATE_RANGE.
 */
export const EVENT_STATUS_IDS = { enrolling: 1, finished: 2, registrationClosed: 3 } as const;
export type EventStatusId = (typeof EVENT_STATUS_IDS)[keyof typeof EVENT_STATUS_IDS];

export const EVENT_LIMITS = {
  /** Sessions one registration may choose. */
  sessionsPerRegistration: 3,
  /** The maximum bookings per seeker of an event when staff set none. */
  defaultMaxApplyPerSeeker: 3,
  /** The most bookings per seeker staff may set for an event. */
  maxApplyPerSeekerMax: 20,
  /** Events one statistics call may name. */
  statisticsEvents: 20,
  arriveEarlyMinutes: LIMITS.eventArriveEarlyMinutes,
  /** A ticket as typed or scanned: at most this many characters. */
  ticketMax: 400,
} as const;

/** GET v2/events: events of a kind and status; soonest first unless `sort` says otherwise. */
export const EventListQuerySchema = PageQuerySchema.extend({
  typeEventId: paramInteger(1, 3).optional(),
  typeEventStatus: paramInteger(1, 3).optional(),
  sort: z.enum(['startDate,asc', 'startDate,desc']).optional(),
});
export type EventListQuery = z.input<typeof EventListQuerySchema>;

export const EventParamsSchema = z.object({ id: rowIdParam() });
export const EventIdParamsSchema = z.object({ eventId: rowIdParam() });
export const EventVacancyParamsSchema = z.object({
  eventId: rowIdParam(),
  jobOfferId: rowIdParam(),
});

/** A session: a day and a time range with its seats. Times `HH:mm`, Macao time. */
export const EventSessionSchema = z.object({
  sessionId: z.number().int(),
  /** `YYYY-MM-DD`. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  quota: z.number().int(),
  remaining: z.number().int(),
  /** When the queue tickets of the session are collected at the venue (`HH:mm`). */
  ticketFrom: z.string(),
  ticketTo: z.string(),
});
export type EventSession = z.infer<typeof EventSessionSchema>;

/** An event as lists show it; texts in the request's language. */
export const EventCardSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  /** 1 lists its vacancies directly; 2 and 3 by job class (spec §2 LEISURE_EVENT_ODE). */
  eventCatalogType: z.number().int(),
  typeEventId: z.number().int(),
  typeEventStatus: z.number().int(),
  statusDesc: z.string(),
  venue: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** ISO instants. */
  registerFrom: z.string(),
  registerTo: z.string(),
  /** 1 when a seeker may register now (enrolling, within the window, not closed by staff). */
  registrationOpen: FlagSchema,
  /** Seats left over all sessions. */
  remainingQuota: z.number().int(),
  vacancyCount: z.number().int(),
});
export type EventCard = z.infer<typeof EventCardSchema>;
export const EventPageSchema = pageSchema(EventCardSchema);

/** GET v2/events/{id} and v1/events/{eventId}. */
export const EventDetailSchema = EventCardSchema.extend({
  description: z.string(),
  sessions: z.array(EventSessionSchema),
  /** Arrive this many minutes early (spec §9). */
  arriveEarlyMinutes: z.number().int(),
  maxApplyPerSeeker: z.number().int(),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

/** GET v2/events/{id}/sessionstock: seats left now, per session. */
export const EventSessionStockSchema = z.object({
  eventId: z.number().int(),
  sessions: z.array(
    z.object({
      sessionId: z.number().int(),
      quota: z.number().int(),
      remaining: z.number().int(),
    }),
  ),
});
export type EventSessionStock = z.infer<typeof EventSessionStockSchema>;

/** GET v2/eventbanners: one banner per enrolling event, soonest first. */
export const EventBannerSchema = z.object({
  eventId: z.number().int(),
  typeEventId: z.number().int(),
  eventCatalogType: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** An image under the web app, or null for a drawn banner. */
  imageUrl: z.string().nullable(),
});
export const EventBannerListSchema = z.array(EventBannerSchema);
export type EventBanner = z.infer<typeof EventBannerSchema>;

/**
 * POST v2/eventregisters/initialvalidate: whether the seeker may register, before the form.
 * Refusals, in this order: a visitor 401; not a resident (the resident routes' refusal); an
 * expired identity document; no resume BE_PROFILE_NOT_FOUND; under 16 BE_SEEKER_AGE_MUST_GE_16;
 * unknown event NOT_FOUND; outside the window or closed BE_NOT_IN_EVENT_DATE_RANGE; already
 * registered BE_ALREADY_REGISTER_EVENT. The answer pre-fills the form from the resume and the
 * job-seeking registration.
 */
export const EventInitialValidateSchema = z.object({ eventId: rowId() });
export const EventInitialValidateResultSchema = z.object({
  eventId: z.number().int(),
  typeEducationId: z.number().int().nullable(),
  typeEmploymentStatusId: z.number().int().nullable(),
});
export type EventInitialValidateResult = z.infer<typeof EventInitialValidateResultSchema>;

/**
 * POST v2/eventregisters: the same checks as initialvalidate, options active
 * (BE_REFERENCE_OPTION_INACTIVE), sessions of the event, distinct; a session without a seat left
 * answers BE_SESSION_FULL_BOOKING [session id] and nothing is stored (all sessions or none).
 */
export const EventRegisterInputSchema = z.object({
  eventId: rowId(),
  typeEducationId: optionId(),
  typeEmploymentStatusId: optionId(),
  eventRegisterSessionList: listField(
    z.object({ sessionId: rowId() }),
    EVENT_LIMITS.sessionsPerRegistration,
  )
    .min(1, { error: validationMessage('validation.required') })
    .refine((list) => new Set(list.map((s) => s.sessionId)).size === list.length, {
      error: validationMessage('validation.duplicate'),
    }),
});
export type EventRegisterInput = z.input<typeof EventRegisterInputSchema>;

/**
 * GET v2/eventregisters/events/{eventId}: my registration (404 NOT_FOUND when I have none), with
 * the QR ticket. `ticket` is what the QR code carries: a token signed by the server naming the
 * registration and the account (a forged or altered ticket fails the check-in, and so does one
 * presented for another account). `ticketNo` is a short code staff may type instead.
 */
export const EventRegistrationSchema = z.object({
  registerId: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  venue: z.string(),
  registeredAt: z.string(),
  sessions: z.array(EventSessionSchema),
  ticket: z.string(),
  ticketNo: z.string(),
  arriveEarlyMinutes: z.number().int(),
  /** ISO instant of the check-in at the venue; null before. */
  checkedInAt: z.string().nullable(),
  /** My number in the venue's queue, given at check-in; null before. */
  place: z.number().int().nullable(),
  /** Seekers checked in before me and still waiting (all checked in, before my check-in). */
  waitingCount: z.number().int(),
  bookingCount: z.number().int(),
  maxApplyPerSeeker: z.number().int(),
  remainingBookings: z.number().int(),
});
export type EventRegistration = z.infer<typeof EventRegistrationSchema>;

/** GET v2/eventregisters/statistics?eventIds=1,2: my standing at each of these events. */
export const EventStatisticsQuerySchema = z.object({
  eventIds: z
    .string({ error: validationMessage('validation.required') })
    .transform((value, ctx) => {
      const parts = value.split(',').filter((p) => p !== '');
      const ids = parts.map(Number);
      if (
        parts.length === 0 ||
        parts.length > EVENT_LIMITS.statisticsEvents ||
        ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ROW_ID)
      ) {
        ctx.addIssue({ code: 'custom', message: validationMessage('validation.invalid') });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
});
export const EventStatisticsSchema = z.array(
  z.object({
    eventId: z.number().int(),
    registered: FlagSchema,
    bookingCount: z.number().int(),
    remainingBookings: z.number().int(),
  }),
);
export type EventStatistics = z.infer<typeof EventStatisticsSchema>;

/** GET v2/events/{id}/joboffers: the event's vacancies (JobOfferPageSchema), by keyword. */
export const EventVacancyQuerySchema = PageQuerySchema.extend({
  keyword: z.string().max(LIMITS.keywordMaxLength).optional(),
  sort: z.enum(['publishDate,desc', 'publishDate,asc', 'salary,desc', 'salary,asc']).optional(),
});

/** GET v2/events/{eventId}/joboffers/{jobOfferId}: a vacancy of the event, with my booking. */
export const EventVacancyDetailSchema = JobOfferDetailSchema.extend({
  eventId: z.number().int(),
  /** 1 when I booked it. */
  applied: FlagSchema,
  /** 1 when a CV must be attached to book it (BE_CV_MUST_ATTACHED). */
  cvRequired: FlagSchema,
});
export type EventVacancyDetail = z.infer<typeof EventVacancyDetailSchema>;

/**
 * POST v2/jobmatchevents/applyEventVacancy: books a vacancy of the event. Refusals: no
 * registration for the event BE_EVENT_NOT_REGISTERED; the vacancy is not the event's or no longer
 * valid BE_JOBOFFER_INVALID; booked before BE_ALREADY_APPLY_EVENT_VACANCY; the event's maximum
 * reached BE_EXCEED_EVENT_MAX_APPLY_PER_SEEKER [max] (held under concurrency); a CV that is not
 * mine NOT_FOUND; no CV where one is required BE_CV_MUST_ATTACHED.
 */
export const ApplyEventVacancySchema = z.object({
  eventId: rowId(),
  jobOfferId: rowId(),
  cvUid: z.string().max(64).nullish(),
});
export type ApplyEventVacancy = z.input<typeof ApplyEventVacancySchema>;
export const ApplyEventVacancyResultSchema = z.object({
  bookingId: z.number().int(),
  bookingCount: z.number().int(),
  remainingBookings: z.number().int(),
});

/** GET v2/jobmatchevents?eventId=…: my bookings at an event, newest first. */
export const EventBookingQuerySchema = PageQuerySchema.extend({
  eventId: rowIdParam(),
  sort: z.enum(['bookedAt,desc', 'bookedAt,asc']).optional(),
});
export const EventBookingSchema = z.object({
  bookingId: z.number().int(),
  eventId: z.number().int(),
  jobOfferId: z.number().int(),
  jobOfferTitle: z.string(),
  employerName: z.string(),
  /** The CV's name, or null when none was attached. */
  cvName: z.string().nullable(),
  bookedAt: z.string(),
});
export type EventBooking = z.infer<typeof EventBookingSchema>;
export const EventBookingPageSchema = pageSchema(EventBookingSchema);

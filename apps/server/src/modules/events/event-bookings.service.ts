import type {
  ConsoleEmployerEventBookingSchema,
  ApiLanguage,
  ApplyEventVacancy,
  EventBooking,
  EventVacancyDetail,
  JobOfferDetail,
  Page,
} from '@vaga/contract';
import type { z } from 'zod';
import { pickColumn } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CvsService } from '../cvs/cvs.service.ts';
import type { JobOfferEventsService } from '../joboffers/joboffer-events.service.ts';
import type { JobOfferListService } from '../joboffers/joboffer-list.service.ts';
import type { EventBookingRow, EventBookingsRepository } from './event-bookings.repository.ts';
import type { EventRegistrationsService } from './event-registrations.service.ts';
import type { EventsService } from './events.service.ts';

type Vacancies = Pick<JobOfferListService, 'detail' | 'detailsIncludingRemoved'> &
  Pick<JobOfferEventsService, 'bookingFacts'>;

/**
 * Booking an event's vacancies (spec §3 Event vacancy application, §5: booking at an event needs
 * a registration): at most the event's maximum per seeker, once per vacancy, with my own CV.
 */
export class EventBookingsService {
  constructor(
    private readonly repository: PublicMembers<EventBookingsRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock'>,
    private readonly events: () => EventsService,
    private readonly registrations: () => Pick<EventRegistrationsService, 'registrationOf'>,
    private readonly vacancies: () => Vacancies,
    private readonly cvs: () => Pick<CvsService, 'get'>,
    private readonly accounts: () => Pick<AuthService, 'profile'>,
  ) {}

  /** GET console/event-bookings: who booked the employer's vacancies at events, newest first. */
  async employerBookings(
    employerId: number,
    query: { eventId?: number; page: number; size: number },
    lang: ApiLanguage,
  ): Promise<Page<z.output<typeof ConsoleEmployerEventBookingSchema>>> {
    const { rows, total } = await this.repository.ofEmployer(
      employerId,
      query.eventId,
      query.page * query.size,
      query.size,
    );
    const details = await this.details(rows, lang);
    const events = new Map(
      (await this.events().rowsByIds(rows.map((r) => r.event_id))).map((e) => [e.id, e]),
    );
    const content = [];
    for (const row of rows) {
      const event = events.get(row.event_id);
      content.push({
        bookingId: row.id,
        eventId: row.event_id,
        eventName: event ? pickColumn(event, 'name', lang) : '',
        jobOfferId: row.job_offer_id,
        jobOfferTitle: details.get(row.job_offer_id)?.jobOfferTitle ?? '',
        seekerName: (await this.accounts().profile(row.account_id)).name,
        hasCv: row.cv_uid !== null,
        bookedAt: row.created_at,
      });
    }
    return { content, totalElements: total };
  }

  /** POST v2/jobmatchevents/applyEventVacancy: refusals in the contract's order. */
  async apply(
    accountId: number,
    input: ApplyEventVacancy,
  ): Promise<{ bookingId: number; bookingCount: number; remainingBookings: number }> {
    const { row: event } = await this.events().load(input.eventId);
    const registration = await this.registrations().registrationOf(input.eventId, accountId);
    if (!registration) throw new AppError('BE_EVENT_NOT_REGISTERED');
    const facts = await this.vacancies().bookingFacts(input.jobOfferId);
    if (!facts || facts.eventId !== input.eventId || facts.state !== 'VALID') {
      throw new AppError('BE_JOBOFFER_INVALID', [input.jobOfferId]);
    }
    const cvUid = input.cvUid ?? null;
    if (cvUid !== null) await this.cvs().get(accountId, cvUid);
    else if (facts.needCv === 1) throw new AppError('BE_CV_MUST_ATTACHED');
    const max = event.max_apply_per_seeker;
    const outcome = await this.repository.book(
      {
        registerId: registration.id,
        eventId: input.eventId,
        accountId,
        jobOfferId: input.jobOfferId,
        employerId: facts.employerId,
        cvUid,
        at: this.deps.clock.now().toISOString(),
      },
      max,
    );
    if (outcome.kind === 'duplicate') throw new AppError('BE_ALREADY_APPLY_EVENT_VACANCY');
    if (outcome.kind === 'max') throw new AppError('BE_EXCEED_EVENT_MAX_APPLY_PER_SEEKER', [max]);
    return {
      bookingId: outcome.id,
      bookingCount: outcome.count,
      remainingBookings: Math.max(0, max - outcome.count),
    };
  }

  /** GET v2/jobmatchevents: my bookings at an event, newest first unless asked otherwise. */
  async list(
    accountId: number,
    query: { eventId: number; page: number; size: number; sort?: string },
    lang: ApiLanguage,
  ): Promise<Page<EventBooking>> {
    await this.events().assertExists(query.eventId);
    const { rows, total } = await this.repository.page(
      accountId,
      query.eventId,
      query.sort === 'bookedAt,asc',
      query.page * query.size,
      query.size,
    );
    const details = await this.details(rows, lang);
    const content: EventBooking[] = [];
    for (const row of rows) {
      const detail = details.get(row.job_offer_id);
      content.push({
        bookingId: row.id,
        eventId: row.event_id,
        jobOfferId: row.job_offer_id,
        jobOfferTitle: detail?.jobOfferTitle ?? '',
        employerName: detail?.companyName ?? '',
        cvName: await this.cvName(accountId, row.cv_uid),
        bookedAt: row.created_at,
      });
    }
    return { content, totalElements: total };
  }

  async details(
    rows: readonly EventBookingRow[],
    lang: ApiLanguage,
  ): Promise<Map<number, JobOfferDetail>> {
    const ids = [...new Set(rows.map((r) => r.job_offer_id))];
    const details = await this.vacancies().detailsIncludingRemoved(ids, lang);
    return new Map(details.map((d) => [d.id, d]));
  }

  private async cvName(accountId: number, cvUid: string | null): Promise<string | null> {
    if (cvUid === null) return null;
    try {
      return (await this.cvs().get(accountId, cvUid)).cvName;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /** GET v2/events/{eventId}/joboffers/{jobOfferId}: a vacancy of the event, with my booking. */
  async vacancy(
    eventId: number,
    jobOfferId: number,
    accountId: number | null,
    lang: ApiLanguage,
  ): Promise<EventVacancyDetail> {
    await this.events().assertExists(eventId);
    const facts = await this.vacancies().bookingFacts(jobOfferId);
    if (!facts || facts.eventId !== eventId) throw new AppError('NOT_FOUND');
    const detail = await this.vacancies().detail(jobOfferId, lang);
    const registration =
      accountId === null
        ? undefined
        : await this.registrations().registrationOf(eventId, accountId);
    const applied = registration
      ? await this.repository.booked(registration.id, jobOfferId)
      : false;
    return { ...detail, eventId, applied: applied ? 1 : 0, cvRequired: facts.needCv === 1 ? 1 : 0 };
  }
}

import type { z } from 'zod';
import {
  EVENT_ACTIONS,
  eventActionName,
  localeOfApiLanguage,
  type ApiLanguage,
  type ConsoleEventCheckin,
  type ConsoleEventDetail,
  type ConsoleEventInputSchema,
  type ConsoleEventSessionInputSchema,
  type EventAction,
  macaoToday,
  type Page,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { JobOfferEventsService } from '../joboffers/joboffer-events.service.ts';
import type { EventBookingsRepository } from './event-bookings.repository.ts';
import { EventAttendance, type ConsoleEventRegistrationRow } from './event-attendance.ts';
import type { EventRegistrationsRepository } from './event-registrations.repository.ts';
import type { EventRegistrationsService } from './event-registrations.service.ts';
import { toConsoleInput, toEventFields } from './events-console.input.ts';
import type { EventsConsoleRepository, NewAction } from './events-console.repository.ts';
import type { EventRow } from './events.repository.ts';
import type { EventsService } from './events.service.ts';
import { EVENTS_TOPIC } from './cache-topics.ts';

type EventInput = z.output<typeof ConsoleEventInputSchema>;
type SessionInput = z.output<typeof ConsoleEventSessionInputSchema>;

/**
 * The staff console's events (spec §7 Events, console): create and edit events and sessions,
 * attach vacancies, open and close registration, check seekers in by their ticket. Every action
 * is recorded with the staff account and the time, and shown in the event's history.
 */
export class EventsConsoleService {
  /** Check-in by ticket and the list of registrations. */
  private readonly attendance: EventAttendance;

  constructor(
    private readonly repository: PublicMembers<EventsConsoleRepository>,
    private readonly registrationRows: PublicMembers<EventRegistrationsRepository>,
    private readonly bookingRows: PublicMembers<EventBookingsRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
    private readonly events: () => EventsService,
    private readonly registrations: () => Pick<
      EventRegistrationsService,
      'ticketSecret' | 'tickets'
    >,
    private readonly vacancyEvents: () => Pick<JobOfferEventsService, 'setEvent' | 'attached'>,
    private readonly accounts: () => Pick<AuthService, 'profile'>,
  ) {
    this.attendance = new EventAttendance(
      repository,
      registrationRows,
      deps.clock,
      events,
      registrations,
      accounts,
    );
  }

  /**
   * Checks a seeker in by the ticket (EventAttendance.checkIn: on a day of the event, within a
   * chosen session's ticket collection time).
   */
  checkIn(staff: AuthAccount, id: number, ticket: string): Promise<ConsoleEventCheckin> {
    return this.attendance.checkIn(staff, id, ticket);
  }

  registrationList(
    id: number,
    page: number,
    size: number,
  ): Promise<Page<ConsoleEventRegistrationRow>> {
    return this.attendance.registrationList(id, page, size);
  }

  private action(staff: AuthAccount, action: EventAction, detail: string | null = null): NewAction {
    return {
      action,
      actorAccountId: staff.id,
      actorName: staff.name,
      detail,
      at: this.deps.clock.now().toISOString(),
    };
  }

  /**
   * The event's dates against the clock: the first day today or later, the registration window
   * not yet closed. On an edit only what changes is held to it (an event under way keeps its
   * first day, a closed window may stay as it was).
   */
  private assertNotPast(input: EventInput, before?: EventRow): void {
    const now = this.deps.clock.now();
    const fields = toEventFields(input);
    if (fields.start_date !== before?.start_date && fields.start_date < macaoToday(now)) {
      throw new AppError('VALIDATION_FAIL', ['body.startDate', 'validation.notPast']);
    }
    if (fields.register_to !== before?.register_to && fields.register_to <= now.toISOString()) {
      throw new AppError('VALIDATION_FAIL', ['body.registerTo', 'validation.futureRequired']);
    }
  }

  async create(staff: AuthAccount, input: EventInput, lang: ApiLanguage) {
    this.assertNotPast(input);
    const id = await this.repository.createEvent(
      toEventFields(input),
      this.deps.clock.now().toISOString(),
      this.action(staff, 'created'),
    );
    await this.deps.changes.bump(EVENTS_TOPIC);
    return this.detail(id, lang);
  }

  async update(staff: AuthAccount, id: number, input: EventInput, lang: ApiLanguage) {
    this.assertNotPast(input, (await this.events().load(id)).row);
    const changed = await this.repository.updateEvent(
      id,
      toEventFields(input),
      this.action(staff, 'updated'),
    );
    if (!changed) throw new AppError('NOT_FOUND');
    await this.deps.changes.bump(EVENTS_TOPIC);
    return this.detail(id, lang);
  }

  /**
   * A session lies on one of the event's days, today or later (a session kept on its day may
   * stay in the past), its times in order.
   */
  private async assertSessionDay(
    id: number,
    input: SessionInput,
    sessionId?: number,
  ): Promise<void> {
    const { row, sessions } = await this.events().load(id);
    if (input.date < row.start_date || input.date > row.end_date) {
      throw new AppError('VALIDATION_FAIL', ['body.date', 'validation.invalid']);
    }
    const kept = sessions.find((s) => s.id === sessionId)?.date === input.date;
    if (!kept && input.date < macaoToday(this.deps.clock.now())) {
      throw new AppError('VALIDATION_FAIL', ['body.date', 'validation.notPast']);
    }
    if (input.endTime <= input.startTime) {
      throw new AppError('VALIDATION_FAIL', ['body.endTime', 'validation.dateOrder']);
    }
    if (input.ticketTo < input.ticketFrom) {
      throw new AppError('VALIDATION_FAIL', ['body.ticketTo', 'validation.dateOrder']);
    }
  }

  private sessionFields(input: SessionInput) {
    return {
      date: input.date,
      start_time: input.startTime,
      end_time: input.endTime,
      quota: input.quota,
      ticket_from: input.ticketFrom,
      ticket_to: input.ticketTo,
    };
  }

  async addSession(staff: AuthAccount, id: number, input: SessionInput, lang: ApiLanguage) {
    await this.assertSessionDay(id, input);
    const detail = `${input.date} ${input.startTime}-${input.endTime} (${input.quota})`;
    await this.repository.addSession(
      id,
      this.sessionFields(input),
      this.action(staff, 'sessionAdded', detail),
    );
    await this.deps.changes.bump(EVENTS_TOPIC);
    return this.detail(id, lang);
  }

  async updateSession(
    staff: AuthAccount,
    id: number,
    sessionId: number,
    input: SessionInput,
    lang: ApiLanguage,
  ) {
    await this.assertSessionDay(id, input, sessionId);
    const detail = `#${sessionId} ${input.date} ${input.startTime}-${input.endTime} (${input.quota})`;
    const result = await this.repository.updateSession(
      id,
      sessionId,
      this.sessionFields(input),
      this.action(staff, 'sessionUpdated', detail),
    );
    if (result === 'missing') throw new AppError('NOT_FOUND');
    if (result !== 'updated') throw new AppError('BE_EVENT_QUOTA_BELOW_TAKEN', [result.taken]);
    await this.deps.changes.bump(EVENTS_TOPIC);
    return this.detail(id, lang);
  }

  async setVacancies(
    staff: AuthAccount,
    id: number,
    input: { jobOfferIds: number[]; detach: boolean },
    lang: ApiLanguage,
  ) {
    await this.events().assertExists(id);
    await this.vacancyEvents().setEvent(id, input.jobOfferIds, !input.detach);
    await this.repository.record(
      id,
      this.action(
        staff,
        input.detach ? 'vacanciesDetached' : 'vacanciesAttached',
        input.jobOfferIds.join(', '),
      ),
    );
    return this.detail(id, lang);
  }

  async setRegistration(staff: AuthAccount, id: number, open: boolean, lang: ApiLanguage) {
    const changed = await this.repository.updateEvent(
      id,
      { registration_closed: open ? 0 : 1 },
      this.action(staff, open ? 'registrationOpened' : 'registrationClosed'),
    );
    if (!changed) throw new AppError('NOT_FOUND');
    await this.deps.changes.bump(EVENTS_TOPIC);
    return this.detail(id, lang);
  }

  /**
   * The event as staff see it: every language's texts, counts, history, and every vacancy
   * attached, each with its state (VALID, EXPIRED, REMOVED: only the valid ones are listed to
   * residents and counted in vacancyCount).
   */
  async detail(id: number, lang: ApiLanguage): Promise<ConsoleEventDetail> {
    const [detail, { row }, counts, history, booked, attached] = await Promise.all([
      this.events().detail(id, lang),
      this.events().load(id),
      this.repository.counts(id),
      this.repository.history(id),
      this.bookingRows.countsByVacancy(id),
      this.vacancyEvents().attached(id, lang),
    ]);
    return {
      ...detail,
      input: toConsoleInput(row),
      registrationClosedByStaff: row.registration_closed === 1,
      registeredCount: counts.registered,
      checkedInCount: counts.checkedIn,
      vacancies: attached.map((v) => ({
        jobOfferId: v.id,
        jobOfferTitle: v.title,
        employerName: v.employerName,
        state: v.state,
        bookingCount: booked.get(v.id) ?? 0,
      })),
      history: history.map((h) => ({
        action: h.action,
        actionDesc: (EVENT_ACTIONS as readonly string[]).includes(h.action)
          ? eventActionName(h.action as EventAction, localeOfApiLanguage(lang))
          : h.action,
        at: h.at,
        actorName: h.actor_name,
        detail: h.detail,
      })),
    };
  }
}

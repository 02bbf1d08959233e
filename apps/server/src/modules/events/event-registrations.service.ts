import { pickBySuffix } from '@vaga/contract';
import {
  EVENT_LIMITS,
  pickColumn,
  type ApiLanguage,
  type EventInitialValidateResult,
  type EventRegisterInput,
  type EventRegistration,
  type EventStatistics,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobSeeksService } from '../jobseeks/jobseeks.service.ts';
import { byLocale, eventRegisteredNotice } from './event-notices.ts';
import { remindTomorrow } from './event-reminders.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { ReferencesService } from '../references/references.service.ts';
import { EVENTS_TOPIC } from './cache-topics.ts';
import { registrationOpen } from './event-status.ts';
import { signTicket, ticketNumber, type TicketClaims } from './event-ticket.ts';
import { toSession } from './event-view.ts';
import type { EventsRepository, EventRow, EventSessionRow } from './events.repository.ts';
import type { EventsService } from './events.service.ts';
import type {
  EventRegisterRow,
  EventRegistrationsRepository,
} from './event-registrations.repository.ts';

/** The caller of a seeker route: the account and the identity provider's age. */
export interface EventSeeker {
  id: number;
  age: number | null;
}

/**
 * Event registration (spec §3 Event registration, §7 eventregisters): the checks before the
 * form, the registration with its sessions (seats never oversold), my registration with its
 * signed ticket, and my standing at several events.
 */
export class EventRegistrationsService {
  private secret: Promise<Buffer> | null = null;

  constructor(
    private readonly repository: PublicMembers<EventRegistrationsRepository>,
    private readonly eventsRepository: PublicMembers<EventsRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'config' | 'changes'>,
    private readonly events: () => EventsService,
    private readonly profiles: () => Pick<
      ProfileService,
      'assertSeekerMayUseService' | 'findInput'
    >,
    private readonly references: () => Pick<ReferencesService, 'keptOptionsOf'>,
    private readonly jobSeeks: () => Pick<JobSeeksService, 'assistance'>,
    private readonly notifications?: () => Pick<NotificationsService, 'write' | 'relayQuietly'>,
  ) {}

  /** The ticket key: TICKET_SECRET when configured, else the one kept in the database. */
  ticketSecret(): Promise<Buffer> {
    this.secret ??= (async () => {
      const configured = this.deps.config.ticketSecret;
      const value = configured ?? (await this.repository.ticketSecret());
      return Buffer.from(value, 'utf8');
    })();
    this.secret.catch(() => (this.secret = null));
    return this.secret;
  }

  /** Age, then resume (ProfileService.assertSeekerMayUseService). */
  private async assertSeeker(seeker: EventSeeker): Promise<void> {
    await this.profiles().assertSeekerMayUseService(seeker);
  }

  /** The contract's refusals in order, up to "already registered"; answers the event. */
  private async assertMayRegister(seeker: EventSeeker, eventId: number): Promise<EventRow> {
    await this.assertSeeker(seeker);
    const { row } = await this.events().load(eventId);
    if (!registrationOpen(row, this.events().now()))
      throw new AppError('BE_NOT_IN_EVENT_DATE_RANGE');
    if (await this.repository.find(eventId, seeker.id)) {
      throw new AppError('BE_ALREADY_REGISTER_EVENT');
    }
    return row;
  }

  /** POST v2/eventregisters/initialvalidate: may the seeker register; the form's pre-fill. */
  async initialValidate(
    seeker: EventSeeker,
    eventId: number,
    lang: ApiLanguage,
  ): Promise<EventInitialValidateResult> {
    await this.assertMayRegister(seeker, eventId);
    const resume = await this.profiles().findInput(seeker.id);
    const educations = resume?.educationList ?? [];
    let employment: number | null = null;
    try {
      employment = (await this.jobSeeks().assistance(seeker.id, lang)).profile
        .typeEmploymentStatusId;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    }
    return {
      eventId,
      typeEducationId: educations.at(-1)?.typeEducationId ?? null,
      typeEmploymentStatusId: employment,
    };
  }

  /**
   * The refusal of the first chosen option that is unknown (VALIDATION_FAIL) or inactive
   * (BE_REFERENCE_OPTION_INACTIVE), read from the kept catalogue; null when both may be chosen.
   */
  private async optionRefusal(
    input: EventRegisterInput,
    lang: ApiLanguage,
  ): Promise<AppError | null> {
    const checks = [
      ['EDUCATION', input.typeEducationId, 'typeEducationId'],
      ['EMPLOYMENT_STATUS', input.typeEmploymentStatusId, 'typeEmploymentStatusId'],
    ] as const;
    for (const [type, id, field] of checks) {
      const [option] = await this.references().keptOptionsOf(type, [id]);
      if (!option) return new AppError('VALIDATION_FAIL', [`body.${field}`, 'validation.choice']);
      if (option.isActive !== 1) {
        const name = pickBySuffix(option, lang);
        return new AppError('BE_REFERENCE_OPTION_INACTIVE', [
          name || option.nameCn,
          `body.${field}`,
        ]);
      }
    }
    return null;
  }

  /**
   * POST v2/eventregisters: all sessions or none; a full one BE_SESSION_FULL_BOOKING [id]. The
   * seeker's checks (one read of the resume), then one transaction that reads the event, its
   * requested sessions and the seeker's registration in one statement, refuses in the contract's
   * order, and stores the registration, its seats and its notice (event-register-write.ts).
   */
  async register(
    seeker: EventSeeker,
    input: EventRegisterInput,
    lang: ApiLanguage,
  ): Promise<EventRegistration> {
    await this.assertSeeker(seeker);
    const optionRefusal = await this.optionRefusal(input, lang);
    const sessionIds = input.eventRegisterSessionList.map((s) => s.sessionId);
    const now = this.events().now();
    const notifications = this.notifications;
    const result = await this.repository.register(
      {
        eventId: input.eventId,
        accountId: seeker.id,
        educationId: input.typeEducationId,
        employmentStatusId: input.typeEmploymentStatusId,
        // One order for every registration: concurrent ones lock sessions without deadlocks.
        sessionIds: [...sessionIds].sort((a, b) => a - b),
        at: this.deps.clock.now().toISOString(),
      },
      (facts) => {
        if (!facts) throw new AppError('NOT_FOUND');
        if (!registrationOpen(facts.event, now)) throw new AppError('BE_NOT_IN_EVENT_DATE_RANGE');
        if (facts.registeredId !== null) throw new AppError('BE_ALREADY_REGISTER_EVENT');
        if (optionRefusal) throw optionRefusal;
        if (facts.sessions.length !== sessionIds.length) {
          throw new AppError('VALIDATION_FAIL', [
            'body.eventRegisterSessionList',
            'validation.choice',
          ]);
        }
        return facts;
      },
      notifications &&
        ((trx, { row, sessions, facts }) =>
          notifications().write(trx, [
            eventRegisteredNotice({
              registerId: row.id,
              accountId: row.account_id,
              eventId: row.event_id,
              name: byLocale(facts.event, 'name'),
              venue: byLocale(facts.event, 'venue'),
              day: sessions[0]!.date,
              time: sessions[0]!.start_time,
            }),
          ])),
    );
    if ('kind' in result) {
      if (result.kind === 'full') throw new AppError('BE_SESSION_FULL_BOOKING', [result.sessionId]);
      throw new AppError('BE_ALREADY_REGISTER_EVENT');
    }
    // Seats were taken: the event's answers show fewer left.
    await this.deps.changes.bump(EVENTS_TOPIC);
    await notifications?.().relayQuietly();
    const { row, sessions, facts } = result;
    return this.view(row, facts.event, sessions, lang, facts.checkedIn);
  }

  /** A registration as its seeker sees it, with its ticket. */
  private async view(
    reg: EventRegisterRow,
    event: EventRow,
    sessions: readonly EventSessionRow[],
    lang: ApiLanguage,
    waitingCount: number,
  ): Promise<EventRegistration> {
    const claims = { registerId: reg.id, eventId: event.id, accountId: reg.account_id };
    return {
      registerId: reg.id,
      eventId: event.id,
      eventName: pickColumn(event, 'name', lang),
      venue: pickColumn(event, 'venue', lang),
      registeredAt: reg.created_at,
      sessions: sessions.map(toSession),
      ...(await this.tickets(claims)),
      arriveEarlyMinutes: EVENT_LIMITS.arriveEarlyMinutes,
      checkedInAt: reg.checked_in_at,
      place: reg.place,
      waitingCount,
      bookingCount: reg.booking_count,
      maxApplyPerSeeker: event.max_apply_per_seeker,
      remainingBookings: Math.max(0, event.max_apply_per_seeker - reg.booking_count),
    };
  }

  /** GET v2/eventregisters/events/{eventId}: my registration, NOT_FOUND when I have none. */
  async mine(accountId: number, eventId: number, lang: ApiLanguage): Promise<EventRegistration> {
    const { row: event } = await this.events().load(eventId);
    const reg = await this.repository.find(eventId, accountId);
    if (!reg) throw new AppError('NOT_FOUND');
    const sessionIds = (await this.repository.sessionIdsOf([reg.id])).get(reg.id) ?? [];
    const sessions = await this.eventsRepository.sessionsByIds(sessionIds);
    const waitingCount = await this.repository.checkedInCount(eventId, reg.place ?? undefined);
    return this.view(reg, event, sessions, lang, waitingCount);
  }

  /** The retention job: deletes attendance of events ended before `cutoffDay`. */
  purgeEndedBefore(cutoffDay: string): Promise<number> {
    return this.repository.deleteOfEventsEndedBefore(cutoffDay);
  }

  /** Every registration of the seeker with its ticket, oldest first (the export of my data). */
  async allMine(accountId: number, lang: ApiLanguage): Promise<EventRegistration[]> {
    const eventIds = await this.repository.eventIdsOf(accountId);
    const registrations: EventRegistration[] = [];
    for (const eventId of eventIds) registrations.push(await this.mine(accountId, eventId, lang));
    return registrations;
  }

  async tickets(claims: TicketClaims): Promise<{ ticket: string; ticketNo: string }> {
    const secret = await this.ticketSecret();
    return { ticket: signTicket(secret, claims), ticketNo: ticketNumber(secret, claims) };
  }

  /** GET v2/eventregisters/statistics: my standing at each of these events that exists. */
  async statistics(accountId: number, eventIds: number[]): Promise<EventStatistics> {
    const [events, regs] = await Promise.all([
      this.eventsRepository.rowsByIds(eventIds),
      this.repository.ofAccount(accountId, eventIds),
    ]);
    const byEvent = new Map(events.map((e) => [e.id, e]));
    const regOf = new Map(regs.map((r) => [r.event_id, r]));
    return eventIds.flatMap((id) => {
      const event = byEvent.get(id);
      if (!event) return [];
      const reg = regOf.get(id);
      const count = reg?.booking_count ?? 0;
      return [
        {
          eventId: id,
          registered: reg ? 1 : 0,
          bookingCount: count,
          remainingBookings: reg ? Math.max(0, event.max_apply_per_seeker - count) : 0,
        },
      ];
    });
  }

  /** A seeker's registration for an event, or undefined (bookings). */
  registrationOf(eventId: number, accountId: number): Promise<EventRegisterRow | undefined> {
    return this.repository.find(eventId, accountId);
  }

  /**
   * The scheduler's job: reminds every registration with a session the next day, from
   * EVENT_REMINDER_HOUR on the day before (remindTomorrow in event-reminders.ts).
   */
  remindTomorrow(): Promise<number> {
    return remindTomorrow(this.repository, this.deps.clock, this.notifications);
  }
}

import type { z } from 'zod';
import {
  macaoWallClock,
  type ConsoleEventCheckin,
  type ConsoleEventRegistrationRowSchema,
  type Page,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { ticketRegistration } from './event-checkin.ts';
import type { EventRegistrationsRepository } from './event-registrations.repository.ts';
import type { EventRegistrationsService } from './event-registrations.service.ts';
import type { EventsConsoleRepository } from './events-console.repository.ts';
import type { EventsService } from './events.service.ts';

export type ConsoleEventRegistrationRow = z.output<typeof ConsoleEventRegistrationRowSchema>;

/** Masks all but the last 4 characters of a document number. */
export function maskDocNum(value: string): string {
  return value.length <= 4 ? value : '*'.repeat(value.length - 4) + value.slice(-4);
}

/** The staff console's side of the people at an event: check-in by ticket, the registrations. */
export class EventAttendance {
  constructor(
    private readonly repository: Pick<
      PublicMembers<EventsConsoleRepository>,
      'record' | 'registrations'
    >,
    private readonly registrationRows: PublicMembers<EventRegistrationsRepository>,
    private readonly clock: Clock,
    private readonly events: () => Pick<EventsService, 'load' | 'assertExists'>,
    private readonly registrations: () => Pick<
      EventRegistrationsService,
      'ticketSecret' | 'tickets'
    >,
    private readonly accounts: () => Pick<AuthService, 'profile'>,
  ) {}

  /**
   * Checks a seeker in by the ticket (a bad one answers BE_EVENT_TICKET_INVALID whatever the
   * day); twice answers BE_EVENT_ALREADY_CHECKED_IN. Only on a day of the event and, when the
   * seeker chose sessions, on one of their days within its ticket collection time (Macao time,
   * to the minute): else BE_EVENT_CHECKIN_NOT_OPEN.
   */
  async checkIn(staff: AuthAccount, id: number, ticket: string): Promise<ConsoleEventCheckin> {
    const { row: event, sessions } = await this.events().load(id);
    const now = this.clock.now();
    const wall = macaoWallClock(now).toISOString();
    const [today, time] = [wall.slice(0, 10), wall.slice(11, 16)];
    const secret = await this.registrations().ticketSecret();
    const registration = await ticketRegistration(this.registrationRows, secret, id, ticket);
    if (today < event.start_date || today > event.end_date) {
      throw new AppError('BE_EVENT_CHECKIN_NOT_OPEN');
    }
    const chosen = (await this.registrationRows.sessionIdsOf([registration.id])).get(
      registration.id,
    );
    const mine = sessions.filter((s) => chosen?.includes(s.id));
    const inWindow = (s: (typeof sessions)[number]) =>
      s.date === today &&
      (s.ticket_from === '' || s.ticket_from <= time) &&
      (s.ticket_to === '' || time <= s.ticket_to);
    if (mine.length > 0 && !mine.some(inWindow)) throw new AppError('BE_EVENT_CHECKIN_NOT_OPEN');
    const at = now.toISOString();
    const row = await this.registrationRows.checkIn(registration.id, id, at);
    if (!row) throw new AppError('BE_EVENT_ALREADY_CHECKED_IN');
    const { ticketNo } = await this.registrations().tickets({
      registerId: row.id,
      eventId: id,
      accountId: row.account_id,
    });
    await this.repository.record(id, {
      action: 'checkedIn',
      actorAccountId: staff.id,
      actorName: staff.name,
      detail: ticketNo,
      at,
    });
    const seeker = await this.accounts().profile(row.account_id);
    return {
      registerId: row.id,
      seekerName: seeker.name,
      docNumMasked: maskDocNum(seeker.identityNo),
      place: row.place ?? 0,
      checkedInAt: at,
      waitingCount: await this.registrationRows.checkedInCount(id),
    };
  }

  async registrationList(
    id: number,
    page: number,
    size: number,
  ): Promise<Page<ConsoleEventRegistrationRow>> {
    await this.events().assertExists(id);
    const { rows, total } = await this.repository.registrations(id, page * size, size);
    const sessions = await this.registrationRows.sessionIdsOf(rows.map((r) => r.id));
    const content: ConsoleEventRegistrationRow[] = [];
    for (const row of rows) {
      const claims = { registerId: row.id, eventId: id, accountId: row.account_id };
      content.push({
        registerId: row.id,
        seekerName: (await this.accounts().profile(row.account_id)).name,
        ticketNo: (await this.registrations().tickets(claims)).ticketNo,
        sessionIds: sessions.get(row.id) ?? [],
        registeredAt: row.created_at,
        checkedInAt: row.checked_in_at,
        place: row.place,
      });
    }
    return { content, totalElements: total };
  }
}

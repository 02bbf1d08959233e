import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import { isUniqueViolation } from './event-registrations.repository.ts';
import type { EventBookingTable } from './events.tables.ts';

export type EventBookingRow = Selectable<EventBookingTable>;

export interface NewBooking {
  registerId: number;
  eventId: number;
  accountId: number;
  jobOfferId: number;
  employerId: number;
  cvUid: string | null;
  at: string;
}

export type BookingOutcome =
  { kind: 'booked'; id: number; count: number } | { kind: 'duplicate' } | { kind: 'max' };

/** The SQL of event vacancy bookings. */
export class EventBookingsRepository {
  constructor(private readonly db: DB) {}

  /**
   * Books a vacancy in one transaction: the registration's counter is raised by one
   * conditional UPDATE (`booking_count < max`, which also locks the registration, so one
   * seeker's bookings count exactly under concurrency), then the booking is stored; a second
   * booking of the vacancy (unique index) undoes both.
   */
  async book(b: NewBooking, max: number): Promise<BookingOutcome> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('event_booking')
          .select('id')
          .where('register_id', '=', b.registerId)
          .where('job_offer_id', '=', b.jobOfferId)
          .executeTakeFirst();
        if (before) return { kind: 'duplicate' } as const;
        const counted = await trx
          .updateTable('event_register')
          .set((eb) => ({ booking_count: eb('booking_count', '+', 1) }))
          .where('id', '=', b.registerId)
          .where('booking_count', '<', max)
          .returning('booking_count')
          .executeTakeFirst();
        if (!counted) return { kind: 'max' } as const;
        const row = await trx
          .insertInto('event_booking')
          .values({
            register_id: b.registerId,
            event_id: b.eventId,
            account_id: b.accountId,
            job_offer_id: b.jobOfferId,
            employer_id: b.employerId,
            cv_uid: b.cvUid,
            created_at: b.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { kind: 'booked', id: row.id, count: counted.booking_count } as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  async page(
    accountId: number,
    eventId: number,
    ascending: boolean,
    offset: number,
    limit: number,
  ): Promise<{ rows: EventBookingRow[]; total: number }> {
    const base = this.db
      .selectFrom('event_booking')
      .where('account_id', '=', accountId)
      .where('event_id', '=', eventId);
    const direction = ascending ? 'asc' : 'desc';
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('created_at', direction)
        .orderBy('id', direction)
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async booked(registerId: number, jobOfferId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('event_booking')
      .select('id')
      .where('register_id', '=', registerId)
      .where('job_offer_id', '=', jobOfferId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Bookings of an employer's vacancies (at one event, or all), newest first. */
  async ofEmployer(
    employerId: number,
    eventId: number | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: EventBookingRow[]; total: number }> {
    let base = this.db.selectFrom('event_booking').where('employer_id', '=', employerId);
    if (eventId !== undefined) base = base.where('event_id', '=', eventId);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Bookings per vacancy of an event. */
  async countsByVacancy(eventId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('event_booking')
      .where('event_id', '=', eventId)
      .select((eb) => ['job_offer_id', eb.fn.countAll<number>().as('n')])
      .groupBy('job_offer_id')
      .execute();
    return new Map(rows.map((r) => [r.job_offer_id, Number(r.n)]));
  }
}

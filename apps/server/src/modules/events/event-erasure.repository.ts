import type { DB } from '../../db/database.ts';

/** A ticket of an event to come that the seeker has not used yet. */
export type OpenTicketRow = {
  register_id: number;
  event_id: number;
  name_cn: string;
  name_pt: string;
  name_en: string;
  start_date: string;
};

/** How a withdrawal is recorded on the event. */
export interface TicketWithdrawal {
  actorAccountId: number;
  actorName: string;
  detail: string;
  at: string;
}

/** The SQL of an erasure's ticket withdrawals: the tickets, their seats and the event's record. */
export class EventErasureRepository {
  constructor(private readonly db: DB) {}

  /** The seeker's tickets of events not ended before `today`, not checked in, oldest first. */
  openTickets(accountId: number, today: string): Promise<OpenTicketRow[]> {
    return this.db
      .selectFrom('event_register as r')
      .innerJoin('event as e', 'e.id', 'r.event_id')
      .select(['r.id as register_id', 'r.event_id', 'e.name_cn', 'e.name_pt', 'e.name_en'])
      .select('e.start_date')
      .where('r.account_id', '=', accountId)
      .where('r.checked_in_at', 'is', null)
      .where('e.end_date', '>=', today)
      .orderBy('r.id')
      .execute();
  }

  /**
   * Withdraws a ticket in one transaction: each of its sessions gets its seat back, the
   * registration goes with its sessions and event bookings (cascade), and the event records the
   * withdrawal. Answers false when the ticket was used or withdrawn meanwhile.
   */
  async withdraw(registerId: number, withdrawal: TicketWithdrawal): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const sessions = await trx
        .selectFrom('event_register_session')
        .select('session_id')
        .where('register_id', '=', registerId)
        .execute();
      const row = await trx
        .deleteFrom('event_register')
        .where('id', '=', registerId)
        .where('checked_in_at', 'is', null)
        .returning(['event_id'])
        .executeTakeFirst();
      if (!row) return false;
      for (const { session_id } of sessions) {
        await trx
          .updateTable('event_session')
          .set((eb) => ({ taken: eb('taken', '-', 1) }))
          .where('id', '=', session_id)
          .where('taken', '>', 0)
          .execute();
      }
      await trx
        .insertInto('event_action')
        .values({
          event_id: row.event_id,
          action: 'ticketWithdrawn',
          actor_account_id: withdrawal.actorAccountId,
          actor_name: withdrawal.actorName,
          detail: withdrawal.detail,
          at: withdrawal.at,
        })
        .execute();
      return true;
    });
  }
}

import {
  erasureWithdrawalReason,
  macaoToday,
  paths,
  pickColumn,
  type ApiLanguage,
  type OpenItem,
} from '@vaga/contract';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { EVENTS_TOPIC } from './cache-topics.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { EventErasureRepository, OpenTicketRow } from './event-erasure.repository.ts';
import type { EventRegistrationsService } from './event-registrations.service.ts';

/**
 * A seeker's event tickets in an erasure (decisions: "Erasure never strands anyone"): a ticket of
 * an event to come, not used yet, is an open item; the erasure withdraws it, gives its seats
 * back and records the withdrawal on the event's history, where staff read it.
 */
export class EventTicketErasure {
  constructor(
    private readonly repository: Pick<EventErasureRepository, 'openTickets' | 'withdraw'>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
    private readonly registrations: () => Pick<EventRegistrationsService, 'tickets'>,
    private readonly accounts: () => Pick<AuthService, 'profile'>,
  ) {}

  private rows(accountId: number): Promise<OpenTicketRow[]> {
    return this.repository.openTickets(accountId, macaoToday(this.deps.clock.now()));
  }

  private async item(accountId: number, row: OpenTicketRow, lang: ApiLanguage): Promise<OpenItem> {
    const { ticketNo } = await this.registrations().tickets({
      registerId: row.register_id,
      eventId: row.event_id,
      accountId,
    });
    return {
      kind: 'eventTicket',
      id: ticketNo,
      title: pickColumn(row, 'name', lang),
      at: row.start_date,
      link: paths.registerResult(row.event_id),
      onErasure: 'withdrawn',
    };
  }

  async openItems(accountId: number, lang: ApiLanguage): Promise<OpenItem[]> {
    const items: OpenItem[] = [];
    for (const row of await this.rows(accountId)) items.push(await this.item(accountId, row, lang));
    return items;
  }

  /** Withdraws every open ticket of the seeker; answers those withdrawn. */
  async withdraw(accountId: number, lang: ApiLanguage): Promise<OpenItem[]> {
    const rows = await this.rows(accountId);
    if (rows.length === 0) return [];
    const { name } = await this.accounts().profile(accountId);
    const at = this.deps.clock.now().toISOString();
    const withdrawn: OpenItem[] = [];
    for (const row of rows) {
      const item = await this.item(accountId, row, lang);
      const done = await this.repository.withdraw(row.register_id, {
        actorAccountId: accountId,
        actorName: name,
        detail: `${item.id}: ${erasureWithdrawalReason('en')}`,
        at,
      });
      if (done) withdrawn.push(item);
    }
    // The seats given back show in the events' kept lists.
    if (withdrawn.length > 0) await this.deps.changes.bump(EVENTS_TOPIC);
    return withdrawn;
  }
}

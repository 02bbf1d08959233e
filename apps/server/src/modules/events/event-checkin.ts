import { AppError } from '../../platform/app-error.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type {
  EventRegisterRow,
  EventRegistrationsRepository,
} from './event-registrations.repository.ts';
import {
  parseTicketNumber,
  ticketNumberMatches,
  verifyTicket,
  type TicketClaims,
} from './event-ticket.ts';

type Registrations = Pick<PublicMembers<EventRegistrationsRepository>, 'byId'>;

/**
 * The registration a presented ticket (the QR code's signed token, or the typed ticket number)
 * stands for at this event. A forged or altered ticket, one of another event, or one whose
 * registration is not the account it names answers BE_EVENT_TICKET_INVALID.
 */
export async function ticketRegistration(
  registrations: Registrations,
  secret: Buffer,
  eventId: number,
  presented: string,
): Promise<EventRegisterRow> {
  const text = presented.trim();
  let claims: TicketClaims | null = null;
  let check: string | null = null;
  if (text.startsWith('VT1.')) {
    claims = verifyTicket(secret, text);
  } else {
    const typed = parseTicketNumber(text);
    if (typed) {
      const row = await registrations.byId(typed.registerId);
      if (row) claims = { registerId: row.id, eventId: typed.eventId, accountId: row.account_id };
      check = typed.check;
    }
  }
  if (!claims) throw new AppError('BE_EVENT_TICKET_INVALID');
  if (check !== null && !ticketNumberMatches(secret, claims, check)) {
    throw new AppError('BE_EVENT_TICKET_INVALID');
  }
  const row = await registrations.byId(claims.registerId);
  if (
    !row ||
    claims.eventId !== eventId ||
    row.event_id !== eventId ||
    row.account_id !== claims.accountId
  ) {
    throw new AppError('BE_EVENT_TICKET_INVALID');
  }
  return row;
}

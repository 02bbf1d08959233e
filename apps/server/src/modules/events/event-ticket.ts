import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Event tickets: what the QR code carries, `VT1.<payload>.<mac>` — the payload the base64url
 * JSON `{ r, e, a }` (registration, event, account), the MAC its HMAC-SHA256 under the server's
 * ticket secret. `ticketNo` is the short code staff may type: `E<event>-<registration>-<check>`,
 * the check four characters derived from a MAC over the same three ids. Both are verified in
 * constant time; neither can be made without the secret.
 */
export interface TicketClaims {
  registerId: number;
  eventId: number;
  accountId: number;
}

const PREFIX = 'VT1';
/** Crockford's base32 alphabet (no I, L, O, U): easy to read out and type. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function mac(secret: Buffer, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signTicket(secret: Buffer, claims: TicketClaims): string {
  const payload = b64(
    JSON.stringify({ r: claims.registerId, e: claims.eventId, a: claims.accountId }),
  );
  return `${PREFIX}.${payload}.${b64(mac(secret, `${PREFIX}.${payload}`))}`;
}

function checkPart(secret: Buffer, claims: TicketClaims): string {
  const digest = mac(secret, `no:${claims.registerId}:${claims.eventId}:${claims.accountId}`);
  return Array.from(digest.subarray(0, 4), (byte) => ALPHABET[byte % 32]).join('');
}

export function ticketNumber(secret: Buffer, claims: TicketClaims): string {
  const serial = String(claims.registerId).padStart(6, '0');
  return `E${claims.eventId}-${serial}-${checkPart(secret, claims)}`;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_000_000_000;

/** The claims of a genuine signed ticket; null for anything forged, altered or malformed. */
export function verifyTicket(secret: Buffer, ticket: string): TicketClaims | null {
  const parts = ticket.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const [, payload, signature] = parts;
  if (!/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  if (!sameBytes(Buffer.from(signature, 'base64url'), mac(secret, `${PREFIX}.${payload}`))) {
    return null;
  }
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (!isId(claims.r) || !isId(claims.e) || !isId(claims.a)) return null;
    return { registerId: claims.r, eventId: claims.e, accountId: claims.a };
  } catch {
    return null;
  }
}

/** The ids a typed ticket number names (its check part is verified against the registration). */
export function parseTicketNumber(
  text: string,
): { eventId: number; registerId: number; check: string } | null {
  const match = /^E(\d{1,10})-(\d{6,10})-([0-9A-Z]{4})$/.exec(text.trim().toUpperCase());
  if (!match) return null;
  const eventId = Number(match[1]);
  const registerId = Number(match[2]);
  if (!isId(eventId) || !isId(registerId)) return null;
  return { eventId, registerId, check: match[3] };
}

/** Whether a typed ticket number's check part is the registration's, in constant time. */
export function ticketNumberMatches(secret: Buffer, claims: TicketClaims, check: string): boolean {
  return sameBytes(Buffer.from(checkPart(secret, claims)), Buffer.from(check));
}

import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestApp, createTestDatabase } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { ManualClock } from '../../platform/clock.ts';
import {
  parseTicketNumber,
  signTicket,
  ticketNumber,
  ticketNumberMatches,
  verifyTicket,
} from './event-ticket.ts';

const claims = { registerId: 123, eventId: 3, accountId: 42 };

describe('event tickets', () => {
  it('verifies its own tickets and refuses any change or another key', () => {
    const secret = randomBytes(32);
    const ticket = signTicket(secret, claims);
    expect(verifyTicket(secret, ticket)).toEqual(claims);
    expect(verifyTicket(randomBytes(32), ticket)).toBeNull();
    const [prefix, payload, mac] = ticket.split('.');
    expect(verifyTicket(secret, `VT2.${payload}.${mac}`)).toBeNull();
    expect(verifyTicket(secret, `${prefix}.${payload}.${mac.slice(0, -2)}`)).toBeNull();
    expect(verifyTicket(secret, `${prefix}.${payload}x.${mac}`)).toBeNull();
    expect(verifyTicket(secret, `${prefix}.${payload}`)).toBeNull();
    // A payload that is not the JSON of three ids, though signed, is refused too.
    const odd = Buffer.from('{"r":"1","e":3,"a":4}').toString('base64url');
    const oddMac = createHmac('sha256', secret).update(`VT1.${odd}`).digest('base64url');
    expect(verifyTicket(secret, `VT1.${odd}.${oddMac}`)).toBeNull();
    const good = Buffer.from('{"r":1,"e":3,"a":4}').toString('base64url');
    const goodMac = createHmac('sha256', secret).update(`VT1.${good}`).digest('base64url');
    expect(verifyTicket(secret, `VT1.${good}.${goodMac}`)).toEqual({
      registerId: 1,
      eventId: 3,
      accountId: 4,
    });
  });

  it('makes a typed number whose check part only the key gives', () => {
    const secret = randomBytes(32);
    const no = ticketNumber(secret, claims);
    expect(no).toMatch(/^E3-000123-[0-9A-HJKMNP-TV-Z]{4}$/);
    const parsed = parseTicketNumber(no.toLowerCase())!;
    expect(parsed).toMatchObject({ eventId: 3, registerId: 123 });
    expect(ticketNumberMatches(secret, claims, parsed.check)).toBe(true);
    expect(ticketNumberMatches(secret, { ...claims, accountId: 43 }, parsed.check)).toBe(false);
    expect(ticketNumberMatches(randomBytes(32), claims, parsed.check)).toBe(false);
    expect(parseTicketNumber('E3-12-ABCD')).toBeNull();
  });

  it('signs with TICKET_SECRET when set, else with a key kept in the database across restarts', async () => {
    const configured = 'k'.repeat(40);
    const withKey = await buildTestApp({ env: { TICKET_SECRET: configured } });
    expect((await withKey.app.services.eventRegistrations.ticketSecret()).toString()).toBe(
      configured,
    );
    expect(() => loadConfig({ TICKET_SECRET: 'short' })).toThrow(/TICKET_SECRET/);
    const database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', SCHEDULER_POLL_MS: '0' });
    const first = await buildApp(config, { clock: new ManualClock(), database });
    await first.ready();
    const key = await first.services.eventRegistrations.ticketSecret();
    await first.close();
    const second = await buildApp(config, { clock: new ManualClock(), database });
    await second.ready();
    expect((await second.services.eventRegistrations.ticketSecret()).equals(key)).toBe(true);
    expect(key.length).toBeGreaterThanOrEqual(32);
    await second.close();
    await database.close();
  });
});

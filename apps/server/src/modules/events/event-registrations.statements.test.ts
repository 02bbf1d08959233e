import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import {
  createEvent,
  EMPLOYMENT_STATUS,
  registerBody,
  registerFor,
} from '../../../test/factories/events.ts';

/** The registration's checks and writes: the resume's check and its one transaction. */
const REGISTRATION_LIMIT = 10;
/**
 * The whole request: the registration, the write's rate limit before it, and after the commit
 * the change-feed bump (one statement, two on PostgreSQL with its notification) and the outbox
 * relay (three, shared by the registrations that commit while one runs).
 */
const REQUEST_LIMIT = 15;

/** The platform's and the outbox's statements around the registration (see above). */
const AROUND =
  /"rate_limits"|"cache_version"|pg_notify|"scheduled_job"|^select .* from "notification_delivery"|^update "notification_delivery"/;

describe('the statements of one event registration', () => {
  let ctx: TestContext;
  let sent: string[] | null = null;

  beforeAll(async () => {
    ctx = await buildTestApp({ onStatement: (sql) => sent?.push(sql) });
    await createInterviewWorld(ctx.app.db);
  });

  it(`checks and stores a registration in ${REGISTRATION_LIMIT} statements, one transaction`, async () => {
    const event = await createEvent(ctx.app, {}, [50, 80, 30]);
    const warm = await createSeekerWithResume(ctx.app);
    const first = await registerFor(ctx.app, warm.token, registerBody(event.id, event.sessionIds));
    expect(first.statusCode, first.body).toBe(200);
    const seeker = await createSeekerWithResume(ctx.app);
    sent = [];
    const res = await registerFor(ctx.app, seeker.token, registerBody(event.id, event.sessionIds));
    const statements = sent;
    sent = null;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sessions.map((s: { remaining: number }) => s.remaining)).toEqual([
      48, 78, 28,
    ]);
    const registration = statements.filter((s) => !AROUND.test(s));
    expect(registration.filter((s) => /^(begin|commit)\b/i.test(s))).toEqual(['begin', 'commit']);
    // Three sessions take no more statements than one: no lookup per option or per session.
    expect(registration.length, registration.join('\n')).toBeLessThanOrEqual(REGISTRATION_LIMIT);
    expect(registration.filter((s) => s.includes('"reference_option"'))).toEqual([]);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(REQUEST_LIMIT);
  });

  it('refuses an option deactivated a moment ago, from the kept catalogue, writing nothing', async () => {
    const event = await createEvent(ctx.app, {}, [5]);
    const seeker = await createSeekerWithResume(ctx.app);
    await ctx.app.services.references.setActive('EMPLOYMENT_STATUS', EMPLOYMENT_STATUS, false);
    try {
      const res = await registerFor(
        ctx.app,
        seeker.token,
        registerBody(event.id, event.sessionIds),
      );
      expect(res.json()).toMatchObject({ code: 'BE_REFERENCE_OPTION_INACTIVE' });
      const session = await ctx.app.db
        .selectFrom('event_session')
        .select('taken')
        .where('id', '=', event.sessionIds[0]!)
        .executeTakeFirstOrThrow();
      expect(session.taken).toBe(0);
    } finally {
      await ctx.app.services.references.setActive('EMPLOYMENT_STATUS', EMPLOYMENT_STATUS, true);
    }
    const res = await registerFor(ctx.app, seeker.token, registerBody(event.id, event.sessionIds));
    expect(res.statusCode, res.body).toBe(200);
  });
});

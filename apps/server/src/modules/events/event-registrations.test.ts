import { beforeAll, describe, expect, it } from 'vitest';
import { EventRegistrationSchema, PATHS, macaoToday, shiftDate } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { bearer, loginAs, setProviderBirthDate } from '../../../test/auth.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import { createEvent, registerBody, registerFor } from '../../../test/factories/events.ts';
import { OPTIONS } from '../../../test/factories/profile.ts';

/** Registering for an event (spec §3 Event registration, §7 eventregisters). */
describe('event registration', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await buildTestApp();
    await createInterviewWorld(ctx.app.db);
  });

  const validate = (token: string, eventId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: PATHS.eventRegisterInitialValidate,
      headers: bearer(token),
      payload: { eventId },
    });
  const mine = (token: string, eventId: number) =>
    ctx.app.inject({
      method: 'GET',
      url: PATHS.eventRegisterByEvent.replace(':eventId', String(eventId)),
      headers: bearer(token),
    });

  it('registers a seeker for sessions, with a ticket, and takes their seats', async () => {
    const event = await createEvent(ctx.app, {}, [50, 80]);
    const seeker = await createSeekerWithResume(ctx.app);
    const check = await validate(seeker.token, event.id);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ eventId: event.id, typeEducationId: OPTIONS.education });
    const res = await registerFor(ctx.app, seeker.token, registerBody(event.id, event.sessionIds));
    expect(res.statusCode, res.body).toBe(200);
    const body = EventRegistrationSchema.parse(res.json());
    expect(body.sessions.map((s) => [s.sessionId, s.remaining])).toEqual([
      [event.sessionIds[0], 49],
      [event.sessionIds[1], 79],
    ]);
    expect(body.ticket).toMatch(/^VT1\.[\w-]+\.[\w-]+$/);
    expect(body.ticketNo).toMatch(new RegExp(`^E${event.id}-\\d{6}-[0-9A-Z]{4}$`));
    expect(body).toMatchObject({
      place: null,
      checkedInAt: null,
      arriveEarlyMinutes: 15,
      bookingCount: 0,
      maxApplyPerSeeker: 2,
      remainingBookings: 2,
    });
    expect((await mine(seeker.token, event.id)).json()).toEqual(body);
    const stock = await ctx.app.inject({
      method: 'GET',
      url: PATHS.eventSessionStock.replace(':id', String(event.id)),
    });
    expect(stock.json().sessions.map((s: { remaining: number }) => s.remaining)).toEqual([49, 79]);
  });

  it('refuses a second registration, also when both are sent at once', async () => {
    const event = await createEvent(ctx.app);
    const seeker = await createSeekerWithResume(ctx.app);
    const body = registerBody(event.id, [event.sessionIds[0]]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => registerFor(ctx.app, seeker.token, body)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((r) => r.statusCode !== 200)) {
      expect(a.json().code).toBe('BE_ALREADY_REGISTER_EVENT');
    }
    expect((await registerFor(ctx.app, seeker.token, body)).json().code).toBe(
      'BE_ALREADY_REGISTER_EVENT',
    );
    expect((await validate(seeker.token, event.id)).json().code).toBe('BE_ALREADY_REGISTER_EVENT');
    const stock = await ctx.app.inject({
      method: 'GET',
      url: PATHS.eventSessionStock.replace(':id', String(event.id)),
    });
    expect(stock.json().sessions[0].remaining).toBe(99);
  });

  it('refuses outside the window, after the window, and when staff closed it', async () => {
    const now = ctx.app.clock.millis();
    const day = 24 * 60 * 60 * 1000;
    const seeker = await createSeekerWithResume(ctx.app);
    const early = await createEvent(ctx.app, {
      register_from: new Date(now + day).toISOString(),
    });
    const late = await createEvent(ctx.app, {
      register_from: new Date(now - 5 * day).toISOString(),
      register_to: new Date(now - day).toISOString(),
    });
    const closed = await createEvent(ctx.app, { registration_closed: 1 });
    for (const event of [early, late, closed]) {
      expect((await validate(seeker.token, event.id)).json().code).toBe(
        'BE_NOT_IN_EVENT_DATE_RANGE',
      );
      const res = await registerFor(
        ctx.app,
        seeker.token,
        registerBody(event.id, event.sessionIds),
      );
      expect(res.json().code).toBe('BE_NOT_IN_EVENT_DATE_RANGE');
    }
    const taken = await ctx.app.db
      .selectFrom('event_register')
      .select('id')
      .where('account_id', '=', seeker.id)
      .execute();
    expect(taken).toEqual([]);
  });

  it('refuses a visitor, a non-resident, a seeker without resume and a minor', async () => {
    const event = await createEvent(ctx.app);
    const body = registerBody(event.id, event.sessionIds);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: PATHS.eventRegisters,
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
    const nonResident = await loginAs(ctx.app, 'nonresident');
    expect((await registerFor(ctx.app, nonResident, body)).json().code).toBe('BE_NOT_RESIDENT');
    const expired = await loginAs(ctx.app, 'expired');
    expect((await validate(expired, event.id)).json().code).toBe('BE_IDENTITY_DOC_EXPIRED');
    const employer = await loginAs(ctx.app, 'employer');
    expect((await registerFor(ctx.app, employer, body)).json().code).toBe('FORBIDDEN_ROLE');
    const noResume = await loginAs(ctx.app, {});
    expect((await registerFor(ctx.app, noResume, body)).json().code).toBe('BE_PROFILE_NOT_FOUND');
    // Under 16 by the identity provider's birth date (taken at each login), a day short.
    const minor = await createSeekerWithResume(ctx.app);
    const today = macaoToday(ctx.clock.now());
    const setBirthDate = (birthDate: string) => setProviderBirthDate(ctx.app, minor.id, birthDate);
    await setBirthDate(shiftDate(today, -16, 1));
    expect((await validate(minor.token, event.id)).json()).toEqual({
      code: 'BE_SEEKER_AGE_MUST_GE_16',
      errorArgs: [],
    });
    expect((await registerFor(ctx.app, minor.token, body)).json().code).toBe(
      'BE_SEEKER_AGE_MUST_GE_16',
    );
    await setBirthDate(shiftDate(today, -16));
    expect((await validate(minor.token, event.id)).statusCode).toBe(200);
    const stored = await ctx.app.db
      .selectFrom('event_register')
      .select('account_id')
      .where('event_id', '=', event.id)
      .execute();
    expect(stored).toEqual([]);
    const unknown = await validate(minor.token, 999_999);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });
});

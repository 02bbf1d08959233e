import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_EVENT_PATHS as P,
  ConsoleEmployerEventBookingPageSchema,
  ConsoleEventCheckinSchema,
  ConsoleEventDetailSchema,
  ConsoleEventRegistrationPageSchema,
  macaoToday,
  PATHS,
  shiftDate,
} from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { bearer, loginAs } from '../../../test/auth.ts';
import {
  createBookableVacancy,
  createInterviewWorld,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import {
  consoleEventInput,
  createEvent,
  registerBody,
  registerFor,
} from '../../../test/factories/events.ts';

/** The instant of a Macao wall-clock time on a day. */
const macaoInstant = (day: string, time: string) => `${day}T${time}:00+08:00`;

/** The console's events (staff) and event bookings (employers). */
describe('events in the console', () => {
  let ctx: TestContext;
  let staff: { authorization: string };
  let employer: { authorization: string };
  let employerId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ({ employerId } = await createInterviewWorld(ctx.app.db));
    staff = bearer(await loginAs(ctx.app, 'staff'));
    employer = bearer(await loginAs(ctx.app, 'employer'));
    start = ctx.clock.now();
  });

  let start: Date;
  /** Moves the clock (the staff log in again: sessions end after a while). */
  const at = async (instant: Date | string) => {
    ctx.clock.set(instant);
    staff = bearer(await loginAs(ctx.app, 'staff'));
    employer = bearer(await loginAs(ctx.app, 'employer'));
  };
  afterEach(() => at(start));

  const url = (path: string, id: number, extra: Record<string, number> = {}) =>
    Object.entries({ id, ...extra }).reduce((u, [k, v]) => u.replace(`:${k}`, String(v)), path);
  const send = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    headers: { authorization: string },
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url: path,
      headers: { ...headers, 'accept-language': 'en' },
      payload: payload as Record<string, unknown>,
    });

  const eventInput = (overrides: Record<string, unknown> = {}) =>
    consoleEventInput(ctx.clock.millis(), overrides);
  const eventDay = async (id: number) => (await ctx.app.services.events.load(id)).row.start_date;
  const sessionInput = (quota: number) => ({
    date: '2026-12-10',
    startTime: '10:00',
    endTime: '12:00',
    quota,
    ticketFrom: '09:30',
    ticketTo: '10:00',
  });

  it('creates and edits an event, its sessions and vacancies, each action in the history', async () => {
    const created = await send('POST', P.consoleEvents, staff, eventInput());
    expect(created.statusCode, created.body).toBe(200);
    const id = ConsoleEventDetailSchema.parse(created.json()).eventId;
    const edited = await send(
      'PUT',
      url(P.consoleEvent, id),
      staff,
      eventInput({ maxApplyPerSeeker: 4 }),
    );
    expect(edited.json()).toMatchObject({ maxApplyPerSeeker: 4, eventName: 'Hotel session' });
    const added = ConsoleEventDetailSchema.parse(
      (await send('POST', url(P.consoleEventSessions, id), staff, sessionInput(2))).json(),
    );
    const sessionId = added.sessions[0].sessionId;
    const outside = await send('POST', url(P.consoleEventSessions, id), staff, {
      ...sessionInput(2),
      date: '2026-12-12',
    });
    expect(outside.json().code).toBe('VALIDATION_FAIL');
    for (let i = 0; i < 2; i += 1) {
      const seeker = await createSeekerWithResume(ctx.app);
      expect(
        (await registerFor(ctx.app, seeker.token, registerBody(id, [sessionId]))).statusCode,
      ).toBe(200);
    }
    const below = await send(
      'PUT',
      url(P.consoleEventSession, id, { sessionId }),
      staff,
      sessionInput(1),
    );
    expect(below.json()).toEqual({ code: 'BE_EVENT_QUOTA_BELOW_TAKEN', errorArgs: [2] });
    const raised = await send(
      'PUT',
      url(P.consoleEventSession, id, { sessionId }),
      staff,
      sessionInput(5),
    );
    expect(raised.json().sessions[0]).toMatchObject({ quota: 5, remaining: 3 });
    const vacancy = await createBookableVacancy(ctx.app, employerId);
    const attached = ConsoleEventDetailSchema.parse(
      (
        await send('POST', url(P.consoleEventVacancies, id), staff, { jobOfferIds: [vacancy] })
      ).json(),
    );
    expect(attached.vacancies.map((v) => v.jobOfferId)).toEqual([vacancy]);
    const other = await createEvent(ctx.app);
    const taken = await send('POST', url(P.consoleEventVacancies, other.id), staff, {
      jobOfferIds: [vacancy],
    });
    expect(taken.json()).toEqual({ code: 'BE_JOBOFFER_INVALID', errorArgs: [vacancy] });
    const local = await ctx.app.inject({ method: 'GET', url: `${PATHS.localVacancy}?size=100` });
    expect(local.json().content.map((c: { id: number }) => c.id)).not.toContain(vacancy);
    const closed = await send('POST', url(P.consoleEventRegistration, id), staff, { open: false });
    expect(closed.json()).toMatchObject({ registrationOpen: 0, registrationClosedByStaff: true });
    const seeker = await createSeekerWithResume(ctx.app);
    expect(
      (await registerFor(ctx.app, seeker.token, registerBody(id, [sessionId]))).json().code,
    ).toBe('BE_NOT_IN_EVENT_DATE_RANGE');
    await send('POST', url(P.consoleEventRegistration, id), staff, { open: true });
    const detached = await send('POST', url(P.consoleEventVacancies, id), staff, {
      jobOfferIds: [vacancy],
      detach: true,
    });
    const final = ConsoleEventDetailSchema.parse(detached.json());
    expect(final.vacancies).toEqual([]);
    expect(final.registeredCount).toBe(2);
    expect(final.history.map((h) => [h.action, h.actorName])).toEqual(
      [
        'created',
        'updated',
        'sessionAdded',
        'sessionUpdated',
        'vacanciesAttached',
        'registrationClosed',
        'registrationOpened',
        'vacanciesDetached',
      ].map((a) => [a, expect.any(String)]),
    );
    expect(final.history[0]).toMatchObject({
      actionDesc: 'Event created',
      at: ctx.clock.now().toISOString(),
    });
  });

  it('checks a ticket in once, refusing forged, altered, copied and mistyped tickets', async () => {
    // Events of today: the clock (10:00 in Macao) is in the first session's ticket time.
    const today = macaoToday(ctx.clock.now());
    const event = await createEvent(ctx.app, { start_date: today, end_date: today });
    const other = await createEvent(ctx.app, { start_date: today, end_date: today });
    const [a, b] = [await createSeekerWithResume(ctx.app), await createSeekerWithResume(ctx.app)];
    const reg = async (token: string, eventId: number, sessionId: number) => {
      const res = await registerFor(ctx.app, token, registerBody(eventId, [sessionId]));
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { ticket: string; ticketNo: string; registerId: number };
    };
    const ra = await reg(a.token, event.id, event.sessionIds[0]);
    const rb = await reg(b.token, event.id, event.sessionIds[1]);
    const ro = await reg(a.token, other.id, other.sessionIds[0]);
    const checkIn = (ticket: string, eventId = event.id) =>
      send('POST', url(P.consoleEventCheckins, eventId), staff, { ticket });
    const [prefix, payload, mac] = ra.ticket.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      number
    >;
    const forge = (c: Record<string, number>) =>
      Buffer.from(JSON.stringify(c)).toString('base64url');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const refused = [
      `${prefix}.${forge({ ...claims, a: claims.a + 1 })}.${mac}`,
      `${prefix}.${payload}.${flip(mac)}`,
      `${prefix}.${forge({ ...claims, r: rb.registerId })}.${mac}`,
      ro.ticket,
      ra.ticketNo.slice(0, -1) + (ra.ticketNo.endsWith('A') ? 'B' : 'A'),
      ro.ticketNo,
      ra.ticketNo.replace(`E${event.id}-`, `E${other.id}-`),
      'not a ticket',
    ];
    for (const ticket of refused) {
      expect((await checkIn(ticket)).json().code, ticket).toBe('BE_EVENT_TICKET_INVALID');
    }
    expect((await checkIn(ra.ticket, other.id)).json().code).toBe('BE_EVENT_TICKET_INVALID');
    const mine = () =>
      ctx.app.inject({
        method: 'GET',
        url: PATHS.eventRegisterByEvent.replace(':eventId', String(event.id)),
        headers: b.headers,
      });
    expect((await mine()).json()).toMatchObject({ waitingCount: 0, place: null });
    const first = await checkIn(ra.ticket);
    expect(first.statusCode, first.body).toBe(200);
    expect(ConsoleEventCheckinSchema.parse(first.json())).toMatchObject({
      registerId: ra.registerId,
      place: 1,
      waitingCount: 1,
    });
    expect(first.json().docNumMasked).toMatch(/^\*+.{4}$/);
    expect((await mine()).json()).toMatchObject({ waitingCount: 1, place: null });
    expect((await checkIn(ra.ticket)).json().code).toBe('BE_EVENT_ALREADY_CHECKED_IN');
    expect((await checkIn(ra.ticketNo)).json().code).toBe('BE_EVENT_ALREADY_CHECKED_IN');
    await at(macaoInstant(today, '11:45')); // b's session's ticket time
    const second = await checkIn(rb.ticketNo.toLowerCase());
    expect(second.json()).toMatchObject({ place: 2, waitingCount: 2 });
    expect((await mine()).json()).toMatchObject({ place: 2, waitingCount: 1 });
    const list = ConsoleEventRegistrationPageSchema.parse(
      (await send('GET', url(P.consoleEventRegistrations, event.id), staff)).json(),
    );
    expect(list.content.map((r) => [r.ticketNo, r.place])).toEqual([
      [ra.ticketNo, 1],
      [rb.ticketNo, 2],
    ]);
    const history = ConsoleEventDetailSchema.parse(
      (await send('GET', url(P.consoleEvent, event.id), staff)).json(),
    ).history;
    expect(history.map((h) => [h.action, h.detail])).toEqual([
      ['checkedIn', ra.ticketNo],
      ['checkedIn', rb.ticketNo],
    ]);
  });

  it("checks in only on the event days, within the ticket collection time of the seeker's session", async () => {
    const event = await createEvent(ctx.app, {}, [100, 100]);
    const seeker = await createSeekerWithResume(ctx.app);
    const res = await registerFor(
      ctx.app,
      seeker.token,
      registerBody(event.id, [event.sessionIds[0]]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { ticketNo } = res.json() as { ticketNo: string };
    const checkIn = () =>
      send('POST', url(P.consoleEventCheckins, event.id), staff, { ticket: ticketNo });
    const day = await eventDay(event.id);
    // Session 1 runs from 10:00, tickets collected 09:30 to 10:00 (Macao time).
    for (const [date, time] of [
      [ctx.clock.now().toISOString().slice(0, 10), '09:45'], // weeks before the event
      [shiftDate(day, 0, -1), '09:45'], // the day before
      [shiftDate(day, 0, 1), '09:45'], // the day after
      [day, '09:29'], // before the ticket collection time
      [day, '10:01'], // after it
      [day, '11:45'], // another session's time
    ] as const) {
      await at(macaoInstant(date, time));
      const refused = await checkIn();
      expect(refused.statusCode, `${date} ${time}`).toBe(409);
      expect(refused.json()).toEqual({ code: 'BE_EVENT_CHECKIN_NOT_OPEN', errorArgs: [] });
    }
    await at(macaoInstant(day, '09:30'));
    expect((await checkIn()).json()).toMatchObject({ place: 1 });
    // Without sessions chosen, any time of an event day: a bad ticket is still refused as such.
    const open = await createEvent(
      ctx.app,
      { start_date: day, end_date: shiftDate(day, 0, 1) },
      [],
    );
    await at(macaoInstant(shiftDate(day, 0, 1), '16:00'));
    const bad = await send('POST', url(P.consoleEventCheckins, open.id), staff, { ticket: 'x' });
    expect(bad.json().code).toBe('BE_EVENT_TICKET_INVALID');
  });

  it('shows an employer who booked its event vacancies; refuses employers and visitors on staff routes', async () => {
    const event = await createEvent(ctx.app);
    const me = await ctx.app.services.auth.authenticate(employer.authorization.slice(7));
    expect(me?.account.employerId).toBe(employerId);
    const vacancy = await createBookableVacancy(ctx.app, employerId, {
      event_id: event.id,
      need_cv: 0,
    });
    const seeker = await createSeekerWithResume(ctx.app);
    await registerFor(ctx.app, seeker.token, registerBody(event.id, [event.sessionIds[0]]));
    const booked = await ctx.app.inject({
      method: 'POST',
      url: PATHS.applyEventVacancy,
      headers: seeker.headers,
      payload: { eventId: event.id, jobOfferId: vacancy },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const page = ConsoleEmployerEventBookingPageSchema.parse(
      (await send('GET', `${P.consoleEmployerEventBookings}?eventId=${event.id}`, employer)).json(),
    );
    expect(page.content.map((c) => [c.jobOfferId, c.eventName, c.hasCv])).toEqual([
      [vacancy, 'Grand fair', false],
    ]);
    expect((await send('GET', P.consoleEmployerEventBookings, staff)).json().code).toBe(
      'FORBIDDEN_ROLE',
    );
    for (const [method, path] of [
      ['GET', P.consoleEvents],
      ['POST', url(P.consoleEventCheckins, event.id)],
      ['POST', url(P.consoleEventRegistration, event.id)],
    ] as const) {
      const res = await send(method, path, employer, { ticket: 'x', open: false });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_ROLE');
      const visitor = await ctx.app.inject({ method, url: path, payload: { ticket: 'x' } });
      expect(visitor.statusCode).toBe(401);
    }
    expect((await send('GET', url(P.consoleEvent, 999_999), staff)).json().code).toBe('NOT_FOUND');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_EVENT_PATHS as P, EVENT_LIMITS, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { bearer, loginAs } from '../../../test/auth.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
  type TestSeeker,
} from '../../../test/factories/jobmatches.ts';
import { createEvent, registerBody, registerFor } from '../../../test/factories/events.ts';
import { OPTIONS } from '../../../test/factories/profile.ts';

/** Bad input on every event route answers its catalogue code and stores nothing. */
describe('event input', () => {
  let ctx: TestContext;
  let seeker: TestSeeker;
  let event: { id: number; sessionIds: number[] };
  let other: { id: number; sessionIds: number[] };

  beforeAll(async () => {
    ctx = await buildTestApp();
    await createInterviewWorld(ctx.app.db);
    seeker = await createSeekerWithResume(ctx.app);
    event = await createEvent(ctx.app, {}, [10, 10]);
    other = await createEvent(ctx.app);
  });

  const body = () => registerBody(event.id, [event.sessionIds[0]]);
  type Change = (b: ReturnType<typeof body>) => Record<string, unknown>;
  const registrationCases: [string, Change, string][] = [
    ['no event', (b) => ({ ...b, eventId: undefined }), 'VALIDATION_FAIL'],
    ['an event id as text', (b) => ({ ...b, eventId: String(b.eventId) }), 'VALIDATION_FAIL'],
    ['no session', (b) => ({ ...b, eventRegisterSessionList: [] }), 'VALIDATION_FAIL'],
    ['sessions missing', (b) => ({ ...b, eventRegisterSessionList: undefined }), 'VALIDATION_FAIL'],
    ['no education', (b) => ({ ...b, typeEducationId: undefined }), 'VALIDATION_FAIL'],
    ['an education as text', (b) => ({ ...b, typeEducationId: 'x' }), 'VALIDATION_FAIL'],
    ['an unknown education', (b) => ({ ...b, typeEducationId: 9999 }), 'VALIDATION_FAIL'],
    [
      'an unknown employment status',
      (b) => ({ ...b, typeEmploymentStatusId: 9999 }),
      'VALIDATION_FAIL',
    ],
    [
      'an inactive education',
      (b) => ({ ...b, typeEducationId: OPTIONS.inactiveEducation }),
      'BE_REFERENCE_OPTION_INACTIVE',
    ],
  ];

  it.each(registrationCases.map((c) => [c[0], c[2]]))('refuses %s with %s', async (name) => {
    const [, change, code] = registrationCases.find((c) => c[0] === name)!;
    const res = await registerFor(ctx.app, seeker.token, change(body()));
    expect(res.json().code).toBe(code);
  });

  it('refuses too many, repeated, unknown and other events’ sessions', async () => {
    const sessions = (ids: number[]) => ({
      ...body(),
      eventRegisterSessionList: ids.map((sessionId) => ({ sessionId })),
    });
    const many = Array.from({ length: EVENT_LIMITS.sessionsPerRegistration + 1 }, (_, i) => i + 1);
    for (const payload of [
      sessions(many),
      sessions([event.sessionIds[0], event.sessionIds[0]]),
      sessions([999_999]),
      sessions([other.sessionIds[0]]),
      sessions([event.sessionIds[0], other.sessionIds[0]]),
    ]) {
      expect((await registerFor(ctx.app, seeker.token, payload)).json().code).toBe(
        'VALIDATION_FAIL',
      );
    }
    const stored = await ctx.app.db.selectFrom('event_register').select('id').execute();
    expect(stored).toEqual([]);
    const taken = await ctx.app.db.selectFrom('event_session').select('taken').execute();
    expect(taken.every((t) => t.taken === 0)).toBe(true);
  });

  it('refuses bad ids, queries and statistics lists', async () => {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: seeker.headers });
    for (const url of [
      PATHS.event.replace(':id', 'abc'),
      PATHS.event.replace(':id', '0'),
      `${PATHS.events}?typeEventId=4`,
      `${PATHS.events}?typeEventStatus=x`,
      `${PATHS.events}?sort=name`,
      `${PATHS.events}?size=1000`,
      `${PATHS.eventRegisterStatistics}`,
      `${PATHS.eventRegisterStatistics}?eventIds=a,b`,
      `${PATHS.eventRegisterStatistics}?eventIds=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`,
      `${PATHS.jobMatchEvents}`,
      `${PATHS.jobMatchEvents}?eventId=x`,
      `${PATHS.eventVacancies.replace(':id', String(event.id))}?keyword=${'a'.repeat(500)}`,
    ]) {
      expect((await get(url)).json().code, url).toBe('VALIDATION_FAIL');
    }
    const stats = await get(`${PATHS.eventRegisterStatistics}?eventIds=${event.id},999999`);
    expect(stats.json()).toEqual([
      { eventId: event.id, registered: 0, bookingCount: 0, remainingBookings: 0 },
    ]);
    expect(
      (await get(PATHS.eventRegisterByEvent.replace(':eventId', String(event.id)))).json().code,
    ).toBe('NOT_FOUND');
  });

  it("answers NOT_FOUND for another seeker's registration and bookings", async () => {
    const owner = await createSeekerWithResume(ctx.app);
    expect((await registerFor(ctx.app, owner.token, body())).statusCode).toBe(200);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: PATHS.eventRegisterByEvent.replace(':eventId', String(event.id)),
      headers: seeker.headers,
    });
    expect(mine.json().code).toBe('NOT_FOUND');
    const bookings = await ctx.app.inject({
      method: 'GET',
      url: `${PATHS.jobMatchEvents}?eventId=${event.id}`,
      headers: seeker.headers,
    });
    expect(bookings.json()).toEqual({ content: [], totalElements: 0 });
  });

  it('refuses bad console input', async () => {
    const staff = bearer(await loginAs(ctx.app, 'staff'));
    const post = (url: string, payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: staff,
        payload: payload as Record<string, unknown>,
      });
    const id = String(event.id);
    const cases: [string, unknown][] = [
      [P.consoleEvents, {}],
      [P.consoleEvents, { typeEventId: 9 }],
      [
        P.consoleEventSessions.replace(':id', id),
        {
          date: '2026-13-01',
          startTime: '10:00',
          endTime: '11:00',
          quota: 5,
          ticketFrom: '09:30',
          ticketTo: '10:00',
        },
      ],
      [
        P.consoleEventSessions.replace(':id', id),
        {
          date: '2026-12-04',
          startTime: '25:00',
          endTime: '11:00',
          quota: 5,
          ticketFrom: '09:30',
          ticketTo: '10:00',
        },
      ],
      [
        P.consoleEventSessions.replace(':id', id),
        {
          date: '2026-12-04',
          startTime: '10:00',
          endTime: '11:00',
          quota: 0,
          ticketFrom: '09:30',
          ticketTo: '10:00',
        },
      ],
      [P.consoleEventVacancies.replace(':id', id), { jobOfferIds: [] }],
      [P.consoleEventVacancies.replace(':id', id), { jobOfferIds: [1, 1] }],
      [
        P.consoleEventVacancies.replace(':id', id),
        { jobOfferIds: Array.from({ length: 51 }, (_, i) => i + 1) },
      ],
      [P.consoleEventRegistration.replace(':id', id), { open: 'yes' }],
      [P.consoleEventCheckins.replace(':id', id), { ticket: '' }],
      [
        P.consoleEventCheckins.replace(':id', id),
        { ticket: 'x'.repeat(EVENT_LIMITS.ticketMax + 1) },
      ],
    ];
    for (const [url, payload] of cases) {
      expect(
        (await post(url, payload)).json().code,
        `${url} ${JSON.stringify(payload).slice(0, 80)}`,
      ).toBe('VALIDATION_FAIL');
    }
    const unknownVacancy = await post(P.consoleEventVacancies.replace(':id', id), {
      jobOfferIds: [999_999],
    });
    expect(unknownVacancy.json()).toEqual({ code: 'BE_JOBOFFER_INVALID', errorArgs: [999_999] });
    const history = await ctx.app.db.selectFrom('event_action').select('id').execute();
    expect(history).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { EventBookingPageSchema, EventVacancyDetailSchema, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createBookableVacancy,
  createCvRow,
  createInterviewWorld,
  createSeekerWithResume,
  type TestSeeker,
} from '../../../test/factories/jobmatches.ts';
import { createEvent, registerBody, registerFor } from '../../../test/factories/events.ts';

/** Booking an event's vacancies (spec §3 Event vacancy application, §5). */
describe('event vacancy bookings', () => {
  let ctx: TestContext;
  let employerId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ({ employerId } = await createInterviewWorld(ctx.app.db));
  });

  const book = (seeker: TestSeeker, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: PATHS.applyEventVacancy,
      headers: seeker.headers,
      payload: body,
    });
  const vacancyOf = (eventId: number, extra = {}) =>
    createBookableVacancy(ctx.app, employerId, { event_id: eventId, need_cv: 0, ...extra });

  async function registered(max = 2) {
    const event = await createEvent(ctx.app, { max_apply_per_seeker: max });
    const seeker = await createSeekerWithResume(ctx.app);
    const res = await registerFor(ctx.app, seeker.token, registerBody(event.id, event.sessionIds));
    expect(res.statusCode, res.body).toBe(200);
    return { event, seeker };
  }

  it('books up to the maximum with a CV, the remaining bookings dropping', async () => {
    const { event, seeker } = await registered(2);
    const cvUid = await createCvRow(ctx.app.db, seeker.id);
    const [a, b, c] = [
      await vacancyOf(event.id),
      await vacancyOf(event.id),
      await vacancyOf(event.id),
    ];
    const first = await book(seeker, { eventId: event.id, jobOfferId: a, cvUid });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ bookingCount: 1, remainingBookings: 1 });
    const second = await book(seeker, { eventId: event.id, jobOfferId: b });
    expect(second.json()).toMatchObject({ bookingCount: 2, remainingBookings: 0 });
    expect((await book(seeker, { eventId: event.id, jobOfferId: c })).json()).toEqual({
      code: 'BE_EXCEED_EVENT_MAX_APPLY_PER_SEEKER',
      errorArgs: [2],
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${PATHS.jobMatchEvents}?eventId=${event.id}`,
      headers: seeker.headers,
    });
    const page = EventBookingPageSchema.parse(list.json());
    expect(page.totalElements).toBe(2);
    expect(page.content.map((p) => [p.jobOfferId, p.cvName])).toEqual([
      [b, null],
      [a, 'My CV'],
    ]);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: PATHS.eventVacancy
        .replace(':eventId', String(event.id))
        .replace(':jobOfferId', String(a)),
      headers: seeker.headers,
    });
    expect(EventVacancyDetailSchema.parse(detail.json())).toMatchObject({
      applied: 1,
      eventId: event.id,
    });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: PATHS.eventRegisterByEvent.replace(':eventId', String(event.id)),
      headers: seeker.headers,
    });
    expect(mine.json()).toMatchObject({ bookingCount: 2, remainingBookings: 0 });
  });

  it('refuses a booking without a registration, twice, of another event, and with a CV not mine', async () => {
    const { event, seeker } = await registered(3);
    const other = await createEvent(ctx.app);
    const stranger = await createSeekerWithResume(ctx.app);
    const id = await vacancyOf(event.id);
    expect((await book(stranger, { eventId: event.id, jobOfferId: id })).json().code).toBe(
      'BE_EVENT_NOT_REGISTERED',
    );
    expect((await book(seeker, { eventId: event.id, jobOfferId: id })).statusCode).toBe(200);
    expect((await book(seeker, { eventId: event.id, jobOfferId: id })).json().code).toBe(
      'BE_ALREADY_APPLY_EVENT_VACANCY',
    );
    const elsewhere = await vacancyOf(other.id);
    expect((await book(seeker, { eventId: event.id, jobOfferId: elsewhere })).json()).toEqual({
      code: 'BE_JOBOFFER_INVALID',
      errorArgs: [elsewhere],
    });
    const local = await createBookableVacancy(ctx.app, employerId);
    expect((await book(seeker, { eventId: event.id, jobOfferId: local })).json().code).toBe(
      'BE_JOBOFFER_INVALID',
    );
    const strangersCv = await createCvRow(ctx.app.db, stranger.id);
    const next = await vacancyOf(event.id);
    expect(
      (await book(seeker, { eventId: event.id, jobOfferId: next, cvUid: strangersCv })).json().code,
    ).toBe('NOT_FOUND');
    const needsCv = await vacancyOf(event.id, { need_cv: 1 });
    expect((await book(seeker, { eventId: event.id, jobOfferId: needsCv })).json().code).toBe(
      'BE_CV_MUST_ATTACHED',
    );
    expect((await book(seeker, { eventId: 999_999, jobOfferId: next })).json().code).toBe(
      'NOT_FOUND',
    );
    const stored = await ctx.app.db
      .selectFrom('event_booking')
      .select('job_offer_id')
      .where('account_id', '=', seeker.id)
      .execute();
    expect(stored).toEqual([{ job_offer_id: id }]);
  });

  it('holds the per-seeker maximum and the one booking per vacancy under concurrency', async () => {
    const { event, seeker } = await registered(3);
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await vacancyOf(event.id));
    const answers = await Promise.all(
      ids.map((jobOfferId) => book(seeker, { eventId: event.id, jobOfferId })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['BE_EXCEED_EVENT_MAX_APPLY_PER_SEEKER']),
    );
    const again = await registered(3);
    const one = await vacancyOf(again.event.id);
    const doubles = await Promise.all(
      Array.from({ length: 6 }, () =>
        book(again.seeker, { eventId: again.event.id, jobOfferId: one }),
      ),
    );
    expect(doubles.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const d of doubles.filter((a) => a.statusCode !== 200)) {
      expect(d.json().code).toBe('BE_ALREADY_APPLY_EVENT_VACANCY');
    }
    const counts = await ctx.app.db
      .selectFrom('event_register')
      .select(['account_id', 'booking_count'])
      .where('account_id', 'in', [seeker.id, again.seeker.id])
      .orderBy('id')
      .execute();
    expect(counts.map((c) => c.booking_count)).toEqual([3, 1]);
  });
});

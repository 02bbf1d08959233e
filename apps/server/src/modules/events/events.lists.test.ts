import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMacaoMonths,
  CONSOLE_EVENT_PATHS,
  ConsoleEventDetailSchema,
  EventBannerListSchema,
  EventDetailSchema,
  EventPageSchema,
  JobClassListSchema,
  JobOfferPageSchema,
  JobOfferSummarySchema,
  PATHS,
} from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { createBookableVacancy, createInterviewWorld } from '../../../test/factories/jobmatches.ts';
import { createEvent } from '../../../test/factories/events.ts';
import { bearer, loginAs } from '../../../test/auth.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Event lists and details (spec §4: enrolling or finished by the clock; §7 Events). */
describe('events and their vacancies', () => {
  let ctx: TestContext;
  let employerId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ({ employerId } = await createInterviewWorld(ctx.app.db));
  });

  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

  it('lists events of a kind and status, soonest first, the status following the clock', async () => {
    const now = ctx.clock.millis();
    const soon = await createEvent(ctx.app, {
      type_event_id: 2,
      start_date: '2026-12-01',
      end_date: '2026-12-01',
    });
    const later = await createEvent(ctx.app, {
      type_event_id: 2,
      start_date: '2026-12-20',
      end_date: '2026-12-21',
    });
    const past = await createEvent(ctx.app, {
      type_event_id: 2,
      start_date: '2026-11-01',
      end_date: '2026-11-01',
      register_from: new Date(now - 40 * DAY_MS).toISOString(),
      register_to: new Date(now - 22 * DAY_MS).toISOString(),
    });
    const enrolling = EventPageSchema.parse(
      (await get(`${PATHS.events}?typeEventId=2&typeEventStatus=1`)).json(),
    );
    expect(enrolling.content.map((e) => e.eventId)).toEqual([soon.id, later.id]);
    expect(enrolling.content[0]).toMatchObject({
      statusDesc: 'Enrolling',
      registrationOpen: 1,
      remainingQuota: 200,
      eventName: 'Grand fair',
    });
    const finished = EventPageSchema.parse(
      (await get(`${PATHS.events}?typeEventId=2&typeEventStatus=2`)).json(),
    );
    expect(finished.content.map((e) => [e.eventId, e.statusDesc])).toEqual([[past.id, 'Finished']]);
    const desc = EventPageSchema.parse(
      (await get(`${PATHS.events}?typeEventId=2&sort=startDate,desc&size=2`)).json(),
    );
    expect(desc).toMatchObject({ totalElements: 3 });
    expect(desc.content.map((e) => e.eventId)).toEqual([later.id, soon.id]);
    // The window of `soon` ends in ten days: then it is finished, though its day is ahead.
    ctx.clock.advance(11 * DAY_MS);
    const detail = EventDetailSchema.parse(
      (await get(PATHS.event.replace(':id', String(soon.id)))).json(),
    );
    expect(detail).toMatchObject({ typeEventStatus: 2, registrationOpen: 0 });
    ctx.clock.advance(-11 * DAY_MS);
    // The last day passed: finished even with the window still open.
    const lastDay = await createEvent(ctx.app, {
      start_date: '2026-11-20',
      end_date: '2026-11-21',
    });
    const v1 = EventDetailSchema.parse(
      (await get(PATHS.eventV1.replace(':eventId', String(lastDay.id)))).json(),
    );
    expect(v1.typeEventStatus).toBe(2);
    expect((await get(PATHS.event.replace(':id', '999999'))).json().code).toBe('NOT_FOUND');
    const banners = EventBannerListSchema.parse((await get(PATHS.eventBanners)).json());
    expect(banners.map((b) => b.eventId)).toContain(soon.id);
    expect(banners.map((b) => b.eventId)).not.toContain(past.id);
  });

  it("lists only the event's vacancies, and the local lists still exclude them", async () => {
    const event = await createEvent(ctx.app);
    const other = await createEvent(ctx.app);
    const mine = [
      await createBookableVacancy(ctx.app, employerId, { event_id: event.id }),
      await createBookableVacancy(ctx.app, employerId, { event_id: event.id }),
    ];
    const theirs = await createBookableVacancy(ctx.app, employerId, { event_id: other.id });
    const local = await createBookableVacancy(ctx.app, employerId);
    const ids = (body: unknown) =>
      JobOfferPageSchema.parse(body)
        .content.map((c) => c.id)
        .sort();
    const base = PATHS.eventJobOffers.replace(':eventId', String(event.id));
    expect(ids((await get(base)).json())).toEqual([...mine].sort());
    expect(ids((await get(`${base}/search`)).json())).toEqual([...mine].sort());
    expect(ids((await get(PATHS.eventVacancies.replace(':id', String(event.id)))).json())).toEqual(
      [...mine].sort(),
    );
    const summary = JobOfferSummarySchema.parse((await get(`${base}/summary`)).json());
    expect(summary.vacancyCount).toBe(2);
    const catalog = JobClassListSchema.parse((await get(`${base}/catalog`)).json());
    const counted = catalog.reduce((sum, g) => sum + Number(g.metaDatas[0].value), 0);
    expect(counted).toBe(2);
    const detail = EventDetailSchema.parse(
      (await get(PATHS.event.replace(':id', String(event.id)))).json(),
    );
    expect(detail.vacancyCount).toBe(2);
    const localIds = ids((await get(`${PATHS.localVacancy}?size=100`)).json());
    expect(localIds).toContain(local);
    for (const id of [...mine, theirs]) expect(localIds).not.toContain(id);
    const vacancy = await get(
      PATHS.eventVacancy
        .replace(':eventId', String(event.id))
        .replace(':jobOfferId', String(theirs)),
    );
    expect(vacancy.json().code).toBe('NOT_FOUND');
    expect((await get(PATHS.eventJobOffers.replace(':eventId', '999999'))).json().code).toBe(
      'NOT_FOUND',
    );
  });

  it('lists and counts the valid vacancies only; the console lists the others marked', async () => {
    const event = await createEvent(ctx.app);
    const now = ctx.clock.now();
    const valid = await createBookableVacancy(ctx.app, employerId, { event_id: event.id });
    // Expired two days ago: still within the 15 days a local list shows it as invalid.
    const expired = await createBookableVacancy(ctx.app, employerId, {
      event_id: event.id,
      published_at: new Date(addMacaoMonths(now, -4).getTime() - 2 * DAY_MS).toISOString(),
    });
    const removed = await createBookableVacancy(ctx.app, employerId, {
      event_id: event.id,
      removed_at: now.toISOString(),
      removal_kind: 'withdrawn',
    });
    const base = PATHS.eventJobOffers.replace(':eventId', String(event.id));
    for (const url of [
      base,
      `${base}/search`,
      PATHS.eventVacancies.replace(':id', String(event.id)),
    ]) {
      const page = JobOfferPageSchema.parse((await get(url)).json());
      expect(
        page.content.map((c) => [c.id, c.isValid]),
        url,
      ).toEqual([[valid, 1]]);
      expect(page.totalElements, url).toBe(page.content.length);
    }
    const detail = EventDetailSchema.parse(
      (await get(PATHS.event.replace(':id', String(event.id)))).json(),
    );
    expect(detail.vacancyCount).toBe(1);
    expect(JobOfferSummarySchema.parse((await get(`${base}/summary`)).json()).vacancyCount).toBe(1);
    const staff = bearer(await loginAs(ctx.app, 'staff'));
    const console = await ctx.app.inject({
      url: CONSOLE_EVENT_PATHS.consoleEvent.replace(':id', String(event.id)),
      headers: { ...staff, 'accept-language': 'en' },
    });
    const listed = ConsoleEventDetailSchema.parse(console.json()).vacancies;
    expect(listed.map((v) => [v.jobOfferId, v.state]).sort()).toEqual(
      [
        [valid, 'VALID'],
        [expired, 'EXPIRED'],
        [removed, 'REMOVED'],
      ].sort(),
    );
  });
});

import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createBookableVacancy,
  createInterviewWorld,
  createSeekerWithResume,
  insertMatch,
  type TestSeeker,
} from '../../../test/factories/jobmatches.ts';

describe('the calendar file of an arranged interview', () => {
  let ctx: TestContext;
  let employerId: number;
  let seeker: TestSeeker;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ({ employerId } = await createInterviewWorld(ctx.app.db));
    seeker = await createSeekerWithResume(ctx.app);
  });

  const calendar = (uid: string) =>
    ctx.app.inject({
      url: PATHS.jobmatchCalendar.replace(':id', uid),
      headers: { ...seeker.headers, 'accept-language': 'en' },
    });

  it('is an iCalendar event at the interview instant, an hour long, with the place', async () => {
    const jobOfferId = await createBookableVacancy(ctx.app, employerId);
    // 30 November 2026, 10:30 in Macao (UTC+8).
    const { uid } = await insertMatch(ctx.app, {
      accountId: seeker.id,
      jobOfferId,
      employerId,
      status: JOB_MATCH_STATUS.arranged,
      interview_at: '2026-11-30T02:30:00.000Z',
      location: 'Avenida da Praia Grande 1, 3/F',
      contact_phone: '28123456',
    });
    const res = await calendar(uid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="IV.+\.ics"$/);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(res.body) as unknown[]).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-30T02:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-30T03:30:00.000Z');
    expect(event.location).toBe('Avenida da Praia Grande 1, 3/F');
    expect(event.summary).toMatch(/^Waiter \d+ — Employer \d+ Limited$/);
    expect(event.description).toContain('28123456');
  });

  it('is refused for a match that is not arranged', async () => {
    const { uid } = await insertMatch(ctx.app, {
      accountId: seeker.id,
      employerId,
      status: JOB_MATCH_STATUS.requested,
    });
    expect((await calendar(uid)).json()).toEqual({
      code: 'BE_JOBMATCH_STATE_INVALID',
      errorArgs: [],
    });
  });
});

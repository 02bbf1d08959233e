import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_JOBSEEK_PATHS,
  ERASABLE_KINDS,
  JOB_MATCH_STATUS,
  JOB_SEEK_STATES,
  MYDATA_PATHS,
  MyDataEraseResultSchema,
  MyDataOpenItemsSchema,
  PATHS,
  UNEMPLOYMENT_STATES,
  matchPath,
  paths,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { createEvent, registerBody, registerFor } from '../../../test/factories/events.ts';
import { createSeeker, insertMatch } from '../../../test/factories/jobmatches.ts';
import { register } from '../../../test/factories/jobseeks.ts';
import { submitRegistration } from '../../../test/factories/unemployment.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';
const DAY1 = '2026-11-21T02:00:00.000Z';
type Headers = { authorization: string };

describe('erasure never strands anyone', () => {
  let ctx: TestContext;
  let employerId = 0;
  let employerAccountId = 0;
  let employerToken = '';

  const openItems = (headers: Headers) =>
    ctx.app.inject({
      url: MYDATA_PATHS.myDataOpenItems,
      headers: { ...headers, 'accept-language': 'en' },
    });
  const erase = (headers: Headers) =>
    ctx.app.inject({
      method: 'POST',
      url: MYDATA_PATHS.myDataErase,
      headers: { ...headers, 'accept-language': 'en' },
      payload: { confirm: ERASABLE_KINDS },
    });
  const count = async (
    table: 'notification' | 'notification_settings' | 'push_subscription' | 'auth_logins',
    accountId: number,
  ) => {
    const row = await ctx.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const tokensOf = async (accountId: number) =>
    Number(
      (
        await ctx.app.db
          .selectFrom('auth_tokens as t')
          .innerJoin('auth_logins as l', 'l.id', 't.login_id')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('l.account_id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const invite = (jobOfferId: number, seekerId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleMatchInvite,
      headers: { ...bearer(employerToken), 'accept-language': 'en' },
      payload: {
        jobOfferId,
        seekerId,
        interviewAt: '2026-12-04T11:00',
        location: 'Rua do Campo 10',
        contactPhone: '28781234',
      },
    });

  /** A seeker with a resume, a setting, a push subscription and a second session. */
  const seekerWithEverything = async () => {
    const seeker = await createSeeker(ctx.app);
    const headers = bearer(seeker.token);
    const other = bearer((await ctx.app.services.auth.openSession(seeker.id)).token);
    await ctx.app.db
      .insertInto('notification_settings')
      .values({
        account_id: seeker.id,
        channels: '{}',
        locale: 'en',
        email: 'me@example.mo',
        updated_at: NOW,
      })
      .execute();
    await ctx.app.db
      .insertInto('push_subscription')
      .values({
        account_id: seeker.id,
        endpoint: `https://push.example.com/${seeker.id}`,
        p256dh: 'key',
        auth: 'auth',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    return { id: seeker.id, token: seeker.token, headers, other };
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
    employerId = await createEmployer(ctx.database.db);
    employerToken = await loginAs(ctx.app, {
      euid: 'erasure-employer',
      accountType: 'employer',
      employerId,
    });
    employerAccountId = (await ctx.app.services.auth.authenticate(employerToken))!.account.id;
  });

  it('lists the open invitation, interview and ticket; erasure withdraws each, tells the employer, frees the seat and leaves no inbox, settings, subscription, reminder or other session', async () => {
    const seeker = await seekerWithEverything();
    const invited = await createVacancy(ctx.app.db, {
      employer_id: employerId,
      published_at: DAY1,
    });
    const res = await invite(invited, seeker.id);
    expect(res.statusCode, res.body).toBe(200);
    const invitationUid = (res.json() as { jobMatchUid: string }).jobMatchUid;
    const arranged = await insertMatch(ctx.app, {
      accountId: seeker.id,
      employerId,
      status: JOB_MATCH_STATUS.arranged,
      interview_at: '2026-12-01T02:00:00.000Z',
    });
    const event = await createEvent(ctx.app);
    expect(
      (await registerFor(ctx.app, seeker.token, registerBody(event.id, event.sessionIds)))
        .statusCode,
    ).toBe(200);
    const seats = () =>
      ctx.app.db
        .selectFrom('event_session')
        .select('taken')
        .where('event_id', '=', event.id)
        .orderBy('id')
        .execute();
    expect(await seats()).toEqual([{ taken: 1 }, { taken: 1 }]);
    // The invitation wrote its notice and a reminder due before it lapses.
    const reminders = await ctx.app.db
      .selectFrom('notification')
      .select('event')
      .where('account_id', '=', seeker.id)
      .where('event', '=', 'interview.reminder')
      .execute();
    expect(reminders).toHaveLength(1);

    const listed = await openItems(seeker.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    const { items } = MyDataOpenItemsSchema.parse(listed.json());
    expect(items.map((i) => [i.kind, i.onErasure])).toEqual([
      ['invitation', 'withdrawn'],
      ['interview', 'withdrawn'],
      ['eventTicket', 'withdrawn'],
    ]);
    expect(items[0]).toMatchObject({
      id: invitationUid,
      link: paths.interviewDetails(invitationUid),
      at: '2026-12-02T02:00:00.000Z',
    });
    expect(items[0].title).not.toBe('');
    expect(items[1]).toMatchObject({ id: arranged.uid, at: '2026-12-01T02:00:00.000Z' });
    expect(items[2]).toMatchObject({ title: 'Grand fair', link: paths.registerResult(event.id) });

    const erased = await erase(seeker.headers);
    expect(erased.statusCode, erased.body).toBe(200);
    const result = MyDataEraseResultSchema.parse(erased.json());
    expect(result.withdrawn).toEqual(items);

    // Each match withdrawn with the reason in its history; the employer told of each.
    const matches = await ctx.app.db
      .selectFrom('job_match')
      .select(['id', 'uid', 'status'])
      .where('account_id', '=', seeker.id)
      .orderBy('id')
      .execute();
    expect(matches.map((m) => m.status)).toEqual([
      JOB_MATCH_STATUS.withdrawn,
      JOB_MATCH_STATUS.withdrawn,
    ]);
    for (const m of matches) {
      const last = await ctx.app.db
        .selectFrom('job_match_event')
        .selectAll()
        .where('job_match_id', '=', m.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(last).toMatchObject({
        status: JOB_MATCH_STATUS.withdrawn,
        actor: 'seeker',
        reason: 'The person erased their data',
      });
    }
    const told = await ctx.app.db
      .selectFrom('notification')
      .select(['event', 'link'])
      .where('account_id', '=', employerAccountId)
      .where('event', '=', 'interview.withdrawn')
      .orderBy('id')
      .execute();
    expect(told.map((n) => n.link)).toEqual(matches.map((m) => matchPath('employer', m.uid)));
    // The seat is free again; the event records the withdrawal for staff.
    expect(await seats()).toEqual([{ taken: 0 }, { taken: 0 }]);
    const tickets = await ctx.app.db
      .selectFrom('event_register')
      .select('id')
      .where('account_id', '=', seeker.id)
      .execute();
    expect(tickets).toEqual([]);
    const actions = await ctx.app.db
      .selectFrom('event_action')
      .select(['action', 'actor_account_id', 'detail'])
      .where('event_id', '=', event.id)
      .execute();
    expect(actions).toEqual([
      {
        action: 'ticketWithdrawn',
        actor_account_id: seeker.id,
        detail: `${items[2].id}: The person erased their data`,
      },
    ]);

    // Every table of the notifications and sessions, read for the person.
    expect(await count('notification', seeker.id)).toBe(0);
    expect(await count('notification_settings', seeker.id)).toBe(0);
    expect(await count('push_subscription', seeker.id)).toBe(0);
    const deliveries = await ctx.app.db
      .selectFrom('notification_delivery as d')
      .innerJoin('notification as n', 'n.id', 'd.notification_id')
      .select('d.id')
      .where('n.account_id', '=', seeker.id)
      .execute();
    expect(deliveries).toEqual([]);
    // Only the session that erased is left: the other login and its tokens are gone.
    expect(await count('auth_logins', seeker.id)).toBe(1);
    expect(await tokensOf(seeker.id)).toBe(1);
    expect((await openItems(seeker.other)).statusCode).toBe(401);

    // Nothing is open any more; the withdrawn interviews stay readable from their page.
    expect((await openItems(seeker.headers)).json()).toEqual({ items: [] });
    const detail = await ctx.app.inject({
      url: PATHS.jobmatch.replace(':id', invitationUid),
      headers: { ...seeker.headers, 'accept-language': 'en' },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      typeJobMatchStatusId: JOB_MATCH_STATUS.withdrawn,
      canReply: false,
    });
    // Erasing again withdraws nothing more.
    expect(MyDataEraseResultSchema.parse((await erase(seeker.headers)).json()).withdrawn).toEqual(
      [],
    );
  });

  it('withdraws a job-seeking registration (staff read why) and keeps an unemployment registration under review', async () => {
    const seeker = await seekerWithEverything();
    const jobSeekId = await register(ctx.app, { headers: seeker.headers });
    const unemploymentId = await submitRegistration(ctx.app, { headers: seeker.headers });
    const { items } = MyDataOpenItemsSchema.parse((await openItems(seeker.headers)).json());
    expect(items.map((i) => [i.kind, i.onErasure, i.link])).toEqual([
      ['jobSeek', 'withdrawn', paths.recordDetails(jobSeekId)],
      ['unemployment', 'kept', '/unemployed-process'],
    ]);

    const result = MyDataEraseResultSchema.parse((await erase(seeker.headers)).json());
    expect(result.withdrawn.map((i) => i.kind)).toEqual(['jobSeek']);
    const seek = await ctx.app.db
      .selectFrom('job_seek')
      .select(['state', 'current', 'result_id'])
      .where('id', '=', jobSeekId)
      .executeTakeFirstOrThrow();
    expect(seek).toEqual({ state: JOB_SEEK_STATES.completed, current: null, result_id: 3 });
    const staff = bearer(await loginAs(ctx.app, { euid: 'erasure-staff', accountType: 'staff' }));
    const consoleDetail = await ctx.app.inject({
      url: CONSOLE_JOBSEEK_PATHS.consoleJobSeek.replace(':id', String(jobSeekId)),
      headers: { ...staff, 'accept-language': 'en' },
    });
    expect(consoleDetail.statusCode, consoleDetail.body).toBe(200);
    expect(consoleDetail.json().history.at(-1)).toMatchObject({
      action: 'withdrawn',
      detail: 'The person erased their data',
    });
    // The closed registration's record stays readable without a resume.
    const record = await ctx.app.inject({
      url: PATHS.jobseek.replace(':id', String(jobSeekId)),
      headers: { ...seeker.headers, 'accept-language': 'en' },
    });
    expect(record.statusCode, record.body).toBe(200);
    const unemployment = await ctx.app.db
      .selectFrom('unemployment_registration')
      .select('state')
      .where('id', '=', unemploymentId)
      .executeTakeFirstOrThrow();
    expect(unemployment.state).toBe(UNEMPLOYMENT_STATES.underReview);
    // The kept registration is still listed as open, and its page still answers.
    expect(
      MyDataOpenItemsSchema.parse((await openItems(seeker.headers)).json()).items.map(
        (i) => i.kind,
      ),
    ).toEqual(['unemployment']);
  });

  it('answers the open items to the person only', async () => {
    expect((await ctx.app.inject({ url: MYDATA_PATHS.myDataOpenItems })).statusCode).toBe(401);
    const employer = await openItems(bearer(employerToken));
    expect(employer.statusCode).toBe(403);
    expect(employer.json().code).toBe('FORBIDDEN_ROLE');
  });
});

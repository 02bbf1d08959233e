import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationPageSchema, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { startSmsGateway } from '../../../test/sms-gateway.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';
import { JOB_LEASE_MS } from '../../platform/scheduler.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const TITLE = 'Cozinheiro de teste';

describe('notifications: the outbox, its deliveries and the inbox', () => {
  let ctx: TestContext;
  let employerId = 0;
  let vacancy = 0;
  let employerToken = '';
  let employerAccount = 0;

  beforeAll(async () => {
    const sms = await startSmsGateway();
    ctx = await buildTestApp({ env: { SMS_GATEWAY_URL: sms.url } });
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
    employerId = await createEmployer(ctx.database.db);
    vacancy = await createVacancy(ctx.database.db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
      title_pt: TITLE,
      title_en: TITLE,
    });
    employerToken = await loginAs(ctx.app, {
      euid: 'notifying-employer',
      accountType: 'employer',
      employerId,
    });
    employerAccount = (await ctx.app.services.auth.authenticate(employerToken))!.account.id;
  });

  /** A session opened now (the clock moves days, past a session's idle time). */
  const tokenOf = async (accountId: number) =>
    (await ctx.app.services.auth.openSession(accountId)).token;
  const invite = async (seekerId: number, jobOfferId = vacancy) =>
    ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleMatchInvite,
      headers: bearer(await tokenOf(employerAccount)),
      payload: {
        jobOfferId,
        seekerId,
        interviewAt: '2026-12-20T11:00',
        location: 'Rua do Campo 10',
        contactPhone: '28781234',
      },
    });
  const inbox = async (accountId: number, lang = 'en') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: PATHS.notifications,
      headers: { ...bearer(await tokenOf(accountId)), 'accept-language': lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    return NotificationPageSchema.parse(res.json());
  };
  const mailsTo = (to: string) =>
    ctx.database.db.selectFrom('demo_mail').selectAll().where('to_address', '=', to).execute();
  const deliveriesOf = (accountId: number) =>
    ctx.database.db
      .selectFrom('notification_delivery as d')
      .innerJoin('notification as n', 'n.id', 'd.notification_id')
      .select(['d.id', 'd.channel', 'd.state', 'd.due_at', 'd.attempts', 'd.last_error', 'n.event'])
      .where('n.account_id', '=', accountId)
      .orderBy('d.id')
      .execute();
  /** Runs due jobs until none is left (a delivery job scheduled by a job runs in the next round). */
  const runAll = async () => {
    for (let i = 0; i < 5; i += 1) if ((await ctx.app.scheduler.runDue()).length === 0) return;
  };
  const newSeeker = async (email: string) =>
    createSeeker(ctx.app, { resume: { email, mobileNum: '66123456' } });

  it('writes the invitation and its notification in one transaction: both or neither', async () => {
    const seeker = await newSeeker('both@example.mo');
    const res = await invite(seeker.id);
    expect(res.statusCode, res.body).toBe(200);
    const uid = res.json().jobMatchUid as string;
    const page = await inbox(seeker.id);
    expect(page.unread).toBe(1);
    expect(page.content[0]).toMatchObject({
      kind: 'interviews',
      event: 'interview.invited',
      link: `/interview/details/${uid}`,
      read: false,
    });
    // Reply by 10 days on, 10:00 Macao time.
    expect(page.content[0].body).toContain('2026/12/02 10:00');
    expect(page.content[0].title).toContain(TITLE);

    // The notification's write fails inside the invitation's transaction (its delivery key is
    // taken): the invitation is rolled back with it.
    const other = await newSeeker('neither@example.mo');
    const vacancyB = await createVacancy(ctx.database.db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
    });
    const { db } = ctx.database;
    const last = await db
      .selectFrom('job_match')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const nextId = Number(last.id) + 1;
    const blocker = await db
      .insertInto('notification')
      .values({
        account_id: other.id,
        kind: 'interviews',
        event: 'interview.invited',
        params: '{}',
        link: null,
        dedupe_key: 'blocker',
        created_at: NOW,
        visible_at: '2099-01-01T00:00:00.000Z',
        read_at: null,
        cancelled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('notification_delivery')
      .values({
        notification_id: blocker.id,
        channel: 'email',
        state: 'cancelled',
        idempotency_key: `jobmatch:${nextId}:invited:${other.id}:email`,
        due_at: NOW,
        queued: 1,
        attempts: 0,
        last_error: null,
        sent_at: null,
        updated_at: NOW,
      })
      .execute();
    const failed = await invite(other.id, vacancyB);
    expect(failed.statusCode).toBe(500);
    const matches = await db
      .selectFrom('job_match')
      .select('id')
      .where('account_id', '=', other.id)
      .execute();
    expect(matches).toEqual([]);
    expect((await inbox(other.id)).totalElements).toBe(0);
  });

  it('sends a delivery once, even when its job runs again after a crash', async () => {
    const seeker = await newSeeker('once@example.mo');
    expect((await invite(seeker.id)).statusCode).toBe(200);
    await runAll();
    expect(await mailsTo('once@example.mo')).toHaveLength(1);
    const [email] = (await deliveriesOf(seeker.id)).filter((d) => d.channel === 'email');
    expect(email.state).toBe('sent');

    // The instance that ran the job died before marking the job done: its claim lapses and
    // another instance runs the job again.
    const jobKey = `notify:jobmatch:`;
    const jobs = await ctx.database.db
      .selectFrom('scheduled_job')
      .select('key')
      .where('key', 'like', `${jobKey}%:invited:${seeker.id}:email`)
      .execute();
    expect(jobs).toHaveLength(1);
    await ctx.database.db
      .updateTable('scheduled_job')
      .set({
        state: 'pending',
        locked_by: 'dead-instance',
        locked_until: ctx.clock.now().toISOString(),
        finished_at: null,
      })
      .where('key', '=', jobs[0].key)
      .execute();
    ctx.clock.advance(JOB_LEASE_MS + 1000);
    const rerun = await ctx.app.scheduler.runDue();
    expect(rerun).toContainEqual(expect.objectContaining({ key: jobs[0].key, ok: true }));
    expect(await mailsTo('once@example.mo')).toHaveLength(1);
  });

  it('loses no notice to a crash after the commit, and keeps none of a change rolled back', async () => {
    // Later than the earlier tests went, so the recurring relay's next run is known to come.
    ctx.clock.set(new Date(Date.parse(NOW) + 30 * DAY_MS));
    await runAll();
    const seeker = await newSeeker('relay@example.mo');
    const notice = (key: string) => ({
      to: { accountId: seeker.id },
      event: 'interview.cancelled' as const,
      params: { jobOfferId: vacancy },
      link: null,
      key,
    });
    // Committed, but the instance stops before its relay runs: the recurring relay delivers it.
    await ctx.database.db
      .transaction()
      .execute((trx) => ctx.app.services.notifications.write(trx, [notice('crash-after-commit')]));
    // A change that rolls back takes its notice with it.
    await expect(
      ctx.database.db.transaction().execute(async (trx) => {
        await ctx.app.services.notifications.write(trx, [notice('rolled-back')]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    ctx.clock.advance(60_000);
    await runAll();
    expect(await mailsTo('relay@example.mo')).toHaveLength(1);
    const keys = await ctx.database.db
      .selectFrom('notification')
      .select('dedupe_key')
      .where('account_id', '=', seeker.id)
      .execute();
    expect(keys.map((k) => k.dedupe_key)).toEqual([`crash-after-commit:${seeker.id}`]);
  });
});

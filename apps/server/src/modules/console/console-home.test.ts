import { describe, expect, it } from 'vitest';
import {
  EmployerHomeSchema,
  JOB_MATCH_STATUS,
  JOB_SEEK_STATES,
  PATHS,
  POSTING_STATUSES,
  StaffHomeSchema,
  UNEMPLOYMENT_STATES,
} from '@vaga/contract';
import { bearer, buildAuthTestApp, createAccount, loginAs } from '../../../test/auth.ts';
import {
  createBookableVacancy,
  createInterviewWorld,
  insertMatch,
} from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const forbidden = { code: 'FORBIDDEN_ROLE', errorArgs: [] };

describe('the consoles’ homes: what waits in each queue', async () => {
  const { app, clock } = await buildAuthTestApp();
  const { db } = app;
  const { employerId } = await createInterviewWorld(db);
  const otherEmployer = await createEmployer(db);
  const now = clock.millis();
  const ago = (ms: number) => new Date(now - ms).toISOString();

  const staff = await loginAs(app, { euid: 'home-staff', accountType: 'staff', name: 'Staff' });
  const employer = await loginAs(app, {
    euid: 'home-employer',
    accountType: 'employer',
    employerId,
    name: 'Employer',
  });
  const otherEmployerToken = await loginAs(app, {
    euid: 'home-employer-2',
    accountType: 'employer',
    employerId: otherEmployer,
  });
  const seeker = await loginAs(app, 'resident');

  const get = (url: string, token?: string) =>
    app.inject({ url, headers: token ? bearer(token) : {} });
  const staffQueues = async () => {
    const res = await get(PATHS.consoleStaffHome, staff);
    expect(res.statusCode, res.body).toBe(200);
    const home = StaffHomeSchema.parse(res.json());
    return Object.fromEntries(home.queues.map(({ queue, ...rest }) => [queue, rest]));
  };

  it('answers every staff queue empty before anything waits, in the home’s order', async () => {
    const res = await get(PATHS.consoleStaffHome, staff);
    expect(StaffHomeSchema.parse(res.json()).queues).toEqual(
      [
        'matches',
        'registrations',
        'unemployment',
        'vacancyReviews',
        'vacancyReports',
        'failedDeliveries',
      ].map((queue) => ({ queue, count: 0, oldestAt: null, oldestAgeMinutes: null })),
    );
  });

  it('counts each queue’s waiting items and the age of the oldest, nothing else', async () => {
    // Interview requests waiting for an employer (any employer, for staff); an invitation waits
    // for the seeker, not the employer.
    const seekerAccount = await createAccount(app);
    for (const [at, employer_id] of [
      [ago(3 * DAY), employerId],
      [ago(1 * DAY), otherEmployer],
    ] as const) {
      await insertMatch(app, {
        accountId: seekerAccount.id,
        employerId: employer_id,
        status: JOB_MATCH_STATUS.requested,
        created_at: at,
      });
    }
    await insertMatch(app, {
      accountId: seekerAccount.id,
      employerId,
      status: JOB_MATCH_STATUS.invited,
      created_at: ago(20 * DAY),
    });

    // Registrations being processed; a valid one is not in the queue.
    let n = 0;
    for (const [state, at] of [
      [JOB_SEEK_STATES.processing, ago(5 * DAY)],
      [JOB_SEEK_STATES.processing, ago(2 * DAY)],
      [JOB_SEEK_STATES.valid, ago(30 * DAY)],
    ] as const) {
      const account = await createAccount(app);
      n += 1;
      await db
        .insertInto('job_seek')
        .values({
          ent_no: `JS-home-${n}`,
          account_id: account.id,
          state,
          current: 1,
          profile: '{}',
          valid_from: null,
          valid_until: state === JOB_SEEK_STATES.valid ? '2099-01-01' : null,
          result_id: null,
          refuse_reason: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }

    // Unemployment registrations under review, aged from their submission; a draft is not.
    for (const [state, submitted] of [
      [UNEMPLOYMENT_STATES.underReview, ago(4 * HOUR)],
      [UNEMPLOYMENT_STATES.draft, null],
      [UNEMPLOYMENT_STATES.supplementRequested, ago(9 * DAY)],
    ] as const) {
      const account = await createAccount(app);
      await db
        .insertInto('unemployment_registration')
        .values({
          reference_no: submitted ? `SD-home-${state}` : null,
          account_id: account.id,
          state,
          open: 1,
          resigned_date: null,
          company_name: null,
          job_title_id: null,
          job_title_text: null,
          reason_id: null,
          other_reason: null,
          salary_amount: null,
          salary_type_id: null,
          refusal_reason: null,
          created_at: ago(10 * DAY),
          updated_at: ago(10 * DAY),
          submitted_at: submitted,
          decided_at: null,
        })
        .execute();
    }

    // Postings awaiting review, aged from their submission.
    const posting = (values: {
      employer_id: number;
      state: string;
      awaiting_review?: number;
      submitted_at?: string | null;
      job_offer_id?: number | null;
    }) =>
      db
        .insertInto('job_offer_posting')
        .values({
          job_offer_id: null,
          revision: null,
          values_json: '{}',
          published_values_json: null,
          return_reason: null,
          removal_reason: null,
          created_at: ago(40 * DAY),
          updated_at: ago(40 * DAY),
          submitted_at: null,
          ...values,
        })
        .execute();
    await posting({
      employer_id: otherEmployer,
      state: 'PENDING',
      awaiting_review: 1,
      submitted_at: ago(6 * HOUR),
    });
    await posting({ employer_id: otherEmployer, state: 'DRAFT', awaiting_review: 0 });

    // Reported vacancies: two with open reports (counted once each), one whose are closed.
    const [reportedA, reportedB, reportedClosed] = [
      await createBookableVacancy(app, employerId),
      await createBookableVacancy(app, employerId),
      await createBookableVacancy(app, employerId),
    ];
    for (const [job_offer_id, at, closed_at] of [
      [reportedA, ago(2 * DAY), null],
      [reportedA, ago(1 * DAY), null],
      [reportedB, ago(1 * HOUR), null],
      [reportedClosed, ago(10 * DAY), ago(9 * DAY)],
    ] as const) {
      await db
        .insertInto('job_offer_report')
        .values({
          job_offer_id,
          account_id: null,
          client_digest: `digest-${at}`,
          reason: 'NOT_REAL',
          created_at: at,
          closed_at,
          outcome: closed_at ? 'KEPT' : null,
          closed_by: null,
        })
        .execute();
    }

    // Deliveries kept as failed, aged from when they failed; a sent one is not.
    const { id: notificationId } = await db
      .insertInto('notification')
      .values({
        account_id: seekerAccount.id,
        kind: 'interview',
        event: 'interviewInvited',
        params: '{}',
        link: null,
        dedupe_key: 'home-test',
        created_at: ago(DAY),
        visible_at: ago(DAY),
        read_at: null,
        cancelled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [channel, state, at] of [
      ['email', 'failed', ago(30 * MINUTE)],
      ['sms', 'sent', ago(5 * DAY)],
    ] as const) {
      await db
        .insertInto('notification_delivery')
        .values({
          notification_id: notificationId,
          channel,
          state,
          idempotency_key: `home-${channel}`,
          due_at: ago(DAY),
          queued: 1,
          attempts: 5,
          last_error: state === 'failed' ? 'refused' : null,
          sent_at: state === 'sent' ? at : null,
          updated_at: at,
        })
        .execute();
    }

    expect(await staffQueues()).toEqual({
      matches: { count: 2, oldestAt: ago(3 * DAY), oldestAgeMinutes: 3 * 24 * 60 },
      registrations: { count: 2, oldestAt: ago(5 * DAY), oldestAgeMinutes: 5 * 24 * 60 },
      unemployment: { count: 1, oldestAt: ago(4 * HOUR), oldestAgeMinutes: 4 * 60 },
      vacancyReviews: { count: 1, oldestAt: ago(6 * HOUR), oldestAgeMinutes: 6 * 60 },
      vacancyReports: { count: 2, oldestAt: ago(2 * DAY), oldestAgeMinutes: 2 * 24 * 60 },
      failedDeliveries: { count: 1, oldestAt: ago(30 * MINUTE), oldestAgeMinutes: 30 },
    });

    // Ages follow the clock.
    clock.advance(90 * MINUTE);
    const later = await staffQueues();
    expect(later.failedDeliveries.oldestAgeMinutes).toBe(120);
    expect(later.unemployment.oldestAgeMinutes).toBe(5.5 * 60);
    clock.set(new Date(now));
  });

  it('answers an employer its postings by status and its own waiting requests', async () => {
    const validOffer = await createVacancy(db, { employer_id: employerId, published_at: ago(DAY) });
    const expiredOffer = await createVacancy(db, {
      employer_id: employerId,
      published_at: ago(200 * DAY),
    });
    for (const values of [
      { state: 'DRAFT' },
      { state: 'DRAFT' },
      { state: 'PENDING', awaiting_review: 1, submitted_at: ago(HOUR) },
      { state: 'RETURNED' },
      { state: 'PUBLISHED', job_offer_id: validOffer },
      { state: 'PUBLISHED', job_offer_id: expiredOffer },
      { state: 'WITHDRAWN' },
    ]) {
      await db
        .insertInto('job_offer_posting')
        .values({
          employer_id: employerId,
          job_offer_id: null,
          revision: null,
          awaiting_review: 0,
          values_json: '{}',
          published_values_json: null,
          return_reason: null,
          removal_reason: null,
          created_at: ago(DAY),
          updated_at: ago(DAY),
          submitted_at: null,
          ...values,
        })
        .execute();
    }

    const res = await get(PATHS.consoleEmployerHome, employer);
    expect(res.statusCode, res.body).toBe(200);
    const home = EmployerHomeSchema.parse(res.json());
    expect(home.vacancies.map((v) => v.status)).toEqual([...POSTING_STATUSES]);
    expect(Object.fromEntries(home.vacancies.map((v) => [v.status, v.count]))).toEqual({
      DRAFT: 2,
      PENDING: 1,
      RETURNED: 1,
      PUBLISHED: 1,
      EXPIRED: 1,
      WITHDRAWN: 1,
      REMOVED: 0,
    });
    // Its own request of three days ago, not the other employer's of one day ago.
    expect(home.interviewRequests).toEqual({
      count: 1,
      oldestAt: ago(3 * DAY),
      oldestAgeMinutes: 3 * 24 * 60,
    });

    // The other employer sees its own: one draft and one posting waiting, one request.
    const other = EmployerHomeSchema.parse(
      (await get(PATHS.consoleEmployerHome, otherEmployerToken)).json(),
    );
    expect(other.vacancies.filter((v) => v.count > 0)).toEqual([
      { status: 'DRAFT', count: 1 },
      { status: 'PENDING', count: 1 },
    ]);
    expect(other.interviewRequests.count).toBe(1);
  });

  it('keeps each home for its own account type', async () => {
    expect((await get(PATHS.consoleStaffHome, employer)).json()).toEqual(forbidden);
    expect((await get(PATHS.consoleEmployerHome, staff)).json()).toEqual(forbidden);
    for (const url of [PATHS.consoleStaffHome, PATHS.consoleEmployerHome]) {
      const res = await get(url, seeker);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});

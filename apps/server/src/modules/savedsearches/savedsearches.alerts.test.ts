import { beforeAll, describe, expect, it } from 'vitest';
import {
  NotificationPageSchema,
  NotificationPreferencesSchema,
  PATHS,
  SAVED_SEARCH_DIGEST_MAX,
  SavedSearchSchema,
} from '@vaga/contract';
import { bearer, createAccount } from '../../../test/auth.ts';
import {
  createPostingReferences,
  createPostingsWorld,
  NOW,
  postingsClient,
  postingValues,
  type PostingsWorld,
} from '../../../test/factories/postings.ts';
import { createVacancy } from '../../../test/factories/search-vacancies.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';
import { ALERT_MATCH_JOB } from './savedsearches.service.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('job alerts: newly listed vacancies reach the saved searches that find them', () => {
  let ctx: TestContext;
  let w: PostingsWorld;
  let api: ReturnType<typeof postingsClient>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createPostingReferences(ctx.database.db);
    w = await createPostingsWorld(ctx.app, ctx.database.db);
    api = postingsClient(ctx.app);
  });

  /** A resident with a session opened now (the clock moves). */
  const resident = async () => (await createAccount(ctx.app)).id;
  const tokenOf = async (accountId: number) =>
    (await ctx.app.services.auth.openSession(accountId)).token;
  const save = async (accountId: number, body: Record<string, unknown>) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATHS.savedSearches,
      headers: bearer(await tokenOf(accountId)),
      payload: { mode: 'instant', paused: false, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return SavedSearchSchema.parse(res.json());
  };
  const runJobs = async () => {
    for (let i = 0; i < 10; i += 1) if ((await ctx.app.scheduler.runDue()).length === 0) return;
  };
  /** The fan-out jobs ever put on the scheduler for a vacancy. */
  const fanOuts = async (jobOfferId: number) =>
    (
      await ctx.database.db
        .selectFrom('scheduled_job')
        .select('key')
        .where('name', '=', ALERT_MATCH_JOB)
        .where('key', 'like', `alerts:match:${jobOfferId}:%`)
        .execute()
    ).length;
  const alertsOf = (accountId: number) =>
    ctx.database.db
      .selectFrom('notification')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('kind', '=', 'alerts')
      .orderBy('id')
      .execute();
  const inbox = async (accountId: number) => {
    const res = await ctx.app.inject({
      url: PATHS.notifications,
      headers: { ...bearer(await tokenOf(accountId)), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return NotificationPageSchema.parse(res.json()).content.filter((n) => n.kind === 'alerts');
  };
  /** Staff approve an employer's new posting: its vacancy is listed. */
  const publishApproved = async (values = postingValues()) => {
    const posting = await api.ok(await api.create(w.tokens.employerA, values));
    const approved = await api.ok(await api.approve(w.tokens.staff, posting.id));
    return { postingId: posting.id, jobOfferId: approved.jobOfferId! };
  };
  const switchAlertsOff = async (accountId: number) => {
    const token = await tokenOf(accountId);
    const current = NotificationPreferencesSchema.parse(
      (await ctx.app.inject({ url: PATHS.notificationPreferences, headers: bearer(token) })).json(),
    );
    const res = await ctx.app.inject({
      method: 'PUT',
      url: PATHS.notificationPreferences,
      headers: bearer(token),
      payload: {
        kinds: { ...current.kinds, alerts: { email: false, push: false, sms: false } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('sends a new vacancy once to each account it matches, one notice naming its searches, never again after an edit; others get nothing', async () => {
    ctx.clock.set(NOW);
    const seeker = await resident();
    // Two searches of one seeker that find the roast-meat cook (keyword; class and salary).
    const byKeyword = await save(seeker, { name: 'Roast', filters: { keyword: '燒臘' } });
    const byFilters = await save(seeker, {
      name: 'Kitchen 12k+',
      filters: { categoryId: 301, equivalentMonthlySalaryFrom: 12000 },
    });
    // Searches that do not find it: another keyword, a higher salary, another job class, no
    // experience required.
    const other = await resident();
    await save(other, { name: 'Pilots', filters: { keyword: 'pilot' } });
    await save(other, { name: 'Rich', filters: { equivalentMonthlySalaryFrom: 20000 } });
    await save(other, { name: 'Waiters', filters: { categoryGroupId: 3, categoryId: 302 } });
    await save(other, { name: 'No experience', filters: { keyword: '燒臘', experience: 0 } });
    // A paused search gets nothing; an account that switched alerts off on every channel still
    // finds them in its inbox (always on), but nothing leaves the app.
    const paused = await resident();
    await save(paused, { name: 'Paused', filters: { keyword: '燒臘' }, paused: true });
    const silent = await resident();
    await save(silent, { name: 'Silent', filters: { keyword: '燒臘' } });
    await switchAlertsOff(silent);

    const { postingId, jobOfferId } = await publishApproved();
    // Publishing only puts the fan-out on the scheduler.
    expect(await alertsOf(seeker)).toEqual([]);
    expect(await fanOuts(jobOfferId)).toBe(1);
    await runJobs();

    // One notice names both searches (the first search's key), not one per search.
    const alerts = await alertsOf(seeker);
    expect(alerts.map((a) => a.dedupe_key)).toEqual([
      `alert:${Math.min(byKeyword.id, byFilters.id)}:${jobOfferId}:${seeker}`,
    ]);
    expect(alerts.every((a) => a.event === 'alert.instant')).toBe(true);
    const shown = await inbox(seeker);
    expect(shown.map((n) => n.title)).toEqual(['Job alerts "Roast" and "Kitchen 12k+": 燒臘師傅']);
    expect(shown[0]!.body).toBe(
      'The new vacancy "燒臘師傅" matches your job alerts "Roast" and "Kitchen 12k+".',
    );
    // The vacancy's own page, which a reader not logged in opens too.
    expect(shown[0]!.link).toBe(`/job-service/job/${jobOfferId}`);
    // Each is delivered by e-mail too (the outbox's deliveries).
    const deliveries = await ctx.database.db
      .selectFrom('notification_delivery')
      .select('notification_id')
      .where(
        'notification_id',
        'in',
        alerts.map((a) => a.id),
      )
      .where('channel', '=', 'email')
      .execute();
    expect(deliveries).toHaveLength(1);
    const silentAlerts = await alertsOf(silent);
    expect(silentAlerts).toHaveLength(1);
    const silentSent = await ctx.database.db
      .selectFrom('notification_delivery')
      .select('state')
      .where('notification_id', '=', silentAlerts[0]!.id)
      .where('state', '=', 'sent')
      .execute();
    expect(silentSent).toEqual([]);
    for (const account of [other, paused]) expect(await alertsOf(account)).toEqual([]);

    // The employer edits the vacancy and staff approve the edit: nobody is told again.
    ctx.clock.advance(HOUR_MS);
    const edit = postingValues({ title: { cn: '燒臘師傅（急聘）' }, salaryAmount: 16000 });
    await api.ok(await api.put(w.tokens.employerA, postingId, edit));
    await api.ok(await api.approve(w.tokens.staff, postingId));
    // An edit is not news: no fan-out is even put on the scheduler for it.
    expect(await fanOuts(jobOfferId)).toBe(1);
    await runJobs();
    // Even a fan-out run again on the same vacancy adds nothing: once per (search, vacancy).
    expect(await ctx.app.services.savedSearches.match([jobOfferId])).toBe(0);
    await runJobs();
    expect(await alertsOf(seeker)).toHaveLength(1);
    expect(await alertsOf(silent)).toHaveLength(1);
    for (const account of [other, paused]) expect(await alertsOf(account)).toEqual([]);
  });

  it(`sends a daily search's vacancies in one digest at 09:00 Macao time, listing at most ${SAVED_SEARCH_DIGEST_MAX}`, async () => {
    // 10:00 on 23 November in Macao.
    ctx.clock.set('2026-11-23T02:00:00.000Z');
    const seeker = await resident();
    const daily = await save(seeker, {
      name: 'Waiters',
      filters: { keyword: 'waiter' },
      mode: 'daily',
    });
    const pausedDaily = await resident();
    await save(pausedDaily, {
      name: 'Waiters',
      filters: { keyword: 'waiter' },
      mode: 'daily',
      paused: true,
    });
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      ctx.clock.advance(60_000);
      const id = await createVacancy(ctx.database.db, {
        employer_id: w.employerA,
        published_at: ctx.clock.now().toISOString(),
        title_en: `Waiter number ${i}`,
      });
      await ctx.app.services.jobOfferSearch.indexIds([id]);
      await ctx.app.services.savedSearches.vacancyListed(id, ctx.clock.now().toISOString());
      ids.push(id);
    }
    await runJobs();
    // Nothing before 09:00 the next day.
    expect(await alertsOf(seeker)).toEqual([]);
    ctx.clock.set('2026-11-24T00:59:00.000Z');
    await runJobs();
    expect(await alertsOf(seeker)).toEqual([]);

    ctx.clock.set('2026-11-24T01:00:00.000Z');
    await runJobs();
    const [digest, ...more] = await alertsOf(seeker);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({
      event: 'alert.digest',
      link: '/job-service/job-list?type=local&keyword=waiter',
    });
    const params = JSON.parse(digest!.params) as { count: number; jobOfferIds: string };
    expect(params.count).toBe(25);
    // The newest 20, newest first.
    expect(params.jobOfferIds.split(',').map(Number)).toEqual(ids.slice(-20).reverse());
    const [shown] = await inbox(seeker);
    expect(shown!.title).toBe('Job alert "Waiters": 25 new vacancies');
    expect(shown!.body.match(/^• Waiter number/gm)).toHaveLength(SAVED_SEARCH_DIGEST_MAX);
    expect(shown!.body).toContain('• Waiter number 24');
    expect(shown!.body).not.toContain('• Waiter number 4\n');

    // The next runs, and the next day's digest, send none of them again.
    ctx.clock.set('2026-11-25T01:30:00.000Z');
    await runJobs();
    expect(await alertsOf(seeker)).toHaveLength(1);
    expect(await alertsOf(pausedDaily)).toEqual([]);
    expect(daily.mode).toBe('daily');
  });
});

describe('job alerts by e-mail', () => {
  it("e-mails an instant alert in the seeker's language to the resume's address", async () => {
    const ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
    const seeker = await createSeeker(ctx.app, { resume: { email: 'alerts@example.mo' } });
    const headers = bearer(seeker.token);
    // The seeker reads the app in Portuguese (the language of the last call).
    await ctx.app.inject({
      url: PATHS.notifications,
      headers: { ...headers, 'accept-language': 'pt' },
    });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: PATHS.savedSearches,
      headers,
      payload: { name: 'Assados', filters: { keyword: 'assador' }, mode: 'instant', paused: false },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const jobOfferId = await createVacancy(ctx.database.db, {
      published_at: NOW,
      title_pt: 'Assador de churrasco',
    });
    await ctx.app.services.jobOfferSearch.indexIds([jobOfferId]);
    await ctx.app.services.savedSearches.vacancyListed(jobOfferId, NOW);
    for (let i = 0; i < 10; i += 1) if ((await ctx.app.scheduler.runDue()).length === 0) break;
    const mails = await ctx.database.db
      .selectFrom('demo_mail')
      .selectAll()
      .where('to_address', '=', 'alerts@example.mo')
      .execute();
    expect(mails.map((m) => m.subject)).toEqual(['Alerta «Assados»: Assador de churrasco']);
    expect(mails[0]!.text).toContain(`/job-service/job/${jobOfferId}?language=pt`);
    expect(mails[0]!.list_unsubscribe).toContain(PATHS.notificationsUnsubscribe);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  FavoriteListSchema,
  PATHS,
  POSTING_PATHS,
  PostingDetailSchema,
  REPORT_PATHS,
  ReportedJobOfferDetailSchema,
  ReportedJobOfferPageSchema,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import {
  createReportWorld,
  listedIds,
  postReport,
  seeker,
} from '../../../test/factories/joboffer-reports.ts';

type World = Awaited<ReturnType<typeof createReportWorld>>;
type Headers = Record<string, string>;

const at = (path: string, id: number | string) => path.replace(':id', String(id));

describe('reports in the staff console', () => {
  let w: World;

  beforeAll(async () => {
    w = await createReportWorld();
  });

  const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) =>
    w.app.inject({
      method,
      url,
      headers: { ...headers, 'accept-language': 'en' },
      payload: payload as Record<string, unknown> | undefined,
    });
  const queue = async (query = '') => {
    const res = await send('GET', `${REPORT_PATHS.consoleReports}${query}`, w.staff);
    expect(res.statusCode).toBe(200);
    return ReportedJobOfferPageSchema.parse(res.json());
  };
  const detail = async (id: number) => {
    const res = await send('GET', at(REPORT_PATHS.consoleReport, id), w.staff);
    expect(res.statusCode).toBe(200);
    return ReportedJobOfferDetailSchema.parse(res.json());
  };
  /** Reports of three different accounts: the vacancy is hidden. */
  const reportThrice = async (id: number, reason = 'NOT_REAL') => {
    for (let i = 0; i < 3; i += 1) {
      const res = await postReport(
        w.app,
        id,
        { reason, text: `report ${i}` },
        {
          headers: await seeker(w.app),
        },
      );
      expect(res.statusCode).toBe(200);
    }
  };
  const historyOf = (id: number) =>
    w.database.db
      .selectFrom('job_offer_posting_history')
      .select(['action', 'actor_role', 'actor_account_id', 'reason'])
      .where('job_offer_id', '=', id)
      .orderBy('id')
      .execute();

  it('is for staff only', async () => {
    const id = await w.vacancy();
    const employer = bearer(
      await loginAs(w.app, { accountType: 'employer', employerId: w.employerId }),
    );
    const personal = await seeker(w.app);
    const urls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', REPORT_PATHS.consoleReports],
      ['GET', at(REPORT_PATHS.consoleReport, id)],
      ['POST', at(REPORT_PATHS.consoleReportDismiss, id)],
      ['POST', at(POSTING_PATHS.consoleJobOfferRemove, id), { reason: 'scam' }],
    ];
    for (const [method, url, payload] of urls) {
      for (const headers of [employer, personal]) {
        const res = await send(method, url, headers, payload);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN_ROLE');
      }
      expect((await send(method, url, {}, payload)).statusCode).toBe(401);
    }
    expect((await listedIds(w.app, '可疑')).list).toContain(id);
  });

  it('lists vacancies with open reports, grouped, oldest report first, paged', async () => {
    const older = await w.vacancy('舊的舉報');
    const newer = await w.vacancy('新的舉報');
    const a = await seeker(w.app);
    await postReport(w.app, older, { reason: 'ASKS_FOR_MONEY' }, { headers: a });
    w.clock.advance(60_000);
    await postReport(w.app, newer, { reason: 'DISCRIMINATORY' }, { headers: a });
    w.clock.advance(60_000);
    await postReport(
      w.app,
      older,
      { reason: 'OTHER', text: 'odd' },
      { headers: await seeker(w.app) },
    );
    await postReport(w.app, older, { reason: 'ASKS_FOR_MONEY' }, { address: '192.0.2.9' });

    const all = await queue('?size=50');
    const ids = all.content.map((r) => r.jobOfferId);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    const entry = all.content.find((r) => r.jobOfferId === older);
    expect(entry).toMatchObject({
      title: '舊的舉報 en',
      reportCount: 3,
      accountCount: 2,
      hidden: false,
      outcome: null,
      reasons: [
        { reason: 'ASKS_FOR_MONEY', count: 2 },
        { reason: 'OTHER', count: 1 },
      ],
    });
    expect(entry!.firstReportedAt < entry!.lastReportedAt).toBe(true);
    expect(entry!.employerName).toMatch(/^Employer \d+ Limited$/);

    const first = await queue('?size=1&page=0');
    const second = await queue('?size=1&page=1');
    expect(first.totalElements).toBe(all.totalElements);
    expect(first.content).toHaveLength(1);
    expect(second.content[0].jobOfferId).not.toBe(first.content[0].jobOfferId);

    const one = await detail(older);
    expect(one.reports).toHaveLength(3);
    expect(one.reports[0]).toMatchObject({ reason: 'ASKS_FOR_MONEY', byAccount: false });
    expect(one.reports.map((r) => r.byAccount)).toEqual([false, true, true]);
    expect(one).toMatchObject({ listed: true, hidden: false, reportCount: 3 });
  });

  it('keeps a vacancy: reports closed, shown again, recorded', async () => {
    const id = await w.vacancy('保留職位');
    await reportThrice(id);
    expect((await listedIds(w.app, '保留')).list).not.toContain(id);
    expect((await queue('?size=50')).content.find((r) => r.jobOfferId === id)?.hidden).toBe(true);

    const res = await send('POST', at(REPORT_PATHS.consoleReportDismiss, id), w.staff);
    expect(res.statusCode).toBe(204);
    const found = await listedIds(w.app, '保留');
    expect(found.list).toContain(id);
    expect(found.search).toContain(id);
    expect((await queue('?size=50')).content.map((r) => r.jobOfferId)).not.toContain(id);
    const closed = (await queue('?state=CLOSED&size=50')).content.find((r) => r.jobOfferId === id);
    expect(closed).toMatchObject({ outcome: 'KEPT', reportCount: 3, hidden: false });
    const one = await detail(id);
    expect(one.listed).toBe(true);
    expect(one.reports.every((r) => r.outcome === 'KEPT' && r.closedAt !== null)).toBe(true);
    expect(one.reports[0].closedBy).toBe('Staff Reviewer');
    const history = await historyOf(id);
    expect(history.map((h) => [h.action, h.actor_role])).toEqual([
      ['HIDDEN', 'system'],
      ['SHOWN', 'staff'],
    ]);
    expect(history[1].actor_account_id).not.toBeNull();

    // Nothing open any more: keeping again is refused, nothing changes.
    const again = await send('POST', at(REPORT_PATHS.consoleReportDismiss, id), w.staff);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BE_POSTING_STATE_INVALID');
    expect(await historyOf(id)).toHaveLength(2);
  });

  it('removes a vacancy: gone for good, saved ones read as invalid, reports closed', async () => {
    const id = await w.vacancy('移除職位');
    const saver = await loginAs(w.app, {});
    await w.app.inject({
      method: 'POST',
      url: `${PATHS.favorites}?jobOfferId=${id}`,
      headers: bearer(saver),
    });
    await reportThrice(id, 'ASKS_FOR_MONEY');

    const res = await send('POST', at(POSTING_PATHS.consoleJobOfferRemove, id), w.staff, {
      reason: 'Asks seekers for a deposit',
    });
    expect(res.statusCode).toBe(204);
    const found = await listedIds(w.app, '移除');
    expect(found.list).not.toContain(id);
    expect(found.search).not.toContain(id);
    const offer = await w.database.db
      .selectFrom('job_offer')
      .select(['removal_kind', 'removal_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(offer).toEqual({
      removal_kind: 'removed',
      removal_reason: 'Asks seekers for a deposit',
    });
    const saved = FavoriteListSchema.parse(
      (await w.app.inject({ url: PATHS.favoritesDetail, headers: bearer(saver) })).json(),
    );
    expect(saved.find((f) => f.jobOfferId === id)?.isValid).toBe(0);
    const closed = (await queue('?state=CLOSED&size=50')).content.find((r) => r.jobOfferId === id);
    expect(closed?.outcome).toBe('REMOVED');
    const history = await historyOf(id);
    expect(history.map((h) => h.action)).toEqual(['HIDDEN', 'REMOVED']);
    expect(history[1]).toMatchObject({ actor_role: 'staff', reason: 'Asks seekers for a deposit' });

    // Keeping it afterwards cannot bring it back; removing it again is refused.
    expect(
      (await send('POST', at(REPORT_PATHS.consoleReportDismiss, id), w.staff)).statusCode,
    ).toBe(409);
    const again = await send('POST', at(POSTING_PATHS.consoleJobOfferRemove, id), w.staff, {
      reason: 'again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BE_POSTING_STATE_INVALID');
    expect((await listedIds(w.app, '移除')).list).not.toContain(id);
    expect(await historyOf(id)).toHaveLength(2);
  });

  it('removes a seeded vacancy never reported; unknown and withdrawn ones are refused', async () => {
    const id = await w.vacancy('種子職位');
    const res = await send('POST', at(POSTING_PATHS.consoleJobOfferRemove, id), w.staff, {
      reason: 'Not a real job',
    });
    expect(res.statusCode).toBe(204);
    expect((await listedIds(w.app, '種子')).list).not.toContain(id);
    expect((await historyOf(id)).map((h) => h.action)).toEqual(['REMOVED']);

    const unknown = await send(
      'POST',
      at(POSTING_PATHS.consoleJobOfferRemove, 1_999_999_999),
      w.staff,
      {
        reason: 'x',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const withdrawn = await w.vacancy();
    await w.app.services.jobOfferList.withdraw(withdrawn);
    const refused = await send(
      'POST',
      at(POSTING_PATHS.consoleJobOfferRemove, withdrawn),
      w.staff,
      {
        reason: 'x',
      },
    );
    expect(refused.json().code).toBe('BE_POSTING_STATE_INVALID');
    expect(await historyOf(withdrawn)).toHaveLength(0);
  });

  it('answers NOT_FOUND for a vacancy without reports', async () => {
    const id = await w.vacancy();
    for (const [method, path] of [
      ['GET', REPORT_PATHS.consoleReport],
      ['POST', REPORT_PATHS.consoleReportDismiss],
    ] as const) {
      const res = await send(method, at(path, id), w.staff);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('removing a vacancy posted by its employer', () => {
  let w: World;

  beforeAll(async () => {
    w = await createReportWorld();
  });

  it('marks the posting REMOVED with the reason its employer sees', async () => {
    const employer = bearer(
      await loginAs(w.app, { accountType: 'employer', employerId: w.employerId }),
    );
    const values = {
      title: { cn: '網上兼職' },
      categoryGroupId: 3,
      categoryId: 302,
      salaryAmount: 12000,
      typeSalaryId: 1,
      experienceRequiredYears: 0,
      experience: {},
      workingArea: { cn: '澳門' },
      workingTime: { cn: '09:00-18:00' },
      description: { cn: '在家工作，先付按金。' },
      additionalMessage: {},
      hashtags: { cn: [], pt: [], en: [] },
      needCv: 0,
      positions: 1,
      contactName: { cn: '陳先生' },
      contactPhone: '28712345',
    };
    const created = await w.app.inject({
      method: 'POST',
      url: POSTING_PATHS.consolePostings,
      headers: employer,
      payload: { values, submit: true },
    });
    expect(created.statusCode).toBe(200);
    const postingId = PostingDetailSchema.parse(created.json()).id;
    const approved = await w.app.inject({
      method: 'POST',
      url: at(POSTING_PATHS.consolePostingApprove, postingId),
      headers: w.staff,
    });
    expect(approved.statusCode).toBe(200);
    const jobOfferId = PostingDetailSchema.parse(approved.json()).jobOfferId!;
    expect((await listedIds(w.app, '兼職')).list).toContain(jobOfferId);

    const removed = await w.app.inject({
      method: 'POST',
      url: at(POSTING_PATHS.consoleJobOfferRemove, jobOfferId),
      headers: w.staff,
      payload: { reason: 'Asks for a deposit' },
    });
    expect(removed.statusCode).toBe(204);
    expect((await listedIds(w.app, '兼職')).list).not.toContain(jobOfferId);
    const seen = PostingDetailSchema.parse(
      (
        await w.app.inject({ url: at(POSTING_PATHS.consolePosting, postingId), headers: employer })
      ).json(),
    );
    expect(seen).toMatchObject({ status: 'REMOVED', removalReason: 'Asks for a deposit' });
    expect(seen.history.at(-1)).toMatchObject({
      action: 'REMOVED',
      actorRole: 'staff',
      reason: 'Asks for a deposit',
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { JobOfferReportResultSchema, PATHS, REPORT_LIMITS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import {
  createReportWorld,
  listedIds,
  postReport,
  seeker,
} from '../../../test/factories/joboffer-reports.ts';
import { visitorDigest } from './joboffer-reports.service.ts';

type World = Awaited<ReturnType<typeof createReportWorld>>;

const body = { reason: 'ASKS_FOR_MONEY', text: 'Asks for a deposit of 2000 MOP' };

describe('reporting a vacancy', () => {
  let w: World;

  beforeAll(async () => {
    w = await createReportWorld();
  });

  const rows = (jobOfferId: number) =>
    w.database.db
      .selectFrom('job_offer_report')
      .selectAll()
      .where('job_offer_id', '=', jobOfferId)
      .execute();

  it('takes one report per seeker and vacancy', async () => {
    const id = await w.vacancy();
    const headers = await seeker(w.app);
    const first = await postReport(w.app, id, body, { headers });
    expect(first.statusCode).toBe(200);
    expect(JobOfferReportResultSchema.parse(first.json())).toEqual({ reported: true });
    const again = await postReport(w.app, id, { reason: 'OTHER', text: 'again' }, { headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BE_JOBOFFER_ALREADY_REPORTED');
    const written = await rows(id);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      reason: 'ASKS_FOR_MONEY',
      text: body.text,
      client_digest: null,
      closed_at: null,
    });
    expect(written[0].account_id).not.toBeNull();
    // Another vacancy is another report.
    const other = await w.vacancy();
    expect((await postReport(w.app, other, body, { headers })).statusCode).toBe(200);
  });

  it('keeps one report per seeker under concurrent requests', async () => {
    const id = await w.vacancy();
    const headers = await seeker(w.app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postReport(w.app, id, body, { headers })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code)).toEqual(
      Array(5).fill('BE_JOBOFFER_ALREADY_REPORTED'),
    );
    expect(await rows(id)).toHaveLength(1);
  });

  it('refuses employer and staff accounts', async () => {
    const id = await w.vacancy();
    const employer = bearer(
      await loginAs(w.app, { accountType: 'employer', employerId: w.employerId }),
    );
    for (const headers of [employer, w.staff]) {
      const res = await postReport(w.app, id, body, { headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_ROLE');
    }
    expect(await rows(id)).toHaveLength(0);
  });

  it('takes reports of listed vacancies only', async () => {
    const headers = await seeker(w.app);
    const unknown = await postReport(w.app, 1_999_999_999, body, { headers });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json()).toEqual({ code: 'BE_JOBOFFER_INVALID', errorArgs: [1_999_999_999] });
    const withdrawn = await w.vacancy();
    await w.app.services.jobOfferList.withdraw(withdrawn);
    expect((await postReport(w.app, withdrawn, body, { headers })).json().code).toBe(
      'BE_JOBOFFER_INVALID',
    );
    expect(await rows(withdrawn)).toHaveLength(0);
  });

  it('hides a vacancy reported by three different accounts from lists and search', async () => {
    const id = await w.vacancy('詐騙文員');
    const reporters = [await seeker(w.app), await seeker(w.app), await seeker(w.app)];
    expect((await postReport(w.app, id, body, { headers: reporters[0] })).statusCode).toBe(200);
    // The same account twice does not count twice.
    await postReport(w.app, id, body, { headers: reporters[0] });
    expect((await postReport(w.app, id, body, { headers: reporters[1] })).statusCode).toBe(200);
    // Two accounts (and any number of visitors) do not hide it.
    for (let i = 0; i < 3; i += 1)
      await postReport(w.app, id, body, { address: `203.0.113.${i + 1}` });
    let found = await listedIds(w.app, '文員');
    expect(found.list).toContain(id);
    expect(found.search).toContain(id);
    expect(
      (await w.app.inject({ url: PATHS.jobOffer.replace(':id', String(id)) })).statusCode,
    ).toBe(200);

    expect((await postReport(w.app, id, body, { headers: reporters[2] })).statusCode).toBe(200);
    found = await listedIds(w.app, '文員');
    expect(found.list).not.toContain(id);
    expect(found.search).not.toContain(id);
    const detail = await w.app.inject({ url: PATHS.jobOffer.replace(':id', String(id)) });
    expect(detail.json().code).toBe('BE_JOBOFFER_INVALID');
    const history = await w.database.db
      .selectFrom('job_offer_posting_history')
      .select(['action', 'actor_role', 'actor_account_id'])
      .where('job_offer_id', '=', id)
      .execute();
    expect(history).toEqual([{ action: 'HIDDEN', actor_role: 'system', actor_account_id: null }]);
    // A hidden vacancy is not listed: no more reports of it.
    const late = await postReport(w.app, id, body, { headers: await seeker(w.app) });
    expect(late.json().code).toBe('BE_JOBOFFER_INVALID');
  });

  it('hides once when the accounts report at the same time', async () => {
    const id = await w.vacancy('同時舉報');
    const reporters = await Promise.all(Array.from({ length: 4 }, () => seeker(w.app)));
    const answers = await Promise.all(
      reporters.map((headers) => postReport(w.app, id, body, { headers })),
    );
    // Each answer is a report taken, or refused once the vacancy is hidden.
    for (const answer of answers) expect([200, 410]).toContain(answer.statusCode);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(3);
    expect((await listedIds(w.app, '同時')).list).not.toContain(id);
    const hidden = await w.database.db
      .selectFrom('job_offer_posting_history')
      .select('action')
      .where('job_offer_id', '=', id)
      .execute();
    expect(hidden).toEqual([{ action: 'HIDDEN' }]);
  });

  it('limits a visitor address per hour, keeping only a digest of it', async () => {
    const address = '192.0.2.44';
    const ids = [await w.vacancy(), await w.vacancy(), await w.vacancy()];
    for (let i = 0; i < REPORT_LIMITS.visitorReportsPerHour; i += 1) {
      const res = await postReport(w.app, ids[i % 2], body, { address });
      expect(res.statusCode).toBe(200);
    }
    const over = await postReport(w.app, ids[0], body, { address });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('TOO_MANY_REQUESTS');
    // Another address is counted apart; a logged-in seeker is not limited by the address.
    expect((await postReport(w.app, ids[2], body, { address: '192.0.2.45' })).statusCode).toBe(200);
    const headers = await seeker(w.app);
    expect((await postReport(w.app, ids[0], body, { headers, address })).statusCode).toBe(200);

    const written = await w.database.db
      .selectFrom('job_offer_report')
      .select(['client_digest', 'account_id'])
      .where('job_offer_id', 'in', ids)
      .execute();
    expect(written).toHaveLength(REPORT_LIMITS.visitorReportsPerHour + 2);
    const digests = written.filter((r) => r.account_id === null).map((r) => r.client_digest);
    expect(digests.filter((d) => d === visitorDigest(address))).toHaveLength(
      REPORT_LIMITS.visitorReportsPerHour,
    );
    const counted = await w.database.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', `joboffer-report|visitor:${visitorDigest(address)}`)
      .executeTakeFirst();
    expect(Number(counted?.count)).toBe(REPORT_LIMITS.visitorReportsPerHour + 1);
    expect(JSON.stringify(written)).not.toContain(address);

    // An hour later the address may report again.
    w.clock.advance(60 * 60 * 1000);
    expect((await postReport(w.app, ids[2], body, { address })).statusCode).toBe(200);
  });

  const visitorRows = async (id: number) =>
    (await rows(id)).filter((r) => r.account_id === null).length;

  it("caps visitors' reports of a vacancy a day, all addresses together, counting accounts apart", async () => {
    const cap = REPORT_LIMITS.visitorReportsPerVacancyPerDay;
    const id = await w.vacancy();
    for (let i = 0; i < cap; i += 1) {
      const res = await postReport(w.app, id, body, { address: `198.18.0.${i + 1}` });
      expect(res.statusCode).toBe(200);
    }
    const over = await postReport(w.app, id, body, { address: '198.18.1.1' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ code: 'BE_JOBOFFER_REPORTS_ENOUGH', errorArgs: [] });
    expect(await visitorRows(id)).toBe(cap);
    // A logged-in seeker still reports it; another vacancy takes visitors' reports.
    expect((await postReport(w.app, id, body, { headers: await seeker(w.app) })).statusCode).toBe(
      200,
    );
    const other = await w.vacancy();
    expect((await postReport(w.app, other, body, { address: '198.18.1.1' })).statusCode).toBe(200);
    // Many addresses at once: still no more than the cap.
    const flooded = await w.vacancy();
    const answers = await Promise.all(
      Array.from({ length: cap + 5 }, (_, i) =>
        postReport(w.app, flooded, body, { address: `198.18.2.${i + 1}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(cap);
    expect(await visitorRows(flooded)).toBe(cap);
    // A day later visitors may report it again.
    w.clock.advance(24 * 60 * 60 * 1000);
    expect((await postReport(w.app, id, body, { address: '198.18.1.2' })).statusCode).toBe(200);
  });

  it("caps an account's reports a day", async () => {
    const cap = REPORT_LIMITS.accountReportsPerDay;
    const login = async () => bearer(await loginAs(w.app, { euid: 'daily-reporter' }));
    const headers = await login();
    const ids: number[] = [];
    for (let i = 0; i <= cap; i += 1) ids.push(await w.vacancy());
    for (const id of ids.slice(0, cap)) {
      expect((await postReport(w.app, id, body, { headers })).statusCode).toBe(200);
    }
    const over = await postReport(w.app, ids[cap], body, { headers });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'BE_JOBOFFER_REPORT_LIMIT', errorArgs: [cap] });
    expect(await rows(ids[cap])).toHaveLength(0);
    // Another account is counted apart, and the next day the account reports again.
    expect(
      (await postReport(w.app, ids[cap], body, { headers: await seeker(w.app) })).statusCode,
    ).toBe(200);
    w.clock.advance(24 * 60 * 60 * 1000);
    expect((await postReport(w.app, ids[cap], body, { headers: await login() })).statusCode).toBe(
      200,
    );
  });
});

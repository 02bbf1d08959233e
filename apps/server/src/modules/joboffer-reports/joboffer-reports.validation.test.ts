import { beforeAll, describe, expect, it } from 'vitest';
import { POSTING_PATHS, REPORT_LIMITS, REPORT_PATHS } from '@vaga/contract';
import { createReportWorld, postReport, seeker } from '../../../test/factories/joboffer-reports.ts';

type World = Awaited<ReturnType<typeof createReportWorld>>;

const at = (path: string, id: number | string) => path.replace(':id', String(id));

describe('bad input to reports and removal', () => {
  let w: World;
  let id: number;

  beforeAll(async () => {
    w = await createReportWorld();
    id = await w.vacancy();
  });

  const counts = async () => ({
    reports: (await w.database.db.selectFrom('job_offer_report').select('id').execute()).length,
    history: (await w.database.db.selectFrom('job_offer_posting_history').select('id').execute())
      .length,
    removed: (
      await w.database.db
        .selectFrom('job_offer')
        .select('id')
        .where('removed_at', 'is not', null)
        .execute()
    ).length,
  });

  const badReports: [string, unknown, string[]][] = [
    ['no body', undefined, ['body']],
    ['a missing reason', { text: 'hello' }, ['body.reason', 'validation.choice']],
    ['an unknown reason', { reason: 'SPAM' }, ['body.reason', 'validation.choice']],
    ['a reason of another type', { reason: 3 }, ['body.reason', 'validation.choice']],
    ['OTHER without text', { reason: 'OTHER' }, ['body.text', 'validation.required']],
    [
      'OTHER with blank text',
      { reason: 'OTHER', text: '   ' },
      ['body.text', 'validation.required'],
    ],
    [
      'a text too long',
      { reason: 'NOT_REAL', text: 'x'.repeat(REPORT_LIMITS.textMax + 1) },
      ['body.text', `validation.maxLength|${REPORT_LIMITS.textMax}`],
    ],
    ['a text of another type', { reason: 'NOT_REAL', text: 12 }, ['body.text']],
    [
      'unsafe characters',
      { reason: 'NOT_REAL', text: 'pay \u202Eeno' },
      ['body.text', 'validation.unsafeText'],
    ],
  ];

  it.each(badReports)('refuses a report with %s, writing nothing', async (_name, body, args) => {
    const before = await counts();
    const res = await postReport(w.app, id, body, { headers: await seeker(w.app) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAIL');
    const errorArgs = res.json().errorArgs as string[];
    expect(errorArgs[0]).toBe(args[0]);
    if (args[1]) expect(errorArgs[1]).toBe(args[1]);
    expect(await counts()).toEqual(before);
  });

  it('takes a text of exactly the limit', async () => {
    const res = await postReport(
      w.app,
      id,
      { reason: 'NOT_REAL', text: 'x'.repeat(REPORT_LIMITS.textMax) },
      { headers: await seeker(w.app) },
    );
    expect(res.statusCode).toBe(200);
  });

  const badIds = ['abc', '0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999'];

  it.each(badIds)('refuses the vacancy id %s on every route', async (bad) => {
    const before = await counts();
    const report = await postReport(
      w.app,
      bad,
      { reason: 'NOT_REAL' },
      {
        headers: await seeker(w.app),
      },
    );
    expect(report.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['params.id'] });
    for (const [method, path, payload] of [
      ['GET', REPORT_PATHS.consoleReport, undefined],
      ['POST', REPORT_PATHS.consoleReportDismiss, undefined],
      ['POST', POSTING_PATHS.consoleJobOfferRemove, { reason: 'scam' }],
    ] as const) {
      const res = await w.app.inject({ method, url: at(path, bad), headers: w.staff, payload });
      expect(res.statusCode, `${method} ${path}`).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['params.id'] });
    }
    expect(await counts()).toEqual(before);
  });

  const badReasons: [string, unknown, string][] = [
    ['no body', undefined, 'body'],
    ['a missing reason', {}, 'body.reason'],
    ['a blank reason', { reason: '  ' }, 'body.reason'],
    ['a reason of another type', { reason: ['scam'] }, 'body.reason'],
    ['a reason too long', { reason: 'x'.repeat(501) }, 'body.reason'],
    ['unsafe characters', { reason: 'scam\u0007' }, 'body.reason'],
  ];

  it.each(badReasons)('refuses a removal with %s, removing nothing', async (_n, payload, path) => {
    const before = await counts();
    const res = await w.app.inject({
      method: 'POST',
      url: at(POSTING_PATHS.consoleJobOfferRemove, id),
      headers: w.staff,
      payload: payload as Record<string, unknown> | undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAIL');
    expect(res.json().errorArgs[0]).toBe(path);
    expect(await counts()).toEqual(before);
  });

  it('refuses a bad queue state and page', async () => {
    for (const query of ['state=ALL', 'page=-1', 'size=0', 'size=abc', 'page=1e2']) {
      const res = await w.app.inject({
        url: `${REPORT_PATHS.consoleReports}?${query}`,
        headers: w.staff,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAIL');
    }
  });
});

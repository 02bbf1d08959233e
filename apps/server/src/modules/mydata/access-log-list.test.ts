import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_LOG_FILTER_MAX,
  ConsoleAccessLogListSchema,
  MYDATA_PATHS,
  type AccessRecordKind,
} from '@vaga/contract';
import { bearer, createAccount } from '../../../test/auth.ts';
import { createEmployer } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import type { AuthAccount } from '../../platform/caller.ts';

type Headers = { authorization: string };
const URL = MYDATA_PATHS.consoleAccessLog;

describe('the staff access log: every read of seekers’ personal data', () => {
  let ctx: TestContext;
  const h = { staff: {} as Headers, employer: {} as Headers, seeker: {} as Headers };

  const get = (headers: Headers, query = '', lang = 'en') =>
    ctx.app.inject({
      method: 'GET',
      url: `${URL}${query}`,
      headers: { ...headers, 'accept-language': lang },
    });
  const list = async (query = '', lang = 'en') => {
    const res = await get(h.staff, query, lang);
    expect(res.statusCode, res.body).toBe(200);
    return ConsoleAccessLogListSchema.parse(res.json());
  };
  const token = async (account: AuthAccount) =>
    bearer((await ctx.app.services.auth.openSession(account.id)).token);

  beforeAll(async () => {
    ctx = await buildTestApp();
    const employerId = await createEmployer(ctx.app.db, {
      name_cn: '澳門海景有限公司',
      name_pt: 'Vista Mar, Limitada',
      name_en: 'Sea View Limited',
    });
    const staff = await createAccount(ctx.app, { accountType: 'staff', name: 'Staff Chan' });
    const employer = await createAccount(ctx.app, {
      accountType: 'employer',
      employerId,
      name: 'Ho Recruiter',
    });
    const wong = await createAccount(ctx.app, { name: 'Wong Tai Man', identityNo: 'M1234567' });
    const lopes = await createAccount(ctx.app, { name: 'Ana Lopes', identityNo: 'P7654321' });
    const percent = await createAccount(ctx.app, { name: '100% Lee', identityNo: 'X0000001' });
    h.staff = await token(staff);
    h.employer = await token(employer);
    h.seeker = await token(wong);
    // Oldest first; 2026-11-20T16:30Z is 21 November 00:30 in Macao.
    const reads: [string, AuthAccount, AuthAccount, AccessRecordKind][] = [
      ['2026-11-19T02:00:00.000Z', staff, wong, 'jobSeek'],
      ['2026-11-20T15:59:00.000Z', employer, wong, 'resume'],
      ['2026-11-20T16:30:00.000Z', employer, lopes, 'cvFile'],
      ['2026-11-22T03:00:00.000Z', staff, percent, 'unemployment'],
    ];
    for (const [at, viewer, seeker, recordKind] of reads) {
      ctx.clock.set(at);
      await ctx.app.services.accessLog.record({
        viewer,
        seekerAccountId: seeker.id,
        recordKind,
        recordId: 7,
        clientAddress: '203.0.113.9',
      });
    }
  });

  it('lists every seeker’s reads newest first, with names and no internal ids', async () => {
    const page = await list();
    expect(page.totalElements).toBe(4);
    expect(page.content.map((r) => r.seekerName)).toEqual([
      '100% Lee',
      'Ana Lopes',
      'Wong Tai Man',
      'Wong Tai Man',
    ]);
    expect(page.content[1]).toEqual({
      viewedAt: '2026-11-20T16:30:00.000Z',
      seekerName: 'Ana Lopes',
      viewerKind: 'employer',
      viewerName: 'Ho Recruiter',
      employerName: 'Sea View Limited',
      recordKind: 'cvFile',
      clientAddress: '203.0.113.9',
    });
    expect(page.content[0]).toMatchObject({ viewerName: 'Staff Chan', employerName: null });
    expect((await list('', 'zh-Hant')).content[1].employerName).toBe('澳門海景有限公司');
    expect((await list('', 'pt')).content[1].employerName).toBe('Vista Mar, Limitada');
  });

  it('pages the list', async () => {
    const first = await list('?size=3');
    const second = await list('?size=3&page=1');
    expect(first.totalElements).toBe(4);
    expect(second.totalElements).toBe(4);
    expect(first.content).toHaveLength(3);
    expect(second.content.map((r) => r.viewedAt)).toEqual(['2026-11-19T02:00:00.000Z']);
  });

  it('finds the seeker by part of the name or the start of the identity number', async () => {
    const names = async (query: string) =>
      (await list(query)).content.map((r) => `${r.seekerName} ${r.recordKind}`);
    expect(await names('?seeker=tai%20man')).toEqual([
      'Wong Tai Man resume',
      'Wong Tai Man jobSeek',
    ]);
    expect(await names('?seeker=P765')).toEqual(['Ana Lopes cvFile']);
    expect(await names('?seeker=7654321')).toEqual([]);
    // A % is a character like another, not a pattern.
    expect(await names('?seeker=0%25')).toEqual(['100% Lee unemployment']);
    expect(await names('?seeker=_')).toEqual([]);
    expect((await list('?seeker=wong&size=1')).totalElements).toBe(2);
  });

  it('finds the reader by a staff member’s or an employer’s name in any language', async () => {
    const kinds = async (query: string) => (await list(query)).content.map((r) => r.recordKind);
    expect(await kinds('?viewer=staff%20chan')).toEqual(['unemployment', 'jobSeek']);
    expect(await kinds('?viewer=recruiter')).toEqual(['cvFile', 'resume']);
    expect(await kinds('?viewer=vista%20mar')).toEqual(['cvFile', 'resume']);
    expect(await kinds(`?viewer=${encodeURIComponent('海景')}`)).toEqual(['cvFile', 'resume']);
    expect(await kinds('?viewer=chan&seeker=lopes')).toEqual([]);
  });

  it('takes the date range as Macao days, both days included', async () => {
    const times = async (query: string) => (await list(query)).content.map((r) => r.viewedAt);
    expect(await times('?from=2026-11-21')).toEqual([
      '2026-11-22T03:00:00.000Z',
      '2026-11-20T16:30:00.000Z',
    ]);
    expect(await times('?to=2026-11-20')).toEqual([
      '2026-11-20T15:59:00.000Z',
      '2026-11-19T02:00:00.000Z',
    ]);
    expect(await times('?from=2026-11-21&to=2026-11-21')).toEqual(['2026-11-20T16:30:00.000Z']);
  });

  it('is for staff only: employers and seekers get FORBIDDEN_ROLE, no login 401', async () => {
    for (const headers of [h.employer, h.seeker]) {
      const res = await get(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_ROLE');
    }
    expect((await ctx.app.inject({ url: URL })).statusCode).toBe(401);
  });

  it('refuses bad filters and paging with VALIDATION_FAIL, and reading it logs nothing', async () => {
    const before = await ctx.app.db.selectFrom('data_access_log').selectAll().execute();
    for (const bad of [
      '?page=abc',
      '?page=-1',
      '?size=0',
      '?size=100000',
      '?from=2026-02-30',
      '?from=20261101',
      '?to=yesterday',
      '?from=2026-11-22&to=2026-11-21',
      `?seeker=${'a'.repeat(ACCESS_LOG_FILTER_MAX + 1)}`,
      `?viewer=${'a'.repeat(ACCESS_LOG_FILTER_MAX + 1)}`,
      `?seeker=${encodeURIComponent('<b>x</b>')}`,
      '?viewer=%00',
      '?seeker=a&seeker=b',
    ]) {
      const res = await get(h.staff, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('VALIDATION_FAIL');
    }
    await list('?seeker=wong');
    expect(await ctx.app.db.selectFrom('data_access_log').selectAll().execute()).toEqual(before);
  });
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_JOBSEEK_PATHS,
  CONSOLE_UNEMPLOYMENT_PATHS,
  ConsoleAccessLogPageSchema,
  MYDATA_PATHS,
  MyAccessLogPageSchema,
  PATHS,
  UnemploymentCurrentSchema,
  buildPath,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createBookableVacancy,
  createInterviewWorld,
  createSeeker,
  insertBooking,
} from '../../../test/factories/jobmatches.ts';
import { register } from '../../../test/factories/jobseeks.ts';
import { submitRegistration } from '../../../test/factories/unemployment.ts';
import { routeAccessTable } from '../../platform/route-access.ts';
import { RETENTION_JOB } from './mydata.jobs.ts';

const NOW = '2026-11-22T02:00:00.000Z';
type Headers = { authorization: string };

describe('who looked: the access log of console reads', () => {
  let ctx: TestContext;
  const h = { staff: {} as Headers, employer: {} as Headers, otherEmployer: {} as Headers };
  const ids = { staff: 0, employer: 0, employerId: 0 };
  let seeker: { id: number; headers: Headers; cvUid: string };
  let other: { id: number; headers: Headers };
  let match: { id: number; uid: string };
  let jobSeekId = 0;
  let unemploymentId = 0;
  let attachmentId = '';

  const get = (headers: Headers, url: string, lang = 'en') =>
    ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });
  const rows = (accountId?: number) => {
    let q = ctx.app.db.selectFrom('data_access_log').selectAll();
    if (accountId !== undefined) q = q.where('seeker_account_id', '=', accountId);
    return q.orderBy('id').execute();
  };

  beforeAll(async () => {
    const storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-access-log-'));
    ctx = await buildTestApp({ env: { STORAGE_DIR: storageDir } });
    ctx.clock.set(NOW);
    const { employerId } = await createInterviewWorld(ctx.app.db);
    ids.employerId = employerId;
    const vacancy = await createBookableVacancy(ctx.app, employerId);
    const token = async (who: Parameters<typeof loginAs>[1]) => bearer(await loginAs(ctx.app, who));
    h.staff = await token({ euid: 'staff-look', accountType: 'staff', name: 'Staff Chan' });
    h.employer = await token({ euid: 'emp-look', accountType: 'employer', employerId });
    const auth = ctx.app.services.auth;
    ids.staff = (await auth.authenticate(h.staff.authorization.slice(7)))!.account.id;
    ids.employer = (await auth.authenticate(h.employer.authorization.slice(7)))!.account.id;
    const s = await createSeeker(ctx.app, { withCv: true });
    seeker = { id: s.id, headers: bearer(s.token), cvUid: s.cvUid! };
    const o = await createSeeker(ctx.app);
    other = { id: o.id, headers: bearer(o.token) };
    match = await insertBooking(ctx.app.db, vacancy, seeker.id, { cvUid: seeker.cvUid });
    jobSeekId = await register(ctx.app, seeker);
    unemploymentId = await submitRegistration(ctx.app, seeker);
    const current = UnemploymentCurrentSchema.parse(
      (await get(seeker.headers, PATHS.unemployment)).json(),
    );
    attachmentId = current.registration!.attachments[0].id;
  });

  /** Every console read of a seeker's personal data, by whom, and the row it must leave. */
  const reads = () => [
    {
      who: 'staff' as const,
      url: buildPath(PATHS.consoleSeeker, { id: seeker.id }),
      kind: 'resume',
      record: String(seeker.id),
    },
    {
      who: 'employer' as const,
      url: buildPath(PATHS.consoleSeeker, { id: seeker.id }),
      kind: 'resume',
      record: String(seeker.id),
    },
    {
      who: 'employer' as const,
      url: buildPath(PATHS.consoleMatch, { id: match.uid }),
      kind: 'jobMatch',
      record: match.uid,
    },
    {
      who: 'staff' as const,
      url: buildPath(PATHS.consoleMatch, { id: match.uid }),
      kind: 'jobMatch',
      record: match.uid,
    },
    {
      who: 'employer' as const,
      url: buildPath(PATHS.consoleMatchCv, { id: match.uid }),
      kind: 'cvFile',
      record: match.uid,
    },
    {
      who: 'staff' as const,
      url: buildPath(CONSOLE_JOBSEEK_PATHS.consoleJobSeek, { id: jobSeekId }),
      kind: 'jobSeek',
      record: String(jobSeekId),
    },
    {
      who: 'staff' as const,
      url: buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployment, { id: unemploymentId }),
      kind: 'unemployment',
      record: String(unemploymentId),
    },
    {
      who: 'staff' as const,
      url: buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentAttachment, {
        id: unemploymentId,
        attachmentId,
      }),
      kind: 'unemploymentDocument',
      record: attachmentId,
    },
  ];

  it('records every console read of personal data with one row: who, whose, what, when, where', async () => {
    for (const read of reads()) {
      const before = await rows();
      ctx.clock.advance(1000);
      const res = await get(h[read.who], read.url);
      expect(res.statusCode, `${read.url} ${res.body}`).toBe(200);
      const after = await rows();
      expect(after.length, read.url).toBe(before.length + 1);
      expect(after.at(-1)).toMatchObject({
        seeker_account_id: seeker.id,
        viewer_account_id: read.who === 'staff' ? ids.staff : ids.employer,
        viewer_kind: read.who,
        employer_id: read.who === 'employer' ? ids.employerId : null,
        record_kind: read.kind,
        record_id: read.record,
        client_address: '127.0.0.1',
        accessed_at: ctx.clock.now().toISOString(),
      });
    }
  });

  it('records nothing for a read that is refused or finds nothing', async () => {
    const before = (await rows()).length;
    const refused = [
      await get(h.staff, buildPath(PATHS.consoleSeeker, { id: 999_999 })),
      await get(h.employer, buildPath(CONSOLE_JOBSEEK_PATHS.consoleJobSeek, { id: jobSeekId })),
      await get(seeker.headers, buildPath(PATHS.consoleMatch, { id: match.uid })),
      await get(h.staff, buildPath(CONSOLE_JOBSEEK_PATHS.consoleJobSeek, { id: 999_999 })),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 403, 403, 404]);
    expect(await rows()).toHaveLength(before);
  });

  it('records nothing when the seeker reads their own data', async () => {
    const before = (await rows()).length;
    const own = [
      PATHS.profile,
      buildPath(PATHS.cvFile, { cvUid: seeker.cvUid }),
      buildPath(PATHS.jobmatch, { id: match.uid }),
      buildPath(PATHS.jobseek, { id: jobSeekId }),
      PATHS.unemployment,
      buildPath(PATHS.unemploymentAttachment, { id: attachmentId }),
      MYDATA_PATHS.myDataAccessLog,
    ];
    for (const url of own) {
      const res = await get(seeker.headers, url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    expect(await rows()).toHaveLength(before);
  });

  it('shows the seeker their own log: the service, or the employer by name, newest first, paged', async () => {
    const res = await get(seeker.headers, `${MYDATA_PATHS.myDataAccessLog}?size=3`);
    expect(res.statusCode, res.body).toBe(200);
    const page = MyAccessLogPageSchema.parse(res.json());
    expect(page.totalElements).toBe(reads().length);
    expect(page.content.map((e) => e.recordKind)).toEqual([
      'unemploymentDocument',
      'unemployment',
      'jobSeek',
    ]);
    expect(page.content[0]).toMatchObject({ viewerKind: 'staff', employerName: null });
    // Nothing names the staff member or the address to the seeker.
    expect(Object.keys(page.content[0]).sort()).toEqual(
      ['employerName', 'id', 'recordId', 'recordKind', 'viewedAt', 'viewerKind'].sort(),
    );
    const employerName = (await ctx.app.services.employers.find(ids.employerId, 'en'))!.name;
    const last = MyAccessLogPageSchema.parse(
      (await get(seeker.headers, `${MYDATA_PATHS.myDataAccessLog}?page=1&size=7`)).json(),
    );
    expect(last.content).toEqual([
      expect.objectContaining({ viewerKind: 'staff', recordKind: 'resume', employerName: null }),
    ]);
    const employerRead = MyAccessLogPageSchema.parse(
      (await get(seeker.headers, `${MYDATA_PATHS.myDataAccessLog}?size=10`)).json(),
    ).content.find((e) => e.viewerKind === 'employer');
    expect(employerRead?.employerName).toBe(employerName);
    // Another seeker's log is their own: empty.
    const theirs = MyAccessLogPageSchema.parse(
      (await get(other.headers, MYDATA_PATHS.myDataAccessLog)).json(),
    );
    expect(theirs).toEqual({ content: [], totalElements: 0 });
  });

  it('lists a seeker account’s log in the console for staff only, naming who and from where', async () => {
    const url = buildPath(MYDATA_PATHS.consoleAccountAccessLog, { id: seeker.id });
    const res = await get(h.staff, `${url}?size=20`);
    expect(res.statusCode, res.body).toBe(200);
    const page = ConsoleAccessLogPageSchema.parse(res.json());
    expect(page.totalElements).toBe(reads().length);
    expect(page.content.at(-1)).toMatchObject({
      viewerKind: 'staff',
      viewerAccountId: ids.staff,
      viewerName: 'Staff Chan',
      clientAddress: '127.0.0.1',
      recordKind: 'resume',
    });
    expect(page.content.filter((e) => e.employerId === ids.employerId)).toHaveLength(3);
    expect((await get(h.employer, url)).json().code).toBe('FORBIDDEN_ROLE');
    expect((await get(seeker.headers, url)).json().code).toBe('FORBIDDEN_ROLE');
    expect((await ctx.app.inject({ url: MYDATA_PATHS.myDataAccessLog })).statusCode).toBe(401);
  });

  it('refuses bad paging and ids', async () => {
    const url = buildPath(MYDATA_PATHS.consoleAccountAccessLog, { id: seeker.id });
    for (const bad of [
      `${MYDATA_PATHS.myDataAccessLog}?page=-1`,
      `${MYDATA_PATHS.myDataAccessLog}?size=0`,
      `${MYDATA_PATHS.myDataAccessLog}?size=100000`,
      `${MYDATA_PATHS.myDataAccessLog}?page=abc`,
    ]) {
      const res = await get(seeker.headers, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAIL');
    }
    for (const bad of [
      buildPath(MYDATA_PATHS.consoleAccountAccessLog, { id: 0 }),
      buildPath(MYDATA_PATHS.consoleAccountAccessLog, { id: 'x' }),
      `${url}?size=-3`,
    ]) {
      expect((await get(h.staff, bad)).statusCode, bad).toBe(400);
    }
  });

  it('is append-only for the application: no route changes or deletes the log', async () => {
    const logRoutes = routeAccessTable(ctx.app).filter((r) => r.url.includes('access-log'));
    expect(logRoutes.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
    const before = await rows(seeker.id);
    const urls = [
      MYDATA_PATHS.myDataAccessLog,
      `${MYDATA_PATHS.myDataAccessLog}/${before[0].id}`,
      buildPath(MYDATA_PATHS.consoleAccountAccessLog, { id: seeker.id }),
      MYDATA_PATHS.consoleAccessLog,
    ];
    for (const url of urls) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        for (const headers of [seeker.headers, h.staff]) {
          const res = await ctx.app.inject({ method, url, headers, payload: {} });
          expect(res.statusCode, `${method} ${url}`).toBe(404);
        }
      }
    }
    expect(await rows(seeker.id)).toEqual(before);
  });

  it('keeps rows for the retention period; the scheduler deletes them after it', async () => {
    const kept = (await rows()).length;
    expect(kept).toBeGreaterThan(0);
    // Five years (DATA_RETENTION_YEARS' default) less a day after the reads: all kept.
    ctx.clock.set('2031-11-20T02:00:00.000Z');
    await ctx.app.scheduler.runDue();
    expect(await rows()).toHaveLength(kept);
    ctx.clock.advance(3 * 24 * 60 * 60 * 1000);
    // A read made now stays; the old ones go (a new session: the old ones have long expired).
    const staff = bearer(await loginAs(ctx.app, { euid: 'staff-look', accountType: 'staff' }));
    const read = await get(staff, buildPath(PATHS.consoleSeeker, { id: seeker.id }));
    expect(read.statusCode, read.body).toBe(200);
    const outcomes = await ctx.app.scheduler.runDue();
    expect(outcomes.filter((o) => o.name === RETENTION_JOB)).toEqual([
      expect.objectContaining({ ok: true }),
    ]);
    const left = await rows();
    expect(left).toHaveLength(1);
    expect(left[0].accessed_at).toBe(ctx.clock.now().toISOString());
  });
});

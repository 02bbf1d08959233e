import { Readable } from 'node:stream';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERASABLE_KINDS, MYDATA_PATHS, MyDataEraseResultSchema, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, dialectUnderTest, type TestContext } from '../../../test/helper.ts';
import { pdfBytes } from '../../../test/factories/cv-files.ts';
import { createEvent, registerBody, registerFor } from '../../../test/factories/events.ts';
import { insertBooking } from '../../../test/factories/jobmatches.ts';
import { register } from '../../../test/factories/jobseeks.ts';
import { staffUnemployment, submitRegistration } from '../../../test/factories/unemployment.ts';
import { RETENTION_JOB } from './mydata.jobs.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';
import { seedDemoResident } from '../../db/seed/seed-demo-resident.ts';

const NOW = '2026-11-22T02:00:00.000Z';
type Headers = { authorization: string };
/** Columns that name an account, in any table. */
const ACCOUNT_COLUMNS = [
  'account_id',
  'seeker_account_id',
  'viewer_account_id',
  'actor_account_id',
  'requested_by',
];
/** What the erasure removes, by table. */
const ERASED_TABLES = [
  'cv_file',
  'favorite',
  'favorite_owner',
  'profile',
  'recommendation',
  'saved_search',
];

describe('the erasure of my data', () => {
  let ctx: TestContext;
  let storageDir = '';
  const people = {} as Record<'resident' | 'other', { id: number; headers: Headers }>;
  let searchIds: number[] = [];
  const unemploymentIds = {} as Record<'resident' | 'other', number>;
  const matchUids = {} as Record<'resident' | 'other', string>;

  /** Every table of the database with its columns (on PostgreSQL, of the test's own schema). */
  const tablesAndColumns = async (): Promise<{ name: string; columns: string[] }[]> => {
    if (dialectUnderTest === 'sqlite') {
      return (await ctx.app.db.introspection.getTables()).map((t) => ({
        name: t.name,
        columns: t.columns.map((c) => c.name),
      }));
    }
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()`.execute(ctx.app.db);
    const byTable = new Map<string, string[]>();
    for (const row of rows)
      byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
    return [...byTable].map(([name, columns]) => ({ name, columns }));
  };

  /** Rows naming the account, per table and column, read from every table of the database. */
  const rowsNaming = async (accountId: number): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    const tables = await tablesAndColumns();
    expect(tables.length).toBeGreaterThan(40);
    for (const table of tables) {
      const columns = table.columns.filter(
        (name) => ACCOUNT_COLUMNS.includes(name) || (table.name === 'accounts' && name === 'id'),
      );
      for (const column of columns) {
        const { n } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
          table.name,
        )} where ${sql.ref(column)} = ${accountId}`
          .execute(ctx.app.db)
          .then((r) => r.rows[0]);
        if (Number(n) > 0) counts[`${table.name}.${column}`] = Number(n);
      }
    }
    return counts;
  };
  const storedCvs = async () =>
    (await readdir(path.join(storageDir, 'cvs')).catch(() => [])).sort();
  const storedProofs = async () =>
    (await readdir(path.join(storageDir, 'unemployment')).catch(() => [])).sort();
  const erase = (headers: Headers, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: MYDATA_PATHS.myDataErase,
      headers,
      payload: payload as object,
    });

  const fill = async (id: number, headers: Headers, vacancy: number) => {
    for (const name of ['a']) {
      await ctx.app.services.cvs.upload(
        id,
        { chunks: Readable.from([pdfBytes()]), fileName: `${name}.pdf` },
        { cvName: name },
      );
    }
    const [cv] = await ctx.app.services.cvs.list(id);
    await ctx.app.inject({
      method: 'POST',
      url: `${PATHS.favorites}?jobOfferId=${vacancy}`,
      headers,
    });
    const match = await insertBooking(ctx.app.db, vacancy, id, { cvUid: cv.cvUid, status: 5 });
    const unemploymentId = await submitRegistration(ctx.app, { headers });
    const event = await createEvent(ctx.app);
    await registerFor(
      ctx.app,
      headers.authorization.slice(7),
      registerBody(event.id, event.sessionIds),
    );
    const search = await ctx.app.inject({
      method: 'POST',
      url: PATHS.savedSearches,
      headers,
      payload: { name: 'Alert', filters: {}, mode: 'daily', paused: false },
    });
    expect(search.statusCode, search.body).toBe(201);
    return { searchId: search.json().id as number, unemploymentId, matchUid: match.uid };
  };

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-erase-'));
    ctx = await buildTestApp({ env: { STORAGE_DIR: storageDir } });
    ctx.clock.set(NOW);
    const { db } = ctx.database;
    await seedReferenceData(db);
    const employerId = await createEmployer(db);
    const vacancy = await createVacancy(db, {
      employer_id: employerId,
      published_at: '2026-11-21T02:00:00.000Z',
    });
    await seedDemoResident(ctx.app);
    for (const who of ['resident', 'other'] as const) {
      const headers = bearer(await loginAs(ctx.app, who === 'resident' ? 'resident' : {}));
      const { id } = (await ctx.app.services.auth.authenticate(headers.authorization.slice(7)))!
        .account;
      people[who] = { id, headers };
      if (who === 'other') {
        await ctx.app.inject({
          method: 'POST',
          url: PATHS.profile,
          headers,
          payload: (await import('../../../test/factories/profile.ts')).profileInput(),
        });
        await register(ctx.app, { headers });
      }
      const { searchId, unemploymentId, matchUid } = await fill(id, headers, vacancy);
      unemploymentIds[who] = unemploymentId;
      matchUids[who] = matchUid;
      if (who === 'resident') searchIds = [searchId];
      await ctx.app.db
        .insertInto('saved_search_hit')
        .values({
          saved_search_id: searchId,
          job_offer_id: vacancy,
          found_at: NOW,
          digested_at: null,
        })
        .execute();
      await ctx.app.db
        .insertInto('recommendation')
        .values({
          account_id: id,
          job_offer_ids: `[${vacancy}]`,
          computed_at: NOW,
          refreshed_on: null,
        })
        .execute();
    }
  });

  it('refuses an erasure whose confirmation does not name exactly what goes, erasing nothing', async () => {
    const before = await rowsNaming(people.resident.id);
    const bad = [
      {},
      { confirm: [] },
      { confirm: ['resume', 'cvFiles', 'favourites'] },
      { confirm: ['resume', 'cvFiles', 'favourites', 'favourites'] },
      { confirm: ['resume', 'cvFiles', 'favourites', 'jobMatches'] },
      { confirm: [...ERASABLE_KINDS, 'jobMatches'] },
      { confirm: 'all' },
    ];
    for (const payload of bad) {
      const res = await erase(people.resident.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAIL');
    }
    expect(await rowsNaming(people.resident.id)).toEqual(before);
    expect(
      (await ctx.app.inject({ method: 'POST', url: MYDATA_PATHS.myDataErase })).statusCode,
    ).toBe(401);
    const staff = bearer(await loginAs(ctx.app, { euid: 'staff-e', accountType: 'staff' }));
    expect((await erase(staff, { confirm: ERASABLE_KINDS })).json().code).toBe('FORBIDDEN_ROLE');
  });

  it('removes the resume, CV files (rows and files), favourites and saved searches; keeps what the service must keep', async () => {
    const { resident, other } = people;
    const before = await rowsNaming(resident.id);
    const otherBefore = await rowsNaming(other.id);
    const cvsBefore = await storedCvs();
    const proofsBefore = await storedProofs();
    expect(cvsBefore).toHaveLength(2);
    for (const table of ERASED_TABLES) {
      expect(
        Object.keys(before).some((k) => k.startsWith(`${table}.`)),
        table,
      ).toBe(true);
    }

    const res = await erase(resident.headers, { confirm: [...ERASABLE_KINDS].reverse() });
    expect(res.statusCode, res.body).toBe(200);
    const result = MyDataEraseResultSchema.parse(res.json());
    expect(result).toEqual({
      erased: { resume: 1, cvFiles: 1, favourites: 1, savedSearches: 1 },
      withdrawn: expect.any(Array),
      retentionYears: 5,
    });
    // What was open is withdrawn: the demo's request, its registration, the event's ticket.
    expect(result.withdrawn.map((item) => item.kind)).toEqual([
      'interviewRequest',
      'jobSeek',
      'eventTicket',
    ]);

    // Every table read for the person's id: only the kept records still name them.
    const after = await rowsNaming(resident.id);
    // The inbox and the event's ticket are gone; the event and the records keep the withdrawals.
    expect(Object.keys(after).sort()).toEqual([
      'accounts.id',
      'auth_logins.account_id',
      'event_action.actor_account_id',
      'job_match.account_id',
      'job_match_event.actor_account_id',
      'job_match_seeker.account_id',
      'job_seek.account_id',
      'job_seek_event.actor_account_id',
      'unemployment_attachment.account_id',
      'unemployment_event.actor_account_id',
      'unemployment_registration.account_id',
    ]);
    const withdrawals: Record<string, number> = {
      'event_action.actor_account_id': 1,
      'job_match_event.actor_account_id': 1,
      'job_seek_event.actor_account_id': 1,
    };
    for (const [key, n] of Object.entries(after))
      expect(n, key).toBe((before[key] ?? 0) + (withdrawals[key] ?? 0));
    const hits = await ctx.app.db
      .selectFrom('saved_search_hit')
      .select('saved_search_id')
      .where('saved_search_id', 'in', searchIds)
      .execute();
    expect(hits).toEqual([]);
    // No orphan file: the resident's CV is gone from the store, the proofs kept.
    const cvsAfter = await storedCvs();
    expect(cvsAfter).toHaveLength(1);
    expect(cvsAfter.every((name) => cvsBefore.includes(name))).toBe(true);
    expect(await storedProofs()).toEqual(proofsBefore);
    // The other seeker keeps everything.
    expect(await rowsNaming(other.id)).toEqual(otherBefore);
    // The resume is gone for the seeker too; erasing again erases nothing more.
    expect(
      (await ctx.app.inject({ url: PATHS.profile, headers: resident.headers })).statusCode,
    ).toBe(404);
    const again = await erase(resident.headers, { confirm: ERASABLE_KINDS });
    expect(again.json().erased).toEqual({ resume: 0, cvFiles: 0, favourites: 0, savedSearches: 0 });
  });

  it('keeps the kept records for the retention period after they close; then the scheduler deletes them and their files', async () => {
    const { resident, other } = people;
    // The resident's unemployment registration is decided (closed); the other's stays under review.
    const staff = {
      headers: bearer(await loginAs(ctx.app, { euid: 'staff-r', accountType: 'staff' })),
    };
    expect(
      (await staffUnemployment(ctx.app, staff, 'approve', unemploymentIds.resident)).statusCode,
    ).toBe(200);
    const kept = await rowsNaming(resident.id);
    const otherKept = await rowsNaming(other.id);
    const proofs = await storedProofs();
    expect(proofs).toHaveLength(2);

    // Five years (the default) after the matches closed (20 November), less a day: all kept.
    ctx.clock.set('2031-11-19T02:00:00.000Z');
    await ctx.app.scheduler.runDue();
    const matchRows = () =>
      ctx.app.db
        .selectFrom('job_match')
        .select('uid')
        .where('uid', 'in', Object.values(matchUids))
        .execute();
    expect(await matchRows()).toHaveLength(2);
    expect((await rowsNaming(resident.id))['unemployment_registration.account_id']).toBe(
      kept['unemployment_registration.account_id'],
    );
    expect(await storedProofs()).toEqual(proofs);

    // A month later: closed matches, the decided registration with its proof and the event's
    // attendance are gone; the registration still under review is kept.
    ctx.clock.set('2031-12-22T02:00:00.000Z');
    const outcomes = await ctx.app.scheduler.runDue();
    expect(outcomes.filter((o) => o.name === RETENTION_JOB)).toEqual([
      expect.objectContaining({ ok: true }),
    ]);
    expect(await matchRows()).toEqual([]);
    const after = await rowsNaming(resident.id);
    expect(after['event_register.account_id']).toBeUndefined();
    expect(after['unemployment_registration.account_id']).toBeUndefined();
    expect(after['unemployment_attachment.account_id']).toBeUndefined();
    expect(await storedProofs()).toHaveLength(1);
    const otherAfter = await rowsNaming(other.id);
    expect(otherAfter['unemployment_registration.account_id']).toBe(
      otherKept['unemployment_registration.account_id'],
    );
    expect(otherAfter['unemployment_attachment.account_id']).toBe(
      otherKept['unemployment_attachment.account_id'],
    );
  });
});

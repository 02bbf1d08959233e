import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { recurringKey } from '../../platform/scheduler.ts';
import { SWEEP_JOB } from './joboffer-sweep.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';

const NOW = '2026-11-22T02:00:00.000Z';
const ENOUGH = LIMITS.hotKeywordMinClients;
let ctx: TestContext;

beforeEach(async () => {
  ctx = await buildTestApp();
  ctx.clock.set(NOW);
  await createReferenceOptions(ctx.database.db);
  await createJobClasses(ctx.database.db);
  await createVacancy(ctx.database.db, { title_cn: '保安員', title_en: 'Chef de cuisine' });
  await ctx.app.services.jobOfferSearch.indexPending();
});

function search(keyword: string, client: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `${PATHS.jobOfferSearch}?keyword=${encodeURIComponent(keyword)}`,
    remoteAddress: client,
  });
}

async function fromClients(keyword: string, count: number, first = 1) {
  for (let i = first; i < first + count; i += 1) {
    const res = await search(keyword, `10.0.0.${i}`);
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function hot(): Promise<string[]> {
  return (await ctx.app.inject(PATHS.topKeywords)).json() as string[];
}

describe('hot searches a visitor can trust', () => {
  it('a poisoned keyword from one client never shows, however often it is searched', async () => {
    for (let i = 0; i < 50; i += 1) await search('chef 💰💰 ☎ !!!', '10.9.9.9');
    expect(await hot()).toEqual([]);
  });

  it('counts a keyword once per client per day, under its normalized words', async () => {
    await fromClients('chef 💰💰 ☎ !!!', ENOUGH - 1);
    for (let i = 0; i < 10; i += 1) await search('CHEF', '10.0.0.1');
    expect(await hot()).toEqual([]);
    await fromClients('Chef', 1, ENOUGH);
    expect(await hot()).toEqual(['chef']);
    const [row] = await ctx.database.db
      .selectFrom('search_keyword')
      .select(['search_count', 'client_count'])
      .execute();
    expect(row).toEqual({ search_count: ENOUGH, client_count: ENOUGH });

    // The next day the same clients count again, still as the same distinct clients.
    ctx.clock.set('2026-11-23T02:00:00.000Z');
    await fromClients('chef', 2);
    await hot();
    const [next] = await ctx.database.db
      .selectFrom('search_keyword')
      .select(['search_count', 'client_count'])
      .execute();
    expect(next).toEqual({ search_count: ENOUGH + 2, client_count: ENOUGH });
  });

  it('counts a logged-in seeker as one client whatever the address', async () => {
    const headers = bearer(await loginAs(ctx.app, {}));
    for (let i = 1; i <= ENOUGH; i += 1) {
      await ctx.app.inject({
        method: 'GET',
        url: `${PATHS.jobOfferSearch}?keyword=chef`,
        headers,
        remoteAddress: `10.1.0.${i}`,
      });
    }
    expect(await hot()).toEqual([]);
  });

  it('forgets clients who have not searched a keyword for the window, and recounts it', async () => {
    const search = ctx.app.services.jobOfferSearch;
    await fromClients('chef', ENOUGH);
    expect(await hot()).toEqual(['chef']);
    // Later, two of the clients search it again; the others fall out of the window.
    const window = LIMITS.hotKeywordClientWindowDays;
    const day = (days: number) => new Date(Date.parse(NOW) + days * 86_400_000).toISOString();
    ctx.clock.set(day(10));
    await fromClients('chef', 2);
    await hot();
    ctx.clock.set(day(window + 1));
    // The vacancy sweep, a recurring job of the scheduler, forgets them.
    const outcomes = await ctx.app.scheduler.runDue();
    expect(outcomes).toContainEqual(
      expect.objectContaining({ key: recurringKey(SWEEP_JOB), ok: true }),
    );
    const clients = await ctx.database.db
      .selectFrom('search_keyword_client')
      .select('client')
      .execute();
    expect(clients).toHaveLength(2);
    const [row] = await ctx.database.db
      .selectFrom('search_keyword')
      .select(['search_count', 'client_count'])
      .execute();
    expect(row).toEqual({ search_count: ENOUGH + 2, client_count: 2 });
    expect(await hot()).toEqual([]);
    // A forgotten client counts again as a new one.
    await fromClients('chef', ENOUGH - 2, 3);
    expect(await hot()).toEqual(['chef']);
    expect(await search.forgetOldKeywordClients()).toBe(0);
  });

  it('removes a keyword whose clients are all forgotten, unless staff hid it', async () => {
    const search = ctx.app.services.jobOfferSearch;
    await fromClients('chef', 2);
    await fromClients('保安', 2);
    await hot();
    await search.setKeywordHidden('保安', true);
    ctx.clock.set(
      new Date(
        Date.parse(NOW) + (LIMITS.hotKeywordClientWindowDays + 1) * 86_400_000,
      ).toISOString(),
    );
    expect(await search.forgetOldKeywordClients()).toBe(4);
    const rows = await ctx.database.db
      .selectFrom('search_keyword')
      .select(['folded', 'client_count', 'hidden'])
      .execute();
    expect(rows.map((r) => ({ ...r, hidden: Number(r.hidden) }))).toEqual([
      { folded: '保安', client_count: 0, hidden: 1 },
    ]);
    // Searched again, it counts from the start.
    await fromClients('chef', 1);
    expect((await search.listKeywords()).find((k) => k.folded === 'chef')).toMatchObject({
      searchCount: 1,
      clientCount: 1,
    });
  });

  it('keeps only keywords that match vacancies in their own words', async () => {
    // `che` finds `chef` by prefix only; `zzz` finds nothing; `* OR *` holds no words.
    await fromClients('che', ENOUGH);
    await fromClients('zzz', ENOUGH);
    await fromClients('* OR *', ENOUGH);
    await fromClients('a" OR "1"="1', ENOUGH);
    expect(await hot()).toEqual([]);
    await fromClients('保安', ENOUGH);
    expect(await hot()).toEqual(['保安']);
  });

  it('a client searching across midnight, between two writes, counts on both days', async () => {
    // 23:59:55 in Macao: another keyword's search writes what was gathered and opens a window.
    ctx.clock.set('2026-11-22T15:59:55.000Z');
    await fromClients('保安', 1, 50);
    ctx.clock.set('2026-11-22T15:59:58.000Z');
    await fromClients('chef', 1);
    // 00:00:01: the next day, six seconds after the last write; both searches are written now.
    ctx.clock.set('2026-11-22T16:00:01.000Z');
    await fromClients('chef', 1);
    await hot();
    const row = await ctx.database.db
      .selectFrom('search_keyword')
      .select(['search_count', 'client_count'])
      .where('folded', '=', 'chef')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ search_count: 2, client_count: 1 });
  });

  it('staff list the counted keywords and hide one; seekers may not', async () => {
    await fromClients('chef', ENOUGH);
    await fromClients('保安', ENOUGH + 1);
    expect(await hot()).toEqual(['保安', 'chef']);
    const staff = bearer(
      await loginAs(ctx.app, { euid: 'hot-staff', accountType: 'staff', name: 'Staff' }),
    );
    const list = await ctx.app.inject({ url: PATHS.consoleHotSearches, headers: staff });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        folded: '保安',
        keyword: '保安',
        searchCount: ENOUGH + 1,
        clientCount: ENOUGH + 1,
        hidden: false,
      },
      { folded: 'chef', keyword: 'chef', searchCount: ENOUGH, clientCount: ENOUGH, hidden: false },
    ]);

    const hide = (headers: Record<string, string>, folded: string, hidden = true) =>
      ctx.app.inject({
        method: 'PUT',
        url: PATHS.consoleHotSearches,
        headers,
        payload: { folded, hidden },
      });
    const seeker = bearer(await loginAs(ctx.app, {}));
    expect((await hide(seeker, 'chef')).statusCode).toBe(403);
    expect(await hot()).toEqual(['保安', 'chef']);

    expect((await hide(staff, 'chef')).statusCode).toBe(204);
    expect(await hot()).toEqual(['保安']);
    // Hidden stays hidden as searches go on.
    await fromClients('chef', 3, 100);
    expect(await hot()).toEqual(['保安']);
    expect((await hide(staff, 'chef', false)).statusCode).toBe(204);
    expect(await hot()).toEqual(['chef', '保安']);

    const unknown = await hide(staff, 'never searched');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', errorArgs: [] });
  });
});

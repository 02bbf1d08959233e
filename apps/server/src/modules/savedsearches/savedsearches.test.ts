import { beforeAll, describe, expect, it } from 'vitest';
import {
  PATHS,
  SAVED_SEARCHES_MAX,
  SavedSearchListSchema,
  SavedSearchSchema,
  buildPath,
} from '@vaga/contract';
import { bearer, createAccount, loginAs } from '../../../test/auth.ts';
import { createPostingReferences } from '../../../test/factories/postings.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';

const NOW = '2026-11-22T02:00:00.000Z';

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cooks in Taipa',
  filters: { keyword: 'cook', categoryGroupId: 3, equivalentMonthlySalaryFrom: 12000 },
  mode: 'instant',
  paused: false,
  ...overrides,
});

describe('saved searches (job alerts): CRUD, the cap and bad input', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createPostingReferences(ctx.database.db);
  });

  const residentToken = async () => {
    const account = await createAccount(ctx.app);
    return (await ctx.app.services.auth.openSession(account.id)).token;
  };
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const at = (id: number | string) => buildPath(PATHS.savedSearch, { id: String(id) });
  const list = async (token: string) => {
    const res = await call(token, 'GET', PATHS.savedSearches);
    expect(res.statusCode, res.body).toBe(200);
    return SavedSearchListSchema.parse(res.json());
  };
  const create = async (token: string, body = input()) => {
    const res = await call(token, 'POST', PATHS.savedSearches, body);
    expect(res.statusCode, res.body).toBe(201);
    return SavedSearchSchema.parse(res.json());
  };

  it('creates, lists, changes and deletes a saved search', async () => {
    const token = await residentToken();
    expect(await list(token)).toEqual([]);
    const saved = await create(token);
    expect(saved).toMatchObject({
      name: 'Cooks in Taipa',
      filters: { keyword: 'cook', categoryGroupId: 3, equivalentMonthlySalaryFrom: 12000 },
      mode: 'instant',
      paused: false,
      createdAt: NOW,
    });
    expect(await list(token)).toEqual([saved]);

    const changed = await call(
      token,
      'PUT',
      at(saved.id),
      input({ name: 'Daily cooks', mode: 'daily', paused: true, filters: { keyword: 'chef' } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(SavedSearchSchema.parse(changed.json())).toMatchObject({
      id: saved.id,
      name: 'Daily cooks',
      mode: 'daily',
      paused: true,
      filters: { keyword: 'chef' },
    });
    expect((await list(token))[0]).toMatchObject({ name: 'Daily cooks', paused: true });

    const deleted = await call(token, 'DELETE', at(saved.id));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await list(token)).toEqual([]);
    expect((await call(token, 'DELETE', at(saved.id))).statusCode).toBe(404);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per account`, async () => {
    const token = await residentToken();
    for (let i = 0; i < SAVED_SEARCHES_MAX; i += 1) await create(token, input({ name: `S${i}` }));
    const refused = await call(token, 'POST', PATHS.savedSearches, input({ name: 'one more' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BE_SAVED_SEARCH_EXCEED_MAX' });
    expect(await list(token)).toHaveLength(SAVED_SEARCHES_MAX);
    // Another account has its own ten.
    await create(await residentToken());
    // Deleting one makes room again.
    const [first] = await list(token);
    expect((await call(token, 'DELETE', at(first!.id))).statusCode).toBe(204);
    await create(token, input({ name: 'room again' }));
  });

  it("answers 404 for another account's saved search, and leaves it as it was", async () => {
    const owner = await residentToken();
    const other = await residentToken();
    const saved = await create(owner);
    expect((await call(other, 'PUT', at(saved.id), input({ name: 'Mine now' }))).statusCode).toBe(
      404,
    );
    const del = await call(other, 'DELETE', at(saved.id));
    expect(del.statusCode).toBe(404);
    expect(del.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toEqual([saved]);
  });

  it('refuses bad input with VALIDATION_FAIL', async () => {
    const token = await residentToken();
    const saved = await create(token);
    const bad: Record<string, unknown>[] = [
      input({ name: 42 }),
      input({ name: '' }),
      input({ name: '   ' }),
      input({ name: 'x'.repeat(51) }),
      input({ name: '<b>alert</b>' }),
      input({ mode: 'weekly' }),
      input({ paused: 'no' }),
      input({ filters: { keyword: 'k'.repeat(101) } }),
      input({ filters: { experience: 2 } }),
      input({ filters: { typeEducationId: 'two' } }),
      input({ filters: { equivalentMonthlySalaryFrom: 9000, equivalentMonthlySalaryTo: 8000 } }),
      input({ filters: 'cook' }),
      // Job classes and options that do not exist, as the search itself refuses them.
      input({ filters: { categoryId: 999 } }),
      input({ filters: { categoryGroupId: 6, categoryId: 301 } }),
      input({ filters: { typeEducationId: 99 } }),
      { name: 'missing the rest' },
      (({ mode: _mode, ...rest }) => rest)(input()),
    ];
    for (const body of bad) {
      for (const res of [
        await call(token, 'POST', PATHS.savedSearches, body),
        await call(token, 'PUT', at(saved.id), body),
      ]) {
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAIL' });
      }
    }
    for (const id of ['0', 'abc', '2147483648', '1.5']) {
      const res = await call(token, 'PUT', at(id), input());
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAIL' });
    }
    expect(await list(token)).toEqual([saved]);
  });

  it('is for logged-in residents only', async () => {
    expect((await ctx.app.inject({ url: PATHS.savedSearches })).statusCode).toBe(401);
    const nonResident = await loginAs(ctx.app, 'nonresident');
    const res = await call(nonResident, 'POST', PATHS.savedSearches, input());
    expect(res.statusCode).toBe(403);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { PATHS, REQUEST_BODY_MAX_BYTES, WRITE_RATE_LIMIT } from '@vaga/contract';
import { bearer, loginAs } from '../../test/auth.ts';
import { profileInput, seedReferenceOptions } from '../../test/factories/profile.ts';
import { buildTestApp } from '../../test/helper.ts';
import { RefusalGate } from './rate-limit-gate.ts';

describe('limits on every write', async () => {
  const { app, clock } = await buildTestApp();
  await seedReferenceOptions(app.db);

  const put = (token: string, payload: object) =>
    app.inject({ method: 'PUT', url: PATHS.profile, headers: bearer(token), payload });

  it('answers 429 TOO_MANY_REQUESTS to 200 rapid PUT v1/profile of one account', async () => {
    const token = await loginAs(app, { identityNo: '1234567(8)' });
    const created = await app.inject({
      method: 'POST',
      url: PATHS.profile,
      headers: bearer(token),
      payload: profileInput(),
    });
    expect(created.statusCode, created.body).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 200 }, () => put(token, profileInput())),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(ok).toHaveLength(WRITE_RATE_LIMIT.max);
    expect(limited).toHaveLength(200 - WRITE_RATE_LIMIT.max);
    expect(limited[0].json()).toEqual({ code: 'TOO_MANY_REQUESTS', errorArgs: [] });

    // Once over its limit, a client is refused without counting in the database again.
    const stored = async () =>
      (
        await app.db
          .selectFrom('rate_limits')
          .select('count')
          .where('key', 'like', '%PUT%account:%')
          .orderBy('count', 'desc')
          .executeTakeFirstOrThrow()
      ).count;
    const countedBefore = await stored();
    expect(countedBefore).toBeGreaterThan(WRITE_RATE_LIMIT.max);
    for (let i = 0; i < 20; i += 1) expect((await put(token, profileInput())).statusCode).toBe(429);
    expect(await stored()).toBe(countedBefore);

    // Refused before the session lookup and before the body is read, while the window lasts.
    const lookups = vi.spyOn(app.services.auth, 'authenticate');
    const early = await app.inject({
      method: 'PUT',
      url: PATHS.profile,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ code: 'TOO_MANY_REQUESTS', errorArgs: [] });
    expect(early.headers['content-type']).toBe(limited[0].headers['content-type']);
    expect(early.headers['retry-after']).toBe(String(WRITE_RATE_LIMIT.timeWindowMs / 1000));
    expect(early.headers['x-ratelimit-remaining']).toBe('0');
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();

    // Only the routes with a limit look for an early refusal, even while one is remembered.
    const looked = vi.spyOn(RefusalGate.prototype, 'refusingAt');
    expect((await app.inject({ url: PATHS.healthz })).statusCode).toBe(200);
    expect((await app.inject({ url: PATHS.profile, headers: bearer(token) })).statusCode).toBe(200);
    expect(looked).not.toHaveBeenCalled();
    expect((await put(token, profileInput())).statusCode).toBe(429);
    expect(looked).toHaveBeenCalledTimes(1);
    looked.mockRestore();

    // Counted per account: another account from the same address still writes.
    const other = await loginAs(app);
    expect((await put(other, profileInput())).statusCode).not.toBe(429);

    // A new window opens after the time window.
    clock.advance(WRITE_RATE_LIMIT.timeWindowMs);
    expect((await put(token, profileInput())).statusCode).toBe(200);
  });

  it('refuses early only the same token from the same address; the account stays refused', async () => {
    const token = await loginAs(app, { identityNo: '7654321(0)' });
    const answers = [];
    for (let i = 0; i <= WRITE_RATE_LIMIT.max; i += 1) answers.push(await put(token, {}));
    expect(answers.at(-1)?.statusCode).toBe(429);
    const accountId = (await app.services.auth.authenticate(token))!.account.id;
    const second = await app.services.auth.openSession(accountId);
    const lookups = vi.spyOn(app.services.auth, 'authenticate');
    // Another address, or another session of the account: looked up, and refused by its count.
    const elsewhere = await app.inject({
      method: 'PUT',
      url: PATHS.profile,
      headers: bearer(token),
      payload: {},
      remoteAddress: '10.1.2.3',
    });
    expect(elsewhere.statusCode).toBe(429);
    expect((await put(second.token, {})).statusCode).toBe(429);
    expect(lookups).toHaveBeenCalledTimes(2);
    // Each is refused early from then on.
    expect((await put(second.token, {})).statusCode).toBe(429);
    expect(lookups).toHaveBeenCalledTimes(2);
    lookups.mockRestore();
  });

  it('answers BODY_TOO_LARGE with the limit in KB to a 3 MB JSON body', async () => {
    const token = await loginAs(app);
    const body = JSON.stringify({ ...profileInput(), filler: 'x'.repeat(3 * 1024 * 1024) });
    const res = await app.inject({
      method: 'PUT',
      url: PATHS.profile,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'BODY_TOO_LARGE',
      errorArgs: [REQUEST_BODY_MAX_BYTES / 1024],
    });
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { buildTestApp, TEST_DATABASE_URL } from '../../test/helper.ts';
import { bearer, loginAs } from '../../test/auth.ts';
import { PRIMARY_PIN_COOKIE } from '../platform/replica-reads.ts';

/**
 * Reads on a replica (docs/decisions.md "Reads on a replica"), PostgreSQL only. The "replica"
 * here is a second pool on the test database itself (a server replaying nothing counts as
 * current); the deployment test (test/deploy/) runs a real streaming replica.
 */
describe.skipIf(!TEST_DATABASE_URL)('reads on a replica', () => {
  const search = () => `${PATHS.jobOfferSearch}?keyword=${randomBytes(4).toString('hex')}`;

  it('sends public reads there, a caller’s own records and writes to the primary', async () => {
    const { app, database } = await buildTestApp({ readUrl: TEST_DATABASE_URL });
    const use = database.replica!.use;
    // A change heard of holds reads on the primary until the replica's position is known.
    await app.changeFeed.bump('references');
    await expect
      .poll(async () => {
        await app.inject({ method: 'GET', url: search() });
        return use.replica;
      })
      .toBeGreaterThan(0);

    const before = use.replica;
    const res = await app.inject({ method: 'GET', url: search() });
    expect(res.statusCode, res.body).toBe(200);
    expect(use.replica).toBeGreaterThan(before);

    const token = await loginAs(app, 'resident');
    const own = use.replica;
    const mine = await app.inject({ method: 'GET', url: PATHS.favorites, headers: bearer(token) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(use.replica).toBe(own);

    // A write pins its browser to the primary; its next public read stays there.
    const write = await app.inject({
      method: 'POST',
      url: PATHS.favoritesSaveBatch,
      headers: bearer(token),
      payload: [],
    });
    const cookie = [write.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith(PRIMARY_PIN_COOKIE));
    expect(cookie, String(write.statusCode)).toMatch(/Max-Age=\d+/);
    const pinned = use.replica;
    const after = await app.inject({
      method: 'GET',
      url: search(),
      headers: { cookie: cookie!.split(';')[0]! },
    });
    expect(after.statusCode).toBe(200);
    expect(use.replica).toBe(pinned);
  });

  it('answers from the primary when the replica does not answer', async () => {
    const { app, database } = await buildTestApp({
      readUrl: 'postgres://postgres@127.0.0.1:1/none',
    });
    const use = database.replica!.use;
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ method: 'GET', url: search() });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(use.replica).toBe(0);
  });
});

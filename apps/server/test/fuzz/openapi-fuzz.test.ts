import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, buildAuthTestApp, loginAs } from '../auth.ts';
import { seedReferenceOptions } from '../factories/profile.ts';
import { buildTestApp } from '../helper.ts';
import type { App } from '../../src/platform/types.ts';
import { fuzzOpenApi, openApiOperations } from './walker.ts';

/**
 * The fuzz suite: every operation of the OpenAPI document, with the named bad inputs and
 * generated ones, answers no 5xx and every 4xx in the catalogue shape; every integer field, the
 * rest of its request valid, is sent at 2^31, 2^53 and -1 (integer-edges.ts) by an identity the
 * operation lets in. Runs in `npm test` on SQLite and, with TEST_DATABASE_URL, on PostgreSQL
 * (whose 32-bit integer columns break on what SQLite takes); bounded in time. FUZZ_SEED replays
 * a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const TIME_LIMIT_MS = 90_000;

let app: App;
let accounts = 0;

async function identities(target: App) {
  accounts += 1;
  return [
    bearer(await loginAs(target, { euid: `fuzz-resident-${accounts}` })),
    bearer(await loginAs(target, { euid: `fuzz-staff-${accounts}`, accountType: 'staff' })),
    bearer(
      await loginAs(target, {
        euid: `fuzz-employer-${accounts}`,
        accountType: 'employer',
        employerId: 1,
      }),
    ),
  ];
}

beforeAll(async () => {
  ({ app } = await buildTestApp());
  await seedReferenceOptions(app.db);
});

describe('OpenAPI fuzz suite', () => {
  it(
    'answers no 5xx and only catalogue-shaped errors on every operation',
    { timeout: 180_000 },
    async () => {
      const report = await fuzzOpenApi(app, {
        runs: RUNS,
        timeLimitMs: TIME_LIMIT_MS,
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
        identities: () => identities(app),
      });
      const operations = (await openApiOperations(app)).length;
      expect(report.operations, `seed ${report.seed}`).toBe(operations);
      expect(report.failures, `seed ${report.seed}`).toEqual([]);
      expect(report.requests).toBeGreaterThan(operations * RUNS);
      // The edges were sent, most of them inside requests otherwise valid (past validation).
      expect(report.edgeRequests).toBeGreaterThan(300);
      expect(report.edgeOperations).toBeGreaterThan(50);
      expect(report.edgeOperationsValid).toBeGreaterThan(report.edgeOperations * 0.75);
    },
  );

  it('catches a route that answers 500: the suite fails when one is planted', async () => {
    const planted = '/service/api/v1/planted-fault';
    const { app: faulty } = await buildAuthTestApp({
      routes: (target) => {
        target.post(
          planted,
          {
            config: { auth: 'public' },
            schema: { querystring: z.object({ n: z.string().max(10).optional() }) },
          },
          async (request) => {
            // A handler that trusts its input: any value of `n` breaks it.
            if (request.query.n !== undefined) throw new Error('planted fault');
            return { ok: true };
          },
        );
      },
    });
    const report = await fuzzOpenApi(faulty, {
      runs: RUNS,
      timeLimitMs: 30_000,
      only: (path) => path === planted,
      identities: () => identities(faulty),
    });
    expect(report.operations).toBe(1);
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.failures[0]).toMatchObject({ method: 'POST', status: 500 });
  });
});

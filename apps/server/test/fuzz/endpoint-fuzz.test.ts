import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, ENDPOINT_LIST, type ErrorCode } from '@vaga/contract';
import { bearer, buildAuthTestApp, loginAs } from '../auth.ts';
import { seedReferenceOptions } from '../factories/profile.ts';
import { buildTestApp } from '../helper.ts';
import { AppError } from '../../src/platform/app-error.ts';
import { route } from '../../src/platform/endpoint-route.ts';
import type { App } from '../../src/platform/types.ts';
import { fuzzTable } from './walker.ts';

/**
 * The fuzz suite: every endpoint of the contract's table (ENDPOINT_LIST), with the named bad
 * inputs and generated ones from its schemas, answers no 5xx, every 4xx in the catalogue shape
 * and only codes it may answer (those it declares and those of its access level, inputs and rate
 * limit); every integer field, the rest of its request valid, is sent at 2^31, 2^53 and -1
 * (integer-edges.ts) by an identity the endpoint lets in. Runs in `npm test` on SQLite and, with TEST_DATABASE_URL, on PostgreSQL
 * (whose 32-bit integer columns break on what SQLite takes); bounded in time. FUZZ_SEED replays
 * a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/**
 * The walk's bound. At 90 s it stopped short of the table's end, and failed, on a two-core machine
 * with other test runs beside it (load average 15–20).
 */
const TIME_LIMIT_MS = 240_000;

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

/** An endpoint outside the table, for the suite to catch what its handler answers. */
function planted(errors?: readonly ErrorCode[]) {
  return endpoint({
    method: 'POST',
    path: '/service/api/v1/planted-fault',
    access: 'public',
    operationId: 'plantedFault',
    summary: 'A route planted to test the suite',
    query: z.object({ n: z.string().max(10).optional() }),
    ...(errors ? { errors } : {}),
  });
}

/** An app with the planted endpoint, whose handler answers `fault` to any value of `n`. */
async function plantedApp(declaration: ReturnType<typeof planted>, fault: () => never) {
  const { app: target } = await buildAuthTestApp({
    routes: (app) =>
      route(app, declaration, async (request) => {
        // A handler that trusts its input: any value of `n` breaks it.
        if (request.query.n !== undefined) fault();
        return { ok: true };
      }),
  });
  return target;
}

describe('the fuzz suite over the endpoint table', () => {
  it(
    'answers no 5xx and only catalogue-shaped, declared errors on every endpoint of the table',
    { timeout: 360_000 },
    async () => {
      const report = await fuzzTable(app, {
        runs: RUNS,
        timeLimitMs: TIME_LIMIT_MS,
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
        identities: () => identities(app),
      });
      const operations = ENDPOINT_LIST.length;
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
    const declaration = planted();
    const faulty = await plantedApp(declaration, () => {
      throw new Error('planted fault');
    });
    const report = await fuzzTable(faulty, {
      runs: RUNS,
      timeLimitMs: 30_000,
      endpoints: [declaration],
      identities: () => identities(faulty),
    });
    expect(report.operations).toBe(1);
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.failures[0]).toMatchObject({ method: 'POST', status: 500 });
  });

  it('catches a code the endpoint does not declare, and lets it pass once declared', async () => {
    const notFound = () => {
      throw new AppError('NOT_FOUND');
    };
    const undeclared = planted();
    const faulty = await plantedApp(undeclared, notFound);
    const report = await fuzzTable(faulty, {
      runs: RUNS,
      timeLimitMs: 30_000,
      endpoints: [undeclared],
      identities: () => identities(faulty),
    });
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.failures[0]).toMatchObject({
      method: 'POST',
      status: 404,
      reason: "code NOT_FOUND (404) is not among the endpoint's declared answers",
    });

    const declared = planted(['NOT_FOUND']);
    const fine = await plantedApp(declared, notFound);
    const clean = await fuzzTable(fine, {
      runs: RUNS,
      timeLimitMs: 30_000,
      endpoints: [declared],
      identities: () => identities(fine),
    });
    expect(clean.requests).toBeGreaterThan(RUNS);
    expect(clean.failures).toEqual([]);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, JobOfferPageSchema, PATHS, POSTING_PATHS } from '@vaga/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { bearer, loginAs } from '../auth.ts';
import {
  createPostingReferences,
  createPostingsWorld,
  postingValues,
} from '../factories/postings.ts';
import { createVacancy } from '../factories/search-vacancies.ts';
import { freePort, startS3, type TestS3 } from '../s3-server.ts';
import { exited, instanceEnv, startInstance, type Instance } from './cluster.ts';
import { metric, startReplicaPair, type ReplicaPair } from './replica-cluster.ts';

/**
 * DATABASE_READ_URL with a real streaming replica (replica-cluster.ts): two compiled instances
 * on a primary of their own and its replica. Public lists are read from the replica, a write is
 * seen by its writer at once, a change on one instance reaches the other's cache, and the
 * service still answers when the replica stops.
 */
let pair: ReplicaPair;
let s3: TestS3;
let work: string;
let instances: Instance[] = [];
const metricsUrls: string[] = [];
let staff: Record<string, string>;
let seeker: Record<string, string>;
let pendingPosting: number;
let vacancies: number[] = [];

const READ = 'vaga_db_read_statements';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'vaga-replica-deploy-'));
  pair = await startReplicaPair();
  s3 = await startS3();
  const env = instanceEnv(pair.primaryUrl, s3, path.join(work, 'local-files'), {
    DATABASE_READ_URL: pair.replicaUrl,
  });
  const setup = await buildApp(
    loadConfig({ ...env, NODE_ENV: undefined, DATABASE_READ_URL: undefined }),
  );
  await createPostingReferences(setup.db);
  const world = await createPostingsWorld(setup, setup.db);
  staff = bearer(world.tokens.staff);
  seeker = bearer(await loginAs(setup, { euid: 'replica-seeker' }));
  const created = await setup.inject({
    method: 'POST',
    url: POSTING_PATHS.consolePostings,
    headers: bearer(world.tokens.employerA),
    payload: { values: postingValues({ title: { cn: '副本測試職位' } }), submit: true },
  });
  expect(created.statusCode, created.body).toBe(200);
  pendingPosting = created.json<{ id: number }>().id;
  vacancies = [];
  for (let i = 0; i < 5; i += 1) vacancies.push(await createVacancy(setup.db, {}));
  await setup.close();
  instances = [];
  for (let i = 0; i < 2; i += 1) {
    const metricsPort = await freePort();
    metricsUrls.push(`http://127.0.0.1:${metricsPort}`);
    instances.push(
      await startInstance({ ...env, METRICS_PORT: String(metricsPort) }, await freePort()),
    );
  }
});

afterAll(async () => {
  for (const instance of instances) instance.child.kill('SIGKILL');
  await Promise.all(instances.map((i) => exited(i.child)));
  await s3?.close();
  await pair?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const listed = async (instance: Instance, init: RequestInit = {}) => {
  const res = await fetch(`${instance.url}${PATHS.localVacancy}?size=50`, init);
  expect(res.status).toBe(200);
  return JobOfferPageSchema.parse(await res.json()).content.map((c) => c.id);
};

const search = (instance: Instance, keyword: string) =>
  fetch(`${instance.url}${PATHS.jobOfferSearch}?keyword=${encodeURIComponent(keyword)}`);

describe('reads on a streaming replica', () => {
  it('serves public lists and search from the replica', async () => {
    const [a] = instances;
    const before = await metric(metricsUrls[0]!, READ, 'target="replica"');
    await eventually(async () => (await listed(a!)).length >= vacancies.length);
    for (const keyword of ['alpha', 'beta', 'gamma']) {
      expect((await search(a!, keyword)).status).toBe(200);
    }
    expect(await metric(metricsUrls[0]!, READ, 'target="replica"')).toBeGreaterThan(before);
  });

  it('shows a writer what it wrote at once, and the other instance within a second', async () => {
    const [a, b] = instances;
    // The seeker's own records are read from the primary.
    const saved = await fetch(`${a!.url}${PATHS.favoritesSaveBatch}`, {
      method: 'POST',
      headers: { ...seeker, 'content-type': 'application/json' },
      body: JSON.stringify([vacancies[0]]),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const mine = await fetch(`${b!.url}${PATHS.favorites}`, { headers: seeker });
    expect(await mine.json()).toContain(vacancies[0]);

    // A staff approval on A: the staff's browser (its pin cookie) sees it on B at once, and
    // B's public list, filled before from the replica, shows it within a second.
    const before = await listed(b!);
    const approved = await fetch(
      `${a!.url}${buildPath(POSTING_PATHS.consolePostingApprove, { id: pendingPosting })}`,
      { method: 'POST', headers: staff },
    );
    expect(approved.status, await approved.clone().text()).toBe(200);
    const at = Date.now();
    const pin = approved.headers.getSetCookie().find((c) => c.startsWith('vaga_primary='));
    expect(pin).toBeDefined();
    const { jobOfferId } = (await approved.json()) as { jobOfferId: number };
    expect(before).not.toContain(jobOfferId);
    expect(await listed(b!, { headers: { cookie: pin!.split(';')[0]! } })).toContain(jobOfferId);
    await eventually(async () => (await listed(b!)).includes(jobOfferId));
    expect(Date.now() - at).toBeLessThan(1000);
  });

  it('still answers reads when the replica stops', async () => {
    const [a, b] = instances;
    await pair.stopReplica();
    for (const keyword of ['delta', 'epsilon', 'zeta']) {
      expect((await search(a!, keyword)).status).toBe(200);
      expect((await search(b!, keyword)).status).toBe(200);
    }
    expect((await listed(a!)).length).toBeGreaterThanOrEqual(vacancies.length);
    expect(await metric(metricsUrls[0]!, READ, 'target="fallback"')).toBeGreaterThan(0);
  });
});

async function eventually(probe: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

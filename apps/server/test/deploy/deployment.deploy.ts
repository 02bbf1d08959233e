import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, JobOfferPageSchema, PATHS, POSTING_PATHS } from '@vaga/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { ALERT_MATCH_JOB } from '../../src/modules/savedsearches/savedsearches.service.ts';
import { bearer, loginAs } from '../auth.ts';
import { multipart, pdfBytes } from '../factories/cv-files.ts';
import {
  createPostingReferences,
  createPostingsWorld,
  postingValues,
} from '../factories/postings.ts';
import { createVacancy } from '../factories/search-vacancies.ts';
import { freePort, startS3, type TestS3 } from '../s3-server.ts';
import {
  createDeployDatabase,
  exited,
  instanceEnv,
  startInstance,
  startNginx,
  until,
  type DeployDatabase,
  type Instance,
  type Proxy,
} from './cluster.ts';

/**
 * The deployment of deploy/: two compiled server instances (`dist/server.js`, NODE_ENV=production)
 * on a PostgreSQL database of their own, files in object storage (s3rver), and Debian's nginx in
 * front with deploy/nginx.conf (only its upstream addresses, port and file paths replaced; see
 * cluster.ts). Needs `npm run build -w @vaga/server` first (`npm run test:deploy` does it).
 */
let database: DeployDatabase;
let db: pg.Client;
let s3: TestS3;
let work: string;
let localDir: string;
let instances: Instance[] = [];
let nginx: Proxy;
let proxy: string;
let env: NodeJS.ProcessEnv;
const tokens = { seekers: [] as Record<string, string>[], staff: {} as Record<string, string> };
let pendingPosting: number;
let vacancies: number[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'vaga-deploy-'));
  localDir = path.join(work, 'local-files');
  database = await createDeployDatabase('vaga_deploy');
  db = database.db;
  s3 = await startS3();
  env = instanceEnv(database.url, s3, localDir);

  // The data, through the server's own code on the same database (migrated here).
  const setup = await buildApp(loadConfig({ ...env, NODE_ENV: undefined }));
  await createPostingReferences(setup.db);
  const world = await createPostingsWorld(setup, setup.db);
  tokens.staff = bearer(world.tokens.staff);
  for (let i = 0; i < 4; i += 1) {
    tokens.seekers.push(bearer(await loginAs(setup, { euid: `deploy-seeker-${i}` })));
  }
  const created = await setup.inject({
    method: 'POST',
    url: POSTING_PATHS.consolePostings,
    headers: bearer(world.tokens.employerA),
    payload: { values: postingValues({ title: { cn: '部署測試職位' } }), submit: true },
  });
  expect(created.statusCode, created.body).toBe(200);
  pendingPosting = created.json<{ id: number }>().id;
  vacancies = [];
  for (let i = 0; i < 25; i += 1) vacancies.push(await createVacancy(setup.db, {}));
  await setup.close();

  instances = [];
  for (let i = 0; i < 2; i += 1) instances.push(await startInstance(env, await freePort()));
  nginx = await startNginx(instances, await freePort(), work);
  proxy = nginx.url;
});

afterAll(async () => {
  for (const instance of instances) instance.child.kill('SIGKILL');
  await nginx?.stop();
  await Promise.all(instances.map((i) => exited(i.child)));
  await s3?.close();
  await database?.drop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('two instances behind nginx, files in object storage', () => {
  it('downloads through one instance a CV uploaded through the other', async () => {
    const [a, b] = instances;
    const bytes = pdfBytes(300_000, 'across instances');
    const body = multipart(bytes, 'cv.pdf');
    const uploaded = await fetch(`${a.url}${PATHS.cvs}`, {
      method: 'POST',
      headers: { ...tokens.seekers[0], ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { cvUid } = (await uploaded.json()) as { cvUid: string };
    const download = await fetch(`${b.url}${buildPath(PATHS.cvFile, { cvUid })}`, {
      headers: tokens.seekers[0],
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await s3.keys()).toEqual([expect.stringMatching(/^deploy\/cvs\/[0-9a-f-]{36}$/)]);

    // Through the proxy: nginx's request id reaches the instance and comes back.
    const proxied = await fetch(`${proxy}${buildPath(PATHS.cvFile, { cvUid })}`, {
      headers: { ...tokens.seekers[0], 'x-request-id': 'chosen-by-the-client' },
    });
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(Buffer.from(await proxied.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('lists on one instance, within a second, a vacancy approved on the other', async () => {
    const [a, b] = instances;
    const listed = async () => {
      const res = await fetch(`${b.url}${PATHS.localVacancy}?size=50`);
      expect(res.status).toBe(200);
      return JobOfferPageSchema.parse(await res.json()).content.map((c) => c.id);
    };
    // B holds the list in its cache before the approval.
    const before = await listed();
    const approved = await fetch(
      `${a.url}${buildPath(POSTING_PATHS.consolePostingApprove, { id: pendingPosting })}`,
      { method: 'POST', headers: tokens.staff },
    );
    expect(approved.status, await approved.clone().text()).toBe(200);
    const at = Date.now();
    const { jobOfferId } = (await approved.json()) as { jobOfferId: number };
    expect(before).not.toContain(jobOfferId);
    await until('the approved vacancy on the other instance', async () =>
      (await listed()).includes(jobOfferId) ? true : null,
    );
    expect(Date.now() - at).toBeLessThan(1000);
  });

  it('runs each scheduled job once across both instances', async () => {
    const now = new Date().toISOString();
    const keys = Array.from({ length: 40 }, (_, i) => `deploy-once-${i}`);
    for (const key of keys) {
      await db.query(
        `insert into scheduled_job (key, name, run_at, state, recurring, attempts, payload, created_at)
         values ($1, $2, $3, 'pending', 0, 0, $4, $3)`,
        [key, ALERT_MATCH_JOB, now, JSON.stringify({ jobOfferId: vacancies[0] })],
      );
    }
    const rows = await until('the jobs run', async () => {
      const { rows } = await db.query<{ key: string; state: string; attempts: number }>(
        `select key, state, attempts from scheduled_job where key like 'deploy-once-%'`,
      );
      return rows.length === keys.length && rows.every((r) => r.state === 'done') ? rows : null;
    });
    // Each claimed and run by one instance only, the first time.
    expect(rows.map((r) => Number(r.attempts))).toEqual(keys.map(() => 1));
  });

  it('loses no acknowledged write when an instance is killed under load, and keeps answering', async () => {
    const acknowledged: [number, number][] = [];
    const failures: { status: number; startedAt: number }[] = [];
    let goneAt = Infinity;
    const loop = async (seeker: number) => {
      for (const id of vacancies) {
        const startedAt = Date.now();
        const res = await fetch(`${proxy}${PATHS.favorites}?jobOfferId=${id}`, {
          method: 'POST',
          headers: tokens.seekers[seeker],
        }).catch(() => null);
        if (res?.status === 200) acknowledged.push([seeker, id]);
        else failures.push({ status: res?.status ?? 0, startedAt });
        await res?.arrayBuffer();
      }
    };
    const load = Promise.all(tokens.seekers.map((_, i) => loop(i)));
    await until('writes under way', async () => (acknowledged.length >= 20 ? true : null));
    const killed = instances[0].child;
    killed.once('exit', () => (goneAt = Date.now()));
    killed.kill('SIGKILL');
    await load;
    await exited(killed);

    // Only a request the killed instance may have taken before it was gone may have failed
    // (nginx never sends a POST twice); every later one went to the other instance.
    expect(goneAt).toBeLessThan(Infinity);
    expect(failures.filter((f) => f.startedAt > goneAt)).toEqual([]);
    expect(failures.length).toBeLessThanOrEqual(tokens.seekers.length);
    expect(acknowledged.length).toBeGreaterThan(tokens.seekers.length * vacancies.length - 5);
    for (const [seeker, token] of tokens.seekers.entries()) {
      const res = await fetch(`${proxy}${PATHS.favorites}`, { headers: token });
      expect(res.status).toBe(200);
      const ids = (await res.json()) as number[];
      const mine = acknowledged.filter(([s]) => s === seeker).map(([, id]) => id);
      expect(ids).toEqual(expect.arrayContaining(mine));
    }
    for (let i = 0; i < 10; i += 1) {
      expect((await fetch(`${proxy}${PATHS.readyz}`)).status).toBe(200);
    }
  });

  it('wrote nothing to local disk: the files folder was never made', () => {
    expect(existsSync(localDir)).toBe(false);
  });
});

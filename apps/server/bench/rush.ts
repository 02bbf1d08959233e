/**
 * `npm run bench -- --rush`: the registration rush. The deployment of deploy/ on this
 * machine (test/deploy/cluster.ts: a PostgreSQL database of its own, files in s3rver, two
 * compiled instances, Debian's nginx in front), RUSH_SEEKERS residents (3,000) seeded with a
 * resume and a session, and one job fair per pass with RUSH_SESSIONS sessions (20) of 50 seats.
 *
 * - **paced**: every seeker arrives once, at a time drawn from five minutes of arrivals that
 *   crowd the opening (exponential, mean 60 s, cut at 300 s: about 40 % in the first 30 s),
 *   compressed into RUSH_SECONDS (30, i.e. ten times faster than life);
 * - **flat out**: on a second fair, every seeker arrives at once: the throughput the deployment
 *   gives when the queue never empties.
 *
 * Each seeker registers for one session (150 seekers per session: each fills and refuses the
 * rest); one in twenty taps twice (two requests at once). Requests go through nginx with at most
 * RUSH_CONNECTIONS (64) in flight; an arrival waits for a free one. The bench prints the latency
 * of a registration (p50/p95/p99, from sending and from arriving), the answers by status and
 * business code, the throughput, checks in the database that exactly the seats are taken and no
 * seeker is registered twice, and scrapes one instance's /metrics (its METRICS_PORT) mid-rush to
 * show the route histogram, the scheduler gauges and the outbox depth. Never run by `npm test`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PATHS } from '@vaga/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/platform/types.ts';
import {
  REPO_DIR,
  createDeployDatabase,
  exited,
  instanceEnv,
  startInstance,
  startNginx,
  type DeployDatabase,
  type Instance,
  type Proxy,
} from '../test/deploy/cluster.ts';
import { createEvent, registerBody } from '../test/factories/events.ts';
import { seedReferenceOptions } from '../test/factories/profile.ts';
import { freePort, startS3, type TestS3 } from '../test/s3-server.ts';
import { seekerWithResume } from './seekers.ts';
import { quantile } from './bench-util.ts';

const SEEKERS = Number(process.env.RUSH_SEEKERS ?? 3000);
const SESSIONS = Number(process.env.RUSH_SESSIONS ?? 20);
const SEATS = 50;
const RUSH_SECONDS = Number(process.env.RUSH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.RUSH_CONNECTIONS ?? 64);
/** The real arrivals: five minutes, crowding the opening. */
const WINDOW_S = 300;
const MEAN_ARRIVAL_S = 60;
const DOUBLE_TAP_EVERY = 20;

interface Seeker {
  id: number;
  token: string;
}

interface Answer {
  seeker: number;
  status: number;
  code: string | null;
  /** From sending the request to the whole answer, ms. */
  serviceMs: number;
  /** From the seeker's arrival (waiting for a free connection included), ms. */
  arrivalMs: number;
}

interface PassResult {
  name: string;
  eventId: number;
  requests: number;
  seconds: number;
  answersPerSecond: number;
  registrationsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  fromArrivalMs: { p50: number; p95: number; p99: number; max: number };
  mix: Record<string, number>;
  check: SeatCheck;
  byInstance: number[];
  /** CPU seconds spent during the pass, and per answer (ms). */
  cpu: CpuUse;
}

interface CpuUse {
  instances: number;
  postgres: number;
  nginx: number;
  loadGenerator: number;
  msPerAnswer: number;
}

/** Clock ticks a second of /proc/<pid>/stat's times (100 on Linux). */
const TICKS = 100;

/** User and system CPU seconds of a process so far (0 when it is gone). */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The children of a process (nginx's workers). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds of each process of the deployment now, by part. */
async function cpuSnapshot(
  database: DeployDatabase,
  instancePids: number[],
  nginxPid: number,
): Promise<Record<'instances' | 'postgres' | 'nginx', Map<number, number>>> {
  const backends = await database.db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const read = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuOf(pid)]));
  return {
    instances: read(instancePids),
    postgres: read(backends.rows.map((r) => Number(r.pid))),
    nginx: read([nginxPid, ...childrenOf(nginxPid)]),
  };
}

/** CPU seconds between two snapshots (a process that appeared in between counts whole). */
function cpuBetween(
  before: Awaited<ReturnType<typeof cpuSnapshot>>,
  after: Awaited<ReturnType<typeof cpuSnapshot>>,
  part: 'instances' | 'postgres' | 'nginx',
): number {
  let sum = 0;
  for (const [pid, seconds] of after[part]) sum += seconds - (before[part].get(pid) ?? 0);
  return Math.round(sum * 100) / 100;
}

interface SeatCheck {
  seats: number;
  taken: number;
  registrations: number;
  distinctSeekers: number;
  seekersTwice: number;
  sessionsOverQuota: number;
  acknowledged: number;
  acknowledgedMissing: number;
  exact: boolean;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

/** A seeded random source, so two runs draw the same arrivals. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Seekers with a resume and an open session, through the server's own services. */
async function seedSeekers(app: App, count: number): Promise<Seeker[]> {
  const seekers: Seeker[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      seekers[i] = await seekerWithResume(app, 'rush', i);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return seekers;
}

/** Lines of one instance's /metrics that show what the rush does. */
async function scrapeLines(instance: { metricsPort: number }): Promise<string[]> {
  const text = await (await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`)).text();
  const route = `route="${PATHS.eventRegisters}"`;
  return text
    .split('\n')
    .filter(
      (line) =>
        (line.startsWith('http_request_duration_seconds_') &&
          line.includes(route) &&
          (!line.includes('_bucket') || /le="(0\.05|0\.1|0\.25|0\.5|1|\+Inf)"/.test(line))) ||
        line.startsWith('vaga_scheduler_') ||
        line.startsWith('vaga_outbox_') ||
        line.startsWith('vaga_db_pool_connections') ||
        line.startsWith('nodejs_eventloop_lag_p99_seconds'),
    );
}

/** The registrations an instance answered, by status, from its route histogram. */
async function registrationsAnswered(metricsPort: number): Promise<number> {
  const lines = await scrapeLines({ metricsPort });
  return lines
    .filter((l) => l.startsWith('http_request_duration_seconds_count{method="POST"'))
    .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
}

async function checkSeats(
  database: DeployDatabase,
  eventId: number,
  acknowledged: number[],
): Promise<SeatCheck> {
  const { db } = database;
  const sessions = await db.query<{ quota: number; taken: number; booked: string }>(
    `select s.quota, s.taken,
            (select count(*) from event_register_session rs where rs.session_id = s.id) as booked
       from event_session s where s.event_id = $1`,
    [eventId],
  );
  const registers = await db.query<{ rows: string; seekers: string }>(
    `select count(*) as rows, count(distinct account_id) as seekers
       from event_register where event_id = $1`,
    [eventId],
  );
  const twice = await db.query<{ n: string }>(
    `select count(*) as n from (select account_id from event_register where event_id = $1
       group by account_id having count(*) > 1) t`,
    [eventId],
  );
  const stored = await db.query<{ account_id: number }>(
    `select account_id from event_register where event_id = $1`,
    [eventId],
  );
  const storedIds = new Set(stored.rows.map((r) => Number(r.account_id)));
  const seats = sessions.rows.reduce((sum, s) => sum + Number(s.quota), 0);
  const taken = sessions.rows.reduce((sum, s) => sum + Number(s.taken), 0);
  const booked = sessions.rows.reduce((sum, s) => sum + Number(s.booked), 0);
  const check = {
    seats,
    taken,
    registrations: Number(registers.rows[0].rows),
    distinctSeekers: Number(registers.rows[0].seekers),
    seekersTwice: Number(twice.rows[0].n),
    sessionsOverQuota: sessions.rows.filter((s) => Number(s.taken) > Number(s.quota)).length,
    acknowledged: acknowledged.length,
    acknowledgedMissing: acknowledged.filter((id) => !storedIds.has(id)).length,
    exact: false,
  };
  check.exact =
    taken === seats &&
    booked === seats &&
    check.registrations === seats &&
    check.distinctSeekers === seats &&
    check.seekersTwice === 0 &&
    check.sessionsOverQuota === 0 &&
    check.acknowledged === seats &&
    check.acknowledgedMissing === 0;
  return check;
}

async function runPass(options: {
  name: string;
  proxy: string;
  database: DeployDatabase;
  event: { id: number; sessionIds: number[] };
  seekers: Seeker[];
  /** Arrival of each seeker, ms from the start. */
  arrivals: number[];
  metricsPorts: number[];
  pids: { instances: number[]; nginx: number };
  onHalfway?: () => Promise<void>;
}): Promise<PassResult> {
  const { proxy, event, seekers, arrivals } = options;
  const draw = random(7);
  // Each session gets the same number of seekers, in a shuffled order.
  const order = seekers.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(draw() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const sessionOf = new Array<number>(seekers.length);
  order.forEach((seeker, n) => (sessionOf[seeker] = event.sessionIds[n % event.sessionIds.length]));

  // Requests in arrival order; a double tap is two requests arriving together.
  const requests: { seeker: number; at: number }[] = [];
  for (const [i, at] of arrivals.entries()) {
    requests.push({ seeker: i, at });
    if (i % DOUBLE_TAP_EVERY === 0) requests.push({ seeker: i, at });
  }
  requests.sort((a, b) => a.at - b.at);

  const before = await Promise.all(options.metricsPorts.map(registrationsAnswered));
  const cpuBefore = await cpuSnapshot(options.database, options.pids.instances, options.pids.nginx);
  const generatorBefore = process.cpuUsage();
  const answers: Answer[] = [];
  const waiting: { seeker: number; arrivedAt: number }[] = [];
  let inFlight = 0;
  let halfwayDone = false;
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const start = performance.now();

  const send = (seeker: number, arrivedAt: number) => {
    inFlight += 1;
    const sentAt = performance.now();
    fetch(`${proxy}${PATHS.eventRegisters}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${seekers[seeker].token}`,
        'content-type': 'application/json',
        'accept-language': 'zh-TW',
        'accept-encoding': 'br, gzip',
      },
      body: JSON.stringify(registerBody(event.id, [sessionOf[seeker]])),
    })
      .then(async (res) => {
        const text = await res.text();
        let code: string | null = null;
        if (res.status !== 200) {
          try {
            code = (JSON.parse(text) as { code?: string }).code ?? null;
          } catch {
            code = null;
          }
        }
        return { status: res.status, code };
      })
      .catch((error: Error) => ({ status: 0, code: error.message }))
      .then(({ status, code }) => {
        const now = performance.now();
        answers.push({
          seeker,
          status,
          code,
          serviceMs: now - sentAt,
          arrivalMs: now - arrivedAt,
        });
        inFlight -= 1;
        if (!halfwayDone && options.onHalfway && answers.length >= requests.length / 2) {
          halfwayDone = true;
          void options.onHalfway();
        }
        const queued = waiting.shift();
        if (queued) send(queued.seeker, queued.arrivedAt);
        else if (answers.length === requests.length) finished();
      });
  };

  for (const request of requests) {
    const wait = start + request.at - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const arrivedAt = start + request.at;
    if (inFlight < CONNECTIONS) send(request.seeker, arrivedAt);
    else waiting.push({ seeker: request.seeker, arrivedAt });
  }
  await done;
  const seconds = (performance.now() - start) / 1000;
  const cpuAfter = await cpuSnapshot(options.database, options.pids.instances, options.pids.nginx);
  const generator = process.cpuUsage(generatorBefore);
  const cpu = {
    instances: cpuBetween(cpuBefore, cpuAfter, 'instances'),
    postgres: cpuBetween(cpuBefore, cpuAfter, 'postgres'),
    nginx: cpuBetween(cpuBefore, cpuAfter, 'nginx'),
    loadGenerator: Math.round((generator.user + generator.system) / 10_000) / 100,
    msPerAnswer: 0,
  };
  cpu.msPerAnswer =
    Math.round(((cpu.instances + cpu.postgres + cpu.nginx) / answers.length) * 10_000) / 10;
  const after = await Promise.all(options.metricsPorts.map(registrationsAnswered));

  const mix: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status === 200 ? '200' : `${a.status} ${a.code ?? ''}`.trim();
    mix[key] = (mix[key] ?? 0) + 1;
  }
  const acknowledged = answers.filter((a) => a.status === 200).map((a) => seekers[a.seeker].id);
  return {
    name: options.name,
    eventId: event.id,
    requests: requests.length,
    seconds: Math.round(seconds * 100) / 100,
    answersPerSecond: Math.round(answers.length / seconds),
    registrationsPerSecond: Math.round(acknowledged.length / seconds),
    latencyMs: summary(answers.map((a) => a.serviceMs)),
    fromArrivalMs: summary(answers.map((a) => a.arrivalMs)),
    mix,
    check: await checkSeats(options.database, event.id, acknowledged),
    byInstance: after.map((n, i) => n - before[i]),
    cpu,
  };
}

/** Five minutes of arrivals (exponential, crowding the opening), compressed into `seconds`. */
function pacedArrivals(count: number, seconds: number): number[] {
  const draw = random(30);
  const scale = (seconds * 1000) / WINDOW_S;
  return Array.from({ length: count }, () => {
    let t: number;
    do t = -MEAN_ARRIVAL_S * Math.log(1 - draw());
    while (t > WINDOW_S);
    return t * scale;
  });
}

function printPass(result: PassResult, description: string): void {
  console.log(`\n${result.name}: ${description}`);
  console.log(
    `  ${result.requests} requests in ${result.seconds} s: ${result.answersPerSecond} answers/s, ${result.registrationsPerSecond} registrations/s; instances answered ${result.byInstance.join(' + ')}`,
  );
  console.table({
    'registration (sent → answer)': result.latencyMs,
    'from arrival (queue included)': result.fromArrivalMs,
  });
  console.log('  answers by status and code:');
  console.table(result.mix);
  const u = result.cpu;
  console.log(
    `  CPU during the pass: instances ${u.instances} s, PostgreSQL backends ${u.postgres} s, nginx ${u.nginx} s (${u.msPerAnswer} ms a request), load generator ${u.loadGenerator} s; load average now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const c = result.check;
  console.log(
    `  seats ${c.seats}, taken ${c.taken}, registrations ${c.registrations} of ${c.distinctSeekers} distinct seekers, seekers twice ${c.seekersTwice}, sessions over quota ${c.sessionsOverQuota}, 200 answers ${c.acknowledged} (missing in the database ${c.acknowledgedMissing}): ${c.exact ? 'EXACT' : 'NOT EXACT'}`,
  );
}

export async function rush(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'vaga-rush-'));
  let database: DeployDatabase | null = null;
  let s3: TestS3 | null = null;
  const instances: (Instance & { metricsPort: number })[] = [];
  let nginx: Proxy | null = null;
  try {
    database = await createDeployDatabase('vaga_rush');
    s3 = await startS3();
    const env = instanceEnv(database.url, s3, path.join(work, 'local-files'));

    const seedStart = performance.now();
    const setup = await buildApp(
      loadConfig({ ...env, NODE_ENV: undefined, SCHEDULER_POLL_MS: '0' }),
    );
    await seedReferenceOptions(setup.db);
    const quotas = Array.from({ length: SESSIONS }, () => SEATS);
    const paced = await createEvent(setup, {}, quotas);
    const flat = await createEvent(setup, {}, quotas);
    const seekers = await seedSeekers(setup, SEEKERS);
    await setup.close();
    console.log(
      `Seeded ${SEEKERS} seekers (resume and session each) and two fairs of ${SESSIONS} sessions × ${SEATS} seats in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (database ${database.name})`,
    );

    for (let i = 0; i < 2; i += 1) {
      const metricsPort = await freePort();
      const instance = await startInstance(
        { ...env, METRICS_PORT: String(metricsPort) },
        await freePort(),
      );
      instances.push({ ...instance, metricsPort });
    }
    nginx = await startNginx(instances, await freePort(), work);
    console.log(
      `Two instances (${instances.map((i) => i.url).join(', ')}, metrics on ${instances.map((i) => i.metricsPort).join(', ')}) behind nginx at ${nginx.url}; at most ${CONNECTIONS} requests in flight`,
    );

    const pids = { instances: instances.map((i) => i.child.pid!), nginx: nginx.child.pid! };
    let scraped: string[] = [];
    const pacedResult = await runPass({
      name: 'Paced rush',
      proxy: nginx.url,
      database,
      event: paced,
      seekers,
      arrivals: pacedArrivals(SEEKERS, RUSH_SECONDS),
      metricsPorts: instances.map((i) => i.metricsPort),
      pids,
      onHalfway: async () => {
        scraped = await scrapeLines(instances[0]);
      },
    });
    printPass(
      pacedResult,
      `${SEEKERS} seekers arriving over 5 minutes (exponential, mean ${MEAN_ARRIVAL_S} s), compressed into ${RUSH_SECONDS} s; one in ${DOUBLE_TAP_EVERY} taps twice`,
    );
    console.log(`\n/metrics of ${instances[0].url} halfway through the paced rush (a selection):`);
    for (const line of scraped) console.log(`  ${line}`);
    const metricsShown = {
      routeHistogram: scraped.some((l) => l.startsWith('http_request_duration_seconds_bucket')),
      schedulerGauges: ['lag_seconds', 'due_jobs', 'failed_jobs'].every((g) =>
        scraped.some((l) => l.startsWith(`vaga_scheduler_${g}`)),
      ),
      outboxDepth: scraped.some((l) => l.startsWith('vaga_outbox_pending_deliveries')),
    };
    console.log(`  shown: ${JSON.stringify(metricsShown)}`);

    const flatResult = await runPass({
      name: 'Flat out',
      proxy: nginx.url,
      database,
      event: flat,
      seekers,
      arrivals: seekers.map(() => 0),
      metricsPorts: instances.map((i) => i.metricsPort),
      pids,
    });
    printPass(
      flatResult,
      `${SEEKERS} seekers arriving at once; one in ${DOUBLE_TAP_EVERY} taps twice`,
    );
    const afterLines = await scrapeLines(instances[1]);
    console.log(`\n/metrics of ${instances[1].url} after both passes (a selection):`);
    for (const line of afterLines) console.log(`  ${line}`);

    const benchDir = path.join(REPO_DIR, '.tmp', 'bench');
    mkdirSync(benchDir, { recursive: true });
    writeFileSync(
      path.join(benchDir, 'rush.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          seekers: SEEKERS,
          sessions: SESSIONS,
          seats: SEATS,
          rushSeconds: RUSH_SECONDS,
          connections: CONNECTIONS,
          passes: [pacedResult, flatResult],
          metricsShown,
          metricsHalfway: scraped,
          metricsAfter: afterLines,
        },
        null,
        2,
      ),
    );
    const ok =
      pacedResult.check.exact &&
      flatResult.check.exact &&
      Object.values(metricsShown).every(Boolean);
    console.log(`\nRush: ${ok ? 'exact seats in both passes, metrics shown' : 'CHECK FAILED'}`);
    if (!ok) process.exitCode = 1;
  } finally {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await nginx?.stop();
    await Promise.all(instances.map((i) => exited(i.child)));
    await s3?.close();
    await database?.drop();
    await rm(work, { recursive: true, force: true });
  }
}

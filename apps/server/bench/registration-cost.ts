/**
 * `npx tsx bench/registration-cost.ts`: what one event registration costs the server, in
 * process (no network): statements sent per registration and CPU time per registration, on
 * SQLite (in memory) and, with BENCH_DATABASE_URL (a database it may create schemas in), on
 * PostgreSQL. REGISTRATIONS seekers (300) register one after another for sessions of one event
 * (two sessions each); the first 20 are a warm-up. CPU is this process's user + system time, so
 * a busy machine lengthens the run but not the figure much; PostgreSQL's own CPU is not counted.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { createEvent, registerBody, registerFor } from '../test/factories/events.ts';
import { seedReferenceOptions } from '../test/factories/profile.ts';
import { seekerWithResume } from './seekers.ts';

const REGISTRATIONS = Number(process.env.REGISTRATIONS ?? 300);
const WARM_UP = 20;

async function measure(label: string, url: string, schema?: string): Promise<void> {
  let statements = 0;
  const database = createDatabase(url, { schema, onStatement: () => (statements += 1) });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED: 'none',
    SCHEDULER_POLL_MS: '0',
    CHANGE_FEED_POLL_MS: '0',
    NODE_ENV: 'production',
    DEMO: '1',
    TICKET_SECRET: randomBytes(24).toString('hex'),
  });
  const app = await buildApp(config, { clock: new ManualClock(), database });
  await app.ready();
  await seedReferenceOptions(app.db);
  const event = await createEvent(app, {}, [REGISTRATIONS + 10, REGISTRATIONS + 10]);
  const seekers = [];
  for (let i = 0; i < REGISTRATIONS; i += 1) seekers.push(await seekerWithResume(app, 'cost', i));
  const body = registerBody(event.id, event.sessionIds);
  for (const seeker of seekers.slice(0, WARM_UP)) await registerFor(app, seeker.token, body);
  const timed = seekers.slice(WARM_UP);
  statements = 0;
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  for (const seeker of timed) {
    const res = await registerFor(app, seeker.token, body);
    if (res.statusCode !== 200) throw new Error(`registration refused: ${res.body}`);
  }
  const used = process.cpuUsage(cpu);
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const n = timed.length;
  console.log(
    `${label}: ${n} registrations, ${(statements / n).toFixed(1)} statements each, ` +
      `${((used.user + used.system) / 1000 / n).toFixed(2)} ms CPU each, ` +
      `${(wall / n).toFixed(2)} ms wall each`,
  );
  await app.close();
  await database.close();
}

await measure('SQLite', 'sqlite::memory:');
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    await measure('PostgreSQL', pgUrl, schema);
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

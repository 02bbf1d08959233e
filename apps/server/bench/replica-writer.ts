import { randomBytes } from 'node:crypto';
import { PATHS } from '@vaga/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createEvent, registerBody, type TestEvent } from '../test/factories/events.ts';
import { seedReferenceOptions } from '../test/factories/profile.ts';
import { seekerWithResume } from './seekers.ts';

/**
 * The writer of the replica bench's last passes (bench/replica.ts): residents registering for a
 * job fair on the primary while the public reads run, each registration a change the instance
 * hears of (its public reads then wait for the replica to replay it).
 */
export interface Writers {
  /** Seekers with a resume and a session; each registers once per event. */
  tokens: string[];
  /** One fair per pass (a seeker registers for a fair once). */
  events: TestEvent[];
}

/** `seekers` residents and `passes` fairs with room for all, made through the server's services. */
export async function prepareWriters(
  primaryUrl: string,
  seekers: number,
  passes: number,
): Promise<Writers> {
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: primaryUrl,
      LOG_LEVEL: 'silent',
      SEED: 'none',
      SCHEDULER_POLL_MS: '0',
      CHANGE_FEED_POLL_MS: '0',
      TICKET_SECRET: randomBytes(24).toString('hex'),
    }),
  );
  try {
    await seedReferenceOptions(app.db);
    const events: TestEvent[] = [];
    for (let i = 0; i < passes; i++) events.push(await createEvent(app, {}, [seekers + 10]));
    const tokens: string[] = [];
    for (let i = 0; i < seekers; i++)
      tokens.push((await seekerWithResume(app, 'replica', i)).token);
    return { tokens, events };
  } finally {
    await app.close();
  }
}

/**
 * Registers each of `tokens` for `event`, one every `everyMs` (a registration waits for the one
 * before it), and answers each one's latency (ms) and the count refused.
 */
export async function register(
  baseUrl: string,
  tokens: string[],
  event: TestEvent,
  everyMs: number,
): Promise<{ latencies: number[]; refused: number }> {
  const body = JSON.stringify(registerBody(event.id, event.sessionIds));
  const latencies: number[] = [];
  let refused = 0;
  for (const token of tokens) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${PATHS.eventRegisters}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    await res.arrayBuffer();
    const took = performance.now() - started;
    latencies.push(took);
    if (!res.ok) refused++;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - took)));
  }
  return { latencies, refused };
}

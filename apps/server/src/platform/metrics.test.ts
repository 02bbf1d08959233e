import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { freePort } from '../../bench/bench-util.ts';
import { createAccount } from '../../test/auth.ts';
import { buildTestApp, dialectUnderTest } from '../../test/helper.ts';
import { METRICS_PATH } from './metrics.ts';
import type { App } from './types.ts';

/** The value of the one sample whose line starts with `series` (name and labels as written). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}${METRICS_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The hook lines Fastify prints under a GET route. */
function hooksOf(app: App, path: string): string {
  const lines = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  const at = lines.findIndex((l) => l.includes(`${path} (GET`));
  expect(at).toBeGreaterThanOrEqual(0);
  const hooks: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.includes('• (')) break;
    hooks.push(line);
  }
  return hooks.join('\n');
}

const DETAIL_ROUTE = PATHS.jobOffer;
/** The gauge the notifications module adds (modules/notifications/notification-jobs.ts). */
const OUTBOX_GAUGE = 'vaga_outbox_pending_deliveries';

describe('metrics on their own port (METRICS_PORT)', () => {
  it('count requests by route pattern and status, and never on the public port', async () => {
    const metricsPort = await freePort();
    const { app } = await buildTestApp({ env: { METRICS_PORT: String(metricsPort) } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const publicPort = (app.server.address() as AddressInfo).port;
    const base = `http://127.0.0.1:${publicPort}`;

    // The public port has no /metrics at all.
    expect((await fetch(`${base}${METRICS_PATH}`)).status).toBe(404);
    for (let i = 0; i < 3; i += 1)
      expect((await fetch(`${base}${PATHS.healthz}`)).status).toBe(200);
    // Two vacancies that do not exist: one series of the route's pattern, not one per id.
    const statuses = new Set<number>();
    for (const id of ['91234567', '97654321']) {
      const response = await app.inject({ url: DETAIL_ROUTE.replace(':id', id) });
      statuses.add(response.statusCode);
    }
    expect(statuses.size).toBe(1);
    const [detailStatus] = statuses;
    expect(detailStatus).toBeGreaterThanOrEqual(400);
    expect((await app.inject({ url: '/no/such/page-55555' })).statusCode).toBe(404);

    const text = await scrape(metricsPort);
    const healthz = `{method="GET",route="${PATHS.healthz}",status_code="200"}`;
    expect(sample(text, `http_request_duration_seconds_count${healthz}`)).toBe(3);
    expect(
      sample(
        text,
        `http_request_duration_seconds_bucket{le="+Inf",method="GET",route="${PATHS.healthz}",status_code="200"}`,
      ),
    ).toBe(3);
    // Cumulative buckets: every answer within 10 s, and no bucket above the next one.
    const buckets = text
      .split('\n')
      .filter(
        (l) =>
          l.startsWith('http_request_duration_seconds_bucket{') &&
          l.includes(`route="${PATHS.healthz}"`),
      )
      .map((l) => Number(l.split(' ')[1]));
    expect(buckets).toHaveLength(14);
    expect(buckets.at(-2)).toBe(3);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    expect(sample(text, `http_request_duration_seconds_sum${healthz}`)).toBeGreaterThan(0);
    const detail = `{method="GET",route="${DETAIL_ROUTE}",status_code="${detailStatus}"}`;
    expect(sample(text, `http_request_duration_seconds_count${detail}`)).toBe(2);
    const unmatched = `{method="GET",route="unmatched",status_code="404"}`;
    // `/metrics` asked of the public port and the page that does not exist.
    expect(sample(text, `http_request_duration_seconds_count${unmatched}`)).toBe(2);
    // Raw URLs never become labels.
    for (const raw of ['91234567', '97654321', 'page-55555', METRICS_PATH]) {
      expect(text).not.toContain(raw);
    }
    // Event-loop lag and the process, from prom-client's defaults.
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('process_resident_memory_bytes');
    // The PostgreSQL pool where there is one (the test pool has 5 connections); SQLite has none.
    if (dialectUnderTest === 'postgres') {
      expect(sample(text, 'vaga_db_pool_connections{state="max"}')).toBe(5);
      expect(sample(text, 'vaga_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).not.toContain('vaga_db_pool_connections');
    }
    // Any other path on the metrics port answers 404.
    expect((await fetch(`http://127.0.0.1:${metricsPort}/healthz`)).status).toBe(404);

    // With metrics on, every route has its observer.
    expect(hooksOf(app, PATHS.healthz)).toContain('onResponse');
    await app.close();
    // Closing the app closes the metrics listener too.
    await expect(fetch(`http://127.0.0.1:${metricsPort}${METRICS_PATH}`)).rejects.toThrow();
  });

  it('show the scheduler lag (the oldest due job) and the failed jobs', async () => {
    const metricsPort = await freePort();
    const { app, clock } = await buildTestApp({ env: { METRICS_PORT: String(metricsPort) } });
    app.scheduler.define('metrics.reminder', async () => {});
    app.scheduler.define(
      'metrics.broken',
      async () => {
        throw new Error('the mail server is down');
      },
      { maxAttempts: 1 },
    );

    let text = await scrape(metricsPort);
    expect(sample(text, 'vaga_scheduler_lag_seconds')).toBe(0);
    expect(sample(text, 'vaga_scheduler_due_jobs')).toBe(0);
    expect(sample(text, 'vaga_scheduler_failed_jobs')).toBe(0);

    await app.scheduler.schedule('metrics.reminder', { key: 'r1', runAt: clock.now() });
    clock.advance(30_000);
    await app.scheduler.schedule('metrics.broken', { key: 'b1', runAt: clock.now() });
    // A job due later is not late yet.
    await app.scheduler.schedule('metrics.reminder', {
      key: 'r2',
      runAt: new Date(clock.millis() + 3_600_000),
    });
    clock.advance(60_000);
    text = await scrape(metricsPort);
    expect(sample(text, 'vaga_scheduler_lag_seconds')).toBe(90);
    expect(sample(text, 'vaga_scheduler_due_jobs')).toBe(2);
    expect(sample(text, 'vaga_scheduler_failed_jobs')).toBe(0);

    const outcomes = await app.scheduler.runDue();
    expect(outcomes.filter((o) => o.key === 'b1' || o.key === 'r1')).toHaveLength(2);
    text = await scrape(metricsPort);
    expect(sample(text, 'vaga_scheduler_lag_seconds')).toBe(0);
    expect(sample(text, 'vaga_scheduler_due_jobs')).toBe(0);
    expect(sample(text, 'vaga_scheduler_failed_jobs')).toBe(1);
  });

  it('show the outbox depth: deliveries pending, before and after the relay, none once sent', async () => {
    const metricsPort = await freePort();
    const { app } = await buildTestApp({ env: { METRICS_PORT: String(metricsPort) } });
    const queued = `${OUTBOX_GAUGE}{queued="yes"}`;
    const unqueued = `${OUTBOX_GAUGE}{queued="no"}`;
    let text = await scrape(metricsPort);
    expect(sample(text, queued)).toBe(0);
    expect(sample(text, unqueued)).toBe(0);

    // Two notices in one transaction: each one delivery by e-mail and one by push.
    const account = await createAccount(app);
    await app.db.transaction().execute((trx) =>
      app.services.notifications.write(
        trx,
        ['a', 'b'].map((key) => ({
          to: { accountId: account.id },
          event: 'alert.instant' as const,
          params: { jobOfferId: 1 },
          link: null,
          key: `metrics-outbox-${key}`,
        })),
      ),
    );
    text = await scrape(metricsPort);
    expect(sample(text, unqueued)).toBe(4);
    expect(sample(text, queued)).toBe(0);

    // The relay puts them on the scheduler: still pending, now queued.
    expect(await app.services.notifications.relay()).toBe(4);
    text = await scrape(metricsPort);
    expect(sample(text, unqueued)).toBe(0);
    expect(sample(text, queued)).toBe(4);

    // Their jobs settle them (no address, push off: skipped): the outbox is empty.
    await app.scheduler.runDue();
    text = await scrape(metricsPort);
    expect(sample(text, unqueued)).toBe(0);
    expect(sample(text, queued)).toBe(0);
  });

  it('count file-store errors by operation', async () => {
    const metricsPort = await freePort();
    const { app } = await buildTestApp({ env: { METRICS_PORT: String(metricsPort) } });
    app.metrics.fileStoreError('write');
    app.metrics.fileStoreError('write');
    app.metrics.fileStoreError('read');
    const text = await scrape(metricsPort);
    expect(sample(text, 'vaga_file_store_errors_total{operation="write"}')).toBe(2);
    expect(sample(text, 'vaga_file_store_errors_total{operation="read"}')).toBe(1);
  });

  it('are off without METRICS_PORT: no listener and no hook on the request path', async () => {
    const { app } = await buildTestApp();
    // /healthz has no onResponse hook (so Fastify does not even time its requests).
    expect(hooksOf(app, PATHS.healthz)).toContain('onRequest');
    expect(hooksOf(app, PATHS.healthz)).not.toContain('onResponse');
    const response = await app.inject({ url: PATHS.healthz });
    expect(response.statusCode).toBe(200);
    expect(() => app.metrics.fileStoreError('write')).not.toThrow();
    expect((await app.inject({ url: METRICS_PATH })).statusCode).toBe(404);
  });
});

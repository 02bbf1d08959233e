import { createServer, type Server } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import type { DatabaseHandle } from '../db/database.ts';
import type { Clock } from './clock.ts';
import type { SchedulerRepository } from './scheduler.repository.ts';
import type { GaugeSource, MetricsRecorder } from './metrics-recorder.ts';
import type { App } from './types.ts';
import { withLast } from './route-hooks.ts';

/** The path of the metrics on their own listener (never on the public port). */
export const METRICS_PATH = '/metrics';
/** The route label of requests no route matched: never the raw URL, so labels stay few. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Latency buckets (s): the budgets are in milliseconds (docs/design.md "Budgets"). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type RouteLabels = { method: string; route: string; status_code: string };

/** One series of the latency histogram: counts per bucket (not cumulative), sum and count. */
interface LatencySeries {
  labels: RouteLabels;
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * The request latency histogram. prom-client's Histogram hashes the labels of every observation;
 * here each route keeps its series (one per status it answered), so recording an answer is a
 * bucket search and three additions. The Prometheus histogram (cumulative buckets, `_sum`,
 * `_count`) is made when scraped.
 */
class RequestLatency {
  readonly name = 'http_request_duration_seconds';
  readonly help =
    'Time to answer a request, by route pattern, method and status (its _count counts requests)';
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  private readonly series: LatencySeries[] = [];

  seriesOf(labels: RouteLabels): LatencySeries {
    const series = {
      labels,
      buckets: new Float64Array(LATENCY_BUCKETS.length + 1),
      sum: 0,
      count: 0,
    };
    this.series.push(series);
    return series;
  }

  static observe(series: LatencySeries, seconds: number): void {
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]) bucket += 1;
    series.buckets[bucket] += 1;
    series.sum += seconds;
    series.count += 1;
  }

  get() {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] =
      [];
    for (const { labels, buckets, sum, count } of this.series) {
      let cumulative = 0;
      for (let i = 0; i <= LATENCY_BUCKETS.length; i += 1) {
        cumulative += buckets[i];
        const le = i < LATENCY_BUCKETS.length ? LATENCY_BUCKETS[i] : '+Inf';
        values.push({
          metricName: `${this.name}_bucket`,
          labels: { le, ...labels },
          value: cumulative,
        });
      }
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return {
      name: this.name,
      help: this.help,
      type: 'histogram' as never,
      aggregator: 'sum',
      values,
    };
  }
}

export type { GaugeSource, MetricsRecorder } from './metrics-recorder.ts';

const OFF: MetricsRecorder = { fileStoreError() {}, gauge() {} };

export interface MetricsSources {
  database: DatabaseHandle;
  scheduler: SchedulerRepository;
  clock: Clock;
}

/** Records one answer of a route: its status and the milliseconds it took. */
type Observer = (status: number, elapsedMs: number) => void;

/**
 * Prometheus metrics of one server, in a registry of its own (several apps may share a process in
 * tests). Requests are timed by Fastify itself (reply.elapsedTime); each answer costs one
 * histogram observation (RequestLatency), labelled by the route's pattern, method and status. Gauges read at scrape time:
 * event-loop lag and the process (prom-client's defaults), the PostgreSQL pool, the scheduler,
 * and those the modules add with `gauge()` (the notifications' outbox depth).
 */
export class Metrics implements MetricsRecorder {
  readonly registry = new Registry();
  private readonly requests = new RequestLatency();
  private readonly fileStoreErrors: Counter<'operation'>;

  constructor(
    sources: MetricsSources,
    private readonly onScrapeError: (error: unknown) => void,
  ) {
    collectDefaultMetrics({ register: this.registry });
    this.registry.registerMetric(this.requests as unknown as Metric);
    this.fileStoreErrors = new Counter({
      name: 'vaga_file_store_errors_total',
      help: 'File-store operations that failed',
      labelNames: ['operation'],
      registers: [this.registry],
    });
    const poolUse = sources.database.poolUse;
    if (poolUse) {
      new Gauge({
        name: 'vaga_db_pool_connections',
        help: 'PostgreSQL pool connections by state (total open, idle), queries waiting, and the pool size',
        labelNames: ['state'],
        registers: [this.registry],
        collect() {
          const use = poolUse();
          this.set({ state: 'total' }, use.total);
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'waiting' }, use.waiting);
          this.set({ state: 'max' }, use.max);
        },
      });
    }
    const replica = sources.database.replica;
    if (replica) {
      new Gauge({
        name: 'vaga_db_read_statements',
        help: 'Statements by where they ran (replica: reads allowed there; primary: every other) and reads sent back to the primary after the replica failed (fallback)',
        labelNames: ['target'],
        registers: [this.registry],
        collect() {
          this.set({ target: 'replica' }, replica.use.replica);
          this.set({ target: 'primary' }, replica.use.primary);
          this.set({ target: 'fallback' }, replica.use.fallbacks);
        },
      });
    }
    // The three scheduler gauges are read together, once per scrape.
    let backlog: Promise<{ lag: number; due: number; failed: number } | null> | null = null;
    const readBacklog = () =>
      (backlog ??= (async () => {
        try {
          const now = sources.clock.now();
          const read = await sources.scheduler.backlog(now.toISOString());
          const lag = read.oldestDue ? (now.getTime() - Date.parse(read.oldestDue)) / 1000 : 0;
          return { lag: Math.max(0, lag), due: read.due, failed: read.failed };
        } catch (error) {
          onScrapeError(error);
          return null;
        } finally {
          setImmediate(() => (backlog = null));
        }
      })());
    const schedulerGauge = (name: string, help: string, pick: 'lag' | 'due' | 'failed') =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          const read = await readBacklog();
          if (read) this.set(read[pick]);
        },
      });
    schedulerGauge(
      'vaga_scheduler_lag_seconds',
      'Age of the oldest due job no instance is running (0 when none waits)',
      'lag',
    );
    schedulerGauge('vaga_scheduler_due_jobs', 'Jobs due and not being run', 'due');
    schedulerGauge(
      'vaga_scheduler_failed_jobs',
      'Jobs whose attempts are spent, kept with their error (all instances)',
      'failed',
    );
  }

  /** The observer of one route: its labels are made once per status it answers. */
  observerOf(method: string, route: string): Observer {
    const byStatus: LatencySeries[] = [];
    return (status, elapsedMs) => {
      const series = (byStatus[status] ??= this.requests.seriesOf({
        method,
        route,
        status_code: String(status),
      }));
      RequestLatency.observe(series, elapsedMs / 1000);
    };
  }

  fileStoreError(operation: string): void {
    this.fileStoreErrors.inc({ operation });
  }

  gauge(source: GaugeSource): void {
    const onScrapeError = this.onScrapeError;
    new Gauge({
      name: source.name,
      help: source.help,
      labelNames: source.labelNames ?? [],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          const read = await source.read();
          if (typeof read === 'number') this.set(read);
          else for (const { labels, value } of read) this.set(labels, value);
        } catch (error) {
          onScrapeError(error);
        }
      },
    });
  }
}

/**
 * Metrics on their own listener at `port` (bound to `host`), so the public port never serves them:
 * installed only when METRICS_PORT is set; otherwise no hook is added and every count is a no-op.
 * Call before any route is registered (each route gets its observer as it is added).
 */
export function installMetrics(
  app: App,
  listen: { port: number | null; host: string },
  sources: MetricsSources,
): void {
  if (listen.port === null) {
    app.decorate('metrics', OFF);
    return;
  }
  const metrics = new Metrics(sources, (error) =>
    app.log.warn({ err: error }, 'metrics not read from the database'),
  );
  app.decorate('metrics', metrics as MetricsRecorder);

  app.addHook('onRoute', (route) => {
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const observe = metrics.observerOf(method, route.url);
    const hook = (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      observe(reply.statusCode, reply.elapsedTime);
      done();
    };
    route.onResponse = withLast(route.onResponse, hook);
  });
  // The not-found handler gets no onRoute: an answer of no route is counted here, by method only.
  const unmatched = new Map<string, Observer>();
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      // Any method a client sends would be a label: the standard ones, the rest as `other`.
      const method = STANDARD_METHODS.has(request.method) ? request.method : 'other';
      let observe = unmatched.get(method);
      if (!observe) unmatched.set(method, (observe = metrics.observerOf(method, UNMATCHED_ROUTE)));
      observe(reply.statusCode, reply.elapsedTime);
    }
    done();
  });

  let server: Server | null = null;
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
        response.writeHead(404).end();
        return;
      }
      metrics.registry.metrics().then(
        (text) =>
          response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics not collected');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(listen.port!, listen.host, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    const closing = server;
    server = null;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    closing.closeAllConnections();
    await closed;
  });
}

const STANDARD_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';
import type { DB, Dialect } from '../db/database.ts';
import type { Clock } from './clock.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { MetricsRecorder } from './metrics-recorder.ts';
import type { PublicReads } from './public-reads.ts';
import type { Scheduler } from './scheduler.ts';

/** The Fastify instance every module receives, typed by the zod provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: DB;
    dialect: Dialect;
    clock: Clock;
    scheduler: Scheduler;
    changeFeed: ChangeFeed;
    /** The public GET endpoints' handlers, read by server-rendered pages (public-reads.ts). */
    publicReads: PublicReads;
    /** Counts for /metrics (platform/metrics.ts); no-ops when METRICS_PORT is unset. */
    metrics: MetricsRecorder;
  }
}

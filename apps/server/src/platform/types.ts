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
  }
}

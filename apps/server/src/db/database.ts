import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresAdapter, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './schema.ts';
import type { ReadReplica } from './read-replica.ts';
import { createPostgresKysely } from './reconnecting-postgres.ts';

export type Dialect = 'sqlite' | 'postgres';
export type DB = Kysely<Database>;

/** Called with the payload of each notification on a channel. */
export type NotificationListener = (payload: string) => void;

/** The connections of a PostgreSQL pool (the metrics read them). */
export interface PoolUse {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  close(): Promise<void>;
  /** SQLite only: the URL of the file it is on (absent in memory), for another connection to it. */
  sqliteFileUrl?: string;
  /** PostgreSQL with DATABASE_READ_URL: the replica reads may go to (read-replica.ts). */
  replica?: ReadReplica;
  /** PostgreSQL only: the pool's connections now (SQLite has one connection, no pool). */
  poolUse?(): PoolUse;
  /**
   * PostgreSQL only: listens on a channel (`LISTEN`) over a connection of its own, outside the
   * pool; answers a function that stops listening.
   */
  listen?(
    channel: string,
    onNotification: NotificationListener,
    onError: (error: Error) => void,
  ): Promise<() => Promise<void>>;
}

// COUNT(*) and BIGINT come back from pg as strings; every count we keep fits a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

export function dialectOf(url: string): Dialect {
  return url.startsWith('postgres://') || url.startsWith('postgresql://') ? 'postgres' : 'sqlite';
}

export interface DatabaseOptions {
  /** PostgreSQL schema to use as the search path (tests use one schema per test file). */
  schema?: string;
  /** Largest number of pooled PostgreSQL connections. */
  poolSize?: number;
  /** Told when an idle pooled connection breaks (it is replaced on the next query). */
  onConnectionError?: (error: Error) => void;
  /** Told when work whose connection broke runs again on a new connection. */
  onRetry?: (error: Error) => void;
  /** Told of every statement sent, `begin` and `commit` included (tests count them). */
  onStatement?: (sql: string) => void;
  /**
   * PostgreSQL only: a streaming replica of the same database (DATABASE_READ_URL) for the reads
   * that may go there (read-replica.ts).
   */
  readUrl?: string | null;
}

/** Opens the database named by a URL: `sqlite:<file>` / `sqlite::memory:` or `postgres://…`. */
export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (dialectOf(url) === 'postgres') {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    // A pooled connection the server ends (a restart, pg_terminate_backend, a network cut) is
    // reported here and dropped by the pool, which opens a new one for the next query: the
    // server recovers by itself. Without a listener the event would stop the process.
    pool.on('error', (error) => options.onConnectionError?.(error));
    // The same for a connection in use when it breaks: its work runs once more on a new
    // connection when that is safe, else answers 503 SERVER_BUSY (reconnecting-postgres.ts);
    // the pool closes the broken connection on release.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onConnectionError?.(error));
    });
    let replica: ReadReplica | undefined;
    let replicaPool: pg.Pool | undefined;
    if (options.readUrl) {
      replicaPool = new pg.Pool({
        connectionString: options.readUrl,
        max: options.poolSize ?? 10,
        // A replica that does not answer is given up quickly: the primary answers instead.
        connectionTimeoutMillis: 2_000,
        options: options.schema ? `-c search_path=${options.schema}` : undefined,
      });
      replicaPool.on('error', (error) => options.onConnectionError?.(error));
      replicaPool.on('connect', (client) => {
        client.on('error', (error) => options.onConnectionError?.(error));
      });
    }
    const db = createPostgresKysely(
      pool,
      options.onRetry,
      options.onStatement,
      replicaPool && { pool: replicaPool, made: (made) => (replica = made) },
    );
    const listen: DatabaseHandle['listen'] = async (channel, onNotification, onError) => {
      const client = new pg.Client({
        connectionString: url,
        options: options.schema ? `-c search_path=${options.schema}` : undefined,
      });
      client.on('notification', (message) => {
        if (message.channel === channel) onNotification(message.payload ?? '');
      });
      client.on('error', onError);
      await client.connect();
      await client.query(`listen "${channel.replace(/"/g, '""')}"`);
      return async () => {
        client.removeListener('error', onError);
        client.on('error', () => undefined);
        await client.end();
      };
    };
    const poolUse = (): PoolUse => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    });
    const close = async () => {
      await replica?.close();
      await db.destroy();
    };
    return { db, dialect: 'postgres', close, listen, poolUse, replica };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: withStatementCache(sqlite, STATEMENT_CACHE_SIZE, options.onStatement),
    }),
  });
  return {
    db,
    dialect: 'sqlite',
    close: () => db.destroy(),
    sqliteFileUrl: file === ':memory:' ? undefined : url,
  };
}

/** How many prepared statements an SQLite connection keeps (one per query shape in use). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares the SQL of every query it runs, and on SQLite preparing costs as much as
 * running a one-row lookup. Queries repeat the same SQL with other parameters, so each prepared
 * statement is kept by its SQL (the oldest dropped past `size`). Kysely reads with `all` and
 * writes with `run`, which finish before they return, so one statement never runs twice at once.
 */
export function withStatementCache(
  sqlite: SQLite.Database,
  size = STATEMENT_CACHE_SIZE,
  onStatement?: (sql: string) => void,
): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      // Kysely prepares each statement it runs (begin and commit too) just before running it.
      onStatement?.(sql);
      let statement = statements.get(sql);
      if (statement) return statement;
      statement = sqlite.prepare(sql);
      if (statements.size >= size) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** Inside a migration: which dialect is this? */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

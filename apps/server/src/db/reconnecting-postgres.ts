import type pg from 'pg';
import {
  DefaultQueryExecutor,
  Kysely,
  type CompiledQuery,
  type ConnectionProvider,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { AppError } from '../platform/app-error.ts';
import type { Database } from './schema.ts';
import { keptPlanName } from './kept-plan.ts';
import { ReadReplica, RoutingExecutor } from './read-replica.ts';
import { ScopedPostgresDialect } from './scoped-postgres-dialect.ts';

/** Seconds a client is asked to wait when its request met a broken database connection. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * The database could not answer: its connection broke where running the work again could do a
 * write twice (a write outside a transaction, a commit), or broke again on the retry, or no
 * connection could be opened. Answers 503 SERVER_BUSY with Retry-After; `cause` is the break.
 */
export class DatabaseUnavailableError extends AppError {
  constructor(cause: unknown) {
    super('SERVER_BUSY', [DATABASE_RETRY_AFTER_SECONDS]);
    this.cause = cause;
  }
}

/** SQLSTATEs of a connection the server ended (57P0x) or that failed (class 08). */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const LOST_SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTCONN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Did this error come from a connection that broke (rather than from the statement itself)? */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code) || /^08/.test(code)) return true;
  }
  if (error instanceof AggregateError && error.errors.some(isConnectionLost)) return true;
  // What `pg` says of a socket that closed under a query or before it.
  return /Connection terminated|not queryable/i.test(error.message);
}

/**
 * Whether a statement only reads, so that running it twice does no harm: a SELECT whose WITH
 * parts are SELECTs too, or raw SQL that begins with SELECT or WITH (the search page's statement)
 * and names nothing that writes.
 */
export function isRead(query: CompiledQuery): boolean {
  const node = query.query;
  if (node.kind === 'SelectQueryNode') {
    return (node.with?.expressions ?? []).every((cte) => cte.expression.kind === 'SelectQueryNode');
  }
  if (node.kind === 'RawNode') {
    return (
      /^\s*(select|with)\b/i.test(query.sql) &&
      !/\b(insert|update|delete|merge|nextval|setval|pg_notify|set_config)\b/i.test(query.sql)
    );
  }
  return false;
}

/** `pg` refuses a statement on a connection it knows is broken before sending it. */
function wasNotSent(error: unknown): boolean {
  return error instanceof Error && /not queryable/i.test(error.message);
}

const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** One pooled connection lent for one piece of work, and what that work did on it so far. */
class PooledConnection implements DatabaseConnection {
  inTransaction = false;
  /** A write was sent inside the open transaction (its commit could then write twice). */
  wroteInTransaction = false;
  /** A statement that may have taken effect was sent: a write outside a transaction, a commit. */
  mayHaveWritten = false;
  /** Why the connection broke, once it did. */
  lost: Error | null = null;

  constructor(
    readonly client: pg.PoolClient,
    private readonly onStatement?: (sql: string) => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const before = { wrote: this.wroteInTransaction, may: this.mayHaveWritten };
    if (!isRead(query)) {
      if (this.inTransaction) this.wroteInTransaction = true;
      else this.mayHaveWritten = true;
    }
    try {
      return await this.run<R>(query.sql, query.parameters);
    } catch (error) {
      if (wasNotSent(error)) {
        this.wroteInTransaction = before.wrote;
        this.mayHaveWritten = before.may;
      }
      throw error;
    }
  }

  async run<R>(text: string, parameters: readonly unknown[] = []): Promise<QueryResult<R>> {
    this.onStatement?.(text);
    try {
      const name = keptPlanName(text);
      const values = [...parameters];
      const result = await (name
        ? this.client.query({ name, text, values })
        : this.client.query(text, values));
      return {
        numAffectedRows: COUNTED_COMMANDS.has(result.command)
          ? BigInt(result.rowCount ?? 0)
          : undefined,
        rows: (result.rows ?? []) as R[],
      };
    } catch (error) {
      if (isConnectionLost(error)) this.lost ??= error as Error;
      throw error;
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries is not supported');
  }
}

/** Kysely's PostgreSQL driver over a `pg` pool, keeping count of what each connection did. */
class PooledDriver implements Driver {
  private ended = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onStatement?: (sql: string) => void,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<PooledConnection> {
    return new PooledConnection(await this.pool.connect(), this.onStatement);
  }

  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const connection = c as PooledConnection;
    let text = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      text = 'start transaction';
      if (settings.isolationLevel) text += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) text += ` ${settings.accessMode}`;
    }
    await connection.run(text);
    connection.inTransaction = true;
    connection.wroteInTransaction = false;
  }

  async commitTransaction(c: DatabaseConnection): Promise<void> {
    const connection = c as PooledConnection;
    // Once a commit of writes is sent, whether they were stored is unknown until it answers.
    try {
      await connection.run('commit');
    } catch (error) {
      if (connection.wroteInTransaction && !wasNotSent(error)) connection.mayHaveWritten = true;
      throw error;
    }
    connection.inTransaction = false;
  }

  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    const connection = c as PooledConnection;
    connection.inTransaction = false;
    // A broken connection's transaction was rolled back by the server as its session ended.
    if (!connection.lost) await connection.run('rollback');
  }

  async releaseConnection(c: DatabaseConnection): Promise<void> {
    const connection = c as PooledConnection;
    // Given the error, the pool closes a broken connection instead of lending it again.
    connection.client.release(connection.lost ?? undefined);
  }

  async destroy(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await this.pool.end();
  }
}

/**
 * Lends connections to Kysely's queries and transactions. When the connection breaks under the
 * work (pg_terminate_backend, a server restart, a network cut), the work runs once more on a
 * new connection if that is safe: it only read, or it wrote inside a transaction whose commit was
 * not sent (the server rolled it back). Otherwise, or when the retry breaks too, it throws
 * DatabaseUnavailableError (503 SERVER_BUSY, Retry-After) instead of the driver's error (500).
 */
class RetryingConnectionProvider implements ConnectionProvider {
  constructor(
    private readonly driver: PooledDriver,
    private readonly pool: pg.Pool,
    private readonly onRetry?: (error: Error) => void,
  ) {}

  async provideConnection<T>(consumer: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
    let first: PooledConnection;
    try {
      first = await this.driver.acquireConnection();
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      return this.retry(consumer, error as Error);
    }
    let lost: Error;
    try {
      return await consumer(first);
    } catch (error) {
      if (!first.lost) throw error;
      if (first.mayHaveWritten) throw new DatabaseUnavailableError(first.lost);
      lost = first.lost;
    } finally {
      await this.driver.releaseConnection(first);
    }
    return this.retry(consumer, lost);
  }

  private async retry<T>(
    consumer: (connection: DatabaseConnection) => Promise<T>,
    lost: Error,
  ): Promise<T> {
    this.onRetry?.(lost);
    const second = await this.liveConnection();
    try {
      return await consumer(second);
    } catch (error) {
      if (second.lost) throw new DatabaseUnavailableError(second.lost);
      throw error;
    } finally {
      await this.driver.releaseConnection(second);
    }
  }

  /**
   * A connection that answers. The server that ended one connection often ended the idle ones
   * beside it, and the pool may not have heard of it yet: each is tried and, when broken, closed.
   */
  private async liveConnection(): Promise<PooledConnection> {
    const tries = (this.pool.options.max ?? 10) + 1;
    for (let i = 0; ; i += 1) {
      let connection: PooledConnection;
      try {
        connection = await this.driver.acquireConnection();
      } catch (error) {
        throw isConnectionLost(error) ? new DatabaseUnavailableError(error) : error;
      }
      try {
        await connection.run('select 1');
        return connection;
      } catch (error) {
        await this.driver.releaseConnection(connection);
        if (!connection.lost || i + 1 >= tries) throw new DatabaseUnavailableError(error);
      }
    }
  }
}

/** The replica's pool beside the primary's, and where its router is told to (read-replica.ts). */
export interface ReplicaPool {
  pool: pg.Pool;
  /** Given the router once it is made. */
  made: (replica: ReadReplica) => void;
}

/**
 * Kysely over a `pg` pool whose work survives a broken connection where that is safe (above);
 * with a replica's pool, reads allowed there go to it (read-replica.ts).
 */
export function createPostgresKysely(
  pool: pg.Pool,
  onRetry?: (error: Error) => void,
  onStatement?: (sql: string) => void,
  replicaPool?: ReplicaPool,
): Kysely<Database> {
  const dialect = new ScopedPostgresDialect({ pool });
  const driver = new PooledDriver(pool, onStatement);
  const compiler = dialect.createQueryCompiler();
  const adapter = dialect.createAdapter();
  const provider = new RetryingConnectionProvider(driver, pool, onRetry);
  let replica: ReadReplica | null = null;
  let replicaProvider: ConnectionProvider | null = null;
  const executor = new RoutingExecutor({
    compiler,
    adapter,
    provider,
    replica: () => replica,
    replicaProvider: () => replicaProvider,
    isRead,
  });
  const db = new Kysely<Database>({ config: { dialect }, dialect, driver, executor });
  if (replicaPool) {
    const replicaDriver = new PooledDriver(replicaPool.pool, onStatement);
    replicaProvider = new RetryingConnectionProvider(replicaDriver, replicaPool.pool);
    const replicaDb = new Kysely<Database>({
      config: { dialect },
      dialect,
      driver: replicaDriver,
      executor: new DefaultQueryExecutor(compiler, adapter, replicaProvider, []),
    });
    replica = new ReadReplica(replicaPool.pool, () => db, replicaDb);
    replicaPool.made(replica);
  }
  return db;
}

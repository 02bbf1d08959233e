import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import {
  DefaultQueryExecutor,
  sql,
  type CompiledQuery,
  type ConnectionProvider,
  type Kysely,
  type KyselyPlugin,
  type QueryCompiler,
  type QueryResult,
  type DialectAdapter,
} from 'kysely';
import type { Database } from './schema.ts';

/** After a replica's connection failed, how long reads stay on the primary before trying it. */
export const REPLICA_RETRY_MS = 5_000;
/** Reads of the replica's replay position while it is behind: at most one per this many ms. */
export const REPLICA_POSITION_MS = 20;

/** Where a request's reads may go: the replica, or the primary only (the default). */
const readScope = new AsyncLocalStorage<boolean>();

/**
 * Marks what runs from here on in this request (its hooks, handler and what they call) as
 * allowed to read from the replica, or not. Called for every request, so a value never carries
 * over from an earlier request on the same connection.
 */
export function allowReplicaReads(allowed: boolean): void {
  readScope.enterWith(allowed);
}

/** Runs `work` with replica reads allowed (tests and server-side callers outside a request). */
export function withReplicaReads<T>(work: () => T): T {
  return readScope.run(true, work);
}

/** How many statements went where, since start (the metrics read them). */
export interface ReplicaUse {
  replica: number;
  primary: number;
  fallbacks: number;
}

/** A WAL position as a number; a server replaying nothing (null: not a standby) is current. */
function lsnOf(text: string | null | undefined): bigint {
  if (text === null) return 1n << 64n;
  if (!text) return -1n;
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * A PostgreSQL streaming replica beside the primary (DATABASE_READ_URL). A statement goes to it
 * only when all of these hold: it reads (`isRead`) outside a transaction, it runs in a request
 * allowed replica reads (a public GET, not pinned to the primary: app.ts), the replica answered
 * its last connection (else REPLICA_RETRY_MS on the primary), and the replica has replayed every
 * change the change feed told this instance of (`changed()`): a cache refilled after a change is
 * never filled from a replica that has not seen it. Otherwise, and when the replica fails, the
 * statement runs on the primary.
 */
export class ReadReplica {
  private downUntil = 0;
  /** The primary's WAL position after the last change heard of; the replica must reach it. */
  private required = -1n;
  private replayed = -1n;
  private requiring: Promise<void> | null = null;
  private changedAgain = false;
  private positionReadAt = 0;
  private readingPosition: Promise<void> | null = null;
  readonly use: ReplicaUse = { replica: 0, primary: 0, fallbacks: 0 };

  constructor(
    private readonly pool: pg.Pool,
    private readonly primary: () => Kysely<Database>,
    private readonly replica: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A change was heard of (a bump here, a notification or a poll): reads wait for the replica. */
  changed(): void {
    if (this.requiring) {
      this.changedAgain = true;
      return;
    }
    // Read on the primary whatever the request that heard of the change may read from.
    this.requiring = readScope
      .run(false, async () => {
        do {
          this.changedAgain = false;
          const result = await sql<{
            lsn: string;
          }>`select pg_current_wal_lsn()::text as lsn`.execute(this.primary());
          const lsn = lsnOf(result.rows[0]?.lsn);
          if (lsn > this.required) this.required = lsn;
        } while (this.changedAgain);
      })
      .catch(() => undefined)
      .finally(() => {
        this.requiring = null;
      });
  }

  /** Whether this statement may go to the replica now (see the class). */
  usable(): boolean {
    if (readScope.getStore() !== true) return false;
    if (this.requiring || this.now() < this.downUntil) return false;
    if (this.replayed >= this.required) return true;
    this.readPosition();
    return false;
  }

  private readPosition(): void {
    if (this.readingPosition || this.now() - this.positionReadAt < REPLICA_POSITION_MS) return;
    this.positionReadAt = this.now();
    this.readingPosition = sql<{ lsn: string | null }>`select pg_last_wal_replay_lsn()::text as lsn`
      .execute(this.replica)
      .then((result) => {
        const lsn = lsnOf(result.rows[0]?.lsn);
        if (lsn > this.replayed) this.replayed = lsn;
      })
      .catch(() => this.failed())
      .finally(() => {
        this.readingPosition = null;
      });
  }

  /** The replica's connection failed: the primary answers for REPLICA_RETRY_MS. */
  failed(): void {
    this.downUntil = this.now() + REPLICA_RETRY_MS;
    this.use.fallbacks += 1;
  }

  async close(): Promise<void> {
    await this.replica.destroy();
  }

  /** The replica's pool (the metrics read its connections). */
  get replicaPool(): pg.Pool {
    return this.pool;
  }
}

/**
 * The primary's query executor, sending the statements ReadReplica.usable() allows to the
 * replica's. Transactions take a connection of the primary (withConnectionProvider: a plain
 * executor), so every statement in one runs there.
 */
export class RoutingExecutor extends DefaultQueryExecutor {
  constructor(
    private readonly parts: {
      compiler: QueryCompiler;
      adapter: DialectAdapter;
      provider: ConnectionProvider;
      replica: () => ReadReplica | null;
      replicaProvider: () => ConnectionProvider | null;
      isRead: (query: CompiledQuery) => boolean;
    },
    plugins: KyselyPlugin[] = [],
  ) {
    super(parts.compiler, parts.adapter, parts.provider, plugins);
  }

  override async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const replica = this.parts.replica();
    const provider = this.parts.replicaProvider();
    if (replica && provider && this.parts.isRead(query) && replica.usable()) {
      try {
        const result = await new DefaultQueryExecutor(
          this.parts.compiler,
          this.parts.adapter,
          provider,
          [...this.plugins],
        ).executeQuery<R>(query);
        replica.use.replica += 1;
        return result;
      } catch {
        // A read runs again on the primary: safe, and the service answers without the replica.
        replica.failed();
      }
    }
    if (replica) replica.use.primary += 1;
    return super.executeQuery<R>(query);
  }

  override withPlugins(plugins: ReadonlyArray<KyselyPlugin>): RoutingExecutor {
    return new RoutingExecutor(this.parts, [...this.plugins, ...plugins]);
  }

  override withPlugin(plugin: KyselyPlugin): RoutingExecutor {
    return new RoutingExecutor(this.parts, [...this.plugins, plugin]);
  }

  override withPluginAtFront(plugin: KyselyPlugin): RoutingExecutor {
    return new RoutingExecutor(this.parts, [plugin, ...this.plugins]);
  }

  override withoutPlugins(): RoutingExecutor {
    return new RoutingExecutor(this.parts, []);
  }
}

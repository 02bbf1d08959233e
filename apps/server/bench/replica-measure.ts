import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/**
 * What one PostgreSQL cluster of the replica bench (bench/replica.ts) has done so far: its CPU
 * time and the statements it ran. Two readings subtract into the work of a pass.
 */
export interface ClusterReading {
  /** User + system CPU of the postmaster and every process of it (µs). */
  cpuMicros: number;
  /** Statements executed in the `vaga` database (pg_stat_statements `calls`). */
  statements: number;
  /** Rows they returned or changed (pg_stat_statements `rows`). */
  rows: number;
  /** Their execution time (pg_stat_statements `total_exec_time`, ms). */
  execMs: number;
}

/** Linux's USER_HZ, the unit of `/proc/<pid>/stat` times, on every common architecture. */
const TICKS_PER_SECOND = 100;

/** The fields of `/proc/<pid>/stat` after the command name (which may hold spaces). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU time (µs) of a cluster: its postmaster's own and its reaped children's (cutime, cstime: a
 * backend that has exited), plus each live child's (a backend, the WAL sender or receiver, the
 * startup process replaying WAL, the checkpointer …). Linux only.
 */
export function clusterCpuMicros(dataDir: string): number {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const own = statFields(postmaster);
  if (!own) throw new Error(`no postmaster ${postmaster} for ${dataDir}`);
  // utime, stime, cutime, cstime are the 12th to 15th fields after the name; ppid the 2nd.
  let ticks = own.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === postmaster)
      ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1e6) / TICKS_PER_SECOND;
}

/**
 * Reads a cluster's figures through `client` (connected to its `vaga` database; the bench's own
 * statements, which name the statistics view, are left out). pg_stat_statements counts a
 * statement when it ends, so a reading taken when the load is over holds all of it.
 */
export async function readCluster(dataDir: string, client: pg.Client): Promise<ClusterReading> {
  const { rows } = await client.query<{ calls: string; rows: string; ms: number }>(
    `select coalesce(sum(calls), 0) as calls, coalesce(sum(rows), 0) as rows,
            coalesce(sum(total_exec_time), 0)::float8 as ms
       from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database())
        and query not like '%pg_stat_statements%'`,
  );
  return {
    cpuMicros: clusterCpuMicros(dataDir),
    statements: Number(rows[0]!.calls),
    rows: Number(rows[0]!.rows),
    execMs: rows[0]!.ms,
  };
}

/** What a cluster did between two readings. */
export function since(before: ClusterReading, after: ClusterReading): ClusterReading {
  return {
    cpuMicros: after.cpuMicros - before.cpuMicros,
    statements: after.statements - before.statements,
    rows: after.rows - before.rows,
    execMs: after.execMs - before.execMs,
  };
}

/** The sum of two cluster's works (rounds of a pass). */
export function plus(a: ClusterReading, b: ClusterReading): ClusterReading {
  return {
    cpuMicros: a.cpuMicros + b.cpuMicros,
    statements: a.statements + b.statements,
    rows: a.rows + b.rows,
    execMs: a.execMs + b.execMs,
  };
}

/** No work (the sum of no rounds). */
export const NOTHING: ClusterReading = { cpuMicros: 0, statements: 0, rows: 0, execMs: 0 };

/** Waits until the replica has replayed everything the primary has written so far. */
export async function replicaCaughtUp(primary: pg.Client, replica: pg.Client): Promise<void> {
  const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  const target = rows[0]!.lsn;
  for (let i = 0; i < 1200; i++) {
    const replayed = await replica.query<{ behind: boolean }>(
      'select pg_last_wal_replay_lsn() < $1::pg_lsn as behind',
      [target],
    );
    if (!replayed.rows[0]!.behind) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the replica did not catch up within 2 minutes');
}

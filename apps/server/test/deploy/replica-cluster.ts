import { spawnSync } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../s3-server.ts';
import { until } from './cluster.ts';

/** Debian's PostgreSQL binaries (initdb, pg_ctl, pg_basebackup). */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** initdb refuses root: the clusters are made and run as this user. */
const PG_USER = 'postgres';

/**
 * A primary PostgreSQL cluster and a streaming replica of it, both of their own (made with
 * initdb and pg_basebackup in a temp dir, on free ports, run as the postgres user), for the
 * deployment test of DATABASE_READ_URL.
 */
export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** A client on the primary's `vaga` database. */
  primary: pg.Client;
  /** The clusters' data directories (`postmaster.pid` there names each one's postmaster). */
  primaryDir: string;
  replicaDir: string;
  /** Stops the replica (fast shutdown). */
  stopReplica(): Promise<void>;
  /** Stops both and removes their files. */
  close(): Promise<void>;
}

function run(command: string, args: string[]): string {
  const result = spawnSync('runuser', ['-u', PG_USER, '--', path.join(PG_BIN, command), ...args], {
    encoding: 'utf8',
    cwd: '/tmp',
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/** What a pair is made with: `settings`, extra `name=value` server settings for both clusters. */
export interface ReplicaPairOptions {
  settings?: string[];
}

function start(dir: string, port: number, socket: string, settings: string[] = []): void {
  const extra = settings.map((setting) => ` -c ${setting}`).join('');
  run('pg_ctl', [
    '-D',
    dir,
    '-l',
    `${dir}.log`,
    '-w',
    '-o',
    `-p ${port} -k ${socket} -c listen_addresses=127.0.0.1 -c fsync=off${extra}`,
    'start',
  ]);
}

function stop(dir: string): void {
  try {
    run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
  } catch {
    // Already stopped.
  }
}

export async function startReplicaPair(options: ReplicaPairOptions = {}): Promise<ReplicaPair> {
  const work = await mkdtemp(path.join(tmpdir(), 'vaga-replica-'));
  await chmod(work, 0o755);
  const { uid, gid } = pgIds();
  await chown(work, uid, gid);
  const primaryDir = path.join(work, 'primary');
  const replicaDir = path.join(work, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  run('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  start(primaryDir, primaryPort, work, options.settings);
  const replicaOf = `host=127.0.0.1 port=${primaryPort} user=postgres`;
  run('pg_basebackup', ['-d', replicaOf, '-D', replicaDir, '-R', '-X', 'stream', '--no-sync']);
  start(replicaDir, replicaPort, work, options.settings);
  const urlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/vaga`;
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
  });
  await admin.connect();
  await admin.query('create database vaga');
  await admin.end();
  // The replica has the database once it has replayed its creation.
  await until('the replica streaming', async () => {
    const client = new pg.Client({ connectionString: urlOf(replicaPort) });
    await client.connect();
    const { rows } = await client.query<{ standby: boolean }>(
      'select pg_is_in_recovery() as standby',
    );
    await client.end();
    return rows[0]?.standby ? true : null;
  });
  const primary = new pg.Client({ connectionString: urlOf(primaryPort) });
  await primary.connect();
  let closed = false;
  return {
    primaryUrl: urlOf(primaryPort),
    replicaUrl: urlOf(replicaPort),
    primary,
    primaryDir,
    replicaDir,
    async stopReplica() {
      stop(replicaDir);
    },
    async close() {
      if (closed) return;
      closed = true;
      await primary.end().catch(() => {});
      stop(replicaDir);
      stop(primaryDir);
      await rm(work, { recursive: true, force: true });
    },
  };
}

function pgIds(): { uid: number; gid: number } {
  const result = spawnSync('id', ['-u', PG_USER], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', PG_USER], { encoding: 'utf8' });
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) };
}

/** A sample of a gauge of an instance's /metrics (0 when absent). */
export async function metric(metricsUrl: string, name: string, labels: string): Promise<number> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

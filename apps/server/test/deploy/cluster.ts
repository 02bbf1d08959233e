import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PATHS } from '@vaga/contract';
import type { TestS3 } from '../s3-server.ts';
import { SERVER_NODE_ARGS } from '../../src/node-flags.ts';

/**
 * The pieces of the deployment of deploy/ on this machine, shared by the deployment test
 * (`npm run test:deploy`) and the registration rush (`npm run bench -- --rush`): a PostgreSQL
 * database of its own, compiled server instances (`dist/server.js`, NODE_ENV=production) and
 * Debian's nginx in front with deploy/nginx.conf (only its upstream addresses, port and file
 * paths replaced). The instances need `npm run build -w @vaga/server` first.
 */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_DIR = path.resolve(SERVER_DIR, '../..');
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** The PostgreSQL server the deployment's database is made on (its database is only a door). */
export const ADMIN_URL =
  process.env.DEPLOY_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export interface Instance {
  port: number;
  child: ChildProcess;
  url: string;
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Polls `probe` every 50 ms until it answers a value (null, undefined or a throw: not yet). */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A database of its own on the server of ADMIN_URL, dropped by `drop()`. */
export interface DeployDatabase {
  name: string;
  url: string;
  /** A client on the database itself. */
  db: pg.Client;
  drop(): Promise<void>;
}

export async function createDeployDatabase(prefix: string): Promise<DeployDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  return {
    name,
    url: url.href,
    db,
    async drop() {
      await db.end().catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The environment of every instance: production on the shared database, files in the S3
 * bucket (STORAGE_DIR is never created: an instance writing a file locally would make it).
 */
export function instanceEnv(
  databaseUrl: string,
  s3: TestS3,
  localDir: string,
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DEMO: '1',
    SEED: 'none',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ...s3.env('deploy'),
    STORAGE_DIR: localDir,
    TICKET_SECRET: randomBytes(24).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    SCHEDULER_POLL_MS: '100',
    ...extra,
  };
}

/** Starts a compiled instance on `port` and waits until its /readyz answers. */
export async function startInstance(env: NodeJS.ProcessEnv, port: number): Promise<Instance> {
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: SERVER_DIR,
    // Production needs PUBLIC_URL: by default the instance's own address.
    env: { PUBLIC_URL: `http://localhost:${port}`, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await until(`instance on ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited`);
    const res = await fetch(`${url}${PATHS.readyz}`);
    return res.ok ? true : null;
  });
  return { port, child, url };
}

/** deploy/nginx.conf with these instances, port and `work` for pid, logs and temp files. */
export async function nginxConfig(
  instances: Instance[],
  port: number,
  work: string,
): Promise<string> {
  let conf = await readFile(path.join(REPO_DIR, 'deploy', 'nginx.conf'), 'utf8');
  const upstream = /# deploy-test: upstream servers\n([\s\S]*?)# deploy-test: end/;
  const servers = upstream.exec(conf)![1];
  const template = servers.split('\n')[0];
  const ours = instances
    .map((i) => template.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${i.port}`))
    .join('\n');
  conf = conf.replace(servers, `${ours}\n    `);
  conf = conf.replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  conf = conf.replace(/^pid .*;$/m, `pid ${work}/nginx.pid;`);
  conf = conf.replace(/^error_log .*;$/m, `error_log ${work}/error.log warn;`);
  conf = conf.replace(/access_log \S+ vaga;/, `access_log ${work}/access.log vaga;`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${work}/${kind};`)
    .join('\n');
  conf = conf.replace(/^http \{$/m, `http {\n${temp}`);
  for (const instance of instances) {
    if (!conf.includes(`127.0.0.1:${instance.port} max_fails=`))
      throw new Error(`nginx.conf: no upstream server for ${instance.port}`);
  }
  return conf;
}

export interface Proxy {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Debian's nginx on `port` in front of `instances`, checked (`nginx -t`) and answering. */
export async function startNginx(
  instances: Instance[],
  port: number,
  work: string,
): Promise<Proxy> {
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(work, kind), { recursive: true });
  }
  await writeFile(path.join(work, 'nginx.conf'), await nginxConfig(instances, port, work));
  const args = ['-p', work, '-c', path.join(work, 'nginx.conf')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await until('nginx', async () => ((await fetch(`${url}${PATHS.readyz}`)).ok ? true : null));
  return {
    url,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

import type { ComputeLimits } from './platform/compute-gate.ts';
import type { S3StoreConfig } from './platform/s3-objects.ts';
import { EnvSchema, PUSH_SERVICE_HOSTS_DEFAULT, type Env } from './config-env.ts';

/** The server's configuration, read from the environment (config-env.ts) by loadConfig. */
export interface AppConfig {
  port: number;
  host: string;
  /** The port of `/metrics` (Prometheus), on `host`; null: no metrics (platform/metrics.ts). */
  metricsPort: number | null;
  databaseUrl: string;
  /** A streaming replica for public reads (PostgreSQL only), or null. */
  databaseReadUrl: string | null;
  /** The local folder of files (the store when `s3` is null; the source of `files:migrate`). */
  storageDir: string;
  /** Object storage (STORAGE_URL=s3://…); null: files in `storageDir`. */
  s3: S3StoreConfig | null;
  /**
   * The address users reach the app at: every absolute address the server writes (login
   * redirects, links in messages, canonical links, robots.txt, the sitemaps) starts with it,
   * never with a request's Host header.
   */
  publicUrl: string;
  /** The origin of `publicUrl` (robots.txt, the sitemaps). */
  publicOrigin: string;
  /** The single-account issuer; null runs the embedded demo login (modules/auth). */
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** NODE_ENV=production. */
  production: boolean;
  seed: 'demo' | 'none';
  logLevel: Env['LOG_LEVEL'];
  /** The request lines at `info` (platform/logger.ts AccessLogController). */
  accessLog: { every: number; slowMs: number };
  /** Folder of the built web app to serve at `/`; null serves no web app. */
  webDist: string | null;
  /**
   * PSEUDO_LANGUAGES=1: the test languages (en-XA) are answered in when asked for by their exact
   * tag (the browser tests' servers); never offered. Unset or off everywhere else.
   */
  pseudoLanguages?: boolean;
  /** Resume age (months since its last update) that asks for an update (1) and forces one (2). */
  profileUpdateMonths: { soft: number; forced: number };
  /**
   * Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDRs); empty
   * trusts none, so a client cannot pick the address its rate limit is counted under.
   */
  trustProxy: string[];
  /** The job-seeking registration: days an approved one stays valid; whether the update hint shows. */
  jobSeek: { validityDays: number; updateTip: boolean };
  /** Years kept records stay after they close (DATA_RETENTION_YEARS). */
  dataRetentionYears: number;
  /** How often due jobs are looked for (ms); 0 runs them only when asked (tests). */
  schedulerPollMs: number;
  /** How often cache versions are read (ms); 0 reads them only when asked (tests). */
  changeFeedPollMs: number;
  /** How often vacancy page views are stored (ms); 0 stores them when asked and at stop (tests). */
  viewFlushMs: number;
  /** The event tickets' signing key; null: the one generated and kept in the database. */
  ticketSecret: string | null;
  /** Caps on uncached list and search pages (platform/compute-gate.ts). */
  searchLimits: ComputeLimits;
  /**
   * E-mail: through `SMTP_URL`; without it the demo keeps mails in its mailbox, and production
   * (`NODE_ENV=production` without `DEMO=1`) sends none.
   */
  mail: { mode: 'smtp' | 'demo' | 'off'; smtpUrl: string | null; from: string };
  /** The SMS gateway; null logs the messages instead. */
  smsGatewayUrl: string | null;
  /**
   * Web Push: the configured VAPID key pair (null: the one generated and kept in the database),
   * and the hosts a subscription's endpoint may name (SSRF guard: the server posts to it).
   */
  push: { vapid: { publicKey: string; privateKey: string } | null; serviceHosts: string[] };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new Error(
      'Invalid configuration: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together',
    );
  }
  if (e.DATABASE_READ_URL && e.DATABASE_URL.startsWith('sqlite:')) {
    throw new Error('Invalid configuration: DATABASE_READ_URL needs a PostgreSQL DATABASE_URL');
  }
  const demo = e.DEMO === '1';
  if (demo && e.OIDC_ISSUER) {
    throw new Error(
      'Invalid configuration: DEMO=1 runs the embedded demo login, which OIDC_ISSUER replaces: set one of them',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    );
  }
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT ?? null,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL ?? null,
    storageDir: e.STORAGE_DIR,
    s3: e.STORAGE_URL ? s3Config(e) : null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicOrigin: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    oidc: e.OIDC_ISSUER
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET! }
      : null,
    production,
    seed: e.SEED ?? (production && !demo ? 'none' : 'demo'),
    logLevel: e.LOG_LEVEL,
    accessLog: { every: e.ACCESS_LOG_EVERY, slowMs: e.SLOW_REQUEST_MS },
    webDist: e.WEB_DIST ?? null,
    pseudoLanguages: e.PSEUDO_LANGUAGES === '1',
    trustProxy: (e.TRUST_PROXY ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    jobSeek: { validityDays: e.JOBSEEK_VALIDITY_DAYS, updateTip: e.JOBSEEK_UPDATE_TIP === '1' },
    dataRetentionYears: e.DATA_RETENTION_YEARS,
    schedulerPollMs: e.SCHEDULER_POLL_MS,
    changeFeedPollMs: e.CHANGE_FEED_POLL_MS,
    viewFlushMs: e.VIEW_FLUSH_MS,
    ticketSecret: e.TICKET_SECRET ?? null,
    searchLimits: {
      total: e.SEARCH_MAX_IN_FLIGHT,
      perClient: e.SEARCH_MAX_PER_CLIENT,
      turnBudgetMs: e.SEARCH_TURN_BUDGET_MS,
    },
    mail: {
      mode: e.SMTP_URL
        ? 'smtp'
        : env.NODE_ENV === 'production' && env.DEMO !== '1'
          ? 'off'
          : 'demo',
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
    },
    smsGatewayUrl: e.SMS_GATEWAY_URL ?? null,
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      serviceHosts: e.PUSH_SERVICE_HOSTS
        ? e.PUSH_SERVICE_HOSTS.split(',')
            .map((host) => host.trim().toLowerCase())
            .filter(Boolean)
        : [...PUSH_SERVICE_HOSTS_DEFAULT],
    },
    profileUpdateMonths: {
      soft: e.PROFILE_SOFT_UPDATE_MONTHS,
      forced: Math.max(e.PROFILE_FORCED_UPDATE_MONTHS, e.PROFILE_SOFT_UPDATE_MONTHS),
    },
  };
}

function s3Config(e: Env): S3StoreConfig {
  const url = new URL(e.STORAGE_URL!);
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return {
    bucket: url.hostname,
    prefix: path ? `${path}/` : '',
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === '1' : Boolean(e.S3_ENDPOINT),
  };
}

/**
 * The configuration of a server about to start. In production the embedded demo login (anyone
 * can log in as any demo account, staff included, with the password `demo`) runs only when asked
 * for by DEMO=1; without it and without OIDC_ISSUER the server refuses to start, saying why. In
 * production PUBLIC_URL must be set: `http://localhost:PORT` is no address users reach.
 */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const config = loadConfig(env);
  if (config.production && !config.oidc && env.DEMO !== '1') {
    throw new Error(
      [
        'Refusing to start: NODE_ENV=production without OIDC_ISSUER would run the embedded demo',
        'login, where anyone can log in as any demo account (staff included) with the password "demo".',
        'Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for the real login,',
        'or DEMO=1 to run the demo on purpose.',
      ].join('\n'),
    );
  }
  if (config.production && !env.PUBLIC_URL) {
    throw new Error(
      [
        'Refusing to start: NODE_ENV=production without PUBLIC_URL.',
        'Set PUBLIC_URL to the address users reach the app at (e.g. https://vaga.example.mo):',
        'login redirects, links in messages, canonical links, robots.txt and the sitemaps use it.',
      ].join('\n'),
    );
  }
  return config;
}

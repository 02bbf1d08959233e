import { z } from 'zod';

/**
 * Environment → typed configuration (docs/design.md "Configuration"); fails fast on a bad value.
 */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Unset: no metrics listener at all. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
    .default('sqlite:data/vaga.db'),
  /** A PostgreSQL streaming replica of DATABASE_URL for public reads; unset: none. */
  DATABASE_READ_URL: z
    .string()
    .regex(/^(postgres:\/\/|postgresql:\/\/)/, 'must start with postgres://')
    .optional(),
  STORAGE_DIR: z.string().min(1).default('data/files'),
  /** `s3://bucket/prefix`: files in S3-compatible object storage; unset: STORAGE_DIR. */
  STORAGE_URL: z
    .string()
    .regex(
      /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/,
      'must be s3://bucket or s3://bucket/prefix',
    )
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Unset: path-style when S3_ENDPOINT is set (MinIO, Ceph), virtual-hosted otherwise. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  /** Unset: `http://localhost:<PORT>`, the address a server started on its own port is reached at. */
  PUBLIC_URL: z.url().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Unset: `demo`, except in production without DEMO=1 (`none`). */
  SEED: z.enum(['demo', 'none']).optional(),
  /** `1` runs the embedded demo login (and seed) in production on purpose. */
  DEMO: z.enum(['0', '1']).optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * At `info`, one request line in this many (the sampled access log); 1: every request, 0: none
   * but the failed and slow ones (platform/logger.ts AccessLogController).
   */
  ACCESS_LOG_EVERY: z.coerce.number().int().min(0).max(1_000_000).default(100),
  /** A request that takes this many milliseconds or more is always logged (at `info` and below). */
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  WEB_DIST: z.string().optional(),
  /** `1` answers in the test languages (en-XA) asked for by their tag: the browser tests' servers. */
  PSEUDO_LANGUAGES: z.enum(['0', '1']).optional(),
  TRUST_PROXY: z.string().optional(),
  PROFILE_SOFT_UPDATE_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  PROFILE_FORCED_UPDATE_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
  JOBSEEK_VALIDITY_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  JOBSEEK_UPDATE_TIP: z.enum(['0', '1']).default('1'),
  /**
   * Years a record the service must keep (interview matches, job-seeking and unemployment
   * registrations, event attendance, the access log) stays after it closes; then it is deleted.
   */
  DATA_RETENTION_YEARS: z.coerce.number().int().min(1).max(50).default(5),
  SCHEDULER_POLL_MS: z.coerce.number().int().min(0).default(5000),
  CHANGE_FEED_POLL_MS: z.coerce.number().int().min(0).default(250),
  /** How often vacancy page views counted in memory are stored (ms); 0: only at stop. */
  VIEW_FLUSH_MS: z.coerce.number().int().min(0).default(10_000),
  /** The key event tickets are signed with; unset: one generated once and kept in the database. */
  TICKET_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Uncached list and search pages computed at once, on this instance and per client. */
  SEARCH_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(8),
  SEARCH_MAX_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(4),
  /** Milliseconds of uncached pages computed back to back on the event loop in one turn. */
  SEARCH_TURN_BUDGET_MS: z.coerce.number().int().min(1).max(10_000).default(20),
  /** The SMTP server e-mails go through (`smtp://user:pass@host:587`); unset: see `mail`. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vaga <no-reply@vaga.local>'),
  /** The HTTP SMS gateway (POST JSON); unset: text messages are only logged. */
  SMS_GATEWAY_URL: z.url().optional(),
  /**
   * The Web Push VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it); unset:
   * a pair generated once and kept in the database. Set both or neither.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  /**
   * The push services a browser's subscription may point at (comma-separated host names, `*.`
   * for any subdomain); unset: those of the common browsers (PUSH_SERVICE_HOSTS_DEFAULT).
   */
  PUSH_SERVICE_HOSTS: z.string().min(1).optional(),
});

/** The push services of Chrome, Edge, Firefox and Safari (and the browsers built on them). */
export const PUSH_SERVICE_HOSTS_DEFAULT = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export type Env = z.infer<typeof EnvSchema>;

import Fastify from 'fastify';
import './platform/zh-hans/register.ts';
import './platform/texts/register.ts';
import { loadPageRenderer, pageRoutes, rendererDir } from './modules/pages/pages.routes.ts';
import { jobPosting } from './modules/seo/job-posting.ts';
import compress from '@fastify/compress';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REQUEST_BODY_MAX_BYTES,
  REQUEST_RECEIVE_TIMEOUT_MS,
  SERVICE_BASE,
  allowPseudoLanguages,
  PSEUDO_LANGUAGES,
} from '@vaga/contract';
import type { AppConfig } from './config.ts';
import { createDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { ChangeFeed } from './platform/change-feed.ts';
import { schedulePartFileSweep } from './platform/part-file-sweep.ts';
import { ChangeFeedRepository } from './platform/change-feed.repository.ts';
import { Scheduler } from './platform/scheduler.ts';
import { SchedulerRepository } from './platform/scheduler.repository.ts';
import {
  defaultSerializerMode,
  serializerFor,
  type SerializerMode,
} from './platform/serializer.ts';
import { installBodyLimit } from './platform/body-limit.ts';
import { API_COMPRESS_MIN_BYTES } from './platform/json-body.ts';
import { clientErrorHandler, frameworkErrors } from './platform/client-errors.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { installSafeInput } from './platform/safe-input.ts';
import { keptQueryParser, keptValidatorCompiler } from './platform/kept-queries.ts';
import { installGracefulShutdown } from './platform/shutdown.ts';
import { healthRoutes } from './platform/health.ts';
import {
  adoptLogger,
  createServerLogger,
  fastifyLogging,
  requestLogController,
  type LogStream,
} from './platform/logger.ts';
import { installMetrics } from './platform/metrics.ts';
import { installRequestIdHeader, requestIdOptions } from './platform/request-id.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { installRouteAccess } from './platform/route-access.ts';
import { registerOpenApi } from './platform/openapi/openapi.ts';
import type { App } from './platform/types.ts';
import { webAppRoutes } from './platform/web-app.ts';
import { PublicReads } from './platform/public-reads.ts';
import { installReplicaReads } from './platform/replica-reads.ts';
import { composeServices, registerModules } from './modules.ts';

export interface BuildOptions {
  clock?: Clock;
  /** An open database; when absent one is opened from `config.databaseUrl`. */
  database?: DatabaseHandle;
  /** Response serialization (platform/serializer.ts); by default from NODE_ENV. */
  serializer?: SerializerMode;
  /** Run migrations at start (default true). */
  migrate?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
}

/** Builds the whole server: plugins, platform and feature modules. Used by server.ts and every test. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  allowPseudoLanguages(config.pseudoLanguages === true);
  const log = createServerLogger(config, options.logStream);
  const database =
    options.database ??
    createDatabase(config.databaseUrl, {
      readUrl: config.databaseReadUrl,
      onConnectionError: (err) => log?.warn({ err }, 'database connection lost'),
      onRetry: (err) => log?.warn({ err }, 'database work ran again on a new connection'),
    });
  const ownsDatabase = !options.database;
  if (options.migrate !== false) await migrateToLatest(database.db);

  const app = Fastify({
    // Each request's logger is made when the request first writes a line (request-logger.ts).
    ...fastifyLogging(log, config),
    logController: requestLogController(config),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    ...requestIdOptions(config.trustProxy),
    bodyLimit: REQUEST_BODY_MAX_BYTES,
    // A request must arrive whole within this time; a client that stops sending is answered.
    requestTimeout: REQUEST_RECEIVE_TIMEOUT_MS,
    frameworkErrors,
    clientErrorHandler,
    // A query string asked again validates to the value it did (platform/kept-queries.ts).
    routerOptions: { querystringParser: keptQueryParser() },
  }).withTypeProvider<ZodTypeProvider>();
  adoptLogger(app, log, config);
  // Before any route: every route must declare its access level; writes get a rate limit.
  installGracefulShutdown(app);
  installBodyLimit(app);
  installSafeInput(app);
  installRouteAccess(app);
  installRequestIdHeader(app, config.trustProxy);

  app.setValidatorCompiler(keptValidatorCompiler);
  app.setSerializerCompiler(serializerFor(options.serializer ?? defaultSerializerMode()));

  const clock = options.clock ?? systemClock;
  app.decorate('config', config);
  app.decorate('publicReads', new PublicReads());
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('clock', clock);
  const replica = database.replica;
  const changes = new ChangeFeed(
    new ChangeFeedRepository(database.db),
    app.log,
    database.listen,
    replica && (() => replica.changed()),
  );
  if (replica) installReplicaReads(app, config.publicUrl.startsWith('https:'));
  app.decorate('changeFeed', changes);
  const scheduler = new Scheduler(new SchedulerRepository(database.db), clock, app.log);
  app.decorate('scheduler', scheduler);
  const modules = composeServices({
    db: database.db,
    dialect: database.dialect,
    sqliteFileUrl: database.sqliteFileUrl,
    clock,
    config,
    changes,
    scheduler,
    log: app.log,
    // Read when a failure happens: the metrics are installed below.
    fileStoreErrors: (operation, err) => {
      app.log.warn({ err, operation }, 'file store failed');
      app.metrics.fileStoreError(operation);
    },
  });
  app.decorate('services', modules.services);
  // Fastify runs the onClose hooks last-added first: the database closes after the modules
  // (their worker pools, the vacancy views' last flush, then the file store), which need it.
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  app.addHook('onClose', async () => modules.close());
  schedulePartFileSweep(app);
  app.addHook('onReady', async () => changes.start(config.changeFeedPollMs));
  // Only an instance that serves runs jobs: one that fails to listen (a port taken) claims none.
  app.addHook('onListen', async () => app.scheduler.start(config.schedulerPollMs));
  app.addHook('onClose', async () => {
    await app.scheduler.stop();
    await changes.stop();
  });

  // Before any route: each route gets its latency observer as it is added.
  installMetrics(
    app,
    { port: config.metricsPort, host: config.host },
    { database, scheduler: new SchedulerRepository(database.db), clock },
  );
  registerErrorHandler(app);

  const https = config.publicUrl.startsWith('https:');
  const documentHeaders = installSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          formAction: ["'self'", config.oidc?.issuer ?? "'self'"],
          frameAncestors: ["'self'"],
          // Over plain http (the local demo) upgrading would break every call; production is https.
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
    { https },
  );

  // API answers of 1 KB or more go out compressed (brotli at a fast level, or gzip). The web
  // app's files are compressed at build time and served as they are (platform/web-app.ts).
  await app.register(compress, {
    threshold: API_COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });

  await registerOpenApi(app);

  await app.register(healthRoutes);
  await registerModules(app);
  const web = await webAppRoutes(app, config.webDist, {
    documentHeaders,
    testLanguages: config.pseudoLanguages ? PSEUDO_LANGUAGES.map((language) => language.tag) : [],
    // The home page's largest element is its first banner (servicehome.service.ts).
    preloadedImages: (pathname) => {
      if (pathname !== SERVICE_BASE && pathname !== `${SERVICE_BASE}/`) return [];
      const image = app.services.serviceHome.firstBannerImage();
      return image ? [image] : [];
    },
  });
  // The public pages rendered on the server, when the web build has its server renderer.
  const renderer = web && config.webDist ? await loadPageRenderer(config.webDist) : null;
  if (web && config.webDist && !renderer) {
    // A build without its server renderer still serves every page, as the app shell only.
    app.log.warn(
      { dir: rendererDir(config.webDist) },
      'no server renderer beside the web build: public pages are not rendered on the server',
    );
  }
  if (web && renderer) {
    await pageRoutes(app, {
      renderer,
      indexHtml: web.indexHtml,
      origin: config.publicUrl,
      imageLinks: web.imageLinks,
      documentHeaders,
      scripts: web.scripts,
      styles: web.styles,
      structuredData: jobPosting,
    });
  }

  return app;
}

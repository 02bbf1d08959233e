import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServerConfig, type AppConfig } from './config.ts';

let config: AppConfig;
try {
  config = loadServerConfig();
} catch (error) {
  // A configuration that cannot run (config.ts says why): the reason alone, and a failed exit.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
if (!config.webDist) {
  const built = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  if (existsSync(built)) config.webDist = built;
}

// Loaded once the configuration is known to run: a refusal comes before anything else starts.
const { buildApp } = await import('./app.ts');
const { seedAtStart } = await import('./db/seed/seed-at-start.ts');
const app = await buildApp(config);
if (config.production && !config.oidc) {
  app.log.warn('DEMO=1: the embedded demo login runs; anyone can log in as a demo account');
}
await seedAtStart(app);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  // A port taken, an address not ours: the reason, everything closed, and a failed exit.
  app.log.error({ err }, 'the server could not listen');
  closing = true;
  await app.close().catch(() => undefined);
  process.exit(1);
}

import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/platform/types.ts';
import { createTestDatabase } from './helper.ts';

/**
 * A server at log level `level` whose log lines are kept in `lines`: `routes` may add routes of
 * the test's own before it is ready, `env` adds to its configuration; it is closed with its database after `use`.
 */
export async function withLoggingApp(
  level: 'debug' | 'info' | 'warn',
  use: (app: App, lines: string[]) => Promise<void>,
  routes: (app: App) => void = () => {},
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  const lines: string[] = [];
  const database = await createTestDatabase();
  const app = await buildApp(loadConfig({ LOG_LEVEL: level, SEED: 'none', ...env }), {
    database,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  routes(app);
  try {
    await app.ready();
    await use(app, lines);
  } finally {
    await app.close();
    await database.close();
  }
}

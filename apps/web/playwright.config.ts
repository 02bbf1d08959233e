import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
const journeyPort = port + 1;
const journeyURL = `http://127.0.0.1:${journeyPort}`;
const JOURNEYS = /-journey\.spec\.ts$/;
const consoleWalkPort = port + 2;
/**
 * The consoles' route walk: every console route in every language of the list, the test language
 * too (its server answers in it: PSEUDO_LANGUAGES=1).
 */
const CONSOLE_WALK = /\/console-walk\.spec\.ts$/;
/**
 * The console notifications journey declines an invitation to one of the demo employer's few
 * vacancies, which bars the resident from booking it again: it runs on the console walk's server,
 * whose walk only reads, so the journeys that book those vacancies find them free.
 */
const BESIDE_CONSOLE_WALK = /\/console-notifications-journey\.spec\.ts$/;
const walkPort = port + 3;
/**
 * The resident's route walk: every route of the route table in every language of the list, the
 * test language too (its server answers in it: PSEUDO_LANGUAGES=1), with axe-core.
 */
const WALK = /\/layout-pass\.spec\.ts$/;

/**
 * End-to-end tests: Debian's Chromium (/usr/bin/chromium) drives the built web app served by
 * the real server on a fresh, seeded SQLite database. Mobile viewport by default.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, 'test-results', String(port)),
  fullyParallel: false,
  // Two of the four projects run side by side, each on its own server and one test at a time:
  // the tests of a project share their server's data (the journeys also wait for interview times).
  workers: 2,
  retries: process.env.CI ? 2 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-TW',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'app', testIgnore: [JOURNEYS, CONSOLE_WALK, WALK], workers: 1 },
    // The resident's walk (layout rules, axe-core, the test language) makes the records the
    // resident's routes show: on a server of its own, so the other projects run beside it.
    {
      name: 'walks',
      testMatch: WALK,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${walkPort}` },
    },
    // The consoles' walk, on a server of its own, beside the others.
    {
      name: 'console-walks',
      testMatch: [CONSOLE_WALK, BESIDE_CONSOLE_WALK],
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${consoleWalkPort}` },
    },
    // Journeys change the demo accounts for good (the newcomer publishes a resume): they run
    // against a server of their own, so no other test depends on running before them.
    {
      name: 'journeys',
      testMatch: JOURNEYS,
      testIgnore: BESIDE_CONSOLE_WALK,
      workers: 1,
      use: { baseURL: journeyURL },
    },
  ],
  webServer: [
    server(port),
    server(journeyPort),
    server(consoleWalkPort, { PSEUDO_LANGUAGES: '1' }),
    server(walkPort, { PSEUDO_LANGUAGES: '1' }),
  ],
});

/** The real server on a fresh, seeded SQLite database of its own, at a port. */
function server(at: number, more: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${at}`;
  const dir = path.join(root, '.tmp', `e2e-${at}`);
  return {
    command: `rm -rf "${dir}" && mkdir -p "${dir}" && node --import tsx src/server.ts`,
    cwd: path.join(root, 'apps/server'),
    url: `${url}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(at),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: `sqlite:${path.join(dir, 'vaga.db')}`,
      STORAGE_DIR: path.join(dir, 'files'),
      WEB_DIST: path.join(root, 'apps/web/dist'),
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The browser tests stand for many residents behind one proxy: each page sends its own
      // X-Forwarded-For, so per-address login limits count per simulated client.
      TRUST_PROXY: '127.0.0.1',
      ...more,
    },
  } as const;
}

import { configDefaults, defineConfig } from 'vitest/config';

/** What every server test project shares. */
const serverTests = {
  root: './apps/server',
  // The Simplified catalogue and every language's texts, as the app and the PDF workers register them.
  setupFiles: ['./src/platform/zh-hans/register.ts', './src/platform/texts/register.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/**
 * The server's test files that need a worker of their own: one replaces a module with `vi.mock`
 * (in a shared graph the server may already hold the real module), two measure how busy the
 * worker's event loop is (in a shared worker, apps other files left behind could keep it busy).
 */
const OWN_GRAPH = [
  'src/modules/cvs/converter.test.ts',
  'src/platform/paced-steps.test.ts',
  'src/modules/savedsearches/savedsearches.fanout.test.ts',
];

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default, which is one worker on a 2-core machine: the
    // files share no state (a database, folder and port each), so both cores run them.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          setupFiles: ['./test-setup.ts'],
          include: ['src/**/*.test.ts'],
          // A few walk decades of instants or every text; on a busy machine they take seconds.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_GRAPH],
          // The files share one module graph per worker: each builds its own app, database,
          // folder and ports, so importing the server once per worker is enough.
          isolate: false,
          // A spy on a shared prototype ends with its test.
          restoreMocks: true,
        },
      },
      {
        test: { ...serverTests, name: 'server-own-graph', include: OWN_GRAPH },
      },
      './apps/web/vite.config.ts',
    ],
  },
});

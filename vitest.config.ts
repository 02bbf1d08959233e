import { defineConfig } from 'vitest/config';

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
          include: ['src/**/*.test.ts'],
          // A few walk decades of instants or every text; on a busy machine they take seconds.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The Simplified catalogue, as the app and the PDF workers register it.
          setupFiles: ['./src/platform/zh-hans/register.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});

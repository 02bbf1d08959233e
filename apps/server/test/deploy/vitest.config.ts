import { defineConfig } from 'vitest/config';

/**
 * `npm run test:deploy`: the deployment test on its own (compiled instances, nginx, s3rver,
 * PostgreSQL), never part of the unit run.
 */
export default defineConfig({
  test: {
    name: 'deploy',
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/deploy/**/*.deploy.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

import { mkdtemp } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.ts';
import { childDatabase, exited, spawnServer } from './child-server.ts';

/**
 * A server that cannot listen (its port taken) exits without having claimed a scheduled job:
 * the recurring jobs stay free for the healthy instances, not held for a lease's five minutes.
 */
describe('a server that fails to start', () => {
  it('exits on a taken port holding no scheduled job', { timeout: 120_000 }, async () => {
    const target = await childDatabase();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const child = await spawnServer(
        {
          DATABASE_URL: target.url,
          SEED: 'none',
          LOG_LEVEL: 'silent',
          STORAGE_DIR: await mkdtemp(path.join(tmpdir(), 'vaga-failed-start-')),
          // The poller's default: a first round at once.
          SCHEDULER_POLL_MS: '5000',
        },
        port,
        { wait: false },
      );
      expect(await exited(child)).toBe(1);

      const database = createDatabase(target.url, { schema: target.schema });
      try {
        const leased = await database.db
          .selectFrom('scheduled_job')
          .select('key')
          .where('locked_by', 'is not', null)
          .execute();
        expect(leased).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      taken.close();
      await target.dispose();
    }
  });
});

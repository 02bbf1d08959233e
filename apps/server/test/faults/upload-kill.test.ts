import { request } from 'node:http';
import { mkdtemp, readdir, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase } from '../../src/db/database.ts';
import { PARTIAL_GRACE_MS } from '../../src/platform/local-file-store.ts';
import { bearer, loginAs } from '../auth.ts';
import { multipart, pdfBytes } from '../factories/cv-files.ts';
import { freePort } from '../s3-server.ts';
import { QUIET_BACKGROUND } from '../helper.ts';
import { childDatabase, exited, spawnServer } from './child-server.ts';

/**
 * `kill -9` during an upload: the server process is killed while a CV file arrives, which leaves
 * its `.part` in the store; started again, the server removes it (the sweep at start), once no
 * process has touched it for the grace.
 */
const ELEVEN_MINUTES = 11 * 60_000;

describe('kill -9 during an upload', () => {
  it('leaves a .part that the restarted server sweeps', { timeout: 180_000 }, async () => {
    const target = await childDatabase();
    const storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-upload-kill-'));
    const env = {
      DATABASE_URL: target.url,
      SEED: 'none',
      LOG_LEVEL: 'silent',
      STORAGE_DIR: storageDir,
      ...QUIET_BACKGROUND,
    };
    const setupDb = createDatabase(target.url, { schema: target.schema });
    const setup = await buildApp(loadConfig(env), { database: setupDb });
    const seeker = bearer(await loginAs(setup, { euid: 'upload-kill' }));
    await setup.close();
    await setupDb.close();

    const port = await freePort();
    const server = await spawnServer(env, port);
    // A 2 MB CV sent slowly: its first 256 KB, then nothing more.
    const body = multipart(pdfBytes(2 * 1024 * 1024, 'cut short'));
    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: PATHS.cvs,
      headers: { ...seeker, ...body.headers, 'content-length': String(body.payload.length) },
    });
    upload.on('error', () => undefined);
    upload.write(body.payload.subarray(0, 256 * 1024));
    const cvs = path.join(storageDir, 'cvs');
    const parts = async () =>
      (await readdir(cvs).catch(() => [] as string[])).filter((name) => name.endsWith('.part'));
    await expect.poll(parts, { timeout: 20_000, interval: 50 }).toHaveLength(1);
    const [part] = await parts();

    server.kill('SIGKILL');
    await exited(server);
    upload.destroy();
    expect(await parts()).toEqual([part]);

    // Nothing touches it since the crash; 11 minutes go by (its time set back): past the grace,
    // which a live process's touches every minute never let its own files reach.
    expect(PARTIAL_GRACE_MS).toBeLessThan(ELEVEN_MINUTES);
    const then = new Date(Date.now() - ELEVEN_MINUTES);
    await utimes(path.join(cvs, part), then, then);
    const restarted = await spawnServer(env, port);
    try {
      // The sweep at start runs before the server answers.
      expect(await parts()).toEqual([]);
      const list = await fetch(`http://127.0.0.1:${port}${PATHS.cvs}`, { headers: seeker });
      expect(await list.json()).toEqual([]);
    } finally {
      restarted.kill('SIGTERM');
      await exited(restarted);
      await target.dispose();
    }
  });
});

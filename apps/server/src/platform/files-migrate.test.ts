import { execFile } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../test/auth.ts';
import { multipart, pdfBytes } from '../../test/factories/cv-files.ts';
import { buildTestApp, createTestDatabase } from '../../test/helper.ts';
import { startS3, type TestS3 } from '../../test/s3-server.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { ManualClock } from './clock.ts';
import { migrateLocalFiles } from './files-migrate.ts';
import { S3FileStore } from './s3-file-store.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let s3: TestS3;

beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
});

const localFiles = async (dir: string, folder: string) =>
  (await readdir(path.join(dir, folder)).catch(() => [] as string[])).sort();

describe('npm run files:migrate', () => {
  it('moves the local files under their keys, so a server on object storage serves them', async () => {
    const storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-migrate-'));
    const database = await createTestDatabase();
    const clock = new ManualClock();
    const quiet = { LOG_LEVEL: 'silent', SEED: 'none', SCHEDULER_POLL_MS: '0' } as const;
    const local = await buildApp(loadConfig({ ...quiet, STORAGE_DIR: storageDir }), {
      database,
      clock,
    });
    const token = bearer(await loginAs(local, { euid: 'migrate-seeker' }));
    const bytes = pdfBytes(70_000, 'moved');
    const body = multipart(bytes, 'moved.pdf');
    const uploaded = await local.inject({
      method: 'POST',
      url: PATHS.cvs,
      headers: { ...token, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const cvUid = uploaded.json<{ cvUid: string }>().cvUid;
    await local.close();
    const [name] = await localFiles(storageDir, 'cvs');
    // An upload cut short: never moved.
    await writeFile(path.join(storageDir, 'cvs', `${name.slice(0, -1)}0.part`), 'half');

    const env = { ...quiet, ...s3.env('moved'), STORAGE_DIR: storageDir };
    const config = loadConfig(env);
    const store = new S3FileStore(config.s3!);
    // A first run that copies and keeps (while servers still read the folder)…
    expect(await migrateLocalFiles(storageDir, store, { keep: true })).toEqual({
      copied: 1,
      present: 0,
      removed: 0,
      partial: 1,
    });
    expect(await s3.keys()).toEqual([`moved/cvs/${name}`]);
    // …then the move: what is already there whole is not sent again, and goes locally.
    expect(await migrateLocalFiles(storageDir, store)).toEqual({
      copied: 0,
      present: 1,
      removed: 1,
      partial: 1,
    });
    store.close();
    expect(await localFiles(storageDir, 'cvs')).toEqual([`${name.slice(0, -1)}0.part`]);

    const remote = await buildApp(config, { database, clock });
    const download = await remote.inject({
      method: 'GET',
      url: buildPath(PATHS.cvFile, { cvUid }),
      headers: token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    await remote.close();
  });

  it('goes on where a run stopped: an object missing or cut short is sent again', async () => {
    const storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-migrate-resume-'));
    const { app } = await buildTestApp({ env: { STORAGE_DIR: storageDir } });
    const keys: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      keys.push(
        await app.services.files.save(Buffer.from(`proof ${i}`), { folder: 'unemployment' }),
      );
    }
    // A run that stopped after the first file, and an object of the second cut short.
    await s3.put(`resume/${keys[0]}`, 'proof 0');
    await s3.put(`resume/${keys[1]}`, 'pro');
    const store = new S3FileStore(loadConfig(s3.env('resume')).s3!);
    expect(await migrateLocalFiles(storageDir, store)).toEqual({
      copied: 2,
      present: 1,
      removed: 3,
      partial: 0,
    });
    store.close();
    for (const [i, key] of keys.entries()) {
      expect(String(await s3.get(`resume/${key}`))).toBe(`proof ${i}`);
    }
    expect(await localFiles(storageDir, 'unemployment')).toEqual([]);
  });

  it('runs as a command and refuses to run without STORAGE_URL', async () => {
    const storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-migrate-cli-'));
    const { app } = await buildTestApp({ env: { STORAGE_DIR: storageDir } });
    const key = await app.services.files.save(Buffer.from('by the command'), { folder: 'cvs' });
    const run = (env: NodeJS.ProcessEnv) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/platform/files-migrate-cli.ts'],
        { cwd: SERVER_DIR, env: { PATH: process.env.PATH, STORAGE_DIR: storageDir, ...env } },
      );
    await expect(run({})).rejects.toMatchObject({ code: 2 });
    const { stdout } = await run(s3.env('cli'));
    expect(stdout).toContain('1 copied');
    expect(String(await s3.get(`cli/${key}`))).toBe('by the command');
    expect(await localFiles(storageDir, 'cvs')).toEqual([]);
  });
});

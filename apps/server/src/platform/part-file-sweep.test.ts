import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { PART_FILE_SWEEP_INTERVAL_MS, PART_FILE_SWEEP_JOB } from './part-file-sweep.ts';
import { recurringKey } from './scheduler.ts';

const MINUTE = 60 * 1000;
/** The spec of the sweep: a `.part` last written more than an hour ago is left by a crash. */
const HOUR = 60 * MINUTE;
const uuid = (n: number) => `5d0c7a52-2e4b-4f1a-8c36-${String(n).padStart(12, '0')}`;

/** Sets a file's times `ms` back: it was last written then. */
async function writtenAgo(file: string, ms: number): Promise<void> {
  const then = new Date(Date.now() - ms);
  await utimes(file, then, then);
}

/**
 * A store with `.part` files in two folders, a stored file (young: the orphan sweep leaves it)
 * and a `.part` outside the folders.
 */
async function storeWithParts() {
  const dir = await mkdtemp(path.join(tmpdir(), 'vaga-parts-'));
  await mkdir(path.join(dir, 'cvs'));
  await mkdir(path.join(dir, 'unemployment'));
  const files = {
    oldCv: path.join(dir, 'cvs', `${uuid(1)}.part`),
    oldProof: path.join(dir, 'unemployment', `${uuid(2)}.part`),
    youngCv: path.join(dir, 'cvs', `${uuid(3)}.part`),
    storedCv: path.join(dir, 'cvs', uuid(4)),
    elsewhere: path.join(dir, `${uuid(5)}.part`),
  };
  for (const file of Object.values(files)) await writeFile(file, 'half an upload');
  await writtenAgo(files.oldCv, HOUR + MINUTE);
  await writtenAgo(files.oldProof, 3 * HOUR);
  await writtenAgo(files.youngCv, HOUR - 10 * MINUTE);
  await writtenAgo(files.elsewhere, 3 * HOUR);
  const left = async () => ({
    cvs: (await readdir(path.join(dir, 'cvs'))).sort(),
    unemployment: await readdir(path.join(dir, 'unemployment')),
    root: (await readdir(dir)).filter((name) => name.endsWith('.part')),
  });
  return { dir, files, left };
}

describe('.part files an upload cut by a crash left behind', () => {
  it('are removed when the server starts once older than an hour', async () => {
    const store = await storeWithParts();
    await buildTestApp({ env: { STORAGE_DIR: store.dir } });
    expect(await store.left()).toEqual({
      cvs: [uuid(4), `${uuid(3)}.part`].sort(),
      unemployment: [],
      // Only the store's folders hold uploads.
      root: [`${uuid(5)}.part`],
    });
  });

  it('are removed by the hourly job as they pass the hour, with the clock moved', async () => {
    const store = await storeWithParts();
    const { app, clock } = await buildTestApp({ env: { STORAGE_DIR: store.dir } });
    // A crash after the start: a new .part, already more than an hour old.
    const crashed = path.join(store.dir, 'cvs', `${uuid(6)}.part`);
    await writeFile(crashed, 'half an upload');
    await writtenAgo(crashed, 2 * HOUR);

    // The recurring job is first due at once, then hourly.
    const first = await app.scheduler.runDue();
    expect(first).toContainEqual(
      expect.objectContaining({ key: recurringKey(PART_FILE_SWEEP_JOB), ok: true }),
    );
    expect((await store.left()).cvs).toEqual([uuid(4), `${uuid(3)}.part`].sort());

    // An hour later the young one has passed the hour too.
    await writtenAgo(store.files.youngCv, HOUR + MINUTE);
    clock.advance(PART_FILE_SWEEP_INTERVAL_MS - MINUTE);
    expect(await app.scheduler.runDue()).not.toContainEqual(
      expect.objectContaining({ key: recurringKey(PART_FILE_SWEEP_JOB) }),
    );
    expect((await store.left()).cvs).toContain(`${uuid(3)}.part`);
    clock.advance(MINUTE);
    expect(await app.scheduler.runDue()).toContainEqual(
      expect.objectContaining({ key: recurringKey(PART_FILE_SWEEP_JOB), ok: true }),
    );
    expect((await store.left()).cvs).toEqual([uuid(4)]);
  });
});

import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { LocalFileStore, PARTIAL_GRACE_MS } from './local-file-store.ts';
import { PART_FILE_SWEEP_INTERVAL_MS, PART_FILE_SWEEP_JOB } from './part-file-sweep.ts';
import { recurringKey } from './scheduler.ts';

const MINUTE = 60 * 1000;
/** A `.part` whose time stood still this long is no live process's. */
const GRACE = PARTIAL_GRACE_MS;
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
  await writtenAgo(files.oldCv, GRACE + MINUTE);
  await writtenAgo(files.oldProof, 3 * GRACE);
  await writtenAgo(files.youngCv, GRACE - 2 * MINUTE);
  await writtenAgo(files.elsewhere, 3 * GRACE);
  const left = async () => ({
    cvs: (await readdir(path.join(dir, 'cvs'))).sort(),
    unemployment: await readdir(path.join(dir, 'unemployment')),
    root: (await readdir(dir)).filter((name) => name.endsWith('.part')),
  });
  return { dir, files, left };
}

describe('.part files an upload cut by a crash left behind', () => {
  it('are removed when the server starts once their time stood still for the grace', async () => {
    const store = await storeWithParts();
    await buildTestApp({ env: { STORAGE_DIR: store.dir } });
    expect(await store.left()).toEqual({
      cvs: [uuid(4), `${uuid(3)}.part`].sort(),
      unemployment: [],
      // Only the store's folders hold uploads.
      root: [`${uuid(5)}.part`],
    });
  });

  it('are removed by the recurring job as they pass the grace, with the clock moved', async () => {
    const store = await storeWithParts();
    const { app, clock } = await buildTestApp({ env: { STORAGE_DIR: store.dir } });
    // A crash after the start: a new .part, already past the grace.
    const crashed = path.join(store.dir, 'cvs', `${uuid(6)}.part`);
    await writeFile(crashed, 'half an upload');
    await writtenAgo(crashed, 2 * GRACE);

    // The recurring job is first due at once, then every interval.
    const first = await app.scheduler.runDue();
    expect(first).toContainEqual(
      expect.objectContaining({ key: recurringKey(PART_FILE_SWEEP_JOB), ok: true }),
    );
    expect((await store.left()).cvs).toEqual([uuid(4), `${uuid(3)}.part`].sort());

    // An interval later the young one has passed the grace too.
    await writtenAgo(store.files.youngCv, GRACE + MINUTE);
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

  it('never takes a .part a live upload holds, here or from another process sharing the folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vaga-parts-live-'));
    const here = new LocalFileStore(dir);
    const elsewhere = new LocalFileStore(dir);
    let release: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* slowUpload() {
      yield Buffer.from('the first part of an upload on a slow line');
      await paused;
      yield Buffer.from(' and the rest');
    }
    const staging = here.stage(slowUpload(), {
      folder: 'cvs',
      maxBytes: 1024,
      tooLarge: () => new Error('too large'),
    });
    const cvs = path.join(dir, 'cvs');
    await expect
      .poll(async () => (await readdir(cvs).catch(() => [])).length, { timeout: 2000 })
      .toBe(1);
    const [name] = await readdir(cvs);
    const part = path.join(cvs, name);
    // Its last chunk arrived long ago: the line stalled.
    await writtenAgo(part, 2 * GRACE);
    expect(await here.sweepPartial()).toBe(0);
    // The holder moves its time on (every PART_TOUCH_MS): another process leaves it too.
    await here.touchLive();
    expect(await elsewhere.sweepPartial()).toBe(0);
    expect(await readdir(cvs)).toEqual([name]);

    release();
    const staged = await staging;
    await staged.discard();
    here.close();
    expect(await readdir(cvs)).toEqual([]);
  });
});

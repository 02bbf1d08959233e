import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { multipart, pdfBytes } from '../../../test/factories/cv-files.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { ORPHAN_GRACE_MS } from '../../platform/file-store.ts';
import { recurringKey } from '../../platform/scheduler.ts';
import { CV_FILE_SWEEP_JOB } from './cv-jobs.ts';

const longAgo = () => new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);

async function age(file: string): Promise<void> {
  await utimes(file, longAgo(), longAgo());
}

describe('stored CV files no row knows', () => {
  let ctx: TestContext;
  let storageDir: string;
  const folder = () => path.join(storageDir, 'cvs');
  const stored = async () => (await readdir(folder()).catch(() => [] as string[])).sort();

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-cv-orphans-'));
    ctx = await buildTestApp({ env: { STORAGE_DIR: storageDir } });
  });

  async function upload(): Promise<{ cvUid: string; key: string }> {
    const before = new Set(await stored());
    const body = multipart(pdfBytes(), 'cv.pdf');
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATHS.cvs,
      headers: { ...bearer(await loginAs(ctx.app, {})), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const added = (await stored()).filter((name) => !before.has(name));
    expect(added).toHaveLength(1);
    return { cvUid: (res.json() as { cvUid: string }).cvUid, key: added[0] };
  }

  it('are swept by the hourly job once past the grace period; files with a row stay', async () => {
    const kept = await upload();
    const crashed = await upload();
    const young = await upload();
    // A crash between the rename and the commit: the file is in place, its row never was.
    for (const { cvUid } of [crashed, young]) {
      await ctx.database.db.deleteFrom('cv_file').where('cv_uid', '=', cvUid).execute();
    }
    await age(path.join(folder(), kept.key));
    await age(path.join(folder(), crashed.key));

    const outcomes = await ctx.app.scheduler.runDue();
    expect(outcomes).toContainEqual(
      expect.objectContaining({ key: recurringKey(CV_FILE_SWEEP_JOB), ok: true }),
    );
    // The young orphan may be an upload whose transaction is still open.
    expect(await stored()).toEqual([kept.key, young.key].sort());
  });

  it('are swept when the server starts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vaga-cv-orphans-start-'));
    await mkdir(path.join(dir, 'cvs'));
    const orphan = '3f1c0a52-7d4e-4a51-9c36-0000000000c1';
    const young = '3f1c0a52-7d4e-4a51-9c36-0000000000c2';
    await writeFile(path.join(dir, 'cvs', orphan), 'left by a crash');
    await writeFile(path.join(dir, 'cvs', young), 'being committed');
    await age(path.join(dir, 'cvs', orphan));
    await buildTestApp({ env: { STORAGE_DIR: dir } });
    expect(await readdir(path.join(dir, 'cvs'))).toEqual([young]);
  });
});

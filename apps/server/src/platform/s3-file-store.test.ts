import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, LIMITS, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../test/auth.ts';
import { multipart, pdfBytes } from '../../test/factories/cv-files.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { startS3, type TestS3 } from '../../test/s3-server.ts';
import { ORPHAN_GRACE_MS } from './file-store.ts';
import type { Metrics } from './metrics.ts';
import { OBJECT_PART_GRACE_MS } from './s3-file-store.ts';

/**
 * The S3 file store against a real S3 server (s3rver, started here): uploads, downloads and
 * removals go to the bucket under the configured prefix; a refused upload leaves no object; what a
 * crash leaves (a `.part`, an object without its row) is swept; the local folder stays empty.
 */
const PREFIX = 'vaga/files';
const UUID = '[0-9a-f-]{36}';
let s3: TestS3;
let ctx: TestContext;
let localDir: string;
let seeker: Record<string, string>;

beforeAll(async () => {
  s3 = await startS3();
  localDir = await mkdtemp(path.join(tmpdir(), 'vaga-s3-local-'));
  ctx = await buildTestApp({ env: { ...s3.env(PREFIX), STORAGE_DIR: localDir } });
  seeker = bearer(await loginAs(ctx.app, { euid: 's3-seeker' }));
});
afterAll(async () => {
  await s3?.close();
});

async function uploadCv(bytes: Buffer, fileName = 'cv.pdf', headers = seeker) {
  const body = multipart(bytes, fileName);
  return ctx.app.inject({
    method: 'POST',
    url: PATHS.cvs,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('files in S3-compatible object storage', () => {
  it('stores an upload as one object under the prefix, downloads it with the same headers, and deletes it', async () => {
    // Past one 5 MB part: the upload goes as a multipart upload, the download as a stream.
    const bytes = pdfBytes(6 * 1024 * 1024 + 123, 'in the bucket');
    const res = await uploadCv(bytes, '履歷.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const { cvUid } = res.json<{ cvUid: string }>();
    const keys = await s3.keys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${PREFIX}/cvs/${UUID}$`));
    expect((await s3.get(keys[0]))!.equals(bytes)).toBe(true);

    const download = await ctx.app.inject({
      method: 'GET',
      url: buildPath(PATHS.cvFile, { cvUid }),
      headers: seeker,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(String(download.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('履歷.pdf')}`,
    );
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: buildPath(PATHS.cv, { cvUid }),
      headers: seeker,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await s3.keys()).toEqual([]);
    // Nothing went to the local folder.
    expect(await readdir(localDir)).toEqual([]);
  });

  it('leaves no object for a refused type, an empty file or a file over the limit', async () => {
    const other = bearer(await loginAs(ctx.app, { euid: 's3-refused' }));
    const refused = await uploadCv(Buffer.from('MZ\x90\x00 not a CV at all'), 'cv.pdf', other);
    expect(refused.json()).toMatchObject({ code: 'FILE_TYPE_ILLEGAL' });
    const empty = await uploadCv(Buffer.alloc(0), 'cv.pdf', other);
    expect(empty.json()).toMatchObject({ code: 'FILE_EMPTY' });
    // Over the limit while it streams (two parts of a multipart upload already sent).
    const large = await uploadCv(pdfBytes(LIMITS.cvMaxBytes + 1024), 'cv.pdf', other);
    expect(large.json()).toMatchObject({ code: 'FILE_SIZE_TOO_LARGE' });
    expect(await s3.keys()).toEqual([]);
    expect(await readdir(localDir)).toEqual([]);
  });

  it('sweeps what a crash leaves: an object whose row never committed, a .part never copied', async () => {
    const kept = await uploadCv(pdfBytes(2000, 'kept'), 'kept.pdf');
    expect(kept.statusCode, kept.body).toBe(200);
    const keptKey = (await s3.keys())[0];
    const crashed = await uploadCv(
      pdfBytes(2000, 'crashed'),
      'crashed.pdf',
      bearer(await loginAs(ctx.app, { euid: 's3-crash' })),
    );
    expect(crashed.statusCode, crashed.body).toBe(200);
    const orphanKey = (await s3.keys()).find((key) => key !== keptKey)!;
    // A crash after the object was copied into place, before its row committed: no row knows it.
    await ctx.database.db
      .deleteFrom('cv_file')
      .where('cv_uid', '=', crashed.json<{ cvUid: string }>().cvUid)
      .execute();
    // A crash while the row was being written, before the copy: a `.part` object is left.
    const staged = await ctx.app.services.files.stage(
      (async function* () {
        yield pdfBytes(1000, 'half');
      })(),
      { folder: 'cvs', maxBytes: 10_000, tooLarge: () => new Error('too large') },
    );
    const partKey = `${PREFIX}/${staged.key}.part`;
    expect((await s3.keys()).sort()).toEqual([keptKey, orphanKey, partKey].sort());

    // Young leftovers may still be uploads in flight: both sweeps leave them.
    expect(await ctx.app.services.cvs.sweepOrphans()).toBe(0);
    expect(await ctx.app.services.files.sweepPartial()).toBe(0);
    expect((await s3.keys()).length).toBe(3);

    const later = Date.now() + Math.max(ORPHAN_GRACE_MS, OBJECT_PART_GRACE_MS) + 60_000;
    expect(await ctx.app.services.cvs.sweepOrphans(later)).toBe(1);
    expect(await ctx.app.services.files.sweepPartial(later)).toBe(1);
    expect(await s3.keys()).toEqual([keptKey]);
    expect(await readdir(localDir)).toEqual([]);
  });

  it('counts a failure of the store in the metrics and answers 503, leaving no row', async () => {
    const broken = await buildTestApp({
      env: {
        ...s3.env(PREFIX),
        STORAGE_URL: 's3://no-such-bucket/files',
        STORAGE_DIR: localDir,
        METRICS_PORT: '0',
      },
    });
    const token = bearer(await loginAs(broken.app, { euid: 's3-broken' }));
    const body = multipart(pdfBytes(500), 'cv.pdf');
    const res = await broken.app.inject({
      method: 'POST',
      url: PATHS.cvs,
      headers: { ...token, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'FILE_STORE_UNAVAILABLE' });
    const list = await broken.app.inject({ method: 'GET', url: PATHS.cvs, headers: token });
    expect(list.json()).toEqual([]);
    const metrics = broken.app.metrics as Metrics;
    const text = await metrics.registry.getSingleMetricAsString('vaga_file_store_errors_total');
    expect(text).toMatch(/vaga_file_store_errors_total\{operation="write"\} [1-9]/);
  });
});

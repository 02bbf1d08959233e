import { mkdtemp, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, ENDPOINT_LIST, MYDATA_PATHS, PATHS } from '@vaga/contract';
import { FILE_STORE_RETRY_AFTER_SECONDS } from '../../src/platform/file-store.ts';
import { bearer, loginAs } from '../auth.ts';
import { multipart, pdfBytes } from '../factories/cv-files.ts';
import { uploadFiles } from '../factories/unemployment.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { startS3, type TestS3 } from '../s3-server.ts';

/**
 * The file store out of reach (object storage stopped, or a local folder that is no longer a
 * folder): every route that uses it answers 503 FILE_STORE_UNAVAILABLE with Retry-After, writes
 * nothing, uses none of the caller's limit, and `/readyz` says the store is the reason.
 */

/** What each store case gives: the app's environment and how to make the store fail. */
interface StoreCase {
  name: string;
  setUp(): Promise<{ env: Record<string, string>; fail(): Promise<void>; close(): Promise<void> }>;
}

const CASES: StoreCase[] = [
  {
    name: 'object storage (s3rver stopped)',
    async setUp() {
      const s3: TestS3 = await startS3();
      const local = await mkdtemp(path.join(tmpdir(), 'vaga-outage-local-'));
      let stopped = false;
      const stop = async () => {
        if (stopped) return;
        stopped = true;
        await s3.close();
      };
      return { env: { ...s3.env('outage'), STORAGE_DIR: local }, fail: stop, close: stop };
    },
  },
  {
    name: 'a local folder that can no longer be used',
    async setUp() {
      const dir = path.join(await mkdtemp(path.join(tmpdir(), 'vaga-outage-')), 'files');
      return {
        env: { STORAGE_DIR: dir },
        // The folder moved away and a plain file in its place: every read and write fails.
        fail: async () => {
          await rename(dir, `${dir}.away`);
          await writeFile(dir, 'not a folder');
        },
        close: async () => undefined,
      };
    },
  },
];

/** The operations that read or write the file store: each documents the code. */
const STORE_OPERATIONS = [
  'uploadCv',
  'uploadResume',
  'downloadCv',
  'downloadResume',
  'convertFileToBase64',
  'uploadUnemploymentDocument',
  'downloadUnemploymentAttachment',
  'downloadConsoleMatchCv',
  'downloadConsoleUnemploymentAttachment',
  'exportMyData',
];

function expectUnavailable(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toEqual({
    code: 'FILE_STORE_UNAVAILABLE',
    errorArgs: [FILE_STORE_RETRY_AFTER_SECONDS],
  });
  expect(res.headers['retry-after']).toBe(String(FILE_STORE_RETRY_AFTER_SECONDS));
}

it('documents FILE_STORE_UNAVAILABLE on exactly the operations that use the store', () => {
  const documenting = ENDPOINT_LIST.filter((e) => e.errors?.includes('FILE_STORE_UNAVAILABLE'))
    .map((e) => e.operationId)
    .sort();
  expect(documenting).toEqual([...STORE_OPERATIONS].sort());
});

describe.each(CASES)('the file store out of reach: $name', (storeCase) => {
  let ctx: TestContext;
  let store: Awaited<ReturnType<StoreCase['setUp']>>;
  let seeker: Record<string, string>;
  /** A seeker without a CV yet (one CV a seeker). */
  let newcomer: Record<string, string>;
  let cvUid: string;
  let attachmentId: string;

  const cvCount = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ url: PATHS.cvs, headers })).json<unknown[]>().length;
  const uploadCv = (headers = seeker) => {
    const body = multipart(pdfBytes(2048, 'after the outage'));
    return ctx.app.inject({
      method: 'POST',
      url: PATHS.cvs,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    store = await storeCase.setUp();
    ctx = await buildTestApp({ env: store.env });
    seeker = bearer(await loginAs(ctx.app, { euid: 'outage-seeker' }));
    newcomer = bearer(await loginAs(ctx.app, { euid: 'outage-newcomer' }));
    const cv = await uploadCv();
    expect(cv.statusCode, cv.body).toBe(200);
    cvUid = cv.json<{ cvUid: string }>().cvUid;
    const proof = await uploadFiles(ctx.app, { headers: seeker as never }, 'separation', [
      { bytes: pdfBytes(1024, 'proof'), name: 'proof.pdf' },
    ]);
    expect(proof.statusCode, proof.body).toBe(200);
    attachmentId = proof.json<{ attachments: { id: string }[] }>().attachments[0].id;
    expect((await ctx.app.inject('/readyz')).statusCode).toBe(200);
    await store.fail();
  });
  afterAll(async () => {
    await store?.close();
  });

  it('answers an upload 503 with Retry-After and keeps no row', async () => {
    expectUnavailable(await uploadCv(newcomer));
    const proof = await uploadFiles(ctx.app, { headers: newcomer as never }, 'separation', [
      { bytes: pdfBytes(1024, 'second proof'), name: 'second.pdf' },
    ]);
    expectUnavailable(proof);
    expect(await cvCount(newcomer)).toBe(0);
    const attachments = await ctx.app.db
      .selectFrom('unemployment_attachment')
      .select('id')
      .execute();
    expect(attachments.map((row) => row.id)).toEqual([attachmentId]);
  });

  it('answers the file converter 503', async () => {
    const body = multipart(pdfBytes(512, 'convert me'));
    expectUnavailable(
      await ctx.app.inject({
        method: 'POST',
        url: PATHS.base64Converter,
        headers: { ...seeker, ...body.headers },
        payload: body.payload,
      }),
    );
  });

  it('answers a download 503', async () => {
    expectUnavailable(
      await ctx.app.inject({ url: buildPath(PATHS.cvFile, { cvUid }), headers: seeker }),
    );
    expectUnavailable(
      await ctx.app.inject({
        url: buildPath(PATHS.unemploymentAttachment, { id: attachmentId }),
        headers: seeker,
      }),
    );
  });

  it('answers the export 503 before any byte of a ZIP, and uses none of its three a window', async () => {
    // More failed exports than the window allows: none of them is counted.
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({ url: MYDATA_PATHS.myDataExport, headers: seeker });
      expectUnavailable(res);
      expect(res.headers['content-type']).not.toContain('zip');
    }
  });

  it('says on /readyz that the store is the reason', async () => {
    const res = await ctx.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'ok', store: 'unavailable' });
  });
});

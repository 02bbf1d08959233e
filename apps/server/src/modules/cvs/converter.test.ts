import { mkdtemp, readdir } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { exeBytes, multipart, pdfBytes } from '../../../test/factories/cv-files.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { LocalFileStore } from '../../platform/local-file-store.ts';
import type * as multipartModule from '../../platform/multipart.ts';
import { readFilePart } from '../../platform/multipart.ts';
import type { App } from '../../platform/types.ts';
import { CONVERTER_FOLDER, CONVERTER_READ_BYTES } from './cv-converter.ts';
import { UPLOAD_LIMITS } from './cvs.routes.ts';

// The in-memory reader, watched: the converter must never call it.
vi.mock('../../platform/multipart.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof multipartModule>();
  return { ...actual, readFilePart: vi.fn(actual.readFilePart) };
});

let app: App;
let storageDir: string;
const stage = vi.spyOn(LocalFileStore.prototype, 'stage');

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-converter-'));
  ({ app } = await buildTestApp({ env: { STORAGE_DIR: storageDir } }));
});

afterAll(async () => {
  stage.mockRestore();
});

beforeEach(() => {
  stage.mockClear();
  vi.mocked(readFilePart).mockClear();
});

/** A PDF of `size` bytes whose padding differs from byte to byte (order mistakes show). */
function patternedPdf(size: number): Buffer {
  const bytes = pdfBytes(size);
  const head = pdfBytes().length;
  for (let i = head; i < size; i++) bytes[i] = 0x80 + ((i * 7 + (i >> 12)) % 0x7f);
  return bytes;
}

async function convert(headers: Record<string, string>, bytes: Buffer, name = 'proof.pdf') {
  const body = multipart(bytes, name);
  return app.inject({
    method: 'POST',
    url: PATHS.base64Converter,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function leftovers(): Promise<string[]> {
  return readdir(path.join(storageDir, CONVERTER_FOLDER)).catch(() => []);
}

describe('the base64 converter streams through disk', () => {
  it('answers a file of several read blocks as the exact bytes, and leaves no temp file', async () => {
    const headers = bearer(await loginAs(app, { euid: 'converter-big' }));
    const bytes = patternedPdf(CONVERTER_READ_BYTES * 2 + 1001);
    const res = await convert(headers, bytes, 'Prova final 2026.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // The same document JSON.stringify gives, byte for byte.
    const expected = JSON.stringify({
      fileName: 'Prova final 2026.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
      base64: bytes.toString('base64'),
    });
    expect(res.body.length).toBe(expected.length);
    expect(res.body === expected).toBe(true);
    expect(Buffer.from(res.json().base64, 'base64').equals(bytes)).toBe(true);
    // It went through a .part on disk, which is gone.
    expect(stage).toHaveBeenCalledTimes(1);
    expect(await leftovers()).toEqual([]);
    expect(readFilePart).not.toHaveBeenCalled();
  });

  it.each([
    ['a wrong type', () => exeBytes(), 415, 'FILE_TYPE_ILLEGAL'],
    ['an empty file', () => Buffer.alloc(0), 400, 'FILE_EMPTY'],
    [
      'a file of the limit',
      () => patternedPdf(LIMITS.filePickerMaxBytes),
      413,
      'FILE_SIZE_TOO_LARGE',
    ],
  ])('refuses %s and leaves no temp file', async (_, bytes, status, code) => {
    const headers = bearer(await loginAs(app, { euid: `converter-${code}` }));
    const res = await convert(headers, bytes());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    expect(stage).toHaveBeenCalledTimes(1);
    expect(await leftovers()).toEqual([]);
    expect(readFilePart).not.toHaveBeenCalled();
  });
});

describe('the base64 converter while its answer streams', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  /** Posts a file and resolves once the answer's headers are in, leaving the body unread. */
  function startConvert(authorization: string, bytes: Buffer): Promise<IncomingMessage> {
    const body = multipart(bytes, 'proof.pdf');
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: PATHS.base64Converter,
          headers: { ...body.headers, authorization },
        },
        (res) => {
          res.pause();
          resolve(res);
        },
      );
      req.on('error', reject);
      req.end(body.payload);
    });
  }

  async function until(check: () => Promise<boolean>): Promise<boolean> {
    for (let i = 0; i < 100; i++) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  it('holds the upload cap until the answer is read, and cleans up when the client leaves', async () => {
    const headers = bearer(await loginAs(app, { euid: 'converter-slow-reader' }));
    const bytes = patternedPdf(12 * 1024 * 1024);
    const slow = [];
    for (let i = 0; i < UPLOAD_LIMITS.perAccount; i++)
      slow.push(await startConvert(headers.authorization, bytes));
    for (const res of slow) expect(res.statusCode).toBe(200);
    // Both answers are still being sent: the account's cap is taken.
    const third = await convert(headers, pdfBytes());
    expect(third.statusCode, third.body).toBe(503);
    expect(third.json().code).toBe('SERVER_BUSY');
    expect((await leftovers()).length).toBe(UPLOAD_LIMITS.perAccount);
    // The clients go away mid-answer: the temp files are removed and the cap is free again.
    for (const res of slow) res.destroy();
    expect(await until(async () => (await leftovers()).length === 0)).toBe(true);
    const again = await convert(headers, pdfBytes());
    expect(again.statusCode, again.body).toBe(200);
  });
});

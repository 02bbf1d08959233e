import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { multipart, pdfBytes } from '../../../test/factories/cv-files.ts';
import { buildTestApp } from '../../../test/helper.ts';
import type { App } from '../../platform/types.ts';

let app: App;
let storageDir: string;
let port: number;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-stream-'));
  ({ app } = await buildTestApp({ env: { STORAGE_DIR: storageDir } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function cvFiles(): Promise<string[]> {
  return (await readdir(path.join(storageDir, 'cvs')).catch(() => [] as string[])).sort();
}

async function rowsOf(headers: Record<string, string>) {
  return (await app.inject({ method: 'GET', url: PATHS.cvs, headers })).json() as unknown[];
}

async function until<T>(probe: () => Promise<T | undefined>, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A POST over a real socket whose body the test writes piece by piece. */
function openUpload(headers: Record<string, string>, contentType: string) {
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: PATHS.cvs,
    headers: { ...headers, 'content-type': contentType, 'transfer-encoding': 'chunked' },
  });
  req.on('error', () => undefined);
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    req.on('response', (res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
  });
  const write = (bytes: Buffer) =>
    new Promise<void>((resolve) => req.write(bytes, () => resolve()));
  return { req, answer, write };
}

describe('CV uploads stream to disk', () => {
  it('writes the file to a .part while it arrives, then renames it into place', async () => {
    const headers = bearer(await loginAs(app, { euid: 'stream-ok' }));
    const pdf = pdfBytes(2 * 1024 * 1024);
    const body = multipart(pdf, 'cv.pdf');
    const upload = openUpload(headers, body.headers['content-type']!);
    const half = 1024 * 1024;
    await upload.write(body.payload.subarray(0, half));
    // Half the file is on disk in a .part before the rest is sent.
    const part = await until(async () => {
      for (const name of await cvFiles()) {
        if (!name.endsWith('.part')) continue;
        const info = await stat(path.join(storageDir, 'cvs', name)).catch(() => null);
        if (info && info.size > 0) return name;
      }
      return undefined;
    });
    upload.req.end(body.payload.subarray(half));
    const res = await upload.answer;
    expect(res.status, res.body).toBe(200);
    expect(await cvFiles()).toEqual([part.replace(/\.part$/, '')]);
    const stored = await readFile(path.join(storageDir, 'cvs', part.replace(/\.part$/, '')));
    expect(stored.equals(pdf)).toBe(true);
    expect(await rowsOf(headers)).toHaveLength(1);
  });

  it('cuts a file sent without a length off at the limit, leaving no .part and no row', async () => {
    const headers = bearer(await loginAs(app, { euid: 'stream-big' }));
    const before = await cvFiles();
    const total = 40 * 1024 * 1024;
    const body = multipart(pdfBytes(total), 'big.pdf');
    const upload = openUpload(headers, body.headers['content-type']!);
    let answered = false;
    void upload.answer.then(() => (answered = true));
    let sent = 0;
    const chunk = 256 * 1024;
    while (!answered && sent < body.payload.length) {
      await upload.write(body.payload.subarray(sent, sent + chunk));
      sent += chunk;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const res = await upload.answer;
    upload.req.destroy();
    expect(res.status, res.body).toBe(413);
    // The file limit, whether the file or the body limit just above it is crossed first.
    expect(JSON.parse(res.body)).toEqual({ code: 'FILE_SIZE_TOO_LARGE', errorArgs: [8] });
    // Answered at the limit, before the end of the body.
    expect(sent).toBeLessThan(total);
    expect(await cvFiles()).toEqual(before);
    expect(await rowsOf(headers)).toEqual([]);
  });

  it('never holds an 8 MB upload whole in one buffer', async () => {
    const headers = bearer(await loginAs(app, { euid: 'stream-memory' }));
    const body = multipart(pdfBytes(LIMITS.cvMaxBytes - 1), 'cv.pdf');
    const largest = { size: 0 };
    const watch = <F extends (...args: never[]) => Buffer>(
      name: 'concat' | 'alloc' | 'allocUnsafe' | 'allocUnsafeSlow',
    ) => {
      const original = Buffer[name] as unknown as F;
      vi.spyOn(Buffer, name).mockImplementation(((...args: Parameters<F>) => {
        const made = original.apply(Buffer, args);
        largest.size = Math.max(largest.size, made.length);
        return made;
      }) as never);
    };
    watch('concat');
    watch('alloc');
    watch('allocUnsafe');
    watch('allocUnsafeSlow');
    const res = await app.inject({
      method: 'POST',
      url: PATHS.cvs,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    vi.restoreAllMocks();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileSize).toBe(LIMITS.cvMaxBytes - 1);
    expect(largest.size).toBeGreaterThan(0);
    expect(largest.size).toBeLessThan(1024 * 1024);
  });
});

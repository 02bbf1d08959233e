import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, PATHS, REQUEST_BODY_MAX_BYTES, type ErrorBody } from '@vaga/contract';
import { bearer, loginAs } from '../../test/auth.ts';
import { buildTestApp } from '../../test/helper.ts';
import type { App } from './types.ts';

/**
 * Bodies over a route's limit, sent by Node's own fetch to the server listening on a port: the
 * client reads the refusal (not a broken pipe), and an upload route answers the spec's code of
 * its file limit (§8), whether the length is declared or the body is streamed without one.
 */

const MB = 1024 * 1024;
let app: App;
let base: string;

beforeAll(async () => {
  const storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-refusal-'));
  ({ app } = await buildTestApp({ env: { STORAGE_DIR: storageDir } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // A refused upload's client may still hold its connection open, sending: the server drops it
  // rather than wait for it to end (close() waits only for idle connections to be closed).
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
});

async function seeker(): Promise<Record<string, string>> {
  return bearer(await loginAs(app, { name: 'Seeker' }));
}

const UPLOADS: { name: string; url: string; bytes: number; refusal: ErrorBody }[] = [
  {
    name: 'a 9 MB CV',
    url: PATHS.cvs,
    bytes: 9 * MB,
    refusal: { code: 'FILE_SIZE_TOO_LARGE', errorArgs: [LIMITS.cvMaxMegabytes] },
  },
  {
    name: 'a 9 MB resume',
    url: PATHS.resumes,
    bytes: 9 * MB,
    refusal: { code: 'FILE_SIZE_TOO_LARGE', errorArgs: [LIMITS.cvMaxMegabytes] },
  },
  {
    name: 'a 21 MB file to convert',
    url: PATHS.base64Converter,
    bytes: 21 * MB,
    refusal: { code: 'FILE_SIZE_TOO_LARGE', errorArgs: [LIMITS.filePickerMaxBytes / MB] },
  },
  {
    name: 'a 9 MB proof of unemployment',
    url: `${PATHS.unemploymentUploads}?kind=proof`,
    bytes: 9 * MB,
    refusal: { code: 'FILE_SIZE_TOO_LARGE_LIMIT_8', errorArgs: [] },
  },
];

/** A PDF-looking part of `bytes` bytes, as a browser's FormData sends it (with a length). */
function formWith(bytes: number): FormData {
  const form = new FormData();
  const head = new TextEncoder().encode('%PDF-1.4\n');
  const file = new Uint8Array(bytes);
  file.set(head);
  form.append('file', new Blob([file], { type: 'application/pdf' }), 'big.pdf');
  return form;
}

/** The same part streamed chunk by chunk without a length (`Transfer-Encoding: chunked`). */
function streamWith(bytes: number): { body: ReadableStream<Uint8Array>; type: string } {
  const boundary = 'vaga-refusal-boundary';
  const encoder = new TextEncoder();
  const chunk = new Uint8Array(256 * 1024);
  let sent = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < 0) {
        controller.enqueue(
          encoder.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
              'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
          ),
        );
        sent = 0;
      } else if (sent < bytes) {
        controller.enqueue(chunk);
        sent += chunk.length;
      } else {
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      }
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function answerOf(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() };
}

describe("a body over the limit, as Node's fetch sees it", () => {
  it.each(UPLOADS)('$name answers the spec code by its declared length', async (upload) => {
    const headers = await seeker();
    // More than once: a refusal that closes the connection under the client fails every time.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(base + upload.url, {
        method: 'POST',
        headers,
        body: formWith(upload.bytes),
      });
      expect(await answerOf(response)).toEqual({ status: 413, body: upload.refusal });
    }
  });

  it.each(UPLOADS)('$name answers the spec code when streamed without a length', async (upload) => {
    const headers = await seeker();
    const { body, type } = streamWith(upload.bytes);
    const response = await fetch(base + upload.url, {
      method: 'POST',
      headers: { ...headers, 'content-type': type },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(await answerOf(response)).toEqual({ status: 413, body: upload.refusal });
  });

  it('a JSON body over the server limit answers BODY_TOO_LARGE in KB', async () => {
    const headers = await seeker();
    const response = await fetch(base + PATHS.profile, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ filler: 'x'.repeat(REQUEST_BODY_MAX_BYTES * 3) }),
    });
    expect(await answerOf(response)).toEqual({
      status: 413,
      body: { code: 'BODY_TOO_LARGE', errorArgs: [REQUEST_BODY_MAX_BYTES / 1024] },
    });
  });
});

import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../test/auth.ts';
import { buildTestApp } from '../../test/helper.ts';
import { REFUSED_BODY_DRAIN } from './body-limit.ts';
import type { App } from './types.ts';

let app: App;
let port: number;
let headers: Record<string, string>;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  headers = bearer(await loginAs(app, {}));
});
afterAll(async () => {
  await app.close();
});

const UPLOADS = [PATHS.cvs, PATHS.resumes, PATHS.base64Converter];

function expectCatalogue(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { code: string; errorArgs: unknown[] };
  expect(ERROR_CODES).toContain(body.code);
  expect(Array.isArray(body.errorArgs)).toBe(true);
  return body;
}

/** Sends raw bytes over a socket and resolves with everything the server answered. */
function rawExchange(request: string, options: { keepOpen?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (options.keepOpen && answer.includes('\r\n\r\n') && /\}$/.test(answer)) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.write(request);
  });
}

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
}

function jsonOf(answer: string): { code: string; errorArgs: unknown[] } {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as {
    code: string;
    errorArgs: unknown[];
  };
}

describe('malformed multipart bodies answer a catalogue 400', () => {
  it.each(UPLOADS)('%s: a body `xx` without a boundary', async (url) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'xx',
    });
    expect(expectCatalogue(response, 400)).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.file'],
    });
  });

  it.each(UPLOADS)('%s: a stream with a bad terminator', async (url) => {
    const payload =
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n' +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4 hello\r\n--ab';
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload,
    });
    expectCatalogue(response, 400);
  });

  it.each(UPLOADS)('%s: a multipart body with no file part', async (url) => {
    const payload = '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--abc--\r\n';
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload,
    });
    expectCatalogue(response, 400);
  });
});

describe('oversized bodies', () => {
  it('refuses a 1 GB Content-Length with the spec code at once, before reading the body', async () => {
    const started = Date.now();
    const answer = await rawExchange(
      `POST ${PATHS.cvs} HTTP/1.1\r\nHost: x\r\nAuthorization: ${headers.authorization}\r\n` +
        'Content-Type: multipart/form-data; boundary=abc\r\n' +
        `Content-Length: ${1024 * 1024 * 1024}\r\n\r\n--abc\r\n`,
      { keepOpen: true },
    );
    expect(statusOf(answer)).toBe(413);
    expect(jsonOf(answer)).toEqual({ code: 'FILE_SIZE_TOO_LARGE', errorArgs: [8] });
    // No `Connection: close`: a client still sending would fail to read the answer.
    expect(answer.toLowerCase()).not.toContain('connection: close');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reads and drops the rest of a refused body only up to its bound, then closes', async () => {
    const sent = await new Promise<{ answer: string; sent: number }>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      let sent = 0;
      let closed = false;
      const chunk = Buffer.alloc(256 * 1024, 0x61);
      const pump = () => {
        while (!closed && sent < 4 * REFUSED_BODY_DRAIN.maxBytes) {
          sent += chunk.length;
          if (!socket.write(chunk)) return socket.once('drain', pump);
        }
      };
      socket.on('data', (data) => (answer += data.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        closed = true;
        resolve({ answer, sent });
      });
      socket.write(
        `POST ${PATHS.cvs} HTTP/1.1\r\nHost: x\r\nAuthorization: ${headers.authorization}\r\n` +
          `Content-Type: multipart/form-data; boundary=abc\r\nContent-Length: ${1024 ** 3}\r\n\r\n`,
      );
      pump();
    });
    expect(statusOf(sent.answer)).toBe(413);
    expect(jsonOf(sent.answer).code).toBe('FILE_SIZE_TOO_LARGE');
    // Closed by the server well before the 1 GB it was promised (or the pump's own end).
    expect(sent.sent).toBeLessThan(4 * REFUSED_BODY_DRAIN.maxBytes);
  });

  it('closes a refused connection whose body stops coming after its time bound', async () => {
    const bound = REFUSED_BODY_DRAIN.maxMs;
    REFUSED_BODY_DRAIN.maxMs = 300;
    try {
      const started = Date.now();
      const answer = await rawExchange(
        `POST ${PATHS.cvs} HTTP/1.1\r\nHost: x\r\nAuthorization: ${headers.authorization}\r\n` +
          `Content-Type: multipart/form-data; boundary=abc\r\nContent-Length: ${1024 ** 3}\r\n\r\n`,
      );
      expect(statusOf(answer)).toBe(413);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      REFUSED_BODY_DRAIN.maxMs = bound;
    }
  });

  it('keeps the connection for the next request once a refused body has been drained', async () => {
    const body = 'x'.repeat(2 * 1024 * 1024);
    const answer = await rawExchange(
      `PUT ${PATHS.profile} HTTP/1.1\r\nHost: x\r\nAuthorization: ${headers.authorization}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}` +
        `GET ${PATHS.healthz} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
    expect(statuses).toEqual([413, 200]);
  });

  it('refuses a JSON Content-Length over the default limit the same way', async () => {
    const answer = await rawExchange(
      `PUT ${PATHS.cvs}/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${50 * 1024 * 1024}\r\n\r\n{`,
      { keepOpen: true },
    );
    expect(statusOf(answer)).toBe(413);
    expect(jsonOf(answer)).toEqual({ code: 'BODY_TOO_LARGE', errorArgs: [1024] });
  });

  it('cuts off a chunked stream without a length at the limit', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      let sent = 0;
      const chunk = Buffer.alloc(256 * 1024, 0x61);
      const pump = () => {
        while (!socket.destroyed && sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          const ok = socket.write(`${chunk.length.toString(16)}\r\n`) && socket.write(chunk);
          socket.write('\r\n');
          if (!ok) return socket.once('drain', pump);
        }
      };
      socket.on('data', (data) => {
        text += data.toString('latin1');
      });
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
      socket.write(
        `POST ${PATHS.cvs} HTTP/1.1\r\nHost: x\r\nAuthorization: ${headers.authorization}\r\n` +
          'Content-Type: multipart/form-data; boundary=abc\r\nTransfer-Encoding: chunked\r\n\r\n',
      );
      const head = Buffer.from(
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n',
      );
      socket.write(`${head.length.toString(16)}\r\n`);
      socket.write(head);
      socket.write('\r\n');
      pump();
    });
    expect(statusOf(answer)).toBe(413);
    expect(jsonOf(answer)).toEqual({ code: 'FILE_SIZE_TOO_LARGE', errorArgs: [8] });
  });
});

describe('router and Node-level errors in the catalogue shape', () => {
  it('an undecodable path (%ZZ) answers BAD_REQUEST without echoing the URL', async () => {
    const response = await app.inject({ method: 'GET', url: `${PATHS.cvs}/%ZZ`, headers });
    expect(expectCatalogue(response, 400)).toEqual({ code: 'BAD_REQUEST', errorArgs: [] });
    expect(response.body).not.toContain('%ZZ');
    expect(response.body).not.toContain('cvs');
  });

  it('a path parameter over the router limit answers 414 URL_TOO_LONG', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${PATHS.cvs}/${'a'.repeat(200)}`,
      headers,
    });
    expect(expectCatalogue(response, 414)).toEqual({ code: 'URL_TOO_LONG', errorArgs: [] });
    expect(response.body).not.toContain('aaaa');
  });

  it('headers over 16 KB answer 431 HEADERS_TOO_LARGE', async () => {
    const answer = await rawExchange(
      `GET ${PATHS.healthz} HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(431);
    expect(jsonOf(answer)).toEqual({ code: 'HEADERS_TOO_LARGE', errorArgs: [] });
  });

  it('a request line Node cannot parse answers BAD_REQUEST', async () => {
    const answer = await rawExchange('GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    expect(jsonOf(answer)).toEqual({ code: 'BAD_REQUEST', errorArgs: [] });
  });
});

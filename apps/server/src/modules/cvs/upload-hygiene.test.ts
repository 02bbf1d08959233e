import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { docxBytes, multipart, pdfBytes } from '../../../test/factories/cv-files.ts';
import { buildTestApp } from '../../../test/helper.ts';
import type { App } from '../../platform/types.ts';
import { INFLATED_MAX_BYTES } from '../../platform/container-checks.ts';
import { UPLOAD_LIMITS } from './cvs.routes.ts';

let app: App;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-hygiene-'));
  await mkdir(path.join(storageDir, 'cvs'), { recursive: true });
  const hourAgo = new Date(Date.now() - 3_600_000);
  await writeFile(path.join(storageDir, 'cvs', '3f1c0a52-7d4e-4a51-9c36-000000000001.part'), 'x');
  await utimes(
    path.join(storageDir, 'cvs', '3f1c0a52-7d4e-4a51-9c36-000000000001.part'),
    hourAgo,
    hourAgo,
  );
  await writeFile(path.join(storageDir, 'cvs', '3f1c0a52-7d4e-4a51-9c36-000000000002.part'), 'y');
  await writeFile(path.join(storageDir, 'cvs', '3f1c0a52-7d4e-4a51-9c36-000000000003'), 'kept');
  ({ app } = await buildTestApp({ env: { STORAGE_DIR: storageDir } }));
});

/** A ZIP whose one entry is deflated (the way office documents are). */
function deflatedZip(name: string, data: Buffer): Buffer {
  const packed = deflateRawSync(data, { level: 9 });
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(1000, 22); // a declared size that lies
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(1000, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fileName.length, 12);
  end.writeUInt32LE(30 + fileName.length + packed.length, 16);
  return Buffer.concat([local, fileName, packed, central, fileName, end]);
}

/** docxBytes() with one more, deflated entry. */
function docxWith(entry: Buffer): Buffer {
  const base = docxBytes();
  // A DOCX is recognised by its [Content_Types].xml; the bomb rides along as an extra entry.
  const extra = deflatedZip('word/media/big.bin', entry);
  return mergeZips(base, extra);
}

function mergeZips(a: Buffer, b: Buffer): Buffer {
  const split = (zip: Buffer) => {
    const end = zip.length - 22;
    const centralSize = zip.readUInt32LE(end + 12);
    const centralAt = zip.readUInt32LE(end + 16);
    return {
      locals: zip.subarray(0, centralAt),
      central: zip.subarray(centralAt, centralAt + centralSize),
      count: zip.readUInt16LE(end + 10),
    };
  };
  const first = split(a);
  const second = split(b);
  const shifted = Buffer.from(second.central);
  for (let at = 0; at < shifted.length;) {
    shifted.writeUInt32LE(shifted.readUInt32LE(at + 42) + first.locals.length, at + 42);
    at +=
      46 +
      shifted.readUInt16LE(at + 28) +
      shifted.readUInt16LE(at + 30) +
      shifted.readUInt16LE(at + 32);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(first.count + second.count, 8);
  end.writeUInt16LE(first.count + second.count, 10);
  end.writeUInt32LE(first.central.length + shifted.length, 12);
  end.writeUInt32LE(first.locals.length + second.locals.length, 16);
  return Buffer.concat([first.locals, second.locals, first.central, shifted, end]);
}

async function post(url: string, headers: Record<string, string>, bytes: Buffer, name: string) {
  const body = multipart(bytes, name);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function cvFiles(): Promise<string[]> {
  return (await readdir(path.join(storageDir, 'cvs'))).sort();
}

describe('upload hygiene', () => {
  it('sweeps a .part left by a crash at start, keeping stored files and young parts', async () => {
    expect(await cvFiles()).toEqual([
      '3f1c0a52-7d4e-4a51-9c36-000000000002.part',
      '3f1c0a52-7d4e-4a51-9c36-000000000003',
    ]);
  });

  it('refuses a zip-bomb DOCX by what it inflates to, and takes a normal one', async () => {
    const headers = bearer(await loginAs(app, {}));
    const bomb = docxWith(Buffer.alloc(INFLATED_MAX_BYTES + 1024 * 1024));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await cvFiles();
    const refused = await post(PATHS.cvs, headers, bomb, 'cv.docx');
    expect(refused.statusCode, refused.body).toBe(415);
    expect(refused.json()).toEqual({ code: 'FILE_TYPE_ILLEGAL', errorArgs: [] });
    // Neither its .part nor a row is left.
    expect(await cvFiles()).toEqual(before);
    expect((await app.inject({ method: 'GET', url: PATHS.cvs, headers })).json()).toEqual([]);
    const fine = await post(PATHS.cvs, headers, docxWith(Buffer.alloc(1024 * 1024)), 'cv.docx');
    expect(fine.statusCode, fine.body).toBe(200);
    expect((await cvFiles()).length).toBe(before.length + 1);
  });

  it.each([
    ['a PDF+ZIP polyglot', Buffer.concat([pdfBytes(), docxBytes()]), 'cv.pdf'],
    ['a PDF+HTML polyglot', pdfBytes(0, '<html><script>alert(1)</script></html>'), 'cv.pdf'],
    ['HTML as .txt', Buffer.from('<!DOCTYPE html><html><body>CV</body></html>'), 'cv.txt'],
    [
      'SVG as .txt',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      'cv.txt',
    ],
  ])('refuses %s', async (_, bytes, name) => {
    const headers = bearer(await loginAs(app, { euid: `poly-${name}-${bytes.length}` }));
    const before = await cvFiles();
    for (const url of [PATHS.cvs, PATHS.base64Converter]) {
      const res = await post(url, headers, bytes, name);
      expect(res.statusCode, `${url} ${res.body}`).toBe(415);
      expect(res.json()).toEqual({ code: 'FILE_TYPE_ILLEGAL', errorArgs: [] });
    }
    expect(await cvFiles()).toEqual(before);
  });
});

describe('the base64 converter', () => {
  it('serves residents only and the file types of the spec flows', async () => {
    const outsider = bearer(await loginAs(app, 'nonresident'));
    const refused = await post(PATHS.base64Converter, outsider, pdfBytes(), 'a.pdf');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('BE_NOT_RESIDENT');
    const headers = bearer(await loginAs(app, { euid: 'converter-resident' }));
    const docx = await post(PATHS.base64Converter, headers, docxBytes(), 'a.docx');
    expect(docx.statusCode).toBe(200);
    expect(docx.json().contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const exe = await post(PATHS.base64Converter, headers, Buffer.from('MZ\0\0binary'), 'a.exe');
    expect(exe.json()).toEqual({ code: 'FILE_TYPE_ILLEGAL', errorArgs: [] });
  });
});

describe('caps on concurrent uploads', () => {
  it('answers SERVER_BUSY with Retry-After when one account holds its uploads open', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const headers = bearer(await loginAs(app, { euid: 'busy-uploader' }));
    const open = Array.from({ length: UPLOAD_LIMITS.perAccount }, () => {
      const socket = connect(port, '127.0.0.1');
      socket.write(
        `POST ${PATHS.base64Converter} HTTP/1.1\r\nHost: x\r\nAuthorization: ${headers.authorization}\r\n` +
          'Content-Type: multipart/form-data; boundary=abc\r\nContent-Length: 100000\r\n\r\n--abc\r\n',
      );
      return socket;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const third = await post(PATHS.base64Converter, headers, pdfBytes(), 'a.pdf');
    expect(third.statusCode, third.body).toBe(503);
    expect(third.json()).toEqual({ code: 'SERVER_BUSY', errorArgs: [2] });
    expect(third.headers['retry-after']).toBe('2');
    const other = bearer(await loginAs(app, { euid: 'other-uploader' }));
    expect((await post(PATHS.base64Converter, other, pdfBytes(), 'a.pdf')).statusCode).toBe(200);
    for (const socket of open) socket.destroy();
  });
});

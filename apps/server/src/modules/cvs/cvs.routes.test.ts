import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, CvFileSchema, LIMITS, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import {
  docBytes,
  docxBytes,
  exeBytes,
  multipart,
  pdfBytes,
  rtfBytes,
  txtBytes,
} from '../../../test/factories/cv-files.ts';
import { buildTestApp } from '../../../test/helper.ts';
import type { App } from '../../platform/types.ts';

let app: App;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-cvs-'));
  ({ app } = await buildTestApp({ env: { STORAGE_DIR: storageDir } }));
});

const seeker = async () => bearer(await loginAs(app, {}));

function upload(
  headers: Record<string, string>,
  bytes: Buffer,
  fileName = 'cv.pdf',
  query = '',
  url: string = PATHS.cvs,
) {
  const body = multipart(bytes, fileName);
  return app.inject({
    method: 'POST',
    url: `${url}${query}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(path.join(storageDir, 'cvs'))).filter((f) => !f.endsWith('.part'));
  } catch {
    return [];
  }
}

/** Every file in the CV folder, `.part` files included. */
async function allFiles(): Promise<string[]> {
  return (await readdir(path.join(storageDir, 'cvs')).catch(() => [] as string[])).sort();
}

async function rowsOf(headers: Record<string, string>) {
  return (await app.inject({ method: 'GET', url: PATHS.cvs, headers })).json() as unknown[];
}

describe('CV upload, read, rename, delete', () => {
  it('stores a PDF, lists it, serves the same bytes as an attachment, renames and deletes it', async () => {
    const headers = await seeker();
    const bytes = pdfBytes(2048);
    const res = await upload(headers, bytes, '我的履歷.pdf', '?cvName=Chef%20CV');
    expect(res.statusCode, res.body).toBe(200);
    const cv = CvFileSchema.parse(res.json());
    expect(cv).toMatchObject({
      cvName: 'Chef CV',
      uploadFileName: '我的履歷.pdf',
      fileType: 'pdf',
      fileSize: 2048,
    });
    expect(cv.uploadDate).toBe(app.clock.now().toISOString());
    expect(await rowsOf(headers)).toEqual([cv]);
    expect((await app.inject({ method: 'GET', url: PATHS.resumes, headers })).json()).toEqual([cv]);
    expect(
      (
        await app.inject({ method: 'GET', url: buildPath(PATHS.cv, { cvUid: cv.cvUid }), headers })
      ).json(),
    ).toEqual(cv);

    for (const url of [
      buildPath(PATHS.cvFile, { cvUid: cv.cvUid }),
      buildPath(PATHS.resume, { id: cv.cvUid }),
    ]) {
      const file = await app.inject({ method: 'GET', url, headers });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(String(file.headers['content-disposition'])).toContain(
        `filename*=UTF-8''${encodeURIComponent('我的履歷.pdf')}`,
      );
      expect(String(file.headers['content-disposition']).startsWith('attachment;')).toBe(true);
    }

    const renamed = await app.inject({
      method: 'PUT',
      url: buildPath(PATHS.cv, { cvUid: cv.cvUid }),
      headers,
      payload: { cvName: '廚師履歷' },
    });
    expect(renamed.json()).toMatchObject({ cvUid: cv.cvUid, cvName: '廚師履歷' });
    const blank = await app.inject({
      method: 'PUT',
      url: buildPath(PATHS.cv, { cvUid: cv.cvUid }),
      headers,
      payload: { cvName: '   ' },
    });
    expect(blank.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.cvName', 'validation.required'],
    });

    const removed = await app.inject({
      method: 'DELETE',
      url: buildPath(PATHS.cv, { cvUid: cv.cvUid }),
      headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await rowsOf(headers)).toEqual([]);
    expect(await storedFiles()).toEqual([]);
    const again = await app.inject({
      method: 'DELETE',
      url: buildPath(PATHS.cv, { cvUid: cv.cvUid }),
      headers,
    });
    expect(again.json().code).toBe('NOT_FOUND');
  });

  it.each([
    ['cv.doc', docBytes(), 'doc', 'application/msword'],
    [
      'cv.docx',
      docxBytes(),
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['cv.txt', txtBytes(), 'txt', 'text/plain; charset=utf-8'],
    ['cv.rtf', rtfBytes(), 'rtf', 'application/rtf'],
  ])('accepts %s by its content', async (name, bytes, type, contentType) => {
    const headers = await seeker();
    const res = await upload(headers, bytes, name);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fileType: type, uploadFileName: name });
    const file = await app.inject({
      method: 'GET',
      url: buildPath(PATHS.cvFile, { cvUid: res.json().cvUid }),
      headers,
    });
    expect(file.headers['content-type']).toBe(contentType);
  });

  it('names the file by what it is when the name says otherwise, and takes resumeName on v2', async () => {
    const headers = await seeker();
    const res = await upload(headers, docxBytes(), 'cv.pdf', '?resumeName=Mine', PATHS.resumes);
    expect(res.json()).toMatchObject({
      fileType: 'docx',
      uploadFileName: 'cv.docx',
      cvName: 'Mine',
    });
  });

  it('keeps one CV per seeker (BE_CV_EXCEED_MAX)', async () => {
    const headers = await seeker();
    expect((await upload(headers, pdfBytes())).statusCode).toBe(200);
    const second = await upload(headers, pdfBytes());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'BE_CV_EXCEED_MAX',
      errorArgs: [LIMITS.cvFilesPerSeeker],
    });
    expect(await rowsOf(headers)).toHaveLength(1);
  });
});

describe('refused uploads leave nothing behind', () => {
  async function refused(bytes: Buffer, fileName: string, status: number, body: object) {
    const headers = await seeker();
    const before = await allFiles();
    const res = await upload(headers, bytes, fileName);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
    expect(await rowsOf(headers)).toEqual([]);
    expect(await allFiles()).toEqual(before);
  }

  it('refuses an .exe renamed cv.pdf', () =>
    refused(exeBytes(), 'cv.pdf', 415, { code: 'FILE_TYPE_ILLEGAL', errorArgs: [] }));
  it('refuses a 9 MB PDF by its declared length, before reading it', () =>
    refused(pdfBytes(9 * 1024 * 1024), 'big.pdf', 413, {
      code: 'FILE_SIZE_TOO_LARGE',
      errorArgs: [8],
    }));
  it('refuses an empty file', () =>
    refused(Buffer.alloc(0), 'cv.pdf', 400, { code: 'FILE_EMPTY', errorArgs: [] }));
  it('refuses a PDF of exactly 8 MB: a file must be under 8 MB', () =>
    refused(pdfBytes(LIMITS.cvMaxBytes), 'eight.pdf', 413, {
      code: 'FILE_SIZE_TOO_LARGE',
      errorArgs: [8],
    }));
  it('takes a PDF of one byte under 8 MB', async () => {
    const headers = await seeker();
    const res = await upload(headers, pdfBytes(LIMITS.cvMaxBytes - 1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileSize).toBe(LIMITS.cvMaxBytes - 1);
  });

  it('refuses a request without a file', async () => {
    const headers = await seeker();
    const res = await app.inject({
      method: 'POST',
      url: PATHS.cvs,
      headers,
      payload: { file: 'x' },
    });
    expect(res.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['body.file'] });
  });

  it('stores exactly one CV under 10 concurrent uploads', async () => {
    const headers = await seeker();
    const before = (await storedFiles()).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => upload(headers, pdfBytes(1000 + i))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // The others are refused: over the quota, or over the account's concurrent uploads.
    const refusals = answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code);
    expect(refusals).toHaveLength(9);
    for (const code of refusals) expect(['BE_CV_EXCEED_MAX', 'SERVER_BUSY']).toContain(code);
    expect(await rowsOf(headers)).toHaveLength(1);
    expect((await storedFiles()).length).toBe(before + 1);
    expect((await allFiles()).filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});

describe('another seeker’s CV', () => {
  it('answers 404 NOT_FOUND to every call', async () => {
    const owner = await seeker();
    const cv = (await upload(owner, pdfBytes())).json();
    const other = await seeker();
    const cvUrl = buildPath(PATHS.cv, { cvUid: cv.cvUid });
    for (const [method, url] of [
      ['GET', cvUrl],
      ['GET', buildPath(PATHS.cvFile, { cvUid: cv.cvUid })],
      ['GET', buildPath(PATHS.resume, { id: cv.cvUid })],
      ['DELETE', cvUrl],
    ] as const) {
      const res = await app.inject({ method, url, headers: other });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const rename = await app.inject({
      method: 'PUT',
      url: cvUrl,
      headers: other,
      payload: { cvName: 'mine' },
    });
    expect(rename.statusCode).toBe(404);
    expect(await rowsOf(other)).toEqual([]);
    expect(await rowsOf(owner)).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: cvUrl, headers: owner })).json().cvName).toBe(
      cv.cvName,
    );
  });

  it('needs a login and residency', async () => {
    expect((await app.inject({ method: 'GET', url: PATHS.cvs })).statusCode).toBe(401);
    const nonResident = bearer(await loginAs(app, 'nonresident'));
    const res = await upload(nonResident, pdfBytes());
    expect(res.json().code).toBe('BE_NOT_RESIDENT');
  });
});

describe('POST api/v1/files/converter/base64', () => {
  it('answers the uploaded file as base64', async () => {
    const headers = await seeker();
    const bytes = pdfBytes(300);
    const body = multipart(bytes, 'proof.pdf');
    const res = await app.inject({
      method: 'POST',
      url: PATHS.base64Converter,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fileName: 'proof.pdf',
      contentType: 'application/pdf',
      size: 300,
      base64: bytes.toString('base64'),
    });
    const empty = multipart(Buffer.alloc(0));
    const none = await app.inject({
      method: 'POST',
      url: PATHS.base64Converter,
      headers: { ...headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(none.json().code).toBe('FILE_EMPTY');
    expect(
      (await app.inject({ method: 'POST', url: PATHS.base64Converter, ...body })).statusCode,
    ).toBe(401);
  });
});

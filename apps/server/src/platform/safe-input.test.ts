import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../test/auth.ts';
import { multipart, pdfBytes } from '../../test/factories/cv-files.ts';
import { profileInput, seedReferenceOptions } from '../../test/factories/profile.ts';
import { buildTestApp } from '../../test/helper.ts';
import type { App } from './types.ts';

/** Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL — where NUL once answered 500. */
let app: App;
let headers: Record<string, string>;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  await seedReferenceOptions(app.db);
  headers = bearer(await loginAs(app, {}));
});

const NUL = '\u0000';
const RLO = '\u202E';

async function profileRows(): Promise<number> {
  const rows = await app.db.selectFrom('profile').select('account_id').execute();
  return rows.length;
}

describe('NUL and bidi controls are refused everywhere, before any database', () => {
  it('POST /service/authorize?state=%00 answers VALIDATION_FAIL without a login', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${PATHS.authorize}?type=1&code=abc&state=%00&redirect_uri=${encodeURIComponent('http://localhost:3000/')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['querystring.state'] });
  });

  it.each([
    ['a NUL in a name', { nameCn: `陳${NUL}大文` }, 'body.nameCn'],
    ['a NUL in the remark', { remark: `hello${NUL}` }, 'body.remark'],
    ['a right-to-left override in a name', { namePt: `CHAN ${RLO}NAM` }, 'body.namePt'],
  ])('profile POST and PUT refuse %s and write nothing', async (_, override, field) => {
    const before = await profileRows();
    for (const method of ['POST', 'PUT'] as const) {
      const response = await app.inject({
        method,
        url: PATHS.profile,
        headers,
        payload: profileInput(override),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAIL',
        errorArgs: [field, 'validation.unsafeText'],
      });
    }
    expect(await profileRows()).toBe(before);
  });

  it.each([
    ['GET', PATHS.cv],
    ['GET', PATHS.cvFile],
    ['PUT', PATHS.cv],
    ['DELETE', PATHS.cv],
  ] as const)('%s %s with a %00 cvUid answers VALIDATION_FAIL', async (method, path) => {
    const response = await app.inject({
      method,
      url: path.replace(':cvUid', '%00'),
      headers,
      ...(method === 'PUT' ? { payload: { cvName: 'x' } } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['params.cvUid'] });
  });

  it('GET v2/resumes/%00 answers VALIDATION_FAIL', async () => {
    const response = await app.inject({
      method: 'GET',
      url: PATHS.resume.replace(':id', '%00'),
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['params.id'] });
  });

  it('a CV name with a bidi control is refused, and a file name loses it', async () => {
    const body = multipart(pdfBytes(), `cv${RLO}fdp.exe.pdf`);
    const refused = await app.inject({
      method: 'POST',
      url: `${PATHS.cvs}?cvName=${encodeURIComponent(`my${RLO}cv`)}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['querystring.cvName'] });

    const stored = await app.inject({
      method: 'POST',
      url: PATHS.cvs,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const cv = stored.json() as { cvName: string; uploadFileName: string; cvUid: string };
    expect(cv.uploadFileName).toBe('cvfdp.exe.pdf');
    expect(cv.cvName).not.toContain(RLO);

    const rename = await app.inject({
      method: 'PUT',
      url: buildPath(PATHS.cv, { cvUid: cv.cvUid }),
      headers,
      payload: { cvName: `a${RLO}b` },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.cvName', 'validation.unsafeText'],
    });
  });

  it('a text with other line breaks is stored with line feeds, a file name without them', async () => {
    const remark = 'Line one\u2028line two\u2029line three\u0085line four\r\nline five';
    const saved = await app.inject({
      method: 'POST',
      url: PATHS.profile,
      headers,
      payload: profileInput({ remark, namePt: 'CHAN\u2028TAI MAN' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await app.db
      .selectFrom('profile')
      .select(['remark', 'name_pt'])
      .where('remark', 'like', 'Line one%')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      remark: 'Line one\nline two\nline three\nline four\nline five',
      name_pt: 'CHAN\nTAI MAN',
    });

    const body = multipart(pdfBytes(), 'my\u2028cv\u0085.pdf');
    const other = bearer(await loginAs(app, { euid: 'line-breaks' }));
    const cv = await app.inject({
      method: 'POST',
      url: PATHS.cvs,
      headers: { ...other, ...body.headers },
      payload: body.payload,
    });
    expect(cv.statusCode, cv.body).toBe(200);
    expect((cv.json() as { uploadFileName: string }).uploadFileName).toBe('mycv.pdf');
  });

  it.each([
    ['a C1 control', '\u009B'],
    ['a noncharacter', '\uFFFF'],
    ['a lone surrogate', '\uD800'],
  ])('a name with %s is refused', async (_, char) => {
    const response = await app.inject({
      method: 'PUT',
      url: PATHS.profile,
      headers,
      payload: profileInput({ namePt: `CHAN${char}` }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.namePt', 'validation.unsafeText'],
    });
  });

  it('a search keyword with NUL is refused', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${PATHS.jobOfferSearch}?keyword=%00`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['querystring.keyword'],
    });
  });

  it('a query field no schema reads is refused with NUL, each time it is asked', async () => {
    // The same query string is the same kept object (platform/kept-queries.ts): a safe one is
    // not walked again, an unsafe one is refused every time, beside a safe one asked between.
    // The search's schema drops `note`: only the guard refuses it.
    for (const note of ['%00', 'ok', '%00', 'ok', '%00']) {
      const response = await app.inject({
        method: 'GET',
        url: `${PATHS.jobOfferSearch}?keyword=cook&note=${note}`,
      });
      if (note === 'ok') {
        expect(response.statusCode).toBe(200);
        continue;
      }
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAIL',
        errorArgs: ['querystring.note'],
      });
    }
  });
});

describe('ids in queries are strict integers', () => {
  it.each(['0x10', '+1', '1e3', '1.0', ' 1', '016', '-1'])(
    'jobOfferId=%s is refused on the favourites',
    async (value) => {
      const response = await app.inject({
        method: 'POST',
        url: `${PATHS.favorites}?jobOfferId=${encodeURIComponent(value)}`,
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAIL',
        errorArgs: ['querystring.jobOfferId'],
      });
    },
  );
});

import { beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { profileInput, seedReferenceOptions } from '../../../test/factories/profile.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { pdftotext } from '../../../test/pdftotext.ts';
import type { App } from '../../platform/types.ts';

let app: App;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  await seedReferenceOptions(app.db);
});

/** Every text of a PDF, page after page. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  const texts: string[] = [];
  for (let page = 1; page <= pdf.numPages; page++) {
    const content = await (await pdf.getPage(page)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return texts.join('\n');
}

async function seekerWithProfile() {
  const headers = bearer(await loginAs(app, {}));
  const res = await app.inject({
    method: 'POST',
    url: PATHS.profile,
    headers,
    payload: profileInput(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return headers;
}

const generate = (headers: Record<string, string>, lang: string) =>
  app.inject({ method: 'POST', url: `${PATHS.generateCv}?lang=${lang}`, headers });

describe('POST api/v1/cvs: the generated CV', () => {
  it('lays the resume out in Chinese with the embedded CJK font', async () => {
    const headers = await seekerWithProfile();
    const res = await generate(headers, 'zh');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain('attachment');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(300 * 1024);
    expect(bytes.toString('latin1')).toContain('/FontFile2');
    const text = await pdfText(bytes);
    expect(text).toContain('陳大文');
    expect(text).toContain('工作經驗');
    expect(text).toContain('澳門酒店有限公司');
    expect(text).toContain('接待員');
  });

  it('uses Portuguese titles and option names with lang=pt', async () => {
    const headers = await seekerWithProfile();
    const text = await pdfText((await generate(headers, 'pt')).rawPayload);
    expect(text).toContain('Experiência profissional');
    expect(text).toContain('Habilitações académicas');
    expect(text).toContain('Rececionista');
    expect(text).toContain('陳大文');
  });

  it('is in Simplified Chinese with lang=zh-Hans, set in a font with the Simplified glyphs', async () => {
    const headers = await seekerWithProfile();
    const bytes = (await generate(headers, 'zh-Hans')).rawPayload;
    // The Simplified font is embedded (a subset: only the glyphs used), not the Traditional one.
    expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(bytes.toString('latin1')).not.toContain('NotoSansTC');
    expect(bytes.length).toBeLessThan(300 * 1024);
    const text = await pdftotext(bytes);
    // Labels from the generated catalogue (the reviewed 简历 over OpenCC's 履历), texts built
    // from values and option names converted; what the seeker wrote (name, employers) as written.
    expect(text).toContain('个人简历');
    expect(text).toContain('工作经验');
    expect(text).toContain('接待员');
    expect(text).toContain('4 年 6 个月');
    expect(text).toContain('澳門酒店有限公司');
    expect(text).toContain('陳大文');
    expect(text).not.toContain('工作經驗');
  });

  it('uses English with lang=en', async () => {
    const headers = await seekerWithProfile();
    const text = await pdfText((await generate(headers, 'en')).rawPayload);
    expect(text).toContain('Work experience');
    expect(text).toContain('Receptionist');
  });

  it('answers BE_PROFILE_NOT_FOUND without a resume and VALIDATION_FAIL for another language', async () => {
    const headers = bearer(await loginAs(app, {}));
    expect((await generate(headers, 'zh')).json().code).toBe('BE_PROFILE_NOT_FOUND');
    expect((await generate(await seekerWithProfile(), 'fr')).json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['querystring.lang'],
    });
  });
});

describe('CV PDFs under a flood', () => {
  it('renders one PDF per account at a time, answering SERVER_BUSY to the rest', async () => {
    const headers = await seekerWithProfile();
    const answers = await Promise.all(Array.from({ length: 5 }, () => generate(headers, 'en')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const answer of busy) {
      expect(answer.json()).toEqual({ code: 'SERVER_BUSY', errorArgs: [2] });
      expect(answer.headers['retry-after']).toBe('2');
    }
    // Another account is served meanwhile.
    const other = await seekerWithProfile();
    expect((await generate(other, 'en')).statusCode).toBe(200);
  });
});

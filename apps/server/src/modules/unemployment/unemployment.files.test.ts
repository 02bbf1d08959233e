import { beforeAll, describe, expect, it } from 'vitest';
import {
  PATHS,
  UNEMPLOYMENT_LIMITS,
  UnemploymentUploadResultSchema,
  buildPath,
} from '@vaga/contract';
import type { TestContext } from '../../../test/helper.ts';
import { useUnemploymentFiles } from '../../../test/factories/unemployment-files.ts';
import {
  docxBytes,
  exeBytes,
  getAs,
  jpgBytes,
  pdfBytes,
  pngBytes,
  postSd,
} from '../../../test/factories/unemployment.ts';

const MB = 1024 * 1024;
const TOTAL = UNEMPLOYMENT_LIMITS.totalMaxBytes;

describe('proof files of an unemployment registration', () => {
  let ctx: TestContext;
  const { state, newSeeker, stored, rows, upload, registration } = useUnemploymentFiles();
  beforeAll(() => {
    ({ ctx } = state);
  });

  it('takes PDF, JPG and PNG by their content and keeps what they are', async () => {
    const seeker = await newSeeker();
    const res = await upload(seeker, [
      { bytes: pdfBytes(), name: 'scan.PDF' },
      { bytes: jpgBytes(500), name: 'photo.png' },
      { bytes: pngBytes(), name: 'screen' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const result = UnemploymentUploadResultSchema.parse(res.json());
    expect(result.attachments.map((a) => [a.fileName, a.contentType, a.kind])).toEqual([
      ['scan.pdf', 'application/pdf', 'separation'],
      ['photo.jpg', 'image/jpeg', 'separation'],
      ['screen.png', 'image/png', 'separation'],
    ]);
    const download = await getAs(
      ctx.app,
      seeker,
      buildPath(PATHS.unemploymentAttachment, { id: result.attachments[1].id }),
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(String(download.headers['content-disposition'])).toMatch(
      /^attachment; filename="photo.jpg"/,
    );
    expect(download.rawPayload.equals(jpgBytes(500))).toBe(true);
  });

  it.each([
    ['an .exe named proof.pdf', exeBytes(), 'proof.pdf'],
    ['a .docx', docxBytes(), 'letter.docx'],
    ['a PDF that is also a ZIP', Buffer.concat([pdfBytes(), docxBytes()]), 'a.pdf'],
    [
      'a PDF that is also a web page',
      Buffer.concat([pdfBytes(), Buffer.from('<html><script>')]),
      'b.pdf',
    ],
    ['a JPEG that is also a ZIP', Buffer.concat([jpgBytes(100), docxBytes()]), 'c.jpg'],
    ['plain text', Buffer.from('hello'), 'd.pdf'],
  ])('refuses %s (FILE_TYPE_ILLEGAL), storing nothing of the request', async (_, bytes, name) => {
    const seeker = await newSeeker();
    const [filesBefore, rowsBefore] = [await stored(), await rows()];
    const res = await upload(seeker, [
      { bytes: pdfBytes(), name: 'ok.pdf' },
      { bytes, name },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('FILE_TYPE_ILLEGAL');
    expect(await stored()).toEqual(filesBefore);
    expect(await rows()).toBe(rowsBefore);
  });

  it('refuses an empty file (FILE_EMPTY), a request without files, and six files at once', async () => {
    const seeker = await newSeeker();
    const empty = await upload(seeker, [
      { bytes: pdfBytes(), name: 'a.pdf' },
      { bytes: Buffer.alloc(0), name: 'b.pdf' },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('FILE_EMPTY');
    const none = await ctx.app.inject({
      method: 'POST',
      url: `${PATHS.unemploymentUploads}?kind=proof`,
      headers: { ...seeker.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('VALIDATION_FAIL');
    const six = await upload(
      seeker,
      Array.from({ length: 6 }, (_, i) => ({ bytes: pdfBytes(), name: `${i}.pdf` })),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({ code: 'BE_UNEMPLOYMENT_TOO_MANY_FILES', errorArgs: [5] });
    const wrongKind = await ctx.app.inject({
      method: 'POST',
      url: `${PATHS.unemploymentUploads}?kind=other`,
      headers: seeker.headers,
    });
    expect(wrongKind.json().code).toBe('VALIDATION_FAIL');
    expect(await registration(seeker)).toBeNull();
  });

  it('holds 8 MB per registration across files and requests; one file of 8 MB fits, more does not', async () => {
    const seeker = await newSeeker();
    const over = await upload(seeker, [
      { bytes: pdfBytes(4 * MB), name: 'a.pdf' },
      { bytes: pdfBytes(4 * MB + 1), name: 'b.pdf' },
    ]);
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe('FILE_SIZE_TOO_LARGE_LIMIT_8');
    const single = await upload(seeker, [{ bytes: pdfBytes(TOTAL + 1), name: 'big.pdf' }]);
    expect(single.statusCode).toBe(413);
    expect((await registration(seeker))?.attachments ?? []).toEqual([]);

    const first = await upload(seeker, [{ bytes: pdfBytes(5 * MB), name: 'a.pdf' }]);
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(seeker, [{ bytes: jpgBytes(3 * MB + 1), name: 'b.jpg' }], 'proof');
    expect(second.json().code).toBe('FILE_SIZE_TOO_LARGE_LIMIT_8');
    const exact = await upload(seeker, [{ bytes: jpgBytes(3 * MB), name: 'b.jpg' }], 'proof');
    expect(exact.statusCode, exact.body).toBe(200);
    expect(UnemploymentUploadResultSchema.parse(exact.json()).totalBytes).toBe(TOTAL);
    expect((await registration(seeker))!.attachments).toHaveLength(2);

    const whole = await newSeeker();
    const eight = await upload(whole, [{ bytes: pdfBytes(TOTAL), name: 'all.pdf' }]);
    expect(eight.statusCode, eight.body).toBe(200);
  });

  it('refuses a body past 8 MB and the multipart overhead with the 8 MB total code', async () => {
    const seeker = await newSeeker();
    const [filesBefore, rowsBefore] = [await stored(), await rows()];
    const res = await upload(seeker, [
      { bytes: pdfBytes(4.5 * MB), name: 'a.pdf' },
      { bytes: pdfBytes(4.5 * MB), name: 'b.pdf' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'FILE_SIZE_TOO_LARGE_LIMIT_8', errorArgs: [] });
    expect(await stored()).toEqual(filesBefore);
    expect(await rows()).toBe(rowsBefore);
  });

  it('holds the 8 MB total under concurrent uploads', async () => {
    for (const draftFirst of [true, false]) {
      const seeker = await newSeeker();
      if (draftFirst) await postSd(ctx.app, seeker, { lastEmployCompanyName: 'A' });
      const answers = await Promise.all([
        upload(seeker, [{ bytes: pdfBytes(5 * MB), name: 'a.pdf' }]),
        upload(seeker, [{ bytes: pdfBytes(5 * MB), name: 'b.pdf' }]),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 413]);
      const reg = (await registration(seeker))!;
      expect(reg.attachments).toHaveLength(1);
      expect(reg.totalBytes).toBe(5 * MB);
    }
  });

  it('refuses more than filesPerRegistration files in all', async () => {
    const seeker = await newSeeker();
    for (let i = 0; i < 4; i += 1) {
      const res = await upload(
        seeker,
        Array.from({ length: 5 }, (_, j) => ({ bytes: pdfBytes(0, `${i}-${j}`), name: 'p.pdf' })),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const more = await upload(seeker, [{ bytes: pngBytes(), name: 'x.png' }], 'proof');
    expect(more.json()).toMatchObject({ code: 'BE_UNEMPLOYMENT_TOO_MANY_FILES', errorArgs: [20] });
  });
});

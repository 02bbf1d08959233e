import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS, UnemploymentUploadResultSchema, buildPath } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import type { TestContext } from '../../../test/helper.ts';
import { useUnemploymentFiles } from '../../../test/factories/unemployment-files.ts';
import {
  deleteAttachment,
  getAs,
  jpgBytes,
  pdfBytes,
  pngBytes,
} from '../../../test/factories/unemployment.ts';
import type { FileStore } from '../../platform/file-store.ts';

describe('proof files are stored all or none, and only their owner reaches them', () => {
  let ctx: TestContext;
  const { state, newSeeker, stored, rows, upload, registration } = useUnemploymentFiles();
  beforeAll(() => {
    ({ ctx } = state);
  });
  afterEach(() => vi.restoreAllMocks());

  for (const step of ['stage', 'commit'] as const) {
    it(`leaves no row and no file when the store fails on the 2nd file's ${step}`, async () => {
      const seeker = await newSeeker();
      const store = (
        Reflect.get(ctx.app.services.unemploymentFiles, 'deps') as { files: FileStore }
      ).files;
      const stage = store.stage.bind(store);
      let calls = 0;
      vi.spyOn(store, 'stage').mockImplementation(async (chunks, options) => {
        calls += 1;
        if (step === 'stage' && calls === 2) throw new Error('disk full');
        const staged = await stage(chunks, options);
        if (step !== 'commit' || calls !== 2) return staged;
        return {
          ...staged,
          bytes: staged.bytes,
          commit: () => Promise.reject(new Error('disk full')),
        };
      });
      const [filesBefore, rowsBefore] = [await stored(), await rows()];
      const res = await upload(seeker, [
        { bytes: pdfBytes(), name: 'a.pdf' },
        { bytes: pngBytes(), name: 'b.png' },
        { bytes: jpgBytes(50), name: 'c.jpg' },
      ]);
      expect(res.statusCode).toBe(500);
      expect(await stored()).toEqual(filesBefore);
      expect(await rows()).toBe(rowsBefore);
      expect((await registration(seeker))?.attachments ?? []).toEqual([]);
    });
  }

  it("answers 404 for another seeker's file (download, delete) and 400 for a malformed id", async () => {
    const owner = await newSeeker();
    const other = await newSeeker();
    const res = await upload(owner, [{ bytes: pdfBytes(), name: 'mine.pdf' }]);
    const id = UnemploymentUploadResultSchema.parse(res.json()).attachments[0].id;
    const url = buildPath(PATHS.unemploymentAttachment, { id });
    expect((await getAs(ctx.app, other, url)).json().code).toBe('NOT_FOUND');
    expect((await deleteAttachment(ctx.app, other, id)).statusCode).toBe(404);
    expect((await getAs(ctx.app, owner, url)).statusCode).toBe(200);
    const unknown = buildPath(PATHS.unemploymentAttachment, { id: crypto.randomUUID() });
    expect((await getAs(ctx.app, owner, unknown)).statusCode).toBe(404);
    const malformed = buildPath(PATHS.unemploymentAttachment, { id: 'not-a-uuid' });
    expect((await getAs(ctx.app, owner, malformed)).json().code).toBe('VALIDATION_FAIL');
    expect((await deleteAttachment(ctx.app, owner, id)).statusCode).toBe(204);
    expect((await getAs(ctx.app, owner, url)).statusCode).toBe(404);
    expect((await registration(owner))!.attachments).toEqual([]);
  });

  it('removes a deleted file from the store', async () => {
    const seeker = await newSeeker();
    const before = await stored();
    const res = await upload(seeker, [{ bytes: pdfBytes(), name: 'x.pdf' }]);
    expect((await stored()).length).toBe(before.length + 1);
    await deleteAttachment(ctx.app, seeker, res.json().attachments[0].id);
    expect(await stored()).toEqual(before);
  });

  it('answers a visitor 401, a non-resident and an employer with the resident refusals', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: PATHS.unemployment });
    expect(visitor.statusCode).toBe(401);
    const nonResident = { headers: bearer(await loginAs(ctx.app, 'nonresident')) };
    expect((await getAs(ctx.app, nonResident, PATHS.unemployment)).json().code).toBe(
      'BE_NOT_RESIDENT',
    );
    expect((await upload(nonResident, [{ bytes: pdfBytes(), name: 'a.pdf' }])).json().code).toBe(
      'BE_NOT_RESIDENT',
    );
    const employer = { headers: bearer(await loginAs(ctx.app, 'employer')) };
    expect((await getAs(ctx.app, employer, PATHS.unemployment)).json().code).toBe('FORBIDDEN_ROLE');
  });
});

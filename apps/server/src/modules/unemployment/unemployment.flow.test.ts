import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_UNEMPLOYMENT_PATHS,
  ConsoleUnemploymentDetailSchema,
  ConsoleUnemploymentPageSchema,
  PATHS,
  UnemploymentCurrentSchema,
  UnemploymentSupplementListSchema,
  UnemploymentUploadResultSchema,
  buildPath,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceOptions } from '../../../test/factories/profile.ts';
import {
  getAs,
  jpgBytes,
  pdfBytes,
  pngBytes,
  postSd,
  postSupplements,
  staffUnemployment,
  unemploymentFields,
  uploadFiles,
} from '../../../test/factories/unemployment.ts';

type Caller = { headers: { authorization: string } };

describe('an unemployment registration from draft to decision', () => {
  let ctx: TestContext;
  let seeker: Caller;
  let staff: Caller;

  const current = async (caller = seeker) => {
    const res = await getAs(ctx.app, caller, PATHS.unemployment);
    expect(res.statusCode, res.body).toBe(200);
    return UnemploymentCurrentSchema.parse(res.json()).registration;
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set('2026-11-22T02:00:00.000Z');
    await seedReferenceOptions(ctx.app.db);
    seeker = { headers: bearer(await loginAs(ctx.app, 'resident')) };
    staff = { headers: bearer(await loginAs(ctx.app, 'staff')) };
  });

  it('keeps a draft, takes files, submits it with a reference number, and records staff review', async () => {
    expect(await current()).toBeNull();
    const saved = await postSd(ctx.app, seeker, { action: 'save', lastEmployCompanyName: 'ACME' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(UnemploymentCurrentSchema.parse(saved.json()).registration).toMatchObject({
      state: 0,
      stateDesc: 'Draft',
      lastEmployCompanyName: 'ACME',
      referenceNo: null,
      draftExpiresAt: '2026-12-07T02:00:00.000Z',
    });

    const upload = await uploadFiles(ctx.app, seeker, 'separation', [
      { bytes: pdfBytes(), name: 'letter.pdf' },
      { bytes: jpgBytes(2000), name: 'photo.jpeg' },
    ]);
    expect(upload.statusCode, upload.body).toBe(200);
    const uploaded = UnemploymentUploadResultSchema.parse(upload.json());
    expect(uploaded.attachments.map((a) => [a.fileName, a.contentType])).toEqual([
      ['letter.pdf', 'application/pdf'],
      ['photo.jpeg', 'image/jpeg'],
    ]);
    expect(uploaded.totalBytes).toBe(pdfBytes().length + 2000);

    // A field left out keeps its value; the rest arrive with the submission.
    ctx.clock.advance(60_000);
    const submitted = await postSd(ctx.app, seeker, {
      action: 'submit',
      ...unemploymentFields({ lastEmployCompanyName: undefined }),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const registration = UnemploymentCurrentSchema.parse(submitted.json()).registration!;
    expect(registration).toMatchObject({
      state: 1,
      stateDesc: 'Under review',
      lastEmployCompanyName: 'ACME',
      draftExpiresAt: null,
      labels: { resignedReason: 'Dismissed by the employer', salaryType: expect.any(String) },
    });
    expect(registration.referenceNo).toMatch(/^SD20261122-\d{6}$/);
    expect(registration.history.map((h) => [h.action, h.actor, h.actorName])).toEqual([
      ['submitted', 'seeker', null],
    ]);

    // Staff see it in the queue and ask for a supplement.
    const queue = await getAs(ctx.app, staff, CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployments);
    expect(queue.statusCode, queue.body).toBe(200);
    const page = ConsoleUnemploymentPageSchema.parse(queue.json());
    expect(page.content).toEqual([
      expect.objectContaining({ id: registration.id, fileCount: 2, lastEmployCompanyName: 'ACME' }),
    ]);
    const asked = await staffUnemployment(ctx.app, staff, 'supplements', registration.id, {
      request: 'Your last payslip',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(ConsoleUnemploymentDetailSchema.parse(asked.json()).state).toBe(2);

    const png = await uploadFiles(ctx.app, seeker, 'supplement', [
      { bytes: pngBytes(), name: 'payslip.png' },
    ]);
    expect(png.statusCode, png.body).toBe(200);
    const pngId = UnemploymentUploadResultSchema.parse(png.json()).attachments[0].id;
    const list = UnemploymentSupplementListSchema.parse(
      (await getAs(ctx.app, seeker, PATHS.unemploymentSupplements)).json(),
    );
    expect(list.supplementList.map((s) => [s.request, s.answeredAt])).toEqual([
      ['Your last payslip', null],
    ]);
    expect(list.pendingAttachments.map((a) => a.id)).toEqual([pngId]);

    ctx.clock.advance(60_000);
    const sent = await postSupplements(ctx.app, seeker, {
      supplementList: [{ attachmentId: pngId }],
      remark: 'Here it is',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const back = UnemploymentCurrentSchema.parse(sent.json()).registration!;
    expect(back.state).toBe(1);
    expect(back.attachments.find((a) => a.id === pngId)?.supplementId).toEqual(expect.any(Number));

    const approved = await staffUnemployment(ctx.app, staff, 'approve', registration.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = ConsoleUnemploymentDetailSchema.parse(approved.json());
    expect(detail.history.map((h) => [h.action, h.actor, h.actorName !== null, h.detail])).toEqual([
      ['submitted', 'seeker', true, null],
      ['supplementRequested', 'staff', true, 'Your last payslip'],
      ['supplemented', 'seeker', true, 'Here it is'],
      ['approved', 'staff', true, null],
    ]);
    expect(detail.supplementList[0]).toMatchObject({
      request: 'Your last payslip',
      remark: 'Here it is',
    });

    const seen = (await current())!;
    expect(seen).toMatchObject({ state: 3, stateDesc: 'Approved' });
    expect(seen.history.filter((h) => h.actor === 'staff').every((h) => h.actorName === null)).toBe(
      true,
    );
    expect(seen.history.every((h) => h.at && h.actionDesc)).toBe(true);

    // The staff download has the bytes and the headers of a download.
    const file = await getAs(
      ctx.app,
      staff,
      buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentAttachment, {
        id: registration.id,
        attachmentId: pngId,
      }),
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pngBytes())).toBe(true);

    // After a decision, a new draft may start.
    const again = await postSd(ctx.app, seeker, { lastEmployCompanyName: 'Other' });
    expect(again.statusCode, again.body).toBe(200);
    expect(UnemploymentCurrentSchema.parse(again.json()).registration).toMatchObject({
      state: 0,
      lastEmployCompanyName: 'Other',
      attachments: [],
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_UNEMPLOYMENT_PATHS,
  ConsoleUnemploymentDetailSchema,
  ConsoleUnemploymentPageSchema,
  PATHS,
  UNEMPLOYMENT_LIMITS,
  UnemploymentCurrentSchema,
  UnemploymentUploadResultSchema,
  buildPath,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceOptions } from '../../../test/factories/profile.ts';
import {
  deleteAttachment,
  getAs,
  pdfBytes,
  pngBytes,
  postSd,
  postSupplements,
  staffUnemployment,
  submitRegistration,
  uploadFiles,
} from '../../../test/factories/unemployment.ts';

type Caller = { headers: { authorization: string } };

describe('staff review unemployment registrations (console)', () => {
  let ctx: TestContext;
  let staff: Caller;
  let employer: Caller;
  const newSeeker = async (): Promise<Caller> => ({
    headers: bearer(await loginAs(ctx.app, { name: 'Seeker' })),
  });
  const submitted = async () => {
    const seeker = await newSeeker();
    const id = await submitRegistration(ctx.app, seeker);
    ctx.clock.advance(60_000);
    return { seeker, id };
  };
  const registration = async (caller: Caller) =>
    UnemploymentCurrentSchema.parse((await getAs(ctx.app, caller, PATHS.unemployment)).json())
      .registration!;

  beforeAll(async () => {
    ctx = await buildTestApp();
    await seedReferenceOptions(ctx.app.db);
    staff = { headers: bearer(await loginAs(ctx.app, 'staff')) };
    employer = { headers: bearer(await loginAs(ctx.app, 'employer')) };
  });

  it('lists the queue by state, oldest submission first, never drafts', async () => {
    const a = await submitted();
    const b = await submitted();
    const draft = await newSeeker();
    await postSd(ctx.app, draft, { lastEmployCompanyName: 'Draft only' });
    const res = await getAs(ctx.app, staff, CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployments);
    const page = ConsoleUnemploymentPageSchema.parse(res.json());
    const ids = page.content.map((c) => c.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(page.content.every((c) => c.state === 1)).toBe(true);
    expect(page.content.find((c) => c.id === a.id)).toMatchObject({
      seekerName: 'Seeker',
      stateDesc: 'Under review',
      fileCount: 1,
      referenceNo: expect.stringMatching(/^SD\d{8}-\d{6}$/),
    });
    const draftId = (await registration(draft)).id;
    const detail = await getAs(
      ctx.app,
      staff,
      buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployment, { id: draftId }),
    );
    expect(detail.statusCode).toBe(404);
    const refused = await getAs(
      ctx.app,
      staff,
      `${CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployments}?state=4`,
    );
    expect(
      ConsoleUnemploymentPageSchema.parse(refused.json()).content.map((c) => c.id),
    ).not.toContain(a.id);
    const bad = await getAs(
      ctx.app,
      staff,
      `${CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployments}?state=0`,
    );
    expect(bad.json().code).toBe('VALIDATION_FAIL');
  });

  it('refuses with a reason the seeker reads; a decided registration takes no more actions', async () => {
    const { seeker, id } = await submitted();
    const empty = await staffUnemployment(ctx.app, staff, 'refuse', id, { reason: ' ' });
    expect(empty.json().code).toBe('VALIDATION_FAIL');
    const tooLong = await staffUnemployment(ctx.app, staff, 'refuse', id, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.json().code).toBe('VALIDATION_FAIL');
    const res = await staffUnemployment(ctx.app, staff, 'refuse', id, {
      reason: 'Left on own accord',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = ConsoleUnemploymentDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      state: 4,
      refusalReason: 'Left on own accord',
      seekerName: 'Seeker',
    });
    expect(detail.history.at(-1)).toMatchObject({
      action: 'refused',
      actor: 'staff',
      detail: 'Left on own accord',
    });
    expect(detail.history.at(-1)!.actorName).toEqual(expect.any(String));
    const seen = await registration(seeker);
    expect(seen).toMatchObject({
      state: 4,
      stateDesc: 'Refused',
      refusalReason: 'Left on own accord',
    });
    expect(seen.history.at(-1)).toMatchObject({ actor: 'staff', actorName: null });
    for (const action of ['approve', 'refuse', 'supplements'] as const) {
      const again = await staffUnemployment(ctx.app, staff, action, id, {
        reason: 'x',
        request: 'x',
      });
      expect(again.json().code, action).toBe('BE_UNEMPLOYMENT_STATE_INVALID');
    }
    // A new registration may start after a decision.
    expect((await postSd(ctx.app, seeker, { lastEmployCompanyName: 'Next' })).statusCode).toBe(200);
  });

  it('supplements: only from review; the seeker sends own unsent files only; then it is back in review', async () => {
    const { seeker, id } = await submitted();
    expect(
      (
        await postSupplements(ctx.app, seeker, {
          supplementList: [{ attachmentId: crypto.randomUUID() }],
        })
      ).json().code,
    ).toBe('BE_UNEMPLOYMENT_STATE_INVALID');
    const asked = await staffUnemployment(ctx.app, staff, 'supplements', id, {
      request: 'Payslip',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await staffUnemployment(ctx.app, staff, 'approve', id)).json().code).toBe(
      'BE_UNEMPLOYMENT_STATE_INVALID',
    );
    expect(
      (await staffUnemployment(ctx.app, staff, 'supplements', id, { request: 'More' })).json().code,
    ).toBe('BE_UNEMPLOYMENT_STATE_INVALID');
    // Form files may no longer be added or removed.
    expect(
      (await uploadFiles(ctx.app, seeker, 'proof', [{ bytes: pdfBytes(), name: 'a.pdf' }])).json()
        .code,
    ).toBe('BE_UNEMPLOYMENT_UNDER_REVIEW');
    const formFile = (await registration(seeker)).attachments[0].id;
    expect((await deleteAttachment(ctx.app, seeker, formFile)).json().code).toBe(
      'BE_UNEMPLOYMENT_STATE_INVALID',
    );

    // Supplements count towards the registration's 8 MB and its files.
    const tooBig = await uploadFiles(ctx.app, seeker, 'supplement', [
      {
        bytes: pdfBytes(UNEMPLOYMENT_LIMITS.totalMaxBytes - pdfBytes().length + 1),
        name: 'big.pdf',
      },
    ]);
    expect(tooBig.json().code).toBe('FILE_SIZE_TOO_LARGE_LIMIT_8');
    const upload = await uploadFiles(ctx.app, seeker, 'supplement', [
      { bytes: pngBytes(), name: 'one.png' },
      { bytes: pdfBytes(0, 'two'), name: 'two.pdf' },
    ]);
    const [one, two] = UnemploymentUploadResultSchema.parse(upload.json()).attachments;
    expect((await deleteAttachment(ctx.app, seeker, two.id)).statusCode).toBe(204);

    const other = await submitted();
    await staffUnemployment(ctx.app, staff, 'supplements', other.id, { request: 'Payslip' });
    const foreign = await uploadFiles(ctx.app, other.seeker, 'supplement', [
      { bytes: pngBytes(), name: 'x.png' },
    ]);
    const foreignId = foreign.json().attachments[0].id as string;
    for (const list of [
      [{ attachmentId: foreignId }],
      [{ attachmentId: one.id }, { attachmentId: foreignId }],
      [{ attachmentId: formFile }],
      [{ attachmentId: two.id }],
    ]) {
      const res = await postSupplements(ctx.app, seeker, { supplementList: list });
      expect(res.statusCode, JSON.stringify(list)).toBe(404);
    }
    for (const body of [
      { supplementList: [] },
      { supplementList: [{ attachmentId: one.id }, { attachmentId: one.id }] },
      { supplementList: Array.from({ length: 11 }, () => ({ attachmentId: crypto.randomUUID() })) },
      { supplementList: [{ attachmentId: 'nope' }] },
      { supplementList: [{ attachmentId: one.id }], remark: 'x'.repeat(501) },
      {},
    ]) {
      expect((await postSupplements(ctx.app, seeker, body)).json().code).toBe('VALIDATION_FAIL');
    }
    expect((await registration(seeker)).state).toBe(2);

    const sent = await postSupplements(ctx.app, seeker, {
      supplementList: [{ attachmentId: one.id }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const back = UnemploymentCurrentSchema.parse(sent.json()).registration!;
    expect(back).toMatchObject({ state: 1, openSupplement: null });
    expect(back.history.map((h) => h.action)).toEqual([
      'submitted',
      'supplementRequested',
      'supplemented',
    ]);
    expect((await deleteAttachment(ctx.app, seeker, one.id)).json().code).toBe(
      'BE_UNEMPLOYMENT_STATE_INVALID',
    );

    const detail = ConsoleUnemploymentDetailSchema.parse(
      (
        await getAs(
          ctx.app,
          staff,
          buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployment, { id }),
        )
      ).json(),
    );
    expect(detail.supplementList).toEqual([
      expect.objectContaining({
        request: 'Payslip',
        answeredAt: expect.any(String),
        requestedBy: expect.any(String),
      }),
    ]);
    expect(detail.attachments.map((a) => a.id)).toContain(one.id);
    // Staff download only files of that registration.
    const own = buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentAttachment, {
      id,
      attachmentId: one.id,
    });
    expect((await getAs(ctx.app, staff, own)).statusCode).toBe(200);
    const mismatched = buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentAttachment, {
      id,
      attachmentId: foreignId,
    });
    expect((await getAs(ctx.app, staff, mismatched)).statusCode).toBe(404);
  });

  it('answers employers FORBIDDEN_ROLE, seekers too, visitors 401, unknown ids 404', async () => {
    const { seeker, id } = await submitted();
    const detailUrl = buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployment, { id });
    expect((await getAs(ctx.app, employer, detailUrl)).json().code).toBe('FORBIDDEN_ROLE');
    expect((await staffUnemployment(ctx.app, employer, 'approve', id)).json().code).toBe(
      'FORBIDDEN_ROLE',
    );
    expect((await getAs(ctx.app, seeker, detailUrl)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: detailUrl })).statusCode).toBe(401);
    expect((await staffUnemployment(ctx.app, staff, 'approve', 999_999)).statusCode).toBe(404);
    expect((await registration(seeker)).state).toBe(1);
  });
});

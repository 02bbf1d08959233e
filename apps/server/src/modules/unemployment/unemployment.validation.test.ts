import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS, UnemploymentCurrentSchema } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { OPTIONS, seedReferenceOptions } from '../../../test/factories/profile.ts';
import {
  getAs,
  pdfBytes,
  postSd,
  unemploymentFields,
  uploadFiles,
} from '../../../test/factories/unemployment.ts';
import { UnemploymentRepository } from './unemployment.repository.ts';

type Caller = { headers: { authorization: string } };
const long = (n: number) => 'x'.repeat(n);

describe('the registration form: drafts take partial input, submission takes a whole one', () => {
  let ctx: TestContext;
  let seeker: Caller;
  const registration = async (caller = seeker) =>
    UnemploymentCurrentSchema.parse((await getAs(ctx.app, caller, PATHS.unemployment)).json())
      .registration;
  const submit = (overrides: Record<string, unknown>, caller = seeker) =>
    postSd(ctx.app, caller, { action: 'submit', ...unemploymentFields(overrides) });

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set('2026-11-22T02:00:00.000Z'); // 10:00 on 22 November in Macao
    await seedReferenceOptions(ctx.app.db);
    seeker = { headers: bearer(await loginAs(ctx.app, { name: 'Form' })) };
    const res = await uploadFiles(ctx.app, seeker, 'separation', [
      { bytes: pdfBytes(), name: 'a.pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    await postSd(ctx.app, seeker, { lastEmployCompanyName: 'Kept' });
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [
      'a future resigned date',
      { resignedDate: '2026-11-23' },
      'body.resignedDate',
      'validation.future',
    ],
    ['no resigned date', { resignedDate: null }, 'body.resignedDate', 'validation.required'],
    ['an impossible date', { resignedDate: '2026-02-30' }, 'body.resignedDate', 'validation.date'],
    ['no reason', { resignedReasonId: null }, 'body.resignedReasonId', 'validation.required'],
    ['an unknown reason', { resignedReasonId: 7 }, 'body.resignedReasonId', 'validation.choice'],
    [
      'other reason without words',
      { resignedReasonId: 9, otherResignedReason: '  ' },
      'body.otherResignedReason',
      'validation.required',
    ],
    [
      'no company',
      { lastEmployCompanyName: '' },
      'body.lastEmployCompanyName',
      'validation.required',
    ],
    [
      'no latest job',
      { latestJobObj: { typeJobTitleId: null, textJobTitle: ' ' } },
      'body.latestJobObj.typeJobTitleId',
      'validation.atLeastOne',
    ],
    [
      'an amount of 0',
      { lastEmployJobSalaryAmount: 0 },
      'body.lastEmployJobSalaryAmount',
      'validation.min',
    ],
    [
      'a negative amount',
      { lastEmployJobSalaryAmount: -5 },
      'body.lastEmployJobSalaryAmount',
      'validation.min',
    ],
    [
      'a fractional amount',
      { lastEmployJobSalaryAmount: 1.5 },
      'body.lastEmployJobSalaryAmount',
      'validation.integer',
    ],
    [
      'an amount as a string',
      { lastEmployJobSalaryAmount: '9000' },
      'body.lastEmployJobSalaryAmount',
      'validation.integer',
    ],
    [
      'a huge amount',
      { lastEmployJobSalaryAmount: 1e12 },
      'body.lastEmployJobSalaryAmount',
      'validation.max',
    ],
    [
      'no salary type',
      { lastEmployJobSalaryTypeId: null },
      'body.lastEmployJobSalaryTypeId',
      'validation.required',
    ],
    [
      'an unknown salary type',
      { lastEmployJobSalaryTypeId: 999 },
      'body.lastEmployJobSalaryTypeId',
      'validation.choice',
    ],
    [
      'an unknown job title',
      { latestJobObj: { typeJobTitleId: 999_999 } },
      'body.latestJobObj.typeJobTitleId',
      'validation.choice',
    ],
    [
      'a too long company name',
      { lastEmployCompanyName: long(201) },
      'body.lastEmployCompanyName',
      'validation.maxLength',
    ],
    [
      'a too long job title',
      { latestJobObj: { textJobTitle: long(101) } },
      'body.latestJobObj.textJobTitle',
      'validation.maxLength',
    ],
    [
      'a too long other reason',
      { resignedReasonId: 9, otherResignedReason: long(201) },
      'body.otherResignedReason',
      'validation.maxLength',
    ],
    ['a date as a number', { resignedDate: 20261031 }, 'body.resignedDate', 'validation.date'],
    ['a job as a string', { latestJobObj: 'Clerk' }, 'body.latestJobObj', ''],
  ])(
    'refuses %s (VALIDATION_FAIL), leaving the draft as it was',
    async (_, overrides, field, message) => {
      const res = await submit(overrides);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAIL');
      expect(body.errorArgs[0]).toBe(field);
      if (message) expect(body.errorArgs[1]).toMatch(new RegExp(`^${message}`));
      expect(await registration()).toMatchObject({
        state: 0,
        lastEmployCompanyName: 'Kept',
        resignedDate: null,
      });
    },
  );

  it('accepts a resigned date of today in Macao, an inactive option answers BE_REFERENCE_OPTION_INACTIVE', async () => {
    const inactive = await submit({ latestJobObj: { typeJobTitleId: OPTIONS.inactiveJobTitle } });
    expect(inactive.json()).toMatchObject({
      code: 'BE_REFERENCE_OPTION_INACTIVE',
      errorArgs: [expect.any(String), 'body.latestJobObj.typeJobTitleId'],
    });
    expect((await registration())!.state).toBe(0);
  });

  it('a failure inside the submission leaves the draft exactly as it was', async () => {
    const before = await registration();
    vi.spyOn(UnemploymentRepository.prototype, 'addEvent').mockRejectedValueOnce(new Error('boom'));
    const res = await submit({ lastEmployCompanyName: 'Changed' });
    expect(res.statusCode).toBe(500);
    expect(await registration()).toEqual(before);
  });

  it('a draft takes partial input, keeps what is left out, clears a null, refuses wrong types and too-long texts', async () => {
    const other = { headers: bearer(await loginAs(ctx.app, { name: 'Partial' })) };
    const first = await postSd(ctx.app, other, { resignedDate: '2030-01-01', resignedReasonId: 9 });
    expect(first.statusCode, first.body).toBe(200);
    await postSd(ctx.app, other, { otherResignedReason: 'Moved away', resignedDate: null });
    expect(await registration(other)).toMatchObject({
      resignedDate: null,
      resignedReasonId: 9,
      otherResignedReason: 'Moved away',
    });
    for (const bad of [
      { lastEmployJobSalaryAmount: 'a lot' },
      { lastEmployCompanyName: long(201) },
      { latestJobObj: { textJobTitle: 42 } },
      { resignedReasonId: 6 },
      { action: 'publish' },
      { lastEmployCompanyName: 'bad\u202Ename' },
    ]) {
      const res = await postSd(ctx.app, other, bad);
      expect(res.json().code, JSON.stringify(bad)).toBe('VALIDATION_FAIL');
    }
    expect((await registration(other))!.otherResignedReason).toBe('Moved away');
  });

  it('a submission needs a separation document (other proof is not enough)', async () => {
    const other = { headers: bearer(await loginAs(ctx.app, { name: 'Docless' })) };
    expect((await submit({}, other)).json().code).toBe('BE_UNEMPLOYMENT_DOCUMENT_REQUIRED');
    await uploadFiles(ctx.app, other, 'proof', [{ bytes: pdfBytes(), name: 'payslip.pdf' }]);
    expect((await submit({}, other)).json().code).toBe('BE_UNEMPLOYMENT_DOCUMENT_REQUIRED');
    expect(await registration(other)).toMatchObject({ state: 0, lastEmployCompanyName: null });
  });

  it('two concurrent first saves leave one draft', async () => {
    const account = await loginAs(ctx.app, { name: 'Racer' });
    const racer = { headers: bearer(account) };
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        postSd(ctx.app, racer, { lastEmployCompanyName: `R${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const id = (await registration(racer))!.id;
    const accountId = (
      await ctx.app.db
        .selectFrom('unemployment_registration')
        .select('account_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).account_id;
    const rows = await ctx.app.db
      .selectFrom('unemployment_registration')
      .select('id')
      .where('account_id', '=', accountId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('submits with a reference number; then saves and form files answer BE_UNEMPLOYMENT_UNDER_REVIEW', async () => {
    const res = await submit({
      resignedDate: '2026-11-22',
      resignedReasonId: 9,
      otherResignedReason: 'Closed',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reg = UnemploymentCurrentSchema.parse(res.json()).registration!;
    expect(reg).toMatchObject({
      state: 1,
      resignedDate: '2026-11-22',
      otherResignedReason: 'Closed',
    });
    expect(reg.referenceNo).toBe(`SD20261122-${String(reg.id).padStart(6, '0')}`);
    expect((await postSd(ctx.app, seeker, { lastEmployCompanyName: 'x' })).json().code).toBe(
      'BE_UNEMPLOYMENT_UNDER_REVIEW',
    );
    expect((await submit({})).json().code).toBe('BE_UNEMPLOYMENT_UNDER_REVIEW');
    const upload = await uploadFiles(ctx.app, seeker, 'proof', [
      { bytes: pdfBytes(), name: 'b.pdf' },
    ]);
    expect(upload.json().code).toBe('BE_UNEMPLOYMENT_UNDER_REVIEW');
    const supplement = await uploadFiles(ctx.app, seeker, 'supplement', [
      { bytes: pdfBytes(), name: 'b.pdf' },
    ]);
    expect(supplement.json().code).toBe('BE_UNEMPLOYMENT_STATE_INVALID');
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: PATHS.unemploymentAttachment.replace(':id', reg.attachments[0].id),
      headers: seeker.headers,
    });
    expect(removal.json().code).toBe('BE_UNEMPLOYMENT_STATE_INVALID');
  });
});

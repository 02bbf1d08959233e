import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, SALARY_UNITS, type SalaryUnit } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createInterviewWorld,
  createSeeker,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import {
  SALARY_TYPE,
  getAs,
  jobSeekBody,
  postAssistance,
} from '../../../test/factories/jobseeks.ts';
import { OPTIONS } from '../../../test/factories/profile.ts';

/** Noon in Macao (UTC+8) of a day. */
const noon = (day: string) => `${day}T04:00:00.000Z`;
const UNIT_NAMES: Record<SalaryUnit, string> = {
  MONTH: 'month',
  WEEK: 'week',
  DAY: 'day',
  HOUR: 'hour',
};

/** Each day around an effective date, and the minimums in force (null: before the law). */
const TABLE: [string, Record<SalaryUnit, number> | null][] = [
  ['2020-10-31', null],
  ['2020-11-01', { MONTH: 6656, WEEK: 1536, DAY: 256, HOUR: 32 }],
  ['2023-12-31', { MONTH: 6656, WEEK: 1536, DAY: 256, HOUR: 32 }],
  ['2024-01-01', { MONTH: 7072, WEEK: 1632, DAY: 272, HOUR: 34 }],
  ['2025-12-31', { MONTH: 7072, WEEK: 1632, DAY: 272, HOUR: 34 }],
  ['2026-01-01', { MONTH: 7280, WEEK: 1680, DAY: 280, HOUR: 35 }],
];

describe('the statutory minimum wage (POST validations/minimumSalary, and on registration)', () => {
  let ctx: TestContext;
  let caller: { headers: { authorization: string } };

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(noon('2026-11-22'));
    await createInterviewWorld(ctx.app.db);
    caller = { headers: bearer(await loginAs(ctx.app, 'resident')) };
  });

  const check = (body: Record<string, unknown>, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: PATHS.minimumSalary,
      headers: { ...caller.headers, 'accept-language': lang },
      payload: body,
    });

  for (const [day, amounts] of TABLE) {
    for (const unit of SALARY_UNITS) {
      it(`on ${day}, a ${unit} salary: ${amounts ? amounts[unit] : 'no minimum'}`, async () => {
        ctx.clock.set(noon(day));
        const typeSalaryId = SALARY_TYPE[unit];
        if (amounts === null) {
          const res = await check({ typeSalaryId, salaryAmount: 1 });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toEqual({ minimumAmount: null, exempt: false });
          return;
        }
        const minimum = amounts[unit];
        const ok = await check({ typeSalaryId, salaryAmount: minimum });
        expect(ok.statusCode, ok.body).toBe(200);
        expect(ok.json()).toEqual({ minimumAmount: minimum, exempt: false });
        const below = await check({ typeSalaryId, salaryAmount: minimum - 1 });
        expect(below.statusCode).toBe(400);
        expect(below.json()).toEqual({
          code: 'BE_SALARY_BELOW_MINIMUM',
          errorArgs: [minimum, UNIT_NAMES[unit]],
        });
      });
    }
  }

  it('changes at midnight in Macao, not in UTC', async () => {
    ctx.clock.set('2025-12-31T15:59:59.000Z');
    expect((await check({ typeSalaryId: 1, salaryAmount: 7072 })).statusCode).toBe(200);
    ctx.clock.set('2025-12-31T16:00:00.000Z');
    expect((await check({ typeSalaryId: 1, salaryAmount: 7072 })).json().code).toBe(
      'BE_SALARY_BELOW_MINIMUM',
    );
  });

  it('sends the minimum as a number and names the unit in the request language', async () => {
    ctx.clock.set(noon('2026-11-22'));
    const zh = await check({ typeSalaryId: 1, salaryAmount: 5000 }, 'zh');
    expect(zh.json().errorArgs).toEqual([7280, '月']);
    const pt = await check({ typeSalaryId: 5, salaryAmount: 5 }, 'pt');
    expect(pt.json().errorArgs).toEqual([1680, 'semana']);
  });

  it('exempts a seeker who declares a disability (from the body on the check)', async () => {
    ctx.clock.set(noon('2026-11-22'));
    const res = await check({ typeSalaryId: 1, salaryAmount: 5000, isDisability: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ minimumAmount: null, exempt: true });
  });

  it('refuses a bad check', async () => {
    for (const body of [
      { salaryAmount: 9000 },
      { typeSalaryId: 1 },
      { typeSalaryId: 1, salaryAmount: 0 },
      { typeSalaryId: 'a', salaryAmount: 9000 },
      { typeSalaryId: 99, salaryAmount: 9000 },
      { typeSalaryId: 1, salaryAmount: 9000, isDisability: 2 },
    ]) {
      const res = await check(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAIL');
    }
    expect((await check({ typeSalaryId: 4, salaryAmount: 9000 })).json().code).toBe(
      'BE_REFERENCE_OPTION_INACTIVE',
    );
  });

  it('on registration: refuses a wanted salary below the minimum, unless the resume declares a disability', async () => {
    ctx.clock.set(noon('2026-11-22'));
    const low = (typeSalaryId: number, salaryAmount: number) =>
      jobSeekBody({
        jobSeekJobTitleList: [
          {
            typeJobTitleId: OPTIONS.jobTitle,
            textJobTitle: null,
            salaryAmount: 9000,
            typeSalaryId: 1,
          },
          { typeJobTitleId: null, textJobTitle: 'Cleaner', salaryAmount, typeSalaryId },
        ],
      });
    const seeker = await createSeekerWithResume(ctx.app);
    const monthly = await postAssistance(ctx.app, seeker, low(1, 5000));
    expect(monthly.json()).toEqual({
      code: 'BE_SALARY_BELOW_MINIMUM',
      errorArgs: [7280, 'month'],
    });
    // The exemption is the resume's, never the client's.
    const claimed = await postAssistance(ctx.app, seeker, { ...low(1, 5000), isDisability: 1 });
    expect(claimed.json().code).toBe('BE_SALARY_BELOW_MINIMUM');
    const hourly = await postAssistance(ctx.app, seeker, low(3, 34));
    expect(hourly.json().errorArgs).toEqual([35, 'hour']);
    const disabled = await createSeeker(ctx.app, {
      resume: {
        isDisability: 1,
        disabilityList: [
          {
            typeDisabilityid: OPTIONS.disability,
            extraData: 'Low vision',
            typeDisabilityLevelId: OPTIONS.disabilityLevel,
          },
        ],
      },
    });
    const withDisability = { headers: bearer(disabled.token) };
    const options = await getAs(ctx.app, withDisability, PATHS.jobAssistanceOptions);
    expect(options.json().isDisability).toBe(1);
    const res = await postAssistance(ctx.app, withDisability, low(1, 5000));
    expect(res.statusCode, res.body).toBe(200);
  });
});

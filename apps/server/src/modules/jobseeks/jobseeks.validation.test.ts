import { beforeAll, describe, expect, it } from 'vitest';
import type { JobAssistanceInput } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import {
  EMPLOYMENT,
  REASON,
  SALARY_TYPE,
  approve,
  countRows,
  jobSeekBody,
  postAssistance,
  putAssistance,
  register,
  staffCaller,
} from '../../../test/factories/jobseeks.ts';
import { OPTIONS } from '../../../test/factories/profile.ts';

const NOW = '2026-11-22T02:00:00.000Z';
const job = (extra: Record<string, unknown> = {}) => ({
  typeJobTitleId: OPTIONS.jobTitle,
  textJobTitle: null,
  salaryAmount: 9000,
  typeSalaryId: SALARY_TYPE.MONTH,
  ...extra,
});
const without = (key: keyof JobAssistanceInput) => {
  const body: Record<string, unknown> = { ...jobSeekBody() };
  delete body[key];
  return body;
};

/** Bodies the schema refuses (VALIDATION_FAIL), by what is wrong. */
const SCHEMA_CASES: [string, Record<string, unknown>][] = [
  ['missing employment status', without('typeEmploymentStatusId')],
  ['missing reason', without('typeRegReasonId')],
  ['missing shift', without('canShift')],
  ['missing locations', without('jobSeekLocationList')],
  ['no location', jobSeekBody({ jobSeekLocationList: [] })],
  ['missing job titles', without('jobSeekJobTitleList')],
  ['no job title', jobSeekBody({ jobSeekJobTitleList: [] })],
  ['a job without a title', jobSeekBody({ jobSeekJobTitleList: [job({ typeJobTitleId: null })] })],
  ['a job without a salary', jobSeekBody({ jobSeekJobTitleList: [job({ salaryAmount: null })] })],
  ['a salary of 0', jobSeekBody({ jobSeekJobTitleList: [job({ salaryAmount: 0 })] })],
  ['a salary as text', jobSeekBody({ jobSeekJobTitleList: [job({ salaryAmount: '9000' })] })],
  ['a fractional salary', jobSeekBody({ jobSeekJobTitleList: [job({ salaryAmount: 9000.5 })] })],
  ['a shift as text', { ...jobSeekBody(), canShift: 'yes' }],
  ['a flag of 2', { ...jobSeekBody(), needVagaRecommendVacancy: 2 }],
  ['an unknown notification method', jobSeekBody({ notificationMethodList: [7] })],
  ['a notification method twice', jobSeekBody({ notificationMethodList: [1, 1] })],
  [
    'a location twice',
    jobSeekBody({
      jobSeekLocationList: [{ typeJobSeekLocationId: 1 }, { typeJobSeekLocationId: 1 }],
    }),
  ],
  [
    'too many locations',
    jobSeekBody({
      jobSeekLocationList: Array.from({ length: 13 }, (_, i) => ({ typeJobSeekLocationId: i + 1 })),
    }),
  ],
  ['too many job titles', jobSeekBody({ jobSeekJobTitleList: [job(), job(), job(), job()] })],
  ['a detailed request too long', jobSeekBody({ jobDetailRequest: 'x'.repeat(501) })],
  ['a latest job title too long', jobSeekBody({ latestJobTitleText: 'x'.repeat(101) })],
  [
    'a typed job title too long',
    jobSeekBody({
      jobSeekJobTitleList: [job({ typeJobTitleId: null, textJobTitle: 'x'.repeat(101) })],
    }),
  ],
  [
    'an other reason too long',
    jobSeekBody({ typeRegReasonId: REASON.other, otherRegReason: 'x'.repeat(201) }),
  ],
  [
    'unemployed without the unemployed option, year and month',
    jobSeekBody({ typeEmploymentStatusId: EMPLOYMENT.unemployed }),
  ],
  [
    'unemployed without the month',
    jobSeekBody({
      typeEmploymentStatusId: EMPLOYMENT.unemployed,
      typeUnemployedId: 2,
      unemployedYear: 2026,
    }),
  ],
  [
    'a latest salary without its type',
    jobSeekBody({ latestJobSalaryAmount: 9000, latestJobSalaryTypeId: null }),
  ],
  [
    'a month 13',
    jobSeekBody({
      typeEmploymentStatusId: 2,
      typeUnemployedId: 2,
      unemployedYear: 2026,
      unemployedMonth: 13,
    }),
  ],
];

/** Bodies the server's own rules refuse: [case, body, code, first error argument]. */
const RULE_CASES: [string, Record<string, unknown>, string, string][] = [
  ['an unknown shift', jobSeekBody({ canShift: 99 }), 'VALIDATION_FAIL', 'body.canShift'],
  [
    'an unknown job title',
    jobSeekBody({ jobSeekJobTitleList: [job({ typeJobTitleId: 99999999 })] }),
    'VALIDATION_FAIL',
    'body.jobSeekJobTitleList.0.typeJobTitleId',
  ],
  [
    'the other reason missing',
    jobSeekBody({ typeRegReasonId: REASON.other, otherRegReason: '  ' }),
    'VALIDATION_FAIL',
    'body.otherRegReason',
  ],
  [
    'an unemployed month in the future',
    jobSeekBody({
      typeEmploymentStatusId: EMPLOYMENT.unemployed,
      typeUnemployedId: 2,
      unemployedYear: 2026,
      unemployedMonth: 12,
    }),
    'VALIDATION_FAIL',
    'body.unemployedYear',
  ],
  [
    'a disabled location',
    jobSeekBody({
      jobSeekLocationList: [{ typeJobSeekLocationId: OPTIONS.inactiveLivingLocation }],
    }),
    'BE_REFERENCE_OPTION_INACTIVE',
    'Islands (no parish)',
  ],
  [
    'a disabled salary type',
    jobSeekBody({ jobSeekJobTitleList: [job({ typeSalaryId: SALARY_TYPE.PIECE })] }),
    'BE_REFERENCE_OPTION_INACTIVE',
    'Piece rate',
  ],
  [
    'a disabled job title',
    jobSeekBody({ jobSeekJobTitleList: [job({ typeJobTitleId: OPTIONS.inactiveJobTitle })] }),
    'BE_REFERENCE_OPTION_INACTIVE',
    '',
  ],
];

describe('the registration profile is validated (spec §5) and a refused one writes nothing', () => {
  let ctx: TestContext;
  let seeker: Awaited<ReturnType<typeof createSeekerWithResume>>;
  let valid: Awaited<ReturnType<typeof createSeekerWithResume>>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createInterviewWorld(ctx.app.db);
    seeker = await createSeekerWithResume(ctx.app);
    valid = await createSeekerWithResume(ctx.app);
    await approve(ctx.app, await staffCaller(ctx.app), await register(ctx.app, valid));
  });

  it.each(SCHEMA_CASES)('POST and PUT refuse %s with VALIDATION_FAIL', async (_name, body) => {
    const rows = await countRows(ctx.app, 'job_seek');
    const events = await countRows(ctx.app, 'job_seek_event');
    const res = await postAssistance(ctx.app, seeker, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAIL');
    const put = await putAssistance(ctx.app, valid, body);
    expect(put.json().code).toBe('VALIDATION_FAIL');
    expect(await countRows(ctx.app, 'job_seek')).toBe(rows);
    expect(await countRows(ctx.app, 'job_seek_event')).toBe(events);
  });

  it.each(RULE_CASES)('POST and PUT refuse %s', async (_name, body, code, arg) => {
    const rows = await countRows(ctx.app, 'job_seek');
    const events = await countRows(ctx.app, 'job_seek_event');
    for (const res of [
      await postAssistance(ctx.app, seeker, body),
      await putAssistance(ctx.app, valid, body),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(code);
      if (arg) expect(res.json().errorArgs[0]).toBe(arg);
    }
    expect(await countRows(ctx.app, 'job_seek')).toBe(rows);
    expect(await countRows(ctx.app, 'job_seek_event')).toBe(events);
  });

  it('stores an unemployed seeker with the option, year and month; drops them otherwise', async () => {
    const s = await createSeekerWithResume(ctx.app);
    const id = await register(ctx.app, s, {
      typeEmploymentStatusId: EMPLOYMENT.unemployed,
      typeUnemployedId: 2,
      unemployedYear: 2026,
      unemployedMonth: 11,
      typeRegReasonId: REASON.other,
      otherRegReason: ' Moving back to Macao ',
    });
    const row = await ctx.app.db
      .selectFrom('job_seek')
      .select('profile')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.profile)).toMatchObject({
      typeUnemployedId: 2,
      unemployedYear: 2026,
      unemployedMonth: 11,
      otherRegReason: 'Moving back to Macao',
    });
    const other = await createSeekerWithResume(ctx.app);
    const otherId = await register(ctx.app, other, {
      typeUnemployedId: 2,
      unemployedYear: 2026,
      unemployedMonth: 1,
      otherRegReason: 'ignored',
    });
    const stored = await ctx.app.db
      .selectFrom('job_seek')
      .select('profile')
      .where('id', '=', otherId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.profile)).toMatchObject({
      typeUnemployedId: null,
      unemployedYear: null,
      unemployedMonth: null,
      otherRegReason: null,
    });
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POSTING_PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createPostingReferences,
  createPostingsWorld,
  NOW,
  postingsClient,
  postingValues,
  type PostingsWorld,
} from '../../../test/factories/postings.ts';

describe('validation of postings', () => {
  let ctx: TestContext;
  let w: PostingsWorld;
  let api: ReturnType<typeof postingsClient>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createPostingReferences(ctx.database.db);
    w = await createPostingsWorld(ctx.app, ctx.database.db);
    api = postingsClient(ctx.app);
  });
  // Each test a minute later: the writes of one test never meet the previous one's rate limit.
  let minute = 0;
  beforeEach(() => {
    minute += 1;
    ctx.clock.set(new Date(Date.parse(NOW) + minute * 61_000));
  });

  const count = async () =>
    Number(
      (
        await ctx.database.db
          .selectFrom('job_offer_posting')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Creating with the values and updating an existing posting to them both answer `expected`. */
  async function refused(
    values: Record<string, unknown>,
    expected: { status: number; code: string; errorArgs?: unknown[] },
  ) {
    const before = await count();
    const created = await api.create(w.tokens.employerA, values);
    expect(created.statusCode, created.body).toBe(expected.status);
    expect(created.json()).toMatchObject({
      code: expected.code,
      ...(expected.errorArgs ? { errorArgs: expected.errorArgs } : {}),
    });
    expect(await count()).toBe(before);
    const updated = await api.put(w.tokens.employerA, existing, values);
    expect(updated.statusCode, updated.body).toBe(expected.status);
    expect(updated.json()).toMatchObject({ code: expected.code });
    const kept = await api.ok(await api.get(w.tokens.employerA, existing));
    expect(kept).toMatchObject({ status: 'DRAFT', values: { title: { cn: '燒臘師傅' } } });
  }

  let existing = 0;
  beforeAll(async () => {
    existing = (await api.ok(await api.create(w.tokens.employerA, postingValues(), false))).id;
  });

  it.each([
    ['a salary amount as text', { salaryAmount: '15000' }, 'body.values.salaryAmount'],
    ['no salary amount', { salaryAmount: undefined }, 'body.values.salaryAmount'],
    ['a salary of 0', { salaryAmount: 0 }, 'body.values.salaryAmount'],
    ['no title at all', { title: { cn: '' } }, 'body.values.title.cn'],
    ['a title too long', { title: { cn: '廚'.repeat(101) } }, 'body.values.title.cn'],
    [
      'a description too long',
      { description: { cn: 'x'.repeat(2001) } },
      'body.values.description.cn',
    ],
    ['no description', { description: { cn: '' } }, 'body.values.description.cn'],
    [
      'too many hashtags',
      { hashtags: { cn: ['a', 'b', 'c', 'd', 'e', 'f'], pt: [], en: [] } },
      'body.values.hashtags.cn',
    ],
    [
      'a hashtag with a space',
      { hashtags: { cn: ['a b'], pt: [], en: [] } },
      'body.values.hashtags.cn.0',
    ],
    ['no positions', { positions: 0 }, 'body.values.positions'],
    ['too many positions', { positions: 1000 }, 'body.values.positions'],
    ['a cap of 0', { maxActiveInterviews: 0 }, 'body.values.maxActiveInterviews'],
    ['a phone outside Macao', { contactPhone: '12345' }, 'body.values.contactPhone'],
    ['needCv of 2', { needCv: 2 }, 'body.values.needCv'],
    ['a job class id as text', { categoryId: 'x' }, 'body.values.categoryId'],
    ['an option id too large', { typeSalaryId: 99_999_999_999 }, 'body.values.typeSalaryId'],
    ['too many years', { experienceRequiredYears: 51 }, 'body.values.experienceRequiredYears'],
    ['an unknown salary type', { typeSalaryId: 77 }, 'body.values.typeSalaryId'],
    [
      'an unknown job title',
      { typeJobTitleId: 77, title: { cn: '' } },
      'body.values.typeJobTitleId',
    ],
    ['an unknown education', { typeEducationId: 77 }, 'body.values.typeEducationId'],
    ['an unknown group', { categoryGroupId: 77 }, 'body.values.categoryGroupId'],
    ['an inactive group', { categoryGroupId: 9, categoryId: 901 }, 'body.values.categoryGroupId'],
    ['a class of another group', { categoryGroupId: 6, categoryId: 301 }, 'body.values.categoryId'],
    ['an inactive class', { categoryId: 303 }, 'body.values.categoryId'],
  ])('answers VALIDATION_FAIL for %s, writing nothing', async (_name, override, path) => {
    await refused(postingValues(override), { status: 400, code: 'VALIDATION_FAIL' });
    const res = await api.create(w.tokens.employerA, postingValues(override));
    expect((res.json() as { errorArgs: string[] }).errorArgs[0]).toBe(path);
  });

  it.each([
    ['SALARYTYPE', { typeSalaryId: 9 }, 'Weekly', 'body.values.typeSalaryId'],
    ['EDUCATION', { typeEducationId: 8 }, 'Master', 'body.values.typeEducationId'],
    ['JOBTITLE', { typeJobTitleId: 502 }, 'Dim sum chef', 'body.values.typeJobTitleId'],
  ])(
    'refuses a disabled %s option (BE_REFERENCE_OPTION_INACTIVE)',
    async (_type, override, name, path) => {
      await refused(postingValues(override), {
        status: 400,
        code: 'BE_REFERENCE_OPTION_INACTIVE',
        errorArgs: [name, path],
      });
    },
  );

  it('refuses bodies that are not a posting', async () => {
    for (const payload of [{}, { values: null }, { values: postingValues(), submit: 'yes' }, []]) {
      const res = await api.call(
        w.tokens.employerA,
        'POST',
        POSTING_PATHS.consolePostings,
        payload,
      );
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAIL' });
    }
  });

  it.each([
    ['a monthly salary', { salaryAmount: 7279, typeSalaryId: 1 }, [7280, 'month']],
    ['a daily wage', { salaryAmount: 279, typeSalaryId: 2 }, [280, 'day']],
    ['an hourly wage', { salaryAmount: 34, typeSalaryId: 3 }, [35, 'hour']],
  ])('refuses %s below the statutory minimum', async (_name, override, errorArgs) => {
    await refused(postingValues(override), {
      status: 400,
      code: 'BE_VACANCY_SALARY_BELOW_MINIMUM',
      errorArgs,
    });
  });

  it('names the minimum in the caller’s language and accepts exactly the minimum', async () => {
    const res = await api.call(
      w.tokens.employerA,
      'POST',
      POSTING_PATHS.consolePostings,
      { values: postingValues({ salaryAmount: 279, typeSalaryId: 2 }), submit: false },
      'zh',
    );
    expect(res.json()).toEqual({
      code: 'BE_VACANCY_SALARY_BELOW_MINIMUM',
      errorArgs: [280, '日'],
    });
    const ok = await api.create(
      w.tokens.employerA,
      postingValues({ salaryAmount: 280, typeSalaryId: 2 }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('takes the minimum in force on today’s Macao date', async () => {
    // 31 December 2025, 23:30 in Macao: the 2024 table (7,072 a month) is in force.
    ctx.clock.set('2025-12-31T15:30:00.000Z');
    const token = w.tokens.employerA;
    const before = await api.create(token, postingValues({ salaryAmount: 7100 }), false);
    expect(before.statusCode, before.body).toBe(200);
    // 1 January 2026, 00:30 in Macao (still 31 December in UTC): 7,280 a month.
    ctx.clock.set('2025-12-31T16:30:00.000Z');
    const after = await api.create(token, postingValues({ salaryAmount: 7100 }), false);
    expect(after.json()).toMatchObject({
      code: 'BE_VACANCY_SALARY_BELOW_MINIMUM',
      errorArgs: [7280, 'month'],
    });
  });

  it('checks the values again at approval', async () => {
    const posting = await api.ok(
      await api.create(w.tokens.employerA, postingValues({ typeEducationId: 4 })),
    );
    await ctx.app.services.references.setActive('EDUCATION', 4, false);
    const res = await api.approve(w.tokens.staff, posting.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BE_REFERENCE_OPTION_INACTIVE' });
    expect((await api.ok(await api.get(w.tokens.staff, posting.id))).status).toBe('PENDING');
    await ctx.app.services.references.setActive('EDUCATION', 4, true);
  });

  it.each([
    ['text', 'abc'],
    ['0', '0'],
    ['a number too large', '99999999999'],
  ])('answers VALIDATION_FAIL for a posting id of %s', async (_name, id) => {
    const res = await api.call(w.tokens.employerA, 'GET', `${POSTING_PATHS.consolePostings}/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAIL' });
  });

  it('answers VALIDATION_FAIL for a list query out of range', async () => {
    for (const query of ['?status=LOST', '?size=0', '?size=1000', '?page=-1']) {
      const res = await api.call(
        w.tokens.employerA,
        'GET',
        `${POSTING_PATHS.consolePostings}${query}`,
      );
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAIL' });
    }
  });
});

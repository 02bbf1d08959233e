import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createPostingReferences,
  createPostingsWorld,
  NOW,
  postingsClient,
  postingValues,
  type PostingsWorld,
} from '../../../test/factories/postings.ts';
import { insertReferenceOptions } from '../references/reference-options.write.ts';

/**
 * The options of requirements, beside those of the postings tests: LANGUAGE 1 Japanese, 99
 * "other" (typed), 5 disabled; LANGUAGE_LEVEL 1 none, 2 basic, 3 good, 4 fluent; DRIVING_SKILL 2
 * Macao B, 14 disabled; SKILL 2 food hygiene, 99 "other" (typed), 21 disabled.
 */
async function createRequirementOptions(ctx: TestContext): Promise<void> {
  const option = (
    type: string,
    id: number,
    name: string,
    sort: number,
    extra: { is_active?: number; extra_info?: string | null } = {},
  ) => ({
    type,
    id,
    name_cn: `${name}（中）`,
    name_pt: `${name} (pt)`,
    name_en: name,
    sort_order: sort,
    is_active: extra.is_active ?? 1,
    extra_info: extra.extra_info ?? null,
  });
  await insertReferenceOptions(ctx.database.db, [
    option('LANGUAGE', 1, 'Japanese', 1),
    option('LANGUAGE', 5, 'Indonesian', 5, { is_active: 0 }),
    option('LANGUAGE', 99, 'Other', 99, { extra_info: 'OTHER' }),
    option('LANGUAGE_LEVEL', 1, 'None', 1),
    option('LANGUAGE_LEVEL', 2, 'Basic', 2),
    option('LANGUAGE_LEVEL', 3, 'Good', 3),
    option('LANGUAGE_LEVEL', 4, 'Fluent', 4),
    option('DRIVING_SKILL', 2, 'Macao B', 2, { extra_info: '1' }),
    option('DRIVING_SKILL', 14, 'Mainland D', 14, { is_active: 0, extra_info: '2' }),
    option('SKILL', 2, 'Food hygiene', 2),
    option('SKILL', 21, 'Pager operator', 21, { is_active: 0 }),
    option('SKILL', 99, 'Other', 99, { extra_info: 'OTHER' }),
  ]);
}

const REQUIREMENTS = {
  languages: [
    { language: 'portuguese', typeLanguageId: null, speakingLevel: 2, writingLevel: 3 },
    { language: 'other', typeLanguageId: 1, speakingLevel: 2, writingLevel: null },
  ],
  drivingSkillIds: [2],
  skillIds: [2],
};

describe('structured requirements of postings', () => {
  let ctx: TestContext;
  let w: PostingsWorld;
  let api: ReturnType<typeof postingsClient>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createPostingReferences(ctx.database.db);
    await createRequirementOptions(ctx);
    w = await createPostingsWorld(ctx.app, ctx.database.db);
    api = postingsClient(ctx.app);
  });
  // Each test a minute later: the writes of one test never meet the previous one's rate limit.
  let minute = 0;
  beforeEach(() => {
    minute += 1;
    ctx.clock.set(new Date(Date.parse(NOW) + minute * 61_000));
  });

  const withRequirements = (requirements: unknown) => postingValues({ requirements });

  it('are optional: a posting without them requires none', async () => {
    const posting = await api.ok(await api.create(w.tokens.employerA, postingValues(), false));
    expect(posting.values.requirements).toEqual({
      languages: [],
      drivingSkillIds: [],
      skillIds: [],
    });
  });

  it('are stored, shown to staff in review, and carried to the published vacancy', async () => {
    const created = await api.ok(
      await api.create(w.tokens.employerA, withRequirements(REQUIREMENTS)),
    );
    expect(created.values.requirements).toEqual(REQUIREMENTS);
    const seen = await api.ok(await api.get(w.tokens.staff, created.id));
    expect(seen.values.requirements).toEqual(REQUIREMENTS);

    const approved = await api.ok(await api.approve(w.tokens.staff, created.id));
    const row = await ctx.database.db
      .selectFrom('job_offer')
      .select('requirements_json')
      .where('id', '=', approved.jobOfferId!)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.requirements_json!)).toEqual(REQUIREMENTS);

    // Skill fit reads them from the published vacancy.
    const facts = await ctx.app.services.jobOfferList.fitFacts(approved.jobOfferId!);
    expect(facts?.requirements).toEqual(REQUIREMENTS);
  });

  it('are replaced by an edit, and a published revision without them clears the vacancy’s', async () => {
    const created = await api.ok(
      await api.create(w.tokens.employerA, withRequirements(REQUIREMENTS)),
    );
    const approved = await api.ok(await api.approve(w.tokens.staff, created.id));
    const edited = await api.ok(
      await api.put(w.tokens.employerA, created.id, withRequirements({ skillIds: [2] })),
    );
    expect(edited.values.requirements).toEqual({
      languages: [],
      drivingSkillIds: [],
      skillIds: [2],
    });
    // While the revision waits, the published version keeps its requirements.
    expect(edited.publishedValues?.requirements).toEqual(REQUIREMENTS);
    await api.ok(await api.put(w.tokens.employerA, created.id, postingValues()));
    await api.ok(await api.approve(w.tokens.staff, created.id));
    const row = await ctx.database.db
      .selectFrom('job_offer')
      .select('requirements_json')
      .where('id', '=', approved.jobOfferId!)
      .executeTakeFirstOrThrow();
    expect(row.requirements_json).toBeNull();
  });

  it('are checked again at approval: an option disabled since the submission is refused', async () => {
    const posting = await api.ok(
      await api.create(w.tokens.employerA, withRequirements(REQUIREMENTS)),
    );
    await ctx.app.services.references.setActive('SKILL', 2, false);
    try {
      const res = await api.approve(w.tokens.staff, posting.id);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        code: 'BE_REFERENCE_OPTION_INACTIVE',
        errorArgs: ['Food hygiene', 'body.values.requirements.skillIds.0'],
      });
      const after = await api.ok(await api.get(w.tokens.staff, posting.id));
      expect(after.status).toBe('PENDING');
      expect(after.jobOfferId).toBeNull();
    } finally {
      await ctx.app.services.references.setActive('SKILL', 2, true);
    }
  });

  const lang = (over: Record<string, unknown>) => ({
    language: 'english',
    speakingLevel: 2,
    ...over,
  });

  it.each<[string, unknown, string]>([
    ['requirements that are not an object', 'all', 'body.values.requirements'],
    ['languages that are not a list', { languages: 'pt' }, 'body.values.requirements.languages'],
    [
      'an unknown language code',
      { languages: [lang({ language: 'klingon' })] },
      'body.values.requirements.languages.0.language',
    ],
    [
      'a level as text',
      { languages: [lang({ speakingLevel: '3' })] },
      'body.values.requirements.languages.0.speakingLevel',
    ],
    [
      'a level of 0',
      { languages: [lang({ speakingLevel: 0 })] },
      'body.values.requirements.languages.0.speakingLevel',
    ],
    [
      'a level with a fraction',
      { languages: [lang({ speakingLevel: 2.5 })] },
      'body.values.requirements.languages.0.speakingLevel',
    ],
    [
      'no level at all',
      { languages: [lang({ speakingLevel: null })] },
      'body.values.requirements.languages.0.speakingLevel',
    ],
    [
      'written Cantonese',
      { languages: [lang({ language: 'cantonese', writingLevel: 2 })] },
      'body.values.requirements.languages.0.writingLevel',
    ],
    [
      'spoken Chinese',
      { languages: [lang({ language: 'chinese', speakingLevel: 2 })] },
      'body.values.requirements.languages.0.speakingLevel',
    ],
    [
      'an other language without its option',
      { languages: [lang({ language: 'other' })] },
      'body.values.requirements.languages.0.typeLanguageId',
    ],
    [
      'a language option on English',
      { languages: [lang({ typeLanguageId: 1 })] },
      'body.values.requirements.languages.0.typeLanguageId',
    ],
    [
      'the same language twice',
      { languages: [lang({}), lang({ speakingLevel: 3 })] },
      'body.values.requirements.languages.1.language',
    ],
    [
      'seven languages',
      {
        languages: Array.from({ length: 7 }, (_, i) =>
          lang({ language: 'other', typeLanguageId: i + 1 }),
        ),
      },
      'body.values.requirements.languages',
    ],
    [
      'six licences',
      { drivingSkillIds: [1, 2, 3, 4, 5, 6] },
      'body.values.requirements.drivingSkillIds',
    ],
    ['a licence twice', { drivingSkillIds: [2, 2] }, 'body.values.requirements.drivingSkillIds.1'],
    ['a licence as text', { drivingSkillIds: ['2'] }, 'body.values.requirements.drivingSkillIds.0'],
    [
      'eleven skills',
      { skillIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
      'body.values.requirements.skillIds',
    ],
    ['a skill id too large', { skillIds: [99_999_999_999] }, 'body.values.requirements.skillIds.0'],
    // Checked against the reference options:
    [
      'an unknown language option',
      { languages: [lang({ language: 'other', typeLanguageId: 77 })] },
      'body.values.requirements.languages.0.typeLanguageId',
    ],
    [
      'the typed "other" language',
      { languages: [lang({ language: 'other', typeLanguageId: 99 })] },
      'body.values.requirements.languages.0.typeLanguageId',
    ],
    [
      'an unknown level',
      { languages: [lang({ writingLevel: 9 })] },
      'body.values.requirements.languages.0.writingLevel',
    ],
    [
      'the lowest level (none)',
      { languages: [lang({ speakingLevel: 1 })] },
      'body.values.requirements.languages.0.speakingLevel',
    ],
    [
      'an unknown licence',
      { drivingSkillIds: [2, 77] },
      'body.values.requirements.drivingSkillIds.1',
    ],
    ['an unknown skill', { skillIds: [77] }, 'body.values.requirements.skillIds.0'],
    ['the typed "other" skill', { skillIds: [99] }, 'body.values.requirements.skillIds.0'],
  ])('answers VALIDATION_FAIL for %s, writing nothing', async (_name, requirements, path) => {
    const count = async () =>
      (await ctx.database.db.selectFrom('job_offer_posting').select('id').execute()).length;
    const before = await count();
    const res = await api.create(w.tokens.employerA, withRequirements(requirements), false);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { code: string; errorArgs: string[] };
    expect(body.code).toBe('VALIDATION_FAIL');
    expect(body.errorArgs[0]).toBe(path);
    expect(await count()).toBe(before);
  });

  it.each([
    [
      'LANGUAGE',
      { languages: [lang({ language: 'other', typeLanguageId: 5 })] },
      'Indonesian',
      'body.values.requirements.languages.0.typeLanguageId',
    ],
    [
      'DRIVING_SKILL',
      { drivingSkillIds: [14] },
      'Mainland D',
      'body.values.requirements.drivingSkillIds.0',
    ],
    ['SKILL', { skillIds: [21] }, 'Pager operator', 'body.values.requirements.skillIds.0'],
  ])(
    'refuses a disabled %s option (BE_REFERENCE_OPTION_INACTIVE)',
    async (_type, requirements, name, path) => {
      const res = await api.create(w.tokens.employerA, withRequirements(requirements), false);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'BE_REFERENCE_OPTION_INACTIVE', errorArgs: [name, path] });
    },
  );
});

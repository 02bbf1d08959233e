import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildPath,
  JobOfferDetailSchema,
  JobOfferPageSchema,
  PATHS,
  RecommendationSchema,
  type Fit,
  type FitItem,
  type ProfileFormValues,
  type VacancyRequirementsInput,
} from '@vaga/contract';
import { bearer, createAccount, loginAs } from '../../../test/auth.ts';
import { profileInput } from '../../../test/factories/profile.ts';
import { createVacancy, type VacancyOverrides } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';
import { serializedAnswerStats } from '../../platform/serialized-answer.ts';
import { JobOfferListRepository } from './joboffer-list.repository.ts';

// 10:00 on 22 November 2026 in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';

/** Demo reference ids: JOBTITLE 10101 receptionist, 10201 room attendant. */
const RECEPTIONIST = 10101;
const ROOM_ATTENDANT = 10201;
/** EDUCATION, in the options' order: 4 senior secondary, 5 vocational, 6 associate, 7 bachelor, 9 doctorate. */
const SENIOR_SECONDARY = 4;
const VOCATIONAL = 5;
const BACHELOR = 7;
const DOCTORATE = 9;
/** LANGUAGE_LEVEL: 1 none, 2 basic, 3 good, 4 fluent. LANGUAGE 1 Japanese, 2 Korean. */
const BASIC = 2;
const GOOD = 3;
const FLUENT = 4;
/** DRIVING_SKILL 2 Macao B, 4 Macao D; SKILL 2 food hygiene, 3 first aid. */
const MACAO_B = 2;
const MACAO_D = 4;
const FOOD_HYGIENE = 2;
const FIRST_AID = 3;

const receptionist = (fromYear: number, toYear: number) => ({
  compnayName: '澳門酒店有限公司',
  typeJobTitleId: RECEPTIONIST,
  textJobTitle: null,
  fromYear,
  fromMonth: 1,
  toYear,
  toMonth: 12,
});

/**
 * A completed bachelor's degree; Cantonese fluent, Portuguese basic spoken and written, English
 * good, Japanese basic spoken; the Macao B licence; food hygiene; two years as a receptionist in
 * two jobs (2019, 2021) and three as a room attendant.
 */
const RESUME: Partial<ProfileFormValues> = {
  educationList: [
    {
      typeEducationId: BACHELOR,
      typeEducationLevelId: 1,
      typeEducationSubjectId: 2,
      textEducationSubject: null,
    },
  ],
  cantoneseSpeakingLevel: FLUENT,
  portugueseSpeakingLevel: BASIC,
  portugueseWritingLevel: BASIC,
  englishSpeakingLevel: GOOD,
  englishWritingLevel: GOOD,
  otherLanguageList: [
    { typeLanguageId: 1, textLanguage: null, speakingLevel: BASIC, writingLevel: 1 },
  ],
  drivingSkillList: [{ typeDrivingSkillId: MACAO_B, extraInfo: 1 }],
  skillList: [{ typeSkillId: FOOD_HYGIENE, textSkill: null }],
  experienceList: [
    receptionist(2019, 2019),
    receptionist(2021, 2021),
    {
      compnayName: '澳門酒店有限公司',
      typeJobTitleId: ROOM_ATTENDANT,
      textJobTitle: null,
      fromYear: 2022,
      fromMonth: 1,
      toYear: 2024,
      toMonth: 12,
    },
  ],
};

const requiring = (r: VacancyRequirementsInput): VacancyOverrides => ({
  requirements_json: JSON.stringify(r),
});

describe('skill fit on the vacancy detail', () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};
  let seeker: () => Promise<Record<string, string>>;

  async function vacancy(name: string, overrides: VacancyOverrides) {
    ids[name] = await createVacancy(ctx.database.db, {
      published_at: '2026-11-20T02:00:00.000Z',
      ...overrides,
    });
  }

  /** A resident with this resume (or none); a function giving a live session's headers. */
  async function resident(resume: Partial<ProfileFormValues> | null) {
    const account = await createAccount(ctx.app);
    const headers = async () => bearer((await ctx.app.services.auth.openSession(account.id)).token);
    if (resume) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: PATHS.profile,
        headers: await headers(),
        payload: profileInput(resume),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return headers;
  }

  async function detail(name: string, headers: Record<string, string> = {}, lang = 'en') {
    const res = await ctx.app.inject({
      url: buildPath(PATHS.jobOffer, { id: ids[name] }),
      headers: { ...headers, 'accept-language': lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { parsed: JobOfferDetailSchema.parse(res.json()), raw: res.json() as object, res };
  }

  async function fitOf(name: string, lang = 'en'): Promise<Fit> {
    const { parsed } = await detail(name, await seeker(), lang);
    expect(parsed.fit, name).toBeDefined();
    return parsed.fit!;
  }

  const brief = (items: FitItem[]) =>
    items.map((i) => [i.kind, i.asks.value, i.has?.value ?? null]);

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
    await vacancy('none', {});
    await vacancy('seniorSecondary', { education_id: SENIOR_SECONDARY });
    await vacancy('bachelor', { education_id: BACHELOR });
    await vacancy('doctorate', { education_id: DOCTORATE });
    await vacancy('vocational', { education_id: VOCATIONAL });
    await vacancy('receptionist2', { job_title_id: RECEPTIONIST, experience_required_years: 2 });
    await vacancy('receptionist3', { job_title_id: RECEPTIONIST, experience_required_years: 3 });
    await vacancy('anyWork5', { experience_required_years: 5 });
    await vacancy('anyWork6', { experience_required_years: 6 });
    await vacancy(
      'languages',
      requiring({
        languages: [
          { language: 'cantonese', speakingLevel: GOOD },
          { language: 'portuguese', speakingLevel: BASIC, writingLevel: GOOD },
          { language: 'english', speakingLevel: GOOD, writingLevel: FLUENT },
          { language: 'other', typeLanguageId: 1, speakingLevel: BASIC },
          { language: 'other', typeLanguageId: 2, speakingLevel: BASIC },
        ],
      }),
    );
    await vacancy('licences', requiring({ drivingSkillIds: [MACAO_B, MACAO_D] }));
    await vacancy('skills', requiring({ skillIds: [FOOD_HYGIENE, FIRST_AID] }));
    await vacancy('removed', {
      education_id: SENIOR_SECONDARY,
      removed_at: '2026-11-21T02:00:00.000Z',
      removal_kind: 'withdrawn',
    });
    seeker = await resident(RESUME);
  });

  it('is absent for visitors', async () => {
    for (const name of ['seniorSecondary', 'languages', 'licences']) {
      const { raw } = await detail(name);
      expect(raw).not.toHaveProperty('fit');
    }
  });

  it('is absent for a vacancy that states no requirement', async () => {
    const { raw } = await detail('none', await seeker());
    expect(raw).not.toHaveProperty('fit');
  });

  it('is absent for a seeker without a resume, an employer and staff', async () => {
    const noResume = await resident(null);
    const employer = bearer(
      await loginAs(ctx.app, { euid: 'emp-1', accountType: 'employer', employerId: 1 }),
    );
    const staff = bearer(await loginAs(ctx.app, { euid: 'staff-1', accountType: 'staff' }));
    for (const headers of [await noResume(), employer, staff]) {
      const { raw } = await detail('seniorSecondary', headers);
      expect(raw).not.toHaveProperty('fit');
    }
  });

  it('education: a completed one ranked at or above the asked one, by the options order', async () => {
    expect(brief((await fitOf('seniorSecondary')).met)).toEqual([
      ['education', SENIOR_SECONDARY, BACHELOR],
    ]);
    expect(brief((await fitOf('bachelor')).met)).toEqual([['education', BACHELOR, BACHELOR]]);
    expect(brief((await fitOf('vocational')).met)).toEqual([['education', VOCATIONAL, BACHELOR]]);
    const doctorate = await fitOf('doctorate');
    expect(doctorate.met).toEqual([]);
    expect(doctorate.missing).toEqual([
      {
        kind: 'education',
        name: 'Education',
        asks: { value: DOCTORATE, label: 'Doctorate' },
        has: { value: BACHELOR, label: "Bachelor's degree" },
      },
    ]);
  });

  it('education: a higher one still being studied does not count', async () => {
    const studying = await resident({
      ...RESUME,
      educationList: [
        {
          typeEducationId: SENIOR_SECONDARY,
          typeEducationLevelId: 1,
          typeEducationSubjectId: 2,
          textEducationSubject: null,
        },
        {
          typeEducationId: BACHELOR,
          typeEducationLevelId: 3,
          typeEducationSubjectId: 2,
          textEducationSubject: null,
        },
      ],
    });
    const { parsed } = await detail('vocational', await studying());
    expect(brief(parsed.fit!.missing)).toEqual([['education', VOCATIONAL, SENIOR_SECONDARY]]);
  });

  it('experience: years summed over the jobs of the vacancy’s title', async () => {
    // Two separate years as a receptionist meet 2 years, not 3.
    expect((await fitOf('receptionist2')).met).toEqual([
      {
        kind: 'experience',
        name: 'Experience as Receptionist',
        asks: { value: 2, label: '2 years' },
        has: { value: 2, label: '2 years' },
      },
    ]);
    expect(brief((await fitOf('receptionist3')).missing)).toEqual([['experience', 3, 2]]);
    // Without a title every job counts: 2 + 3 years.
    expect(brief((await fitOf('anyWork5')).met)).toEqual([['experience', 5, 5]]);
    expect(brief((await fitOf('anyWork6')).missing)).toEqual([['experience', 6, 5]]);
  });

  it('languages: each spoken and written level, ordered', async () => {
    const fit = await fitOf('languages');
    expect(fit.met.map((i) => i.name)).toEqual([
      'Cantonese speaking',
      'Portuguese speaking',
      'English speaking',
      'Japanese speaking',
    ]);
    expect(fit.missing).toEqual([
      {
        kind: 'languageWritten',
        name: 'Portuguese writing',
        asks: { value: GOOD, label: 'Good' },
        has: { value: BASIC, label: 'Basic' },
      },
      {
        kind: 'languageWritten',
        name: 'English writing',
        asks: { value: FLUENT, label: 'Fluent' },
        has: { value: GOOD, label: 'Good' },
      },
      {
        kind: 'languageSpoken',
        name: 'Korean speaking',
        asks: { value: BASIC, label: 'Basic' },
        has: null,
      },
    ]);
  });

  it('driving licences and skills: held or not', async () => {
    const licences = await fitOf('licences');
    expect(brief(licences.met)).toEqual([['drivingLicence', MACAO_B, MACAO_B]]);
    expect(brief(licences.missing)).toEqual([['drivingLicence', MACAO_D, null]]);
    const skills = await fitOf('skills');
    expect(brief(skills.met)).toEqual([['skill', FOOD_HYGIENE, FOOD_HYGIENE]]);
    expect(skills.missing).toEqual([
      {
        kind: 'skill',
        name: 'Qualification or skill',
        asks: { value: FIRST_AID, label: 'First aid certificate' },
        has: null,
      },
    ]);
  });

  it('names everything in the request’s language', async () => {
    const [pt] = (await fitOf('languages', 'pt')).missing;
    expect(pt).toMatchObject({
      name: 'Português escrito',
      asks: { label: 'Bom' },
      has: { label: 'Básico' },
    });
    const [zh] = (await fitOf('languages', 'zh')).missing;
    expect(zh).toMatchObject({ name: '葡文書寫', asks: { label: '良好' }, has: { label: '一般' } });
    expect((await fitOf('receptionist3', 'pt')).missing[0]).toMatchObject({
      asks: { label: '3 anos' },
      has: { label: '2 anos' },
    });
  });

  it('leaves the visitors’ kept answer untouched', async () => {
    const before = await detail('licences');
    await fitOf('licences');
    const after = await detail('licences');
    expect(after.raw).toEqual(before.raw);
    expect(after.raw).not.toHaveProperty('fit');
    const withFit = await detail('licences', await seeker());
    expect(withFit.res.headers['cache-control']).toBe('private, no-store');
  });

  it('goes out compressed, as the kept answers do, when it is 1 KB or more', async () => {
    const plain = await detail('languages', await seeker());
    expect(plain.res.rawPayload.length).toBeGreaterThanOrEqual(1024);
    const res = await ctx.app.inject({
      url: buildPath(PATHS.jobOffer, { id: ids.languages }),
      headers: { ...(await seeker()), 'accept-language': 'en', 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.raw);
  });

  it('answers BE_JOBOFFER_INVALID for a removed vacancy, logged in or not', async () => {
    const res = await ctx.app.inject({
      url: buildPath(PATHS.jobOffer, { id: ids.removed }),
      headers: await seeker(),
    });
    expect(res.json()).toMatchObject({ code: 'BE_JOBOFFER_INVALID' });
  });

  it('says why each recommended vacancy is recommended: the requirements met, by name', async () => {
    const res = await ctx.app.inject({
      url: PATHS.recommendVacancy,
      headers: { ...(await seeker()), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { content } = RecommendationSchema.parse(res.json());
    const card = (name: string) => content.find((c) => c.id === ids[name]);
    expect(card('receptionist2')).toMatchObject({
      fitCount: { met: 1, total: 1 },
      fitReasons: ['Experience as Receptionist'],
    });
    expect(card('receptionist3')).toMatchObject({
      fitCount: { met: 0, total: 1 },
      fitReasons: [],
    });
    const pt = await ctx.app.inject({
      url: PATHS.recommendVacancy,
      headers: { ...(await seeker()), 'accept-language': 'pt' },
    });
    const ptCard = RecommendationSchema.parse(pt.json()).content.find(
      (c) => c.id === ids.receptionist2,
    );
    expect(ptCard?.fitReasons).toEqual([expect.stringMatching(/^Experiência como /)]);
  });

  describe('the local job list sorted by fit', () => {
    const list = async (query: string, headers: Record<string, string> = {}) => {
      const res = await ctx.app.inject({
        url: `${PATHS.localVacancy}?${query}`,
        headers: { ...headers, 'accept-language': 'en' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { page: JobOfferPageSchema.parse(res.json()), res };
    };
    const names = (page: { content: { id: number }[] }) =>
      page.content.map((c) => Object.keys(ids).find((k) => ids[k] === c.id));

    it('puts what the seeker fully fits first: fewest missed, most met, newest', async () => {
      const { page, res } = await list('sort=fit&size=50', await seeker());
      expect(names(page)).toEqual([
        // Nothing missed, one met (newest first), then nothing stated.
        'anyWork5',
        'receptionist2',
        'vocational',
        'bachelor',
        'seniorSecondary',
        'none',
        // One missed: one met, then none met.
        'skills',
        'licences',
        'anyWork6',
        'receptionist3',
        'doctorate',
        // Three missed.
        'languages',
      ]);
      expect(page.totalElements).toBe(12);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const second = await list('sort=fit&page=1&size=5', await seeker());
      expect(names(second.page)).toEqual([
        'none',
        'skills',
        'licences',
        'anyWork6',
        'receptionist3',
      ]);
      expect(second.page.totalElements).toBe(12);
    });

    it('answers visitors and seekers without a resume the default order’s kept pages', async () => {
      const newest = await list('size=50');
      const before = serializedAnswerStats.serialized;
      const visitor = await list('sort=fit&size=50');
      const noResume = await list('sort=fit&size=50', await (await resident(null))());
      expect(visitor.res.body).toBe(newest.res.body);
      expect(noResume.res.body).toBe(newest.res.body);
      // The same kept page answered them: nothing serialized anew.
      expect(serializedAnswerStats.serialized).toBe(before);
      expect(visitor.res.headers['cache-control']).toBeUndefined();
      // A seeker's sort by fit leaves the visitors' page as it was.
      await list('sort=fit&size=50', await seeker());
      expect((await list('size=50')).res.body).toBe(newest.res.body);
    });

    it('carries the fit count on each card for a seeker with a resume, never for visitors', async () => {
      const counts = (page: { content: { id: number; fitCount?: unknown }[] }) =>
        Object.fromEntries(page.content.map((c) => [names({ content: [c] })[0], c.fitCount]));
      for (const query of ['size=50', 'sort=fit&size=50']) {
        const { page, res } = await list(query, await seeker());
        const fit = counts(page);
        expect(fit.languages, query).toEqual({ met: 4, total: 7 });
        expect(fit.licences, query).toEqual({ met: 1, total: 2 });
        expect(fit.bachelor, query).toEqual({ met: 1, total: 1 });
        expect(fit.doctorate, query).toEqual({ met: 0, total: 1 });
        expect(fit.none, query).toBeUndefined();
        expect(res.headers['cache-control'], query).toBe('private, no-store');
      }
      const noResume = await list('size=50', await (await resident(null))());
      const visitor = await list('size=50');
      for (const { page } of [visitor, noResume])
        for (const card of page.content) expect(card).not.toHaveProperty('fitCount');
      expect(visitor.res.headers['cache-control']).toBeUndefined();
    });

    it('carries the fit count on the cards of a keyword search, kept page untouched', async () => {
      const search = async (headers: Record<string, string> = {}) => {
        const res = await ctx.app.inject({
          url: `${PATHS.localVacancySearch}?keyword=waiter&size=50`,
          headers: { ...headers, 'accept-language': 'en' },
        });
        expect(res.statusCode, res.body).toBe(200);
        return { page: JobOfferPageSchema.parse(res.json()), res };
      };
      await ctx.app.services.jobOfferSearch.indexPending();
      const before = await search();
      const { page, res } = await search(await seeker());
      expect(page.totalElements).toBe(12);
      const fit = Object.fromEntries(
        page.content.map((c) => [names({ content: [c] })[0], c.fitCount]),
      );
      expect(fit.languages).toEqual({ met: 4, total: 7 });
      expect(fit.licences).toEqual({ met: 1, total: 2 });
      expect(fit.none).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
      // Visitors and seekers without a resume: the kept page, without any fit.
      const after = await search();
      const noResume = await search(await (await resident(null))());
      expect(after.res.body).toBe(before.res.body);
      expect(noResume.res.body).toBe(before.res.body);
      for (const card of after.page.content) expect(card).not.toHaveProperty('fitCount');
    });

    it('fits a saved resume at once: the order, the cards and the detail', async () => {
      const headers = await resident(RESUME);
      const fitted = async () => {
        const sorted = await list('sort=fit&size=50', await headers());
        const cards = await list('size=50', await headers());
        const skills = (page: typeof sorted.page) =>
          page.content.find((c) => c.id === ids.skills)?.fitCount;
        const { parsed } = await detail('skills', await headers());
        return {
          first: names(sorted.page)[0],
          sorted: skills(sorted.page),
          cards: skills(cards.page),
          missing: parsed.fit?.missing.length,
        };
      };
      expect(await fitted()).toEqual({
        first: 'anyWork5',
        sorted: { met: 1, total: 2 },
        cards: { met: 1, total: 2 },
        missing: 1,
      });
      // Saved at the same instant as read (the clock stands still): still fitted anew.
      const res = await ctx.app.inject({
        method: 'PUT',
        url: PATHS.profile,
        headers: await headers(),
        payload: profileInput({
          ...RESUME,
          skillList: [
            { typeSkillId: FOOD_HYGIENE, textSkill: null },
            { typeSkillId: FIRST_AID, textSkill: null },
          ],
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await fitted()).toEqual({
        first: 'skills',
        sorted: { met: 2, total: 2 },
        cards: { met: 2, total: 2 },
        missing: 0,
      });
    });

    it('fits a resume saved on another instance once told, and within seconds untold', async () => {
      const { buildApp } = await import('../../app.ts');
      const { loadConfig } = await import('../../config.ts');
      const { RESUME_VERSION_KEEP_MS } = await import('../profile/profile.versions.ts');
      const other = await buildApp(loadConfig({ LOG_LEVEL: 'silent', SEED: 'none' }), {
        clock: ctx.clock,
        database: { ...ctx.database, close: async () => undefined },
        migrate: false,
      });
      await other.ready();
      try {
        const headers = await resident(RESUME);
        const skills = async () =>
          (await list('size=50', await headers())).page.content.find((c) => c.id === ids.skills)
            ?.fitCount;
        const saveThere = async (skillList: ProfileFormValues['skillList']) => {
          const res = await other.inject({
            method: 'PUT',
            url: PATHS.profile,
            headers: await headers(),
            payload: profileInput({ ...RESUME, skillList }),
          });
          expect(res.statusCode, res.body).toBe(200);
        };
        expect(await skills()).toEqual({ met: 1, total: 2 });
        ctx.clock.advance(1000);
        await saveThere([
          { typeSkillId: FOOD_HYGIENE, textSkill: null },
          { typeSkillId: FIRST_AID, textSkill: null },
        ]);
        // Told by the change feed (polled every CHANGE_FEED_POLL_MS, at once on PostgreSQL).
        await ctx.app.changeFeed.poll();
        expect(await skills()).toEqual({ met: 2, total: 2 });

        // Never told (a lost notice): read again after RESUME_VERSION_KEEP_MS at most.
        ctx.clock.advance(1000);
        const { RESUMES_TOPIC } = await import('../profile/profile.versions.ts');
        const feed = ctx.app.changeFeed.version(RESUMES_TOPIC);
        await saveThere(RESUME.skillList ?? []);
        expect(ctx.app.changeFeed.version(RESUMES_TOPIC)).toBe(feed);
        ctx.clock.advance(RESUME_VERSION_KEEP_MS);
        expect(await skills()).toEqual({ met: 1, total: 2 });
      } finally {
        await other.close();
      }
    });

    it('answers a seeker’s page again from the same kept answer, serialized once', async () => {
      const headers = await resident(RESUME);
      for (const query of ['size=7', 'sort=fit&size=7']) {
        const first = await list(query, await headers());
        const before = serializedAnswerStats.serialized;
        const again = await list(query, await headers());
        expect(again.res.body, query).toBe(first.res.body);
        expect(serializedAnswerStats.serialized, query).toBe(before);
        expect(again.res.headers['cache-control'], query).toBe('private, no-store');
      }
    });

    it('reads the class’s vacancies once for every seeker and page, again after a change', async () => {
      const reads = vi.spyOn(JobOfferListRepository.prototype, 'fitRows');
      try {
        await ctx.app.services.jobOfferList.withdraw(ids.languages);
        const first = await list('sort=fit&size=50', await seeker());
        expect(names(first.page)).not.toContain('languages');
        expect(first.page.totalElements).toBe(11);
        const other = await resident(RESUME);
        await list('sort=fit&page=1&size=5', await other());
        await list('sort=fit&size=50', await seeker());
        expect(reads).toHaveBeenCalledTimes(1);
      } finally {
        reads.mockRestore();
      }
    });

    it('refuses an unknown sort, and sort by fit on the search', async () => {
      for (const url of [
        `${PATHS.localVacancy}?sort=best`,
        `${PATHS.localVacancySearch}?sort=fit`,
      ]) {
        const res = await ctx.app.inject({ url, headers: await seeker() });
        expect(res.statusCode, url).toBe(400);
      }
    });
  });
});

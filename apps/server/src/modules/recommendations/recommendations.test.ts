import { beforeAll, describe, expect, it } from 'vitest';
import {
  PATHS,
  RecommendationSchema,
  RecommendedPageSchema,
  type ProfileFormValues,
} from '@vaga/contract';
import { bearer, createAccount } from '../../../test/auth.ts';
import { profileInput } from '../../../test/factories/profile.ts';
import { createVacancy, type VacancyOverrides } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';

/** JOBTITLE ids of the demo catalog: class 101 (front office) and class 102 (housekeeping). */
const RECEPTIONIST = 10101;
const FRONT_OFFICE_SUPERVISOR = 10102;
const ROOM_ATTENDANT = 10201;
const PUBLIC_AREA_ATTENDANT = 10203;
/** EDUCATION ids: 2 primary, 4 senior secondary, 7 bachelor's degree. */
const PRIMARY = 2;
const SENIOR_SECONDARY = 4;
const BACHELOR = 7;

/**
 * Expects a receptionist's job (or a sommelier's, typed by hand), holds a completed senior
 * secondary education (a bachelor's still being studied does not count) and three years as a
 * room attendant.
 */
const RESUME: Partial<ProfileFormValues> = {
  expectedJobList: [
    { typeJobTitleId: RECEPTIONIST, textJobTitle: null },
    { typeJobTitleId: null, textJobTitle: 'Sommelier' },
  ],
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
  experienceList: [
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

function frontOffice(title: number | null, overrides: VacancyOverrides = {}): VacancyOverrides {
  return { job_class_group_id: 1, job_class_id: 101, job_title_id: title, ...overrides };
}

function housekeeping(title: number, overrides: VacancyOverrides = {}): VacancyOverrides {
  return { job_class_group_id: 1, job_class_id: 102, job_title_id: title, ...overrides };
}

const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T02:00:00.000Z`;

describe('recommended vacancies', () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};

  async function vacancy(name: string, overrides: VacancyOverrides) {
    ids[name] = await createVacancy(ctx.database.db, overrides);
  }

  /** A resident with the resume, and a function giving a live session at the clock's time. */
  async function seeker(resume: Partial<ProfileFormValues> | null = RESUME) {
    const account = await createAccount(ctx.app);
    const headers = async () => ({
      ...bearer((await ctx.app.services.auth.openSession(account.id)).token),
      'accept-language': 'pt',
    });
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

  const get = async (headers: Record<string, string>) => {
    const res = await ctx.app.inject({ url: PATHS.recommendVacancy, headers });
    expect(res.statusCode, res.body).toBe(200);
    return RecommendationSchema.parse(res.json());
  };
  const refresh = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: PATHS.recommendVacancyRefresh, headers });

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
    await vacancy('expectedTitle', frontOffice(RECEPTIONIST, { published_at: day(10) }));
    await vacancy(
      'expectedTitleOlder',
      frontOffice(RECEPTIONIST, { published_at: day(5), education_id: PRIMARY }),
    );
    await vacancy('expectedClass', frontOffice(FRONT_OFFICE_SUPERVISOR, { published_at: day(7) }));
    await vacancy('typed', { title_pt: 'Sommelier', title_en: 'Sommelier', published_at: day(8) });
    await vacancy('workedAs', housekeeping(ROOM_ATTENDANT, { published_at: day(9) }));
    await vacancy('workedClass', housekeeping(PUBLIC_AREA_ATTENDANT, { published_at: day(6) }));
    // Matches, but the seeker does not qualify, or the vacancy is no longer valid.
    await vacancy(
      'needsDegree',
      frontOffice(RECEPTIONIST, { published_at: day(11), education_id: BACHELOR }),
    );
    await vacancy(
      'needsFiveYears',
      frontOffice(RECEPTIONIST, { published_at: day(11), experience_required_years: 5 }),
    );
    await vacancy(
      'expired',
      frontOffice(RECEPTIONIST, { published_at: '2026-07-01T02:00:00.000Z' }),
    );
    // Unrelated to the resume.
    await vacancy('unrelated', { published_at: day(12) });
    await ctx.app.services.jobOfferSearch.indexPending();
  });

  it('ranks matching vacancies by the stated score, then the newest, leaving out the rest', async () => {
    const list = await get(await (await seeker())());
    expect(list.content.map((c) => c.id)).toEqual([
      ids.expectedTitle, // 40 title + 20 class
      ids.expectedTitleOlder, // 60, older; asks for primary education only
      ids.typed, // 30: the typed expected job finds it by keyword
      ids.workedAs, // 15 title + 5 class, newer than the next
      ids.expectedClass, // 20
      ids.workedClass, // 5
    ]);
    expect(list.totalElements).toBe(6);
    expect(list.canRefresh).toBe(true);
    expect(list.computedAt).toBe(NOW);
    // Texts in the asked language.
    expect(list.content[2].jobOfferTitle).toBe('Sommelier');
  });

  it('pages the same list at localvancancy/recommend', async () => {
    const headers = await (await seeker())();
    const res = await ctx.app.inject({
      url: `${PATHS.localVacancyRecommend}?page=1&size=4`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = RecommendedPageSchema.parse(res.json());
    expect(page.totalElements).toBe(6);
    expect(page.content.map((c) => c.id)).toEqual([ids.expectedClass, ids.workedClass]);
  });

  it('keeps the list for the day, showing only vacancies still valid', async () => {
    const headers = await (await seeker())();
    const first = await get(headers);
    await vacancy('newcomer', frontOffice(RECEPTIONIST, { published_at: day(21) }));
    await ctx.database.db
      .updateTable('job_offer')
      .set({ removed_at: NOW })
      .where('id', '=', ids.workedClass)
      .execute();
    const again = await get(headers);
    expect(again.computedAt).toBe(first.computedAt);
    expect(again.content.map((c) => c.id)).not.toContain(ids.newcomer);
    expect(again.content.map((c) => c.id)).not.toContain(ids.workedClass);
    expect(again.totalElements).toBe(5);
    await ctx.database.db
      .updateTable('job_offer')
      .set({ removed_at: null })
      .where('id', '=', ids.workedClass)
      .execute();
  });

  it('refreshes once per Macao calendar day, atomically', async () => {
    // 07:00 on 22 November in Macao, still 21 November in UTC.
    ctx.clock.set('2026-11-21T23:00:00.000Z');
    const session = await seeker();
    await vacancy(
      'latest',
      frontOffice(RECEPTIONIST, { published_at: '2026-11-21T22:00:00.000Z' }),
    );

    const refreshed = await refresh(await session());
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const list = RecommendationSchema.parse(refreshed.json());
    expect(list.content[0].id).toBe(ids.latest);
    expect(list.canRefresh).toBe(false);

    // 09:00 in Macao: a new UTC day, the same Macao day.
    ctx.clock.set('2026-11-22T01:00:00.000Z');
    const twice = await refresh(await session());
    expect(twice.statusCode).toBe(429);
    expect(twice.json()).toEqual({
      code: 'BE_EXCEED_REFRESH_RECOMMEND_VACANCY_PER_DAY',
      errorArgs: [],
    });
    expect((await get(await session())).canRefresh).toBe(false);

    // 23:59 in Macao: still the same day.
    ctx.clock.set('2026-11-22T15:59:00.000Z');
    expect((await refresh(await session())).statusCode).toBe(429);

    // Midnight in Macao: a new day; of five refreshes at once exactly one is made.
    ctx.clock.set('2026-11-22T16:00:00.000Z');
    const headers = await session();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(headers)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    ctx.clock.set(NOW);
  });

  it('asks for a resume first, and for a logged-in resident', async () => {
    const headers = await (await seeker(null))();
    const none = await ctx.app.inject({ url: PATHS.recommendVacancy, headers });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'BE_PROFILE_NOT_FOUND', errorArgs: [] });
    expect((await refresh(headers)).json().code).toBe('BE_PROFILE_NOT_FOUND');
    const visitor = await ctx.app.inject({ url: PATHS.recommendVacancy });
    expect(visitor.json().code).toBe('Unauthorized');
  });

  it('answers catalogue codes for a bad page', async () => {
    const headers = await (await seeker())();
    for (const [query, field] of [
      ['page=-1', 'querystring.page'],
      ['size=10000', 'querystring.size'],
      ['page=abc', 'querystring.page'],
    ]) {
      const res = await ctx.app.inject({ url: `${PATHS.localVacancyRecommend}?${query}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: [field] });
    }
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildPath,
  JobOfferDetailSchema,
  JobOfferPageSchema,
  JobOfferSummarySchema,
  PATHS,
  PostingValuesSchema,
  type PostingValuesInput,
} from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createEmployer,
  createJobClasses,
  createReferenceOptions,
} from '../../../test/factories/search-vacancies.ts';

const NOW = '2026-11-22T02:00:00.000Z';

/** A posting's values: a kitchen vacancy with a Chinese title only, paid by the day. */
function values(overrides: Partial<PostingValuesInput> = {}) {
  return PostingValuesSchema.parse({
    title: { cn: '燒臘師傅' },
    categoryGroupId: 3,
    categoryId: 301,
    salaryAmount: 600,
    typeSalaryId: 2,
    experienceRequiredYears: 2,
    experience: { cn: '' },
    additionalMessage: { cn: '' },
    workingArea: { cn: '氹仔' },
    workingTime: { cn: '早更' },
    description: { cn: '負責燒味製作。' },
    hashtags: { cn: ['燒味'], pt: [], en: ['roast'] },
    needCv: 1,
    positions: 3,
    contactName: { cn: '陳先生' },
    contactPhone: '28781234',
    maxActiveInterviews: 20,
    ...overrides,
  });
}

describe('publishing vacancies from postings', () => {
  let ctx: TestContext;
  let employerId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createReferenceOptions(ctx.database.db);
    await createJobClasses(ctx.database.db);
    employerId = await createEmployer(ctx.database.db, { company_type: 2 });
  });

  beforeEach(() => ctx.clock.set(NOW));

  const publishing = () => ctx.app.services.jobOfferPublishing;

  async function searchIds(keyword: string, lang = 'zh'): Promise<number[]> {
    const res = await ctx.app.inject({
      url: `${PATHS.jobOfferSearch}?${new URLSearchParams({ keyword })}`,
      headers: { 'accept-language': lang },
    });
    expect(res.statusCode).toBe(200);
    return JobOfferPageSchema.parse(res.json()).content.map((c) => c.id);
  }

  async function listedIds(): Promise<number[]> {
    const res = await ctx.app.inject({ url: `${PATHS.localVacancy}?size=50` });
    expect(res.statusCode).toBe(200);
    return JobOfferPageSchema.parse(res.json()).content.map((c) => c.id);
  }

  async function summaryCount(): Promise<number> {
    const res = await ctx.app.inject({ url: PATHS.jobOfferSummary });
    return JobOfferSummarySchema.parse(res.json()).vacancyCount;
  }

  async function detail(id: number, lang = 'zh') {
    return ctx.app.inject({
      url: buildPath(PATHS.jobOffer, { id }),
      headers: { 'accept-language': lang },
    });
  }

  async function expectListed(id: number, listed: boolean): Promise<void> {
    const expected = listed ? [id] : [];
    expect((await listedIds()).filter((x) => x === id)).toEqual(expected);
    expect((await searchIds('燒臘')).filter((x) => x === id)).toEqual(expected);
    expect((await searchIds('kitchen', 'en')).filter((x) => x === id)).toEqual(expected);
    expect((await detail(id)).statusCode).toBe(listed ? 200 : 410);
    expect((await publishing().listing(id))?.listed).toBe(listed);
  }

  it('publishes a new vacancy, found by a 2-character Chinese keyword and an English class word', async () => {
    const before = await summaryCount();
    expect(await searchIds('燒臘')).toEqual([]);
    const id = await publishing().publish({ employerId, jobOfferId: null, values: values() });
    expect(await searchIds('燒臘')).toEqual([id]);
    expect(await searchIds('kitchen', 'en')).toEqual([id]);
    expect(await listedIds()).toContain(id);
    expect(await summaryCount()).toBe(before + 1);

    const row = await ctx.database.db
      .selectFrom('job_offer')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      employer_id: employerId,
      company_type: 2,
      title_cn: '燒臘師傅',
      title_pt: '燒臘師傅',
      title_en: '燒臘師傅',
      salary_monthly_equivalent: 600 * 26,
      need_cv: 1,
      positions: 3,
      max_active_interviews: 20,
      contact_phone: '28781234',
      contact_name_en: '陳先生',
      hashtags_pt: '["燒味"]',
      hashtags_en: '["roast"]',
      published_at: NOW,
      removed_at: null,
      event_id: null,
    });
    const shown = JobOfferDetailSchema.parse((await detail(id, 'en')).json());
    expect(shown.jobOfferTitle).toBe('燒臘師傅');
  });

  it('takes the titles of the JOBTITLE option when no title is typed', async () => {
    const id = await publishing().publish({
      employerId,
      jobOfferId: null,
      values: values({ typeJobTitleId: 501, title: { cn: '', en: 'Wok cook' } }),
    });
    const listing = await publishing().listing(id);
    expect(listing).toMatchObject({ titleCn: '廚師', titlePt: 'Cozinheiro', titleEn: 'Wok cook' });
    expect(await searchIds('廚師')).toContain(id);
    await publishing().withdraw(id);
  });

  it('republishes over the listed version: new texts found, old ones not, removal cleared', async () => {
    const id = await publishing().publish({
      employerId,
      jobOfferId: null,
      values: values({ title: { cn: '點心師傅' } }),
    });
    expect(await searchIds('點心')).toEqual([id]);
    const publishedAt = ctx.clock.now().toISOString();
    expect(await publishing().withdraw(id)).toBe(true);
    ctx.clock.advance(60_000);
    await publishing().publish({
      employerId,
      jobOfferId: id,
      values: values({ title: { cn: '麵點師傅', en: 'Noodle chef' } }),
    });
    expect(await searchIds('點心')).toEqual([]);
    expect(await searchIds('麵點')).toEqual([id]);
    expect(await searchIds('noodle', 'en')).toEqual([id]);
    expect(await publishing().listing(id)).toMatchObject({
      removedAt: null,
      removalKind: null,
      listed: true,
      // An edit keeps the publication date: only renew starts a new validity.
      publishedAt,
    });
    await publishing().withdraw(id);
  });

  it('refuses to republish over another employer’s vacancy', async () => {
    const id = await publishing().publish({ employerId, jobOfferId: null, values: values() });
    const other = await createEmployer(ctx.database.db);
    await expect(
      publishing().publish({ employerId: other, jobOfferId: id, values: values() }),
    ).rejects.toMatchObject({ code: 'BE_JOBOFFER_INVALID' });
    expect((await publishing().listing(id))?.employerId).toBe(employerId);
    await publishing().withdraw(id);
  });

  it('withdraws: gone from lists, search, detail and counts at once', async () => {
    const id = await publishing().publish({ employerId, jobOfferId: null, values: values() });
    await expectListed(id, true);
    const before = await summaryCount();
    expect(await publishing().withdraw(id)).toBe(true);
    await expectListed(id, false);
    expect(await summaryCount()).toBe(before - 1);
    expect((await publishing().listing(id))?.removalKind).toBe('withdrawn');
    expect(await publishing().withdraw(id)).toBe(false);
  });

  it('removes with a reason, hidden ones too, once', async () => {
    const id = await publishing().publish({ employerId, jobOfferId: null, values: values() });
    expect(await publishing().hide(id)).toBe(true);
    expect(await publishing().remove(id, 'Asks for a deposit')).toBe(true);
    await expectListed(id, false);
    const row = await ctx.database.db
      .selectFrom('job_offer')
      .select(['removal_kind', 'removal_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ removal_kind: 'removed', removal_reason: 'Asks for a deposit' });
    expect(await publishing().remove(id, 'again')).toBe(false);
    expect(await publishing().unhide(id)).toBe(false);
    expect(await publishing().withdraw(id)).toBe(false);
  });

  it('hides a listed vacancy from lists, search and counts, and shows it again', async () => {
    const id = await publishing().publish({ employerId, jobOfferId: null, values: values() });
    const before = await summaryCount();
    expect(await publishing().hide(id)).toBe(true);
    await expectListed(id, false);
    expect(await summaryCount()).toBe(before - 1);
    expect(await publishing().hide(id)).toBe(false);
    expect(await publishing().unhide(id)).toBe(true);
    await expectListed(id, true);
    expect(await summaryCount()).toBe(before);
    expect(await publishing().unhide(id)).toBe(false);
    await publishing().withdraw(id);
    expect(await publishing().hide(id)).toBe(false);
  });

  it('renews: a new validity, and an expired and swept vacancy listed again', async () => {
    const id = await publishing().publish({ employerId, jobOfferId: null, values: values() });
    ctx.clock.set('2027-04-10T02:00:00.000Z');
    expect(await ctx.app.services.jobOfferList.sweepRemoved()).toBeGreaterThan(0);
    expect(await publishing().listing(id)).toMatchObject({ removalKind: 'expired', listed: false });
    await expectListed(id, false);
    await publishing().renew(id);
    expect(await publishing().listing(id)).toMatchObject({
      removedAt: null,
      removalKind: null,
      listed: true,
      publishedAt: '2027-04-10T02:00:00.000Z',
    });
    await expectListed(id, true);
    // A withdrawn vacancy renewed stays withdrawn.
    await publishing().withdraw(id);
    await publishing().renew(id);
    expect(await publishing().listing(id)).toMatchObject({ removalKind: 'withdrawn' });
    await expect(publishing().renew(999_999)).rejects.toMatchObject({
      code: 'BE_JOBOFFER_INVALID',
    });
  });

  it('tells a vacancy past its listed window apart before the sweep runs', async () => {
    const id = await publishing().publish({ employerId, jobOfferId: null, values: values() });
    ctx.clock.set('2027-04-10T02:00:00.000Z');
    expect(await publishing().listing(id)).toMatchObject({ removedAt: null, listed: false });
    expect(await publishing().listing(999_999)).toBeUndefined();
    ctx.clock.set(NOW);
    await publishing().withdraw(id);
  });

  it('marks the withdrawals of the vacancy list as withdrawn', async () => {
    const id = await publishing().publish({ employerId, jobOfferId: null, values: values() });
    await ctx.app.services.jobOfferList.withdraw(id);
    expect(await publishing().listing(id)).toMatchObject({ removalKind: 'withdrawn' });
  });
});

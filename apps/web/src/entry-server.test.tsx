// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { JobOfferCard, JobOfferDetail, Page } from '@vaga/contract';
import { loadPage, prepare, type ServerTransport } from './entry-server.tsx';
import { jobOfferKeys } from './features/joboffers/api/query-keys.ts';
import type { SsrState } from './shared/lib/ssr-state.ts';

const TITLES = { 'zh-Hant': '廚師', pt: 'Cozinheiro', en: 'Cook' } as const;

function card(locale: keyof typeof TITLES, id: number): JobOfferCard {
  return {
    id,
    jobOfferTitle: `${TITLES[locale]} ${id}`,
    companyName: `Hotel ${id}`,
    companyType: null,
    salary: 15000 + id,
    salaryTypeId: 1,
    salaryTypeName: locale === 'en' ? 'month' : locale === 'pt' ? 'mês' : '月',
    education: '',
    workingArea: 'Taipa',
    hashTag: [],
    needCv: 0,
    positions: 1,
    publishDate: '2026-11-20T02:00:00.000Z',
    isValid: 1,
  };
}

function detail(locale: keyof typeof TITLES, id: number, isValid: 0 | 1 = 1): JobOfferDetail {
  return {
    ...card(locale, id),
    isValid,
    experienceSkill: '',
    experienceRequiredYears: 0,
    workingTime: '',
    jobDescription: 'Cooking.',
    additionalMessage: '',
    isShowAdditionalMessage: 0,
    contactName: '',
    contactPhone: '',
    categoryGroupId: 1,
    categoryId: 2,
    expiryDate: '2027-03-20',
  };
}

/** Answers the job list's and a vacancy's requests as the server's services would. */
function transport(locale: keyof typeof TITLES, asked: string[]): ServerTransport {
  return async (path) => {
    asked.push(path);
    if (path.endsWith('/localvancancy/catalog')) return [];
    if (path.endsWith('/localvancancy')) {
      const page: Page<JobOfferCard> = {
        content: [card(locale, 1), card(locale, 2)],
        totalElements: 2,
      };
      return page;
    }
    const id = /\/joboffers\/(\d+)$/.exec(path);
    if (id && id[1] === '9')
      throw Object.assign(new Error('gone'), { code: 'BE_JOBOFFER_INVALID' });
    if (id) return detail(locale, Number(id[1]), id[1] === '8' ? 0 : 1);
    throw new Error(`unexpected ${path}`);
  };
}

describe('the server renderer', async () => {
  await prepare();

  for (const locale of ['zh-Hant', 'pt', 'en'] as const) {
    it(`renders the job list with its vacancies and hands them over under the client's key (${locale})`, async () => {
      const asked: string[] = [];
      const page = await loadPage({
        url: `/job-service/job-list?type=local&language=${locale}`,
        locale,
        transport: transport(locale, asked),
      });
      expect(page.status).toBe(200);
      expect(page.complete).toBe(true);
      const out = await page.render();
      expect(out.html).toContain(`${TITLES[locale]} 1`);
      expect(out.html).toContain(`${TITLES[locale]} 2`);
      const state = JSON.parse(out.state) as SsrState;
      expect(state.locale).toBe(locale);
      const keys = state.queries.queries.map((q) => JSON.stringify(q.queryKey));
      // The list's key, as PagedList asks for it (features/joboffers/lib/job-list-source.ts).
      expect(keys).toContain(JSON.stringify([...jobOfferKeys.localVacancies({}), { size: 10 }]));
      expect(keys).toContain(JSON.stringify(jobOfferKeys.catalog()));
      expect(asked).toHaveLength(2);
    });

    it(`renders a vacancy's page with its salary and employer (${locale})`, async () => {
      const page = await loadPage({
        url: `/job-service/job/7?language=${locale}`,
        locale,
        transport: transport(locale, []),
      });
      expect(page.status).toBe(200);
      const out = await page.render();
      expect(out.html).toContain(`${TITLES[locale]} 7`);
      expect(out.html).toContain('Hotel 7');
      expect(out.html).toMatch(/\$15[,.]007/);
      expect(out.title).toContain(`${TITLES[locale]} 7 · Hotel 7`);
      expect(out.description).toMatch(/^Hotel 7 · \$15[,.]007\//);
    });
  }

  it('answers a removed vacancy 410 and says it is unavailable', async () => {
    const page = await loadPage({
      url: '/job-service/job/9?language=en',
      locale: 'en',
      transport: transport('en', []),
    });
    expect(page.status).toBe(410);
    expect(page.complete).toBe(false);
    const out = await page.render();
    expect(out.html).toContain('vaga-detail__expired');
  });

  it('shows an expired vacancy as no longer valid', async () => {
    const page = await loadPage({
      url: '/job-service/job/8?language=en',
      locale: 'en',
      transport: transport('en', []),
    });
    expect(page.status).toBe(200);
    expect((await page.render()).html).toContain('vaga-detail__expired');
  });

  it('keeps each render in its own language when renders overlap', async () => {
    const pages = await Promise.all(
      (['zh-Hant', 'pt', 'en', 'pt', 'zh-Hant'] as const).map(async (locale) => {
        const page = await loadPage({
          url: `/job-service/job/7?language=${locale}`,
          locale,
          transport: transport(locale, []),
        });
        return { locale, out: await page.render() };
      }),
    );
    const label = { 'zh-Hant': '僱主', pt: 'Empregador', en: 'Employer' } as const;
    for (const { locale, out } of pages) expect(out.html).toContain(label[locale]);
  });
});

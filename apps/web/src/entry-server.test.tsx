// @vitest-environment node
import { executionAsyncId } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  RECORD_PAGES,
  SITEMAP_PAGES,
  type JobOfferCard,
  type JobOfferDetail,
  type Locale,
  type Page,
} from '@vaga/contract';
import { loadPage, prepare, SERVER_RENDERED, type ServerTransport } from './entry-server.tsx';
import { loadTexts, NAMESPACES } from './shared/lib/i18n.ts';
import { Translator } from './shared/lib/translate/translator.ts';
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
    // As the server's own errors (AppError): the catalogue's code and its HTTP status.
    if (id && id[1] === '9')
      throw Object.assign(new Error('gone'), { code: 'BE_JOBOFFER_INVALID', statusCode: 410 });
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

  it('answers each overlapping render from its own transport', async () => {
    const asked: Record<string, string[]> = { pt: [], en: [] };
    const [pt, en] = await Promise.all(
      (['pt', 'en'] as const).map((locale) =>
        loadPage({
          url: `/job-service/job-list?type=local&language=${locale}`,
          locale,
          transport: transport(locale, asked[locale]!),
        }).then((page) => page.render()),
      ),
    );
    expect(pt!.html).toContain(`${TITLES.pt} 1`);
    expect(en!.html).toContain(`${TITLES.en} 1`);
    expect(en!.html).not.toContain(TITLES.pt);
    expect(asked.pt).toHaveLength(2);
    expect(asked.en).toHaveLength(2);
  });

  it('leaves the process without async context tracking, which would slow every promise', async () => {
    // With no async hook or async-local store enabled, a promise callback runs with id 0.
    const asyncId = () =>
      new Promise<number>((resolve) =>
        setImmediate(() => void Promise.resolve().then(() => resolve(executionAsyncId()))),
      );
    expect(await asyncId()).toBe(0);
    const page = await loadPage({
      url: '/job-service/job/7?language=en',
      locale: 'en',
      transport: transport('en', []),
    });
    await page.render();
    expect(await asyncId()).toBe(0);
  });
});

/** A translator of `locale` with every namespace loaded, to read the texts a page should show. */
async function textsOf(locale: Locale) {
  const translator = new Translator({ lng: locale, loader: loadTexts, useSuspense: false });
  await translator.loadNamespaces(NAMESPACES);
  return (namespace: string, key: string) => translator.getFixedT(namespace)(key);
}

/** The description index.html gives the app's shell (in every language at once). */
const SHELL_DESCRIPTION = /name="description"\s+content="([^"]*)"/.exec(
  readFileSync(new URL('../index.html', import.meta.url), 'utf8'),
)![1];

const HAN = /\p{Script=Han}/u;

describe('the descriptions of the server-rendered pages', async () => {
  await prepare();

  it('covers every page of the sitemap', () => {
    for (const page of SITEMAP_PAGES) expect(SERVER_RENDERED, page).toContain(page);
  });

  it('gives each public page its own description, in the page’s language', async () => {
    // Every server-rendered page: the sitemap's and a record's (with its record and without).
    const urls = [...SITEMAP_PAGES, RECORD_PAGES.vacancy(7), RECORD_PAGES.vacancy(9)];
    const seen = new Map<string, string>();
    for (const locale of LOCALES) {
      const own = new Set<string>();
      for (const url of urls) {
        const page = await loadPage({ url, locale, transport: transport('en', []) });
        const { description } = await page.render();
        const where = `${url} (${locale})`;
        expect(description, where).toBeTruthy();
        expect(description, where).not.toBe(SHELL_DESCRIPTION);
        expect(description, where).not.toMatch(/^descriptions\./);
        const chinese = locale === 'zh-Hant' || locale === 'zh-Hans';
        if (chinese && !url.startsWith(RECORD_PAGES.vacancy(7))) {
          expect(description, where).toMatch(HAN);
          expect(description.replace(/Vaga/g, ''), where).not.toMatch(/[A-Za-z]{3}/);
        } else if (!chinese) {
          expect(description, where).not.toMatch(HAN);
        }
        expect(own.has(description), `${where} repeats another page's`).toBe(false);
        own.add(description);
        // Portuguese and English differ (a record's summary of Latin text may not).
        if (locale !== 'zh-Hant' && !url.includes('/job/7')) {
          expect(seen.get(url), where).not.toBe(description);
        }
        seen.set(url, description);
      }
    }
  });
});

describe('a record’s page whose record is not there', async () => {
  await prepare();
  /** What each record's page says of a record it cannot show (namespace and key). */
  const MESSAGES: Record<keyof typeof RECORD_PAGES, [string, string]> = {
    vacancy: ['jobsearch', 'detail.unavailable'],
    event: ['events', 'notFound.title'],
  };
  const unknown: ServerTransport = async (path) => {
    // As the services answer an id they do not know (AppError NOT_FOUND).
    throw Object.assign(new Error('NOT_FOUND'), { code: 'NOT_FOUND', statusCode: 404, path });
  };

  for (const locale of LOCALES) {
    it(`answers 404 with its not-found message, never "Loading" (${locale})`, async () => {
      const text = await textsOf(locale);
      const kinds = Object.keys(RECORD_PAGES) as (keyof typeof RECORD_PAGES)[];
      for (const kind of kinds) {
        const url = `${RECORD_PAGES[kind](999_999)}${kind === 'event' ? '&' : '?'}language=${locale}`;
        const page = await loadPage({ url, locale, transport: unknown });
        expect(page.status, url).toBe(404);
        expect(page.complete, url).toBe(false);
        const { html } = await page.render();
        expect(html, url).toContain(text(...MESSAGES[kind]));
        expect(html, url).not.toContain(text('common', 'DataComponent.message.loading'));
        expect(html, url).not.toContain('aria-busy');
      }
    });
  }

  it('answers a removed vacancy 410 with the same message', async () => {
    const text = await textsOf('pt');
    const page = await loadPage({
      url: `${RECORD_PAGES.vacancy(9)}?language=pt`,
      locale: 'pt',
      transport: transport('pt', []),
    });
    expect(page.status).toBe(410);
    expect((await page.render()).html).toContain(text('jobsearch', 'detail.unavailable'));
  });
});

import { describe, expect, it } from 'vitest';
import {
  JobOfferSuggestionListSchema,
  SUGGESTION_PATHS,
  SUGGESTIONS_MAX,
  type JobOfferSuggestion,
} from '@vaga/contract';
import { buildTestApp } from '../../../test/helper.ts';
import { JOB_TITLES } from '../../db/seed/data/job-catalog.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { routeAccessTable } from '../../platform/route-access.ts';
import { foldText } from './joboffer-suggestions.match.ts';

const SEEDED_AT = new Date('2026-11-22T02:00:00.000Z');
const URL = SUGGESTION_PATHS.jobOfferSuggestions;

describe('suggestions as you type', async () => {
  const { app, clock } = await buildTestApp();
  clock.set(SEEDED_AT);
  await seedDemoData(app.db, app.dialect, { vacancies: 300, now: SEEDED_AT });

  async function suggest(keyword: string, lang = 'zh') {
    return app.inject({
      url: `${URL}?keyword=${encodeURIComponent(keyword)}`,
      headers: { 'accept-language': lang },
    });
  }

  async function texts(keyword: string, lang = 'zh'): Promise<JobOfferSuggestion[]> {
    const res = await suggest(keyword, lang);
    expect(res.statusCode).toBe(200);
    return JobOfferSuggestionListSchema.parse(res.json());
  }

  it('answers nothing for one Chinese character or two letters', async () => {
    expect(await texts('廚')).toEqual([]);
    expect(await texts('co', 'pt')).toEqual([]);
    expect(await texts('  ', 'pt')).toEqual([]);
  });

  it('suggests titles and classes holding 廚師 in Chinese, the name 廚師 first', async () => {
    const found = await texts('廚師');
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThanOrEqual(SUGGESTIONS_MAX);
    expect(found[0]).toMatchObject({ text: '廚師', kind: 'JOB_TITLE' });
    for (const s of found) expect(s.text).toContain('廚師');
    // Those starting with it come before those only holding it.
    const firstHolding = found.findIndex((s) => !s.text.startsWith('廚師'));
    if (firstHolding >= 0) {
      expect(found.slice(firstHolding).every((s) => !s.text.startsWith('廚師'))).toBe(true);
    }
    expect(new Set(found.map((s) => s.text)).size).toBe(found.length);
  });

  it('suggests the same names for a keyword in Simplified characters as in Traditional', async () => {
    const traditional = await texts('廚師');
    expect(await texts('厨师')).toEqual(traditional);
    expect(await texts('厨師')).toEqual(traditional);
  });

  it('suggests `coz` in Portuguese, folded, and not in the other languages', async () => {
    const pt = await texts('coz', 'pt');
    expect(pt.length).toBeGreaterThan(0);
    expect(pt.length).toBeLessThanOrEqual(SUGGESTIONS_MAX);
    expect(pt[0].text.toLowerCase().startsWith('coz')).toBe(true);
    for (const s of pt) expect(foldText(s.text)).toContain('coz');
    expect(pt.map((s) => s.text)).toContain('Cozinheiro');
    expect(await texts('COZ', 'pt')).toEqual(pt);
    expect(await texts('coz', 'zh')).toEqual([]);
  });

  it('suggests `sec` in English and in Portuguese, in the language asked', async () => {
    const en = await texts('sec', 'en');
    expect(en.map((s) => s.text)).toContain('Secretary');
    for (const s of en) expect(foldText(s.text)).toContain('sec');
    const pt = await texts('sec', 'pt');
    expect(pt.map((s) => s.text)).toContain('Secretário');
    expect(pt.map((s) => s.text)).not.toContain('Secretary');
    expect((await texts('SECRETÁ', 'pt')).map((s) => s.text)).toContain('Secretário');
    expect((await texts('secreta', 'pt')).map((s) => s.text)).toContain('Secretário');
  });

  it('gives each suggestion the id of its title, class or group', async () => {
    const cook = JOB_TITLES.find((t) => t.row[2] === 'Cook')!;
    const found = await texts('cook', 'en');
    expect(found).toContainEqual({ text: 'Cook', kind: 'JOB_TITLE', id: cook.id });
  });

  it('never suggests an inactive title, and drops one deactivated now', async () => {
    const typist = JOB_TITLES.find((t) => t.row[2] === 'Typist')!;
    expect(typist.active).toBe(false);
    expect((await texts('typist', 'en')).map((s) => s.id)).not.toContain(typist.id);

    const secretary = JOB_TITLES.find((t) => t.row[2] === 'Secretary')!;
    expect((await texts('secretary', 'en')).map((s) => s.text)).toContain('Secretary');
    await app.services.references.setActive('JOBTITLE', secretary.id, false);
    try {
      expect((await texts('secretary', 'en')).map((s) => s.text)).not.toContain('Secretary');
    } finally {
      await app.services.references.setActive('JOBTITLE', secretary.id, true);
    }
    expect((await texts('secretary', 'en')).map((s) => s.text)).toContain('Secretary');
  });

  it('answers at most 8 for a keyword that many names hold', async () => {
    // 40 English titles hold `ist`, 56 Chinese ones 師.
    expect(await texts('ist', 'en')).toHaveLength(SUGGESTIONS_MAX);
    expect(await texts('ist', 'pt')).toHaveLength(SUGGESTIONS_MAX);
  });

  it('refuses a keyword of 200 characters, a missing one and unsafe characters', async () => {
    for (const keyword of ['廚'.repeat(200), 'a'.repeat(101), 'cook\u0000']) {
      const res = await suggest(keyword);
      expect(res.statusCode, keyword).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAIL', errorArgs: ['querystring.keyword'] });
    }
    const missing = await app.inject(URL);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAIL');
    const twice = await app.inject(`${URL}?keyword=cook&keyword=chef`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('VALIDATION_FAIL');
  });

  it('answers an empty list or a catalogue code for SQL and FTS metacharacters', async () => {
    const keywords = [
      "' OR 1=1 --",
      '"*',
      'NEAR(',
      '%_',
      'cook" OR "a',
      '廚師*',
      'coz%',
      '\\',
      '(((',
      'AND OR NOT',
      "廚師'; DROP TABLE job_offer; --",
    ];
    for (const lang of ['zh', 'pt', 'en']) {
      for (const keyword of keywords) {
        const res = await suggest(keyword, lang);
        expect(res.statusCode, keyword).toBeLessThan(500);
        if (res.statusCode === 200) {
          for (const s of JobOfferSuggestionListSchema.parse(res.json())) {
            expect(foldText(s.text)).toContain(foldText(keyword));
          }
        } else expect(res.json().code).toBe('VALIDATION_FAIL');
      }
    }
    expect(await texts("' OR 1=1 --", 'en')).toEqual([]);
    expect(await texts('%_', 'en')).toEqual([]);
    // Punctuation around the words is ignored as the search ignores it.
    expect((await texts('廚師*')).map((s) => s.text)).toContain('廚師');
  });

  it('is public and rate-limited', async () => {
    const route = routeAccessTable(app).find((r) => r.url === URL);
    expect(route).toMatchObject({ method: 'GET', auth: 'public' });
    expect(route?.rateLimit?.max).toBeGreaterThan(0);
  });
});

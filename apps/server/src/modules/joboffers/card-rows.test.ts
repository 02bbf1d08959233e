import { describe, expect, it } from 'vitest';
import { API_LANGUAGES } from '@vaga/contract';
import { buildTestApp } from '../../../test/helper.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';
import { fitVacancyOf, toCard } from './joboffer-cards.ts';
import { JobOfferListRepository } from './joboffer-list.repository.ts';
import { SearchRepository } from './search/search.repository.ts';

/**
 * A list page reads its vacancies' card columns only (cardRowsByIds): every card and skill-fit
 * fact built from them is the one built from the whole row, in every language.
 */
describe('the card columns of a list page', () => {
  it('build the same cards and fit facts as the whole rows, without the detail’s long texts', async () => {
    const ctx = await buildTestApp();
    const db = ctx.database.db;
    await createReferenceOptions(db);
    await createJobClasses(db);
    const filled = await createVacancy(db, {
      education_id: 1,
      experience_required_years: 2,
      need_cv: 1,
      positions: 3,
      requirements_json: JSON.stringify({ skillIds: [5] }),
      working_area_cn: '氹仔',
      working_area_pt: 'Taipa',
      working_area_en: 'Taipa',
      experience_cn: '兩年經驗',
      working_time_en: 'Shifts',
    });
    // Texts in Chinese only: the other languages fall back to them.
    const chineseOnly = await createVacancy(db, {
      title_pt: '',
      title_en: '',
      hashtags_pt: '[]',
      hashtags_en: '[]',
    });
    const repository = new JobOfferListRepository(
      db,
      new SearchRepository(db, ctx.app.dialect),
      () => ctx.app.services.references,
    );
    const ids = [filled, chineseOnly];
    const byId = <R extends { id: number }>(rows: R[]) => new Map(rows.map((r) => [r.id, r]));
    const whole = byId(await repository.rowsByIds(ids));
    const card = byId(await repository.cardRowsByIds(ids));
    const now = ctx.clock.now();
    for (const id of ids) {
      const cardRow = card.get(id)!;
      expect(cardRow).not.toHaveProperty('description_cn');
      expect(cardRow).not.toHaveProperty('working_time_en');
      for (const lang of API_LANGUAGES) {
        expect(toCard(cardRow, lang, now)).toEqual(toCard(whole.get(id)!, lang, now));
      }
      expect(fitVacancyOf(cardRow)).toEqual(fitVacancyOf(whole.get(id)!));
    }
    expect(toCard(card.get(filled)!, 'pt', now)).toMatchObject({
      workingArea: 'Taipa',
      positions: 3,
      needCv: 1,
    });
    expect(fitVacancyOf(card.get(filled)!).requirements.skillIds).toEqual([5]);
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VACANCY_TRANSLATED_FIELDS, type VacancyTranslatedField } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { favorite, jobOfferCard, jobOfferDetail } from '@/test/vacancy-factories.ts';
import { FavoriteCard } from '@/features/favorites/ui/favorite-card.tsx';
import { JobOfferCard } from '@/features/joboffers/ui/job-offer-card.tsx';
import { JobOfferDetailView } from '@/features/joboffers/ui/job-offer-detail.tsx';

/** A Chinese text for each translated field of a vacancy, each its own. */
const CHINESE: Record<VacancyTranslatedField, string> = {
  jobOfferTitle: '護士',
  companyName: '仁伯爵綜合醫院',
  workingArea: '氹仔',
  hashTag: '醫療保險',
  experienceSkill: '兩年護理經驗',
  workingTime: '輪班',
  jobDescription: '照顧病人。',
  additionalMessage: '歡迎應屆畢業生。',
  contactName: '陳小姐',
};

/** A vacancy's texts, every translated one in Chinese, answered as Chinese for `inChinese`. */
const texts = (inChinese: VacancyTranslatedField[]) => ({
  ...Object.fromEntries(
    VACANCY_TRANSLATED_FIELDS.map((field) => [
      field,
      field === 'hashTag' ? [CHINESE.hashTag] : CHINESE[field],
    ]),
  ),
  isShowAdditionalMessage: 1 as const,
  inChinese,
});

/** The innermost element showing `field`'s text (it may share its element with others). */
function shown(field: VacancyTranslatedField): HTMLElement {
  const text = field === 'hashTag' ? `#${CHINESE.hashTag}` : CHINESE[field];
  const holds = (element: Element | null) => element?.textContent?.includes(text) === true;
  return screen.getByText(
    (_, element) => holds(element) && ![...(element?.children ?? [])].some(holds),
  );
}

/** Whether the text is marked as Chinese, with the note after it. */
function marked(element: HTMLElement): boolean {
  const chinese = element.closest('[lang="zh-Hant"]');
  if (!chinese) return false;
  const note = chinese.nextElementSibling;
  expect(note?.className).toBe('vaga-in-chinese');
  expect(note?.textContent).toBe('(in Chinese)');
  return true;
}

describe('a vacancy’s texts shown in Chinese for want of the page’s language', () => {
  it('are each marked as Chinese with a note in its detail, and only those', () => {
    for (const field of VACANCY_TRANSLATED_FIELDS) {
      const offer = jobOfferDetail(texts([field]));
      const { unmount } = renderWithProviders(<JobOfferDetailView offer={offer} />);
      for (const other of VACANCY_TRANSLATED_FIELDS) {
        expect(marked(shown(other)), `${other} when ${field} is in Chinese`).toBe(other === field);
      }
      unmount();
    }
  });

  it('are marked on the list’s card and the favourite’s, for the fields each shows', async () => {
    const onCard: VacancyTranslatedField[] = [
      'jobOfferTitle',
      'companyName',
      'workingArea',
      'hashTag',
    ];
    for (const field of onCard) {
      const { unmount } = renderWithProviders(
        <JobOfferCard offer={jobOfferCard(texts([field]))} />,
      );
      for (const other of onCard) expect(marked(shown(other)), other).toBe(other === field);
      unmount();
    }
    // A favourite shows all but the contact: each marked.
    const onFavorite = VACANCY_TRANSLATED_FIELDS.filter((field) => field !== 'contactName');
    renderWithProviders(
      <FavoriteCard favorite={favorite(texts(onFavorite))} onRemove={() => undefined} />,
    );
    await userEvent.click(screen.getByRole('button', { expanded: false }));
    for (const field of onFavorite) expect(marked(shown(field)), field).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { VacancyRequirements } from '@vaga/contract';
import { axeViolations } from '@/test/axe.ts';
import { fakeApi, json } from '@/test/fake-api.ts';
import {
  JOB_OFFER_ID,
  lookupHandlers,
  postingDetail,
  postingPath,
  postingValues,
  renderVacancyPages,
} from '@/test/console/vacancy-fixtures.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

setUpConsoleTests();

const REQUIREMENTS: VacancyRequirements = {
  languages: [
    { language: 'portuguese', typeLanguageId: null, speakingLevel: 3, writingLevel: 2 },
    { language: 'other', typeLanguageId: 1, speakingLevel: 2, writingLevel: null },
  ],
  drivingSkillIds: [2],
  skillIds: [2, 14],
};

/** The value shown under a field's label (the first `dd`), once the option names are in. */
async function fieldValue(label: string, text: string): Promise<HTMLElement> {
  const dt = await screen.findByText(label, { selector: 'dt' });
  const dd = dt.parentElement!.querySelector('dd')!;
  await vi.waitFor(() => expect(dd).toHaveTextContent(text));
  return dt.parentElement!;
}

describe('the requirements of a posting under review', () => {
  it('are named for staff, one line each', async () => {
    fakeApi({
      ...lookupHandlers,
      [`GET ${postingPath}`]: () =>
        json(postingDetail({ values: postingValues({ requirements: REQUIREMENTS }) })),
    });
    const { container } = renderVacancyPages('/staff/vacancy-review/41');
    await fieldValue(
      'Languages required',
      'Portuguese (spoken: Good, written: Basic) Japanese (spoken: Basic)',
    );
    await fieldValue('Driving licences required', 'Macao class B');
    await fieldValue('Qualifications and skills required', 'Food hygiene certificate');
    await fieldValue('Qualifications and skills required', 'Barista certificate');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('are marked changed in a revision, with the published ones under them', async () => {
    const published = postingValues({ requirements: REQUIREMENTS });
    fakeApi({
      ...lookupHandlers,
      [`GET ${postingPath}`]: () =>
        json(
          postingDetail({
            jobOfferId: JOB_OFFER_ID,
            status: 'PUBLISHED',
            revision: 'PENDING',
            values: postingValues({ requirements: { ...REQUIREMENTS, drivingSkillIds: [] } }),
            publishedValues: published,
          }),
        ),
    });
    renderVacancyPages('/staff/vacancy-review/41');
    const licences = await fieldValue('Driving licences required', 'None');
    expect(within(licences).getByText('Changed')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(licences.querySelectorAll('dd')[1]).toHaveTextContent('Published now: Macao class B'),
    );
    const languages = await fieldValue('Languages required', 'Japanese (spoken: Basic)');
    expect(within(languages).queryByText('Changed')).toBeNull();
  });
});

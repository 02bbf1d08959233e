import type { Page } from '@playwright/test';
import { expect, expectNoRawPlaceholders, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import { InterviewPages } from './page-models/interviews.ts';

/** A number of 1,000 or more as Portuguese writes it: `16.000`, `2.351`, `7.280`. */
const GROUPED = /^\d{1,3}(\.\d{3})+\+?$/;
/** A salary of 1,000 or more a month, in Portuguese: `$16.000/mês`. */
const MONTHLY = /\$\d{1,3}(\.\d{3})+\/mês/;

/**
 * Fails when the page writes a number the English way (a comma before a group of three digits,
 * `16,000`): in Portuguese the group separator is the point and the comma marks decimals.
 */
async function expectPortugueseNumbers(page: Page): Promise<void> {
  await expect(page.locator('body')).not.toHaveText(/\d,\d{3}(?!\d)/);
  await expectNoRawPlaceholders(page);
}

test('in Portuguese, the service home counters and a vacancy’s salary are grouped with points', async ({
  page,
  servicePage,
  api,
}) => {
  await servicePage.goto('/service?language=pt');
  await expect(servicePage.statistic('Vagas')).toHaveText(GROUPED);
  await expect(servicePage.statistic('Postos de trabalho')).toHaveText(GROUPED);
  await expectPortugueseNumbers(page);

  const { sub } = await api.subCategoryWith((total) => total >= 10);
  const { content } = await api.vacancies(sub.groupId, sub.id);
  const monthly = content.find((offer) => offer.salary >= 1000 && offer.salaryTypeId === 1);
  if (!monthly) throw new Error('the seeded list has no vacancy paying 1,000 or more a month');

  await page.goto(
    `/job-service/job-list?groupId=${sub.groupId}&id=${sub.id}&type=local&language=pt`,
  );
  await expect(page.locator('.vaga-offer__salary').first()).toBeVisible();
  await expect(page.locator('.vaga-offer__salary').filter({ hasText: MONTHLY })).not.toHaveCount(0);
  await expectPortugueseNumbers(page);

  await page.goto(`/job-service/job/${monthly.id}?language=pt`);
  await expect(page.locator('.vaga-detail__salary')).toHaveText(MONTHLY);
  await expectPortugueseNumbers(page);
});

test('in Portuguese, the records, their details and the minimum-wage refusal write amounts with points', async ({
  page,
}) => {
  await new InterviewPages(page).loginAt('/record', 'resident');
  await page.goto('/record?language=pt');
  const card = page.getByRole('tabpanel').getByRole('article').first();
  const wanted = card.locator('dt', { hasText: 'Emprego pretendido' }).locator('+ dd');
  await expect(wanted).toContainText(MONTHLY);
  await expectPortugueseNumbers(page);

  await card.getByRole('link', { name: 'Detalhes' }).click();
  await expect(page).toHaveURL(/\/record\/details\/\d+$/);
  const salary = page.locator('dt', { hasText: 'Salário pretendido' }).locator('+ dd').first();
  await expect(salary).toHaveText(MONTHLY);
  await expectPortugueseNumbers(page);

  // The wanted salary below the minimum: the server's refusal, in the reader's numbers.
  await page.goto('/cv-form/update-register?language=pt');
  const job = page.getByRole('group', { name: 'Emprego pretendido 1', exact: true });
  await job.getByLabel('Salário pretendido (MOP)', { exact: true }).fill('5000');
  await page.getByRole('button', { name: 'Seguinte', exact: true }).click();
  await expect(
    job.getByText('O salário pretendido é inferior ao salário mínimo legal: MOP 7.280 por mês'),
  ).toBeVisible();
  await expectPortugueseNumbers(page);
});

test('in Portuguese, the employer’s vacancy form states the minimum wage with points', async ({
  page,
}) => {
  const consolePages = new ConsolePages(page);
  await consolePages.loginAt('/employer/vacancies', 'employer');
  await page.goto('/employer/vacancies?language=pt');
  await expect(consolePages.main.getByRole('link', { name: 'Publicar uma vaga' })).toBeVisible();
  await expectPortugueseNumbers(page);

  await consolePages.main.getByRole('link', { name: 'Publicar uma vaga' }).click();
  const form = consolePages.main.getByRole('form', { name: 'A nova vaga' });
  await form.getByLabel('Salário (MOP)', { exact: true }).fill('7000');
  await form.getByLabel('Tipo de salário', { exact: true }).selectOption({ label: 'Mensal' });
  await form.getByRole('button', { name: 'Guardar rascunho' }).click();
  await expect(form.getByLabel('Salário (MOP)', { exact: true })).toHaveAccessibleDescription(
    'O salário oferecido é inferior ao salário mínimo legal: MOP 7.280 por mês',
  );
  await expectPortugueseNumbers(page);
});

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  macaoToday,
  PATHS,
  type ApplyJobRequest,
  type JobClass,
  type JobOfferCard,
  type Page as ListPage,
} from '@vaga/contract';
import { clientAddress } from './auth.ts';

/** The seeker's interview screens (/interview and its pages), with the English texts. */
export class InterviewPages {
  constructor(readonly page: Page) {}

  /** Opens `path` as a visitor and logs in as the demo account; the app returns to `path`. */
  async loginAt(path: string, username: string): Promise<void> {
    await this.page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });
    await this.page.goto(`${path}?language=en`);
    const usernameInput = this.page.locator('input[name="username"]');
    const panelLogin = this.page
      .getByRole('region', { name: 'Please log in first' })
      .first()
      .getByRole('button', { name: 'Log in' });
    await expect(usernameInput.or(panelLogin)).toBeVisible();
    if (await panelLogin.isVisible()) await panelLogin.click();
    await usernameInput.fill(username);
    await this.page.locator('input[name="password"]').fill('demo');
    await this.page.locator('button[type="submit"]').first().click();
    await this.page.waitForURL((url) => url.pathname === path);
  }

  get tabs(): Locator {
    return this.page.getByRole('tab');
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole('tab', { name });
  }

  card(title: string): Locator {
    return this.page.getByRole('tabpanel').getByRole('article', { name: title });
  }

  async token(): Promise<string> {
    const token = await this.page.evaluate(() => localStorage.getItem('vaga.token'));
    expect(token).not.toBeNull();
    return token!;
  }
}

/** A valid vacancy of the seeded data that takes a booking without a CV, in English. */
export async function vacancyWithoutCv(request: APIRequestContext): Promise<JobOfferCard> {
  const headers = { 'Accept-Language': 'en' };
  const catalog = (await (
    await request.get(PATHS.localVacancyCatalog, { headers })
  ).json()) as JobClass[];
  for (const jobClass of catalog) {
    for (const sub of jobClass.subCategories) {
      const response = await request.get(
        `${PATHS.localVacancy}?categoryGroupId=${sub.groupId}&categoryId=${sub.id}&page=0&size=50`,
        { headers },
      );
      const list = (await response.json()) as ListPage<JobOfferCard>;
      const offer = list.content.find((card) => card.needCv === 0 && card.isValid === 1);
      if (offer) return offer;
    }
  }
  throw new Error('the seeded data has no vacancy without a CV');
}

/** Books an interview through the API, as the seeker whose token is given. */
export async function bookInterview(
  request: APIRequestContext,
  token: string,
  jobOfferId: number,
): Promise<string> {
  const today = macaoToday();
  const body: ApplyJobRequest = {
    jobOfferId,
    expectedInterviewDateFrom: today,
    expectedInterviewDateTo: today,
    expectedInterviewTimePeriod: 3,
    content: 'I would like to meet you for this position.',
  };
  const response = await request.post(PATHS.jobmatchApplyJob, {
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': clientAddress() },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { jobMatchUid: string }).jobMatchUid;
}

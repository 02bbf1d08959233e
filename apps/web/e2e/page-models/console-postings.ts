import { expect, type Locator, type Page } from '@playwright/test';

/** A vacancy as the employer types it: a Chinese title only, and the required fields. */
export interface NewPosting {
  /** Typed in Chinese (no JOBTITLE option chosen). */
  titleCn: string;
  /** The job class and subcategory, by their names in English. */
  jobClass: string;
  subcategory: string;
  salary: number;
  /** SALARYTYPE option name in English (Monthly, Daily, Hourly…). */
  salaryType: string;
  workingArea: string;
  workingTime: string;
  description: string;
  contactName: string;
  /** An 8-digit Macao phone number. */
  contactPhone: string;
  /** Structured requirements (skill fit), by their names in English; none when left out. */
  requirements?: PostingRequirements;
}

/** A required language: its name and the levels asked (LANGUAGE_LEVEL names), by their English names. */
export interface LanguageRequirement {
  language: string;
  spoken?: string;
  written?: string;
}

export interface PostingRequirements {
  languages?: LanguageRequirement[];
  /** DRIVING_SKILL option names. */
  licences?: string[];
  /** SKILL option names. */
  skills?: string[];
}

/**
 * The employer console's vacancies (`/employer/vacancies`, a new vacancy, one vacancy, its change),
 * in English, for an employer already logged in.
 */
export class ConsolePostings {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  /** The vacancy form on the page (new or change). */
  form(): Locator {
    return this.main.getByRole('form');
  }

  async openList(): Promise<void> {
    await this.page.goto('/employer/vacancies');
    await expect(this.main.getByRole('heading', { name: 'Vacancies', level: 2 })).toBeVisible();
  }

  /** Opens a vacancy's page by its id. */
  async openPosting(id: number): Promise<void> {
    await this.page.goto(`/employer/vacancies/${id}`);
    await expect(this.main.getByRole('heading', { level: 2 })).toBeVisible();
  }

  /**
   * Posts a vacancy from the list's "Post a vacancy", with a Chinese title only, and submits it
   * for review; lands on its page and answers its id.
   */
  async postVacancy(posting: NewPosting): Promise<number> {
    await this.openList();
    await this.main.getByRole('link', { name: 'Post a vacancy' }).click();
    const form = this.main.getByRole('form', { name: 'The new vacancy' });
    await form
      .getByLabel('Title in words (Chinese), required without a title from the list')
      .fill(posting.titleCn);
    await form.getByLabel('Job class').selectOption({ label: posting.jobClass });
    await form.getByLabel('Subcategory').selectOption({ label: posting.subcategory });
    await form.getByLabel('Salary (MOP)').fill(String(posting.salary));
    await form.getByLabel('Salary type').selectOption({ label: posting.salaryType });
    await form.getByLabel('Working area (Chinese)').fill(posting.workingArea);
    await form.getByLabel('Working time (Chinese)').fill(posting.workingTime);
    await form.getByLabel('Description (Chinese)').fill(posting.description);
    await form.getByLabel('Contact name (Chinese)').fill(posting.contactName);
    await form.getByLabel('Contact phone (Macao)').fill(posting.contactPhone);
    if (posting.requirements) await this.fillRequirements(form, posting.requirements);
    await form.getByRole('button', { name: 'Submit for review' }).click();
    await expect(this.main.getByRole('heading', { name: posting.titleCn, level: 2 })).toBeVisible();
    await expect(this.status('Waiting for review')).toBeVisible();
    return Number(/\/employer\/vacancies\/(\d+)$/.exec(new URL(this.page.url()).pathname)?.[1]);
  }

  /** Adds each required language as a row with its levels, and ticks the licences and skills. */
  async fillRequirements(form: Locator, requirements: PostingRequirements): Promise<void> {
    const languages = requirements.languages ?? [];
    for (const [index, l] of languages.entries()) {
      await form.getByRole('button', { name: /^Add a language/ }).click();
      const row = form.getByRole('group', { name: `Language ${index + 1}`, exact: true });
      await row.getByLabel('Language', { exact: true }).selectOption({ label: l.language });
      if (l.spoken) await row.getByLabel('Spoken level').selectOption({ label: l.spoken });
      if (l.written) await row.getByLabel('Written level').selectOption({ label: l.written });
    }
    const licences = form.getByRole('group', { name: 'Driving licences', exact: true });
    for (const name of requirements.licences ?? [])
      await licences.getByRole('checkbox', { name, exact: true }).check();
    const skills = form.getByRole('group', { name: 'Qualifications and skills', exact: true });
    for (const name of requirements.skills ?? [])
      await skills.getByRole('checkbox', { name, exact: true }).check();
  }

  /** The value of a fact of the vacancy open now, under its label (Languages required…). */
  fact(label: string): Locator {
    return this.main.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  /** A state tag of the vacancy open now (Waiting for review, Published, Returned…). */
  status(name: string): Locator {
    return this.main.locator('.vaga-posting__tag', { hasText: name });
  }

  /** The reason staff gave when they returned the vacancy (as its page shows it). */
  returnReason(reason: string): Locator {
    return this.main.getByText(`Returned by staff: ${reason}`);
  }

  /**
   * Fixes a returned vacancy: opens its change from "Fix and resubmit", sets the fields by their
   * labels, and submits it for review again.
   */
  async fixAndResubmit(id: number, fields: Record<string, string>): Promise<void> {
    await this.openPosting(id);
    await this.main.getByRole('link', { name: 'Fix and resubmit' }).click();
    const form = this.main.getByRole('form', { name: "The vacancy's fields" });
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
    await form.getByRole('button', { name: 'Submit for review' }).click();
    await expect(this.page).toHaveURL(new RegExp(`/employer/vacancies/${id}$`));
    await expect(this.status('Waiting for review')).toBeVisible();
  }

  /** Withdraws the vacancy (confirming the dialog) and waits for its new state. */
  async withdraw(id: number): Promise<void> {
    await this.openPosting(id);
    await this.main.getByRole('button', { name: 'Withdraw' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
    await expect(this.status('Withdrawn')).toBeVisible();
  }
}

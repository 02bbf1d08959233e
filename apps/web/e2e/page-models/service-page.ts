import type { Locator, Page } from '@playwright/test';
import { AppShell } from './app-shell.ts';

/** /service: statistics box, job classes and their subcategories. */
export class ServicePage extends AppShell {
  readonly statistics: Locator;
  readonly jobClasses: Locator;

  constructor(page: Page) {
    super(page);
    this.statistics = page.locator('section.vaga-stats');
    this.jobClasses = page.locator('section.vaga-job-class');
  }

  async goto(path = '/service'): Promise<void> {
    await this.page.goto(path);
  }

  jobClass(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The statistic figure next to a label in the statistics box. */
  statistic(label: string): Locator {
    return this.statistics.locator('.vaga-stats__item').filter({ hasText: label }).locator('dd');
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';

/** The bell, the inbox and the notification settings of a logged-in person (English texts). */
export class NotificationScreens {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  /** The bell of the top bar, whatever its count. */
  get bell(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  }

  /** The notifications of the inbox. */
  get items(): Locator {
    return this.main.getByRole('list', { name: 'Your notifications' }).getByRole('listitem');
  }

  /** Opens the inbox from the bell. */
  async openInbox(): Promise<void> {
    await this.bell.click();
    await expect(this.page).toHaveURL(/\/notifications$/);
    await expect(this.main.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** Marks everything read when something is unread; the bell then shows no count. */
  async markAllRead(): Promise<void> {
    const button = this.main.getByRole('button', { name: 'Mark all as read' });
    await expect(this.main.getByText(/unread/i).first()).toBeVisible();
    if (await button.isEnabled()) await button.click();
    await expect(this.main.getByText('No unread notifications')).toBeVisible();
    await expect(this.bell).toHaveAccessibleName('Notifications');
  }

  /** Reloads the inbox until a notification with this title shows (scheduled work runs apart). */
  async waitForItem(title: string | RegExp, timeout = 60_000): Promise<Locator> {
    const item = this.items.filter({ hasText: title }).first();
    await expect(async () => {
      await this.page.reload();
      await expect(item).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout, intervals: [1_000, 2_000, 3_000] });
    return item;
  }

  /** axe-core's findings on the page as it stands. */
  violations(): Promise<string[]> {
    return axeViolations(this.page);
  }
}

import { expect, type Page } from '@playwright/test';
import {
  buildPath,
  DemoMailPageSchema,
  NotificationPreferencesSchema,
  PATHS,
  SavedSearchSchema,
  type NotificationPreferences,
} from '@vaga/contract';
import type { z } from 'zod';

type DemoMail = z.infer<typeof DemoMailPageSchema>['content'][number];

/**
 * The API as the logged-in person's page calls it (its token, English): their notification
 * preferences, job alerts and the e-mails the demo keeps for them (no SMTP server in the
 * end-to-end setup: the demo mailbox holds each e-mail as it was built for sending).
 */
export class PersonalApi {
  constructor(readonly page: Page) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }> {
    return this.page.evaluate(
      async ({ method, path, body }) => {
        const token = localStorage.getItem('vaga.token');
        const response = await fetch(path, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            'Accept-Language': 'en',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return {
          status: response.status,
          body: response.status === 204 ? null : await response.json(),
        };
      },
      { method, path, body },
    );
  }

  async preferences(): Promise<NotificationPreferences> {
    const res = await this.call('GET', PATHS.notificationPreferences);
    expect(res.status).toBe(200);
    return NotificationPreferencesSchema.parse(res.body);
  }

  async savePreferences(kinds: NotificationPreferences['kinds']): Promise<void> {
    const res = await this.call('PUT', PATHS.notificationPreferences, { kinds });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /** Saves a job alert told at once; answers its id. */
  async saveAlert(name: string, keyword: string): Promise<number> {
    const res = await this.call('POST', PATHS.savedSearches, {
      name,
      filters: { keyword },
      mode: 'instant',
      paused: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return SavedSearchSchema.parse(res.body).id;
  }

  async deleteAlert(id: number): Promise<void> {
    expect((await this.call('DELETE', buildPath(PATHS.savedSearch, { id }))).status).toBe(204);
  }

  /** Waits for the e-mail whose subject has `subject` (scheduled deliveries run apart). */
  async waitForMail(subject: string, timeout = 90_000): Promise<DemoMail> {
    let found: DemoMail | undefined;
    await expect(async () => {
      const res = await this.call('GET', `${PATHS.notificationsMailbox}?page=0&size=50`);
      expect(res.status).toBe(200);
      found = DemoMailPageSchema.parse(res.body).content.find((m) => m.subject.includes(subject));
      expect(found, `an e-mail "${subject}"`).toBeDefined();
    }).toPass({ timeout, intervals: [1_000, 2_000, 3_000] });
    return found!;
  }
}

/** The address an e-mail's text gives after a label (`Open in Vaga: https://…`). */
export function mailLink(mail: DemoMail, label: string): URL {
  const match = new RegExp(`${label}:? (https?://\\S+)`).exec(mail.text);
  expect(match, `"${label}" in the e-mail`).not.toBeNull();
  return new URL(match![1]!);
}

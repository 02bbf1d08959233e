import { expect } from 'vitest';
import { NotificationPageSchema, PATHS, type NotificationItem } from '@vaga/contract';
import type { App } from '../src/platform/types.ts';
import { bearer } from './auth.ts';

/** An account's inbox in a language, read through the API with a session opened now. */
export async function inboxOf(app: App, accountId: number, lang = 'en') {
  const { token } = await app.services.auth.openSession(accountId);
  const res = await app.inject({
    method: 'GET',
    url: `${PATHS.notifications}?size=50`,
    headers: { ...bearer(token), 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return NotificationPageSchema.parse(res.json()).content;
}

/** The account's inbox items of one event. */
export async function noticesOf(
  app: App,
  accountId: number,
  event: string,
  lang = 'en',
): Promise<NotificationItem[]> {
  return (await inboxOf(app, accountId, lang)).filter((item) => item.event === event);
}

/** Every notification row written for the account with the event (shown or not). */
export function rowsOf(app: App, accountId: number, event: string) {
  return app.db
    .selectFrom('notification')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('event', '=', event)
    .execute();
}

/** Runs the scheduler's due jobs an hour later, twice (a second run must add nothing). */
export async function runJobsTwice(app: App, advance: (ms: number) => void): Promise<string[]> {
  const ran: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    advance(60 * 60 * 1000 + 1000);
    for (let round = 0; round < 5; round += 1) {
      const outcomes = await app.scheduler.runDue();
      for (const outcome of outcomes) {
        expect(outcome.ok, `${outcome.name}: ${outcome.error}`).toBe(true);
        ran.push(outcome.name);
      }
      if (outcomes.length === 0) break;
    }
  }
  return ran;
}

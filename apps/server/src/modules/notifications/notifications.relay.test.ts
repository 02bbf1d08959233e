import { describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../../test/auth.ts';
import { buildTestApp } from '../../../test/helper.ts';
import type { App } from '../../platform/types.ts';

/** Writes one notice to the account in its own transaction (each: an e-mail and a push delivery). */
async function writeNotice(app: App, accountId: number, key: string): Promise<void> {
  await app.db.transaction().execute((trx) =>
    app.services.notifications.write(trx, [
      {
        to: { accountId },
        event: 'alert.instant',
        params: { jobOfferId: 1 },
        link: null,
        key,
      },
    ]),
  );
}

async function unqueued(app: App): Promise<number> {
  const rows = await app.db
    .selectFrom('notification_delivery')
    .select('id')
    .where('state', '=', 'pending')
    .where('queued', '=', 0)
    .execute();
  return rows.length;
}

describe('the relay after a change (relayQuietly)', () => {
  it('is shared by concurrent changes: one run, then one more for all who came during it', async () => {
    const { app } = await buildTestApp();
    const service = app.services.notifications;
    const account = await createAccount(app);
    for (let i = 0; i < 20; i += 1) await writeNotice(app, account.id, `relay-shared-${i}`);
    const relay = vi.spyOn(service, 'relay');

    // Twenty changes committed, their relays asked at once: the first runs, the other nineteen
    // share the one after it (a relay scans every pending delivery, theirs included).
    await Promise.all(Array.from({ length: 20 }, () => service.relayQuietly()));
    expect(relay).toHaveBeenCalledTimes(2);
    expect(await unqueued(app)).toBe(0);
    const jobs = await app.db
      .selectFrom('scheduled_job')
      .select('key')
      .where('key', 'like', 'notify:%')
      .execute();
    expect(jobs).toHaveLength(40);

    // Idle again: the next caller starts a relay of its own.
    await service.relayQuietly();
    expect(relay).toHaveBeenCalledTimes(3);
  });

  it("never answers a caller before a relay that started after the caller's commit", async () => {
    const { app } = await buildTestApp();
    const service = app.services.notifications;
    const account = await createAccount(app);
    await writeNotice(app, account.id, 'relay-order-first');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const relay = service.relay.bind(service);
    // The first relay reads the pending deliveries, then is held before it ends.
    const first = vi.spyOn(service, 'relay').mockImplementationOnce(async () => {
      const queued = await relay();
      await held;
      return queued;
    });
    const running = service.relayQuietly();
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () => expect(await unqueued(app)).toBe(0));

    // A change commits while that relay runs: its caller must wait for the next relay.
    await writeNotice(app, account.id, 'relay-order-second');
    let answered = false;
    const second = service.relayQuietly().then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    expect(await unqueued(app)).toBe(2);
    release();
    await Promise.all([running, second]);
    expect(await unqueued(app)).toBe(0);
  });
});

import { buildPath, LIMITS, PATHS, STORAGE_KEYS, type JobOfferDetail } from '@vaga/contract';
import { test, expect, expectNoRawPlaceholders, type VagaApi } from './fixtures.ts';
import { AuthPages } from './page-models/auth.ts';

/** Ids of live local vacancies, from the job lists, until there are `count`. */
async function vacancyIds(api: VagaApi, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (const jobClass of await api.catalog()) {
    for (const sub of jobClass.subCategories) {
      const { content } = await api.vacancies(sub.groupId, sub.id, 0, 50);
      for (const card of content) if (!ids.includes(card.id)) ids.push(card.id);
      if (ids.length >= count) return ids;
    }
  }
  throw new Error('the seeded data has too few vacancies');
}

test('after login, the favourites that do not fit stay on the device and are named', async ({
  page,
  browser,
  api,
}) => {
  // The resident's account list, filled up to the cap.
  const auth = new AuthPages(page);
  await auth.open('/service');
  await auth.loginHere('resident');
  await auth.expectAt('/service');
  const headers = { Authorization: `Bearer ${await auth.token()}` };
  const before: number[] = await (await page.request.get(PATHS.favorites, { headers })).json();
  const fresh = (await vacancyIds(api, LIMITS.favoritesPerSeeker + 3 + before.length)).filter(
    (id) => !before.includes(id),
  );
  const filled = fresh.slice(0, LIMITS.favoritesPerSeeker - before.length);
  for (const id of filled) {
    const answer = await page.request.post(`${PATHS.favorites}?jobOfferId=${id}`, { headers });
    expect(answer.ok()).toBe(true);
  }
  const kept = fresh.slice(filled.length, filled.length + 3);
  const titles: string[] = [];
  for (const id of kept) {
    const offer = await page.request.get(buildPath(PATHS.jobOffer, { id }), {
      headers: { 'Accept-Language': 'en' },
    });
    titles.push(((await offer.json()) as JobOfferDetail).jobOfferTitle);
  }

  // The same resident, as a visitor on another device with three saved vacancies, logs in.
  const device = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const visitor = new AuthPages(await device.newPage());
    await visitor.open('/favorites');
    await visitor.page.evaluate(([key, ids]) => localStorage.setItem(key, JSON.stringify(ids)), [
      STORAGE_KEYS.visitorFavorites,
      kept,
    ] as const);
    await visitor.page.reload();
    await visitor.loginHere('resident');
    const dialog = visitor.page.getByRole('dialog', {
      name: 'Some saved vacancies did not fit in your account',
    });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    for (const title of titles) await expect(dialog.getByText(title).first()).toBeVisible();
    await expectNoRawPlaceholders(visitor.page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    const stored = await visitor.page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as number[],
      STORAGE_KEYS.visitorFavorites,
    );
    expect(stored.slice().sort()).toEqual(kept.slice().sort());
  } finally {
    await device.close();
    // The resident's list as it was, for the other tests.
    for (const id of filled) {
      await page.request.delete(`${PATHS.favorites}?jobOfferId=${id}`, { headers });
    }
  }
});

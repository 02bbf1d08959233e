import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createBookableVacancy,
  createInterviewWorld,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import { noticesOf, rowsOf, runJobsTwice } from '../../../test/notices.ts';
import { FAVOURITE_EXPIRING_JOB } from './favorite-jobs.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const SOON = 'Vaga quase a expirar';
const LATER = 'Vaga ainda válida';

describe('expiring favourite notices', () => {
  let ctx: TestContext;
  let employerId = 0;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    ({ employerId } = await createInterviewWorld(ctx.app.db));
  });

  it('tells once per favourite that its vacancy expires within 3 days', async () => {
    // Four months after publication: 24 November and 26 November at 10:00, Macao time.
    const soon = await createBookableVacancy(ctx.app, employerId, {
      published_at: '2026-07-24T02:00:00.000Z',
      title_pt: SOON,
      title_en: SOON,
    });
    const later = await createBookableVacancy(ctx.app, employerId, {
      published_at: '2026-07-26T02:00:00.000Z',
      title_pt: LATER,
      title_en: LATER,
    });
    const seeker = await createSeekerWithResume(ctx.app);
    const other = await createSeekerWithResume(ctx.app);
    await ctx.app.services.favorites.add(seeker.id, soon);
    await ctx.app.services.favorites.add(seeker.id, later);
    await ctx.app.services.favorites.add(other.id, later);

    const ran = await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(ran.filter((name) => name === FAVOURITE_EXPIRING_JOB)).toHaveLength(2);
    const told = await noticesOf(ctx.app, seeker.id, 'favourite.expiring');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: 'favourites',
      title: `Saved vacancy expiring: ${SOON}`,
      link: `/job-service/make-appointment?jobOfferId=${soon}&type=local`,
    });
    expect(told[0]!.body).toContain('expires on 2026/11/24 10:00');
    expect(await rowsOf(ctx.app, other.id, 'favourite.expiring')).toHaveLength(0);

    // A day later the second one is within 3 days: told once, to each seeker who saved it.
    ctx.clock.set(new Date(Date.parse(NOW) + DAY_MS + 60_000));
    await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(await rowsOf(ctx.app, seeker.id, 'favourite.expiring')).toHaveLength(2);
    const [otherTold] = await noticesOf(ctx.app, other.id, 'favourite.expiring');
    expect(otherTold!.title).toBe(`Saved vacancy expiring: ${LATER}`);

    // Expired, nothing more.
    ctx.clock.set(new Date(Date.parse(NOW) + 5 * DAY_MS));
    await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(await rowsOf(ctx.app, seeker.id, 'favourite.expiring')).toHaveLength(2);
    expect(await rowsOf(ctx.app, other.id, 'favourite.expiring')).toHaveLength(1);
    ctx.clock.set(NOW);
  });
});

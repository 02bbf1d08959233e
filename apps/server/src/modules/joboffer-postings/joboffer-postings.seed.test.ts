import { describe, expect, it } from 'vitest';
import {
  hasRequirements,
  POSTING_PATHS,
  PostingPageSchema,
  PostingReviewPageSchema,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { postingsClient } from '../../../test/factories/postings.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { DEMO_VACANCIES } from '../../db/seed/seed-plan.ts';

/**
 * The demo employer's postings: its listed seeded vacancies, one waiting for review, one returned
 * (both with structured requirements).
 */
describe('demo postings', () => {
  it('fill the employer’s and staff consoles', async () => {
    const { app } = await buildTestApp();
    await seedDemoData(app.db, app.dialect, { vacancies: DEMO_VACANCIES, now: app.clock.now() });
    const employer = await loginAs(app, 'employer');
    const staff = await loginAs(app, { euid: 'staff-seed', accountType: 'staff', name: 'Staff' });
    const res = await app.inject({
      url: `${POSTING_PATHS.consolePostings}?size=50`,
      headers: { ...bearer(employer), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const postings = PostingPageSchema.parse(res.json()).content;
    const published = postings.filter((p) => p.status === 'PUBLISHED');
    expect(published.length).toBeGreaterThanOrEqual(1);
    expect(published.every((p) => p.jobOfferId !== null)).toBe(true);
    expect(postings.filter((p) => p.status === 'PENDING').map((p) => p.title)).toEqual([
      'Administrative clerk',
    ]);
    const returned = postings.find((p) => p.status === 'RETURNED')!;
    const api = postingsClient(app);
    const detail = await api.ok(await api.get(employer, returned.id));
    expect(detail.returnReason).not.toBeNull();
    expect(detail.history.map((h) => h.action)).toEqual(['CREATED', 'SUBMITTED', 'RETURNED']);
    await api.ok(await api.get(employer, published[0].id));

    const queue = await app.inject({
      url: POSTING_PATHS.consolePostingReviews,
      headers: bearer(staff),
    });
    expect(PostingReviewPageSchema.parse(queue.json()).totalElements).toBe(1);

    // Staff judge structured requirements in the demo: the waiting posting and the returned one
    // state some, valid against the seeded options (approval checks them again).
    const waiting = postings.find((p) => p.status === 'PENDING')!;
    const pending = await api.ok(await api.get(staff, waiting.id));
    expect(hasRequirements(pending.values.requirements)).toBe(true);
    expect(hasRequirements(detail.values.requirements)).toBe(true);
    const approved = await api.ok(await api.approve(staff, waiting.id));
    expect(approved.status).toBe('PUBLISHED');
  }, 120_000);
});

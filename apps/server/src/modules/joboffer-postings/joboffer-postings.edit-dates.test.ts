import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, JobOfferDetailSchema, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createPostingReferences,
  createPostingsWorld,
  employerToken,
  NOW,
  postingsClient,
  postingValues,
  staffToken,
  type PostingsWorld,
} from '../../../test/factories/postings.ts';
import { jobPosting } from '../seo/job-posting.ts';

/**
 * An edit of a published vacancy, once approved, keeps its publication date, its validity and
 * the JobPosting's datePosted: only renew gives a vacancy a new validity.
 */
describe('an approved edit of a published vacancy', () => {
  let ctx: TestContext;
  let w: PostingsWorld;
  let api: ReturnType<typeof postingsClient>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createPostingReferences(ctx.database.db);
    w = await createPostingsWorld(ctx.app, ctx.database.db);
    api = postingsClient(ctx.app);
  });

  async function publicDetail(id: number) {
    const res = await ctx.app.inject({ url: buildPath(PATHS.jobOffer, { id }) });
    expect(res.statusCode, res.body).toBe(200);
    return JobOfferDetailSchema.parse(res.json());
  }

  it('keeps the publication date, the validity and datePosted; an edit is not a renewal', async () => {
    const posting = await api.ok(await api.create(w.tokens.employerA, postingValues()));
    const published = await api.ok(await api.approve(w.tokens.staff, posting.id));
    const jobOfferId = published.jobOfferId!;
    const before = await publicDetail(jobOfferId);
    const posted = jobPosting(before, { origin: 'https://vaga.test', language: 'en', url: '/' });

    // Twenty days on (new sessions): the edit must not move the dates.
    ctx.clock.advance(20 * 24 * 60 * 60 * 1000);
    const token = await employerToken(ctx.app, 'employer-a-later', w.employerA);
    const staff = await staffToken(ctx.app);
    await api.ok(await api.put(token, posting.id, postingValues({ positions: 7 })));
    const edited = await api.ok(await api.approve(staff, posting.id));
    const after = await publicDetail(jobOfferId);

    expect(edited.values.positions).toBe(7);
    expect(after.positions).toBe(7);
    expect(edited).toMatchObject({
      publishDate: published.publishDate,
      expiryDate: published.expiryDate,
      renewable: false,
    });
    expect(after.publishDate).toBe(before.publishDate);
    expect(
      jobPosting(after, { origin: 'https://vaga.test', language: 'en', url: '/' }),
    ).toMatchObject({
      datePosted: posted!.datePosted,
      validThrough: posted!.validThrough,
    });

    expect(await api.listed()).toContain(jobOfferId);
  });
});

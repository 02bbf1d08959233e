import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POSTING_PATHS, PostingReviewPageSchema } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createPostingReferences,
  createPostingsWorld,
  NOW,
  postingsClient,
  postingValues,
  type PostingsWorld,
} from '../../../test/factories/postings.ts';
import { createVacancy } from '../../../test/factories/search-vacancies.ts';

describe('staff review of postings', () => {
  let ctx: TestContext;
  let w: PostingsWorld;
  let api: ReturnType<typeof postingsClient>;
  let staffId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createPostingReferences(ctx.database.db);
    w = await createPostingsWorld(ctx.app, ctx.database.db);
    api = postingsClient(ctx.app);
    staffId = (await ctx.app.services.auth.authenticate(w.tokens.staff))!.account.id;
  });
  beforeEach(() => ctx.clock.set(NOW));

  async function queue(query = '?size=50') {
    const res = await api.call(
      w.tokens.staff,
      'GET',
      `${POSTING_PATHS.consolePostingReviews}${query}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return PostingReviewPageSchema.parse(res.json());
  }

  it('queues new postings and revisions oldest submission first, and approves them', async () => {
    const first = await api.ok(await api.create(w.tokens.employerB, postingValues()));
    ctx.clock.advance(60_000);
    const second = await api.ok(
      await api.create(
        w.tokens.employerA,
        postingValues({ typeJobTitleId: 501, title: { cn: '' } }),
      ),
    );
    ctx.clock.advance(60_000);
    await api.ok(await api.create(w.tokens.employerA, postingValues(), false));
    // A draft is not in the queue.
    const queued = await queue();
    expect(queued.content.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(queued.content[1]).toMatchObject({
      title: 'Cook',
      employerName: 'Harbour Catering Limited',
      kind: 'NEW',
      jobOfferId: null,
    });
    expect((await queue('?page=1&size=1')).content.map((r) => r.id)).toEqual([second.id]);

    const approved = await api.ok(await api.approve(w.tokens.staff, first.id));
    expect(approved).toMatchObject({
      status: 'PUBLISHED',
      publishDate: ctx.clock.now().toISOString(),
    });
    expect(approved.history.at(-1)).toMatchObject({
      action: 'APPROVED',
      actorRole: 'staff',
      actorName: 'Officer Lei',
    });
    expect((await queue()).content.map((r) => r.id)).toEqual([second.id]);
    await api.ok(await api.approve(w.tokens.staff, second.id));
    expect((await queue()).totalElements).toBe(0);
  });

  it('publishes on approval: found by a 2-character Chinese keyword and an English class word', async () => {
    const posting = await api.ok(
      await api.create(w.tokens.employerA, postingValues({ title: { cn: '燉湯廚師' } })),
    );
    expect(await api.search('燉湯')).toEqual([]);
    const approved = await api.ok(await api.approve(w.tokens.staff, posting.id));
    const id = approved.jobOfferId!;
    expect(await api.search('燉湯')).toEqual([id]);
    expect(await api.search('kitchen', 'en')).toContain(id);
    expect(await api.listed()).toContain(id);
    expect(approved).toMatchObject({
      expiryDate: '2027-03-22T02:00:00.000Z',
      publishedValues: null,
      revision: null,
    });
    for (const res of [
      await api.approve(w.tokens.staff, posting.id),
      await api.giveBack(w.tokens.staff, posting.id, 'Too late'),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'BE_POSTING_STATE_INVALID' });
    }
    expect((await api.approve(w.tokens.staff, 999_999)).statusCode).toBe(404);
  });

  it('returns a posting with a reason the employer sees; fixed and resubmitted, it is approved', async () => {
    const posting = await api.ok(await api.create(w.tokens.employerA, postingValues()));
    const returned = await api.ok(
      await api.giveBack(w.tokens.staff, posting.id, 'Name the working hours per week.'),
    );
    expect(returned).toMatchObject({
      status: 'RETURNED',
      returnReason: 'Name the working hours per week.',
    });
    const seen = await api.ok(await api.get(w.tokens.employerA, posting.id));
    expect(seen).toMatchObject({
      status: 'RETURNED',
      returnReason: 'Name the working hours per week.',
    });
    expect(seen.history.at(-1)).toMatchObject({
      action: 'RETURNED',
      actorRole: 'staff',
      actorName: 'Officer Lei',
      reason: 'Name the working hours per week.',
    });
    // Saved without submitting: still returned, the reason in sight.
    const fixing = postingValues({ workingTime: { cn: '每週44小時' } });
    expect(
      await api.ok(await api.put(w.tokens.employerA, posting.id, fixing, false)),
    ).toMatchObject({
      status: 'RETURNED',
      returnReason: 'Name the working hours per week.',
    });
    const resubmitted = await api.ok(await api.put(w.tokens.employerA, posting.id, fixing));
    expect(resubmitted).toMatchObject({ status: 'PENDING', returnReason: null });
    const approved = await api.ok(await api.approve(w.tokens.staff, posting.id));
    expect(approved.status).toBe('PUBLISHED');
    expect(approved.history.map((h) => h.action)).toEqual([
      'CREATED',
      'SUBMITTED',
      'RETURNED',
      'SAVED',
      'SAVED',
      'SUBMITTED',
      'APPROVED',
    ]);
  });

  it('keeps the published version listed and found until a revision is approved', async () => {
    const posting = await api.ok(
      await api.create(w.tokens.employerA, postingValues({ title: { cn: '甜品師傅' } })),
    );
    const first = await api.ok(await api.approve(w.tokens.staff, posting.id));
    const id = first.jobOfferId!;
    const edit = postingValues({ title: { cn: '西餅師傅', en: 'Pastry chef' } });
    const revised = await api.ok(await api.put(w.tokens.employerA, posting.id, edit));
    expect(revised).toMatchObject({ status: 'PUBLISHED', revision: 'PENDING', jobOfferId: id });
    expect(revised.values.title.cn).toBe('西餅師傅');
    expect(revised.publishedValues?.title.cn).toBe('甜品師傅');
    expect(await api.search('甜品')).toEqual([id]);
    expect(await api.search('西餅')).toEqual([]);
    expect(await api.listed()).toContain(id);
    expect((await queue()).content).toContainEqual(
      expect.objectContaining({ id: posting.id, kind: 'EDIT', jobOfferId: id }),
    );

    // Returned: the published version stays.
    const returned = await api.ok(
      await api.giveBack(w.tokens.staff, posting.id, 'Keep the old title'),
    );
    expect(returned).toMatchObject({
      status: 'PUBLISHED',
      revision: 'RETURNED',
      returnReason: 'Keep the old title',
    });
    expect(await api.search('甜品')).toEqual([id]);

    ctx.clock.advance(3_600_000);
    await api.ok(await api.put(w.tokens.employerA, posting.id, edit));
    const approved = await api.ok(await api.approve(w.tokens.staff, posting.id));
    expect(approved).toMatchObject({
      status: 'PUBLISHED',
      revision: null,
      publishedValues: null,
      jobOfferId: id,
      // The edit keeps the publication date and the validity.
      publishDate: first.publishDate,
      expiryDate: first.expiryDate,
    });
    expect(await api.search('甜品')).toEqual([]);
    expect(await api.search('西餅')).toEqual([id]);
    expect(await api.search('pastry', 'en')).toEqual([id]);
  });

  it('saves a revision as a draft without sending it for review', async () => {
    const posting = await api.ok(await api.create(w.tokens.employerA, postingValues()));
    await api.ok(await api.approve(w.tokens.staff, posting.id));
    const draft = await api.ok(
      await api.put(w.tokens.employerA, posting.id, postingValues({ positions: 5 }), false),
    );
    expect(draft).toMatchObject({ status: 'PUBLISHED', revision: 'DRAFT' });
    expect((await queue()).content.map((r) => r.id)).not.toContain(posting.id);
    expect((await api.approve(w.tokens.staff, posting.id)).statusCode).toBe(409);
  });

  it('answers VALIDATION_FAIL for a return without a reason, or with one too long', async () => {
    const posting = await api.ok(await api.create(w.tokens.employerA, postingValues()));
    for (const payload of [{}, { reason: '' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      const res = await api.call(
        w.tokens.staff,
        'POST',
        api.at(POSTING_PATHS.consolePostingReturn, posting.id),
        payload,
      );
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAIL' });
    }
    expect((await api.ok(await api.get(w.tokens.staff, posting.id))).status).toBe('PENDING');
  });

  it('keeps a vacancy hidden after reports hidden when a revision is approved', async () => {
    const posting = await api.ok(await api.create(w.tokens.employerA, postingValues()));
    const id = (await api.ok(await api.approve(w.tokens.staff, posting.id))).jobOfferId!;
    await ctx.app.services.jobOfferPublishing.hide(id);
    await ctx.app.services.jobOfferPostings.record({
      jobOfferId: id,
      action: 'HIDDEN',
      actorRole: 'system',
      actorAccountId: null,
      reason: null,
    });
    await api.ok(await api.put(w.tokens.employerA, posting.id, postingValues({ positions: 4 })));
    const approved = await api.ok(await api.approve(w.tokens.staff, posting.id));
    expect(approved).toMatchObject({ hidden: true, status: 'PUBLISHED' });
    expect(await api.listed()).not.toContain(id);
    expect(approved.history.map((h) => [h.action, h.actorRole])).toContainEqual([
      'HIDDEN',
      'system',
    ]);
  });

  it('marks a posting removed by staff, closed to the employer, and records removals of seeded vacancies', async () => {
    const posting = await api.ok(await api.create(w.tokens.employerA, postingValues()));
    const id = (await api.ok(await api.approve(w.tokens.staff, posting.id))).jobOfferId!;
    await ctx.app.services.jobOfferPublishing.remove(id, 'Asks for a deposit');
    await ctx.app.services.jobOfferPostings.markRemoved(id, staffId, 'Asks for a deposit');
    const removed = await api.ok(await api.get(w.tokens.employerA, posting.id));
    expect(removed).toMatchObject({
      status: 'REMOVED',
      removalReason: 'Asks for a deposit',
      renewable: false,
    });
    expect(removed.history.at(-1)).toMatchObject({
      action: 'REMOVED',
      actorRole: 'staff',
      actorName: 'Officer Lei',
      reason: 'Asks for a deposit',
    });
    for (const res of [
      await api.put(w.tokens.employerA, posting.id),
      await api.withdraw(w.tokens.employerA, posting.id),
      await api.renew(w.tokens.employerA, posting.id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'BE_POSTING_STATE_INVALID' });
    }

    const seeded = await createVacancy(ctx.database.db, { employer_id: w.employerB });
    await ctx.app.services.jobOfferPostings.markRemoved(seeded, staffId, 'Not a real job');
    const rows = await ctx.database.db
      .selectFrom('job_offer_posting_history')
      .selectAll()
      .where('job_offer_id', '=', seeded)
      .execute();
    expect(rows).toMatchObject([
      {
        posting_id: null,
        action: 'REMOVED',
        actor_account_id: staffId,
        actor_role: 'staff',
        reason: 'Not a real job',
      },
    ]);
  });

  it('lets staff read any posting', async () => {
    const posting = await api.ok(await api.create(w.tokens.employerB, postingValues(), false));
    const shown = await api.ok(await api.get(w.tokens.staff, posting.id));
    expect(shown).toMatchObject({ id: posting.id, status: 'DRAFT', employerId: w.employerB });
    expect((await api.get(w.tokens.staff, 999_999)).statusCode).toBe(404);
  });
});

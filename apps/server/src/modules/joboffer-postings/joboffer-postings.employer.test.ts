import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildPath,
  JobMatchDetailSchema,
  PATHS,
  POSTING_PATHS,
  PostingPageSchema,
} from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createPostingReferences,
  createPostingsWorld,
  employerToken,
  NOW,
  postingsClient,
  postingValues,
  type PostingsWorld,
} from '../../../test/factories/postings.ts';
import { insertBooking } from '../../../test/factories/jobmatches.ts';

describe('employers’ postings', () => {
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
  beforeEach(() => ctx.clock.set(NOW));

  async function list(token: string, query = '') {
    const res = await api.call(token, 'GET', `${POSTING_PATHS.consolePostings}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return PostingPageSchema.parse(res.json());
  }

  /** A posting of employer A submitted and approved: its detail. */
  async function published(values = postingValues()) {
    const created = await api.ok(await api.create(w.tokens.employerA, values));
    return api.ok(await api.approve(w.tokens.staff, created.id));
  }

  it('saves a draft and submits a posting, each recorded with who and when', async () => {
    const draft = await api.ok(await api.create(w.tokens.employerA, postingValues(), false));
    expect(draft).toMatchObject({
      status: 'DRAFT',
      revision: null,
      jobOfferId: null,
      employerId: w.employerA,
      employerName: 'Harbour Catering Limited',
      title: '燒臘師傅',
      publishDate: null,
      renewable: false,
      requestCount: 0,
      submittedAt: null,
    });
    expect(draft.values).toMatchObject({ title: { cn: '燒臘師傅', pt: '', en: '' }, positions: 2 });
    expect(draft.history).toEqual([
      {
        action: 'CREATED',
        at: NOW,
        actorRole: 'employer',
        actorName: 'Manager employer-a',
        reason: null,
      },
    ]);
    const submitted = await api.ok(await api.put(w.tokens.employerA, draft.id));
    expect(submitted).toMatchObject({ status: 'PENDING', submittedAt: NOW });
    expect(submitted.history.map((h) => h.action)).toEqual(['CREATED', 'SAVED', 'SUBMITTED']);
    // Saved again without submitting: back to a draft, out of the review queue.
    const saved = await api.ok(await api.put(w.tokens.employerA, draft.id, postingValues(), false));
    expect(saved.status).toBe('DRAFT');
    expect((await api.approve(w.tokens.staff, draft.id)).json()).toMatchObject({
      code: 'BE_POSTING_STATE_INVALID',
    });
  });

  it('lists only the employer’s own postings, newest change first, by status and page', async () => {
    const b1 = await api.ok(await api.create(w.tokens.employerB, postingValues(), false));
    ctx.clock.advance(1000);
    const b2 = await api.ok(await api.create(w.tokens.employerB, postingValues()));
    ctx.clock.advance(1000);
    await api.ok(await api.put(w.tokens.employerB, b1.id, postingValues(), false));
    const all = await list(w.tokens.employerB);
    expect(all.content.map((p) => p.id)).toEqual([b1.id, b2.id]);
    expect(all.totalElements).toBe(2);
    expect((await list(w.tokens.employerB, '?status=PENDING')).content.map((p) => p.id)).toEqual([
      b2.id,
    ]);
    const paged = await list(w.tokens.employerB, '?page=1&size=1');
    expect(paged).toMatchObject({ totalElements: 2, content: [{ id: b2.id }] });
    const mine = await list(w.tokens.employerA, '?size=50');
    expect(mine.content.map((p) => p.id)).not.toContain(b1.id);
  });

  it('answers NOT_FOUND for another employer’s posting, whatever the action', async () => {
    const theirs = await api.ok(await api.create(w.tokens.employerB, postingValues()));
    const token = w.tokens.employerA;
    for (const res of [
      await api.get(token, theirs.id),
      await api.put(token, theirs.id),
      await api.withdraw(token, theirs.id),
      await api.renew(token, theirs.id),
      await api.get(token, 999_999),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const unchanged = await api.ok(await api.get(w.tokens.employerB, theirs.id));
    expect(unchanged.status).toBe('PENDING');
  });

  it('refuses seekers on employer routes and employers on staff routes (FORBIDDEN_ROLE)', async () => {
    const own = await api.ok(await api.create(w.tokens.employerA, postingValues()));
    const seeker = w.tokens.seeker;
    const refused = [
      await api.call(seeker, 'GET', POSTING_PATHS.consolePostings),
      await api.create(seeker),
      await api.get(seeker, own.id),
      await api.put(seeker, own.id),
      await api.withdraw(seeker, own.id),
      await api.renew(seeker, own.id),
      await api.call(w.tokens.employerA, 'GET', POSTING_PATHS.consolePostingReviews),
      await api.approve(w.tokens.employerA, own.id),
      await api.giveBack(w.tokens.employerA, own.id, 'no'),
      await api.create(w.tokens.staff),
      await api.put(w.tokens.staff, own.id),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    }
    const anonymous = await ctx.app.inject({ url: POSTING_PATHS.consolePostings });
    expect(anonymous.statusCode).toBe(401);
    expect((await api.ok(await api.get(w.tokens.employerA, own.id))).status).toBe('PENDING');
  });

  it('withdraws an unpublished posting and then refuses every change', async () => {
    const draft = await api.ok(await api.create(w.tokens.employerA, postingValues(), false));
    const withdrawn = await api.ok(await api.withdraw(w.tokens.employerA, draft.id));
    expect(withdrawn.status).toBe('WITHDRAWN');
    expect(withdrawn.history.at(-1)).toMatchObject({ action: 'WITHDRAWN', actorRole: 'employer' });
    for (const res of [
      await api.put(w.tokens.employerA, draft.id),
      await api.withdraw(w.tokens.employerA, draft.id),
      await api.renew(w.tokens.employerA, draft.id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'BE_POSTING_STATE_INVALID' });
    }
  });

  it('withdraws a published vacancy: gone from lists and search at once, readable in matches', async () => {
    const posting = await published(postingValues({ title: { cn: '叉燒師傅' } }));
    const id = posting.jobOfferId!;
    expect(await api.search('叉燒')).toEqual([id]);
    const seeker = (await ctx.app.services.auth.authenticate(w.tokens.seeker))!.account;
    const match = await insertBooking(ctx.database.db, id, seeker.id);

    const withdrawn = await api.ok(await api.withdraw(w.tokens.employerA, posting.id));
    expect(withdrawn).toMatchObject({ status: 'WITHDRAWN', renewable: false });
    expect(await api.search('叉燒')).toEqual([]);
    expect(await api.listed()).not.toContain(id);
    const detail = await ctx.app.inject({ url: buildPath(PATHS.jobOffer, { id }) });
    expect(detail.json()).toMatchObject({ code: 'BE_JOBOFFER_INVALID' });
    const booked = await api.call(
      w.tokens.seeker,
      'GET',
      buildPath(PATHS.jobmatch, { id: match.uid }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    expect(JobMatchDetailSchema.parse(booked.json())).toMatchObject({
      jobOfferId: id,
      jobOfferTitle: '叉燒師傅',
    });
  });

  it('counts interview requests of the vacancy, and those waiting for the employer', async () => {
    const posting = await published();
    const seeker = (await ctx.app.services.auth.authenticate(w.tokens.seeker))!.account;
    await insertBooking(ctx.database.db, posting.jobOfferId!, seeker.id);
    await insertBooking(ctx.database.db, posting.jobOfferId!, seeker.id, { status: 3 });
    const shown = await api.ok(await api.get(w.tokens.employerA, posting.id));
    expect(shown).toMatchObject({ requestCount: 2, waitingCount: 1 });
    const row = (await list(w.tokens.employerA, '?size=50')).content.find(
      (p) => p.id === posting.id,
    );
    expect(row).toMatchObject({ requestCount: 2, waitingCount: 1 });
  });

  it('refuses to renew a posting that is not published', async () => {
    const pending = await api.ok(await api.create(w.tokens.employerA, postingValues()));
    const res = await api.renew(w.tokens.employerA, pending.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BE_POSTING_STATE_INVALID' });
  });
  // Last: moving the clock months ahead ends the other sessions.
  it('renews only in the last 30 days of validity or once expired, for four more months', async () => {
    const posting = await published(postingValues({ title: { cn: '燒鵝師傅' } }));
    expect(posting).toMatchObject({
      status: 'PUBLISHED',
      publishDate: NOW,
      expiryDate: '2027-03-22T02:00:00.000Z',
      renewable: false,
    });
    const early = await api.renew(w.tokens.employerA, posting.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'BE_POSTING_NOT_RENEWABLE', errorArgs: [30] });

    ctx.clock.set('2027-02-25T02:00:00.000Z');
    let token = await employerToken(ctx.app, 'employer-a-later', w.employerA);
    expect((await api.ok(await api.get(token, posting.id))).renewable).toBe(true);
    const renewed = await api.ok(await api.renew(token, posting.id));
    expect(renewed).toMatchObject({
      status: 'PUBLISHED',
      publishDate: '2027-02-25T02:00:00.000Z',
      expiryDate: '2027-06-25T02:00:00.000Z',
      renewable: false,
    });
    expect(renewed.history.at(-1)).toMatchObject({ action: 'RENEWED', actorRole: 'employer' });

    // Expired and swept from the lists: renewing lists it again.
    ctx.clock.set('2027-07-20T02:00:00.000Z');
    token = await employerToken(ctx.app, 'employer-a-later', w.employerA);
    await ctx.app.services.jobOfferList.sweepRemoved();
    expect((await list(token, '?status=EXPIRED&size=50')).content.map((p) => p.id)).toContain(
      posting.id,
    );
    expect(await api.search('燒鵝')).toEqual([]);
    await api.ok(await api.renew(token, posting.id));
    expect(await api.search('燒鵝')).toEqual([posting.jobOfferId]);
    expect((await list(token, '?status=PUBLISHED&size=50')).content.map((p) => p.id)).toContain(
      posting.id,
    );
  });
});

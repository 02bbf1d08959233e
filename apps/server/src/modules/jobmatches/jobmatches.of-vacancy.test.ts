import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS, JobMatchPageSchema, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
  insertMatch,
  type TestSeeker,
} from '../../../test/factories/jobmatches.ts';

const NOW = '2026-11-22T02:00:00.000Z';

/**
 * A vacancy's detail and the favourites show what became of the seeker's earlier request for it
 * (GET jobmatches?jobOfferIdList=): the seeker's own match only, each status as it stands.
 */
describe('the seeker’s match for a vacancy', () => {
  let ctx: TestContext;
  let employerId: number;
  let seeker: TestSeeker;
  let other: TestSeeker;
  const offers: Record<string, number> = {};
  const uids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    ({ employerId } = await createInterviewWorld(ctx.app.db));
    seeker = await createSeekerWithResume(ctx.app);
    other = await createSeekerWithResume(ctx.app);
    for (const name of ['requested', 'declined', 'rejected', 'expired', 'hired'] as const) {
      const match = await insertMatch(ctx.app, {
        accountId: seeker.id,
        employerId,
        status: JOB_MATCH_STATUS[name],
        ...(name === 'declined' ? { decline_reason: 'Position filled' } : {}),
        ...(name === 'hired' ? { interview_at: '2026-11-20T02:30:00.000Z' } : {}),
      });
      const row = await ctx.app.db
        .selectFrom('job_match')
        .select('job_offer_id')
        .where('id', '=', match.id)
        .executeTakeFirstOrThrow();
      offers[name] = row.job_offer_id;
      uids[name] = match.uid;
    }
    // Someone else's request for a vacancy the seeker never asked about.
    const theirs = await insertMatch(ctx.app, {
      accountId: other.id,
      employerId,
      status: JOB_MATCH_STATUS.declined,
    });
    const row = await ctx.app.db
      .selectFrom('job_match')
      .select('job_offer_id')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    offers.others = row.job_offer_id;
  });

  const ofVacancies = async (who: TestSeeker, ids: number[]) => {
    const res = await ctx.app.inject({
      url: `${PATHS.jobmatches}?jobOfferIdList=${ids.join(',')}`,
      headers: { ...who.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    return JobMatchPageSchema.parse(res.json()).content;
  };

  it('answers, for each vacancy asked, the seeker’s match and its status', async () => {
    for (const [name, status] of [
      ['requested', JOB_MATCH_STATUS.requested],
      ['declined', JOB_MATCH_STATUS.declined],
      ['rejected', JOB_MATCH_STATUS.rejected],
      ['expired', JOB_MATCH_STATUS.expired],
      ['hired', JOB_MATCH_STATUS.hired],
    ] as const) {
      const cards = await ofVacancies(seeker, [offers[name]]);
      expect(cards, name).toHaveLength(1);
      expect(cards[0]).toMatchObject({
        jobMatchUid: uids[name],
        jobOfferId: offers[name],
        typeJobMatchStatusId: status,
      });
    }
    const declined = (await ofVacancies(seeker, [offers.declined]))[0];
    expect(declined.typeJobMatchStatusDesc).toBe('Declined by the employer');
    expect(declined.cardRemark).toBe('Position filled');
  });

  it('answers several vacancies at once, and nothing for a vacancy never asked about', async () => {
    const cards = await ofVacancies(seeker, [offers.declined, offers.hired, offers.others]);
    expect(cards.map((c) => c.jobOfferId).sort()).toEqual([offers.declined, offers.hired].sort());
  });

  it('never shows another seeker’s match', async () => {
    expect(await ofVacancies(seeker, [offers.others])).toEqual([]);
    const theirs = await ofVacancies(other, [offers.declined, offers.others]);
    expect(theirs.map((c) => c.jobOfferId)).toEqual([offers.others]);
  });

  it('answers VALIDATION_FAIL to a bad vacancy id and 401 without a session', async () => {
    for (const query of ['0', 'a', '2147483648', '1,x']) {
      const res = await ctx.app.inject({
        url: `${PATHS.jobmatches}?jobOfferIdList=${query}`,
        headers: seeker.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAIL');
    }
    const anonymous = await ctx.app.inject({
      url: `${PATHS.jobmatches}?jobOfferIdList=${offers.declined}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

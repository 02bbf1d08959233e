import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  apply,
  applyBody,
  createBookableVacancy,
  createInterviewWorld,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';

/** The caps of spec §5 hold under concurrent bookings (one transaction, locked rows). */
describe('concurrent bookings', () => {
  let ctx: TestContext;
  let employerId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ({ employerId } = await createInterviewWorld(ctx.app.db));
  });

  const activeOf = async (column: 'account_id' | 'job_offer_id', value: number) =>
    (
      await ctx.app.db
        .selectFrom('job_match')
        .select('id')
        .where(column, '=', value)
        .where('status', '=', 1)
        .execute()
    ).length;

  it('20 bookings of one seeker at once leave exactly 10 active', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await createBookableVacancy(ctx.app, employerId));
    const answers = await Promise.all(
      ids.map((id) => apply(ctx.app, seeker, applyBody(ctx.app, id))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(
      LIMITS.activeInterviewRequestsPerSeeker,
    );
    const refused = answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code);
    expect(refused).toEqual(Array(10).fill('BE_EXCEED_ACTIVE_INTERVIEW_AMOUNT'));
    expect(await activeOf('account_id', seeker.id)).toBe(LIMITS.activeInterviewRequestsPerSeeker);
  });

  it('10 seekers booking a vacancy capped at 3 at once leave exactly 3', async () => {
    const id = await createBookableVacancy(ctx.app, employerId, { max_active_interviews: 3 });
    const seekers = [];
    for (let i = 0; i < 10; i += 1) seekers.push(await createSeekerWithResume(ctx.app));
    const answers = await Promise.all(
      seekers.map((s) => apply(ctx.app, s, applyBody(ctx.app, id))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.json()).toEqual({
        code: 'BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT',
        errorArgs: [3],
      });
    }
    expect(await activeOf('job_offer_id', id)).toBe(3);
  });
});

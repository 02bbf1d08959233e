import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceOptions } from '../../../test/factories/profile.ts';
import {
  postSd,
  staffUnemployment,
  submitRegistration,
} from '../../../test/factories/unemployment.ts';
import { noticesOf, rowsOf, runJobsTwice } from '../../../test/notices.ts';
import { DRAFT_EXPIRING_JOB } from './unemployment-jobs.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
type Caller = { headers: { authorization: string } };

describe('unemployment registration notices', () => {
  let ctx: TestContext;
  let staff: Caller;

  const newSeeker = async () => {
    const token = await loginAs(ctx.app, { name: 'Seeker' });
    const id = (await ctx.app.services.auth.authenticate(token))!.account.id;
    return { caller: { headers: bearer(token) }, id };
  };
  const submitted = async () => {
    const seeker = await newSeeker();
    const id = await submitRegistration(ctx.app, seeker.caller);
    const { reference_no } = await ctx.app.db
      .selectFrom('unemployment_registration')
      .select('reference_no')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { seeker, id, referenceNo: reference_no! };
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await seedReferenceOptions(ctx.app.db);
    staff = { headers: bearer(await loginAs(ctx.app, 'staff')) };
  });

  it('tells the seeker which documents are asked for, linking to the registration', async () => {
    const { seeker, id, referenceNo } = await submitted();
    const res = await staffUnemployment(ctx.app, staff, 'supplements', id, {
      request: 'Last payslip',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = await noticesOf(ctx.app, seeker.id, 'unemployment.supplement');
    expect(item).toMatchObject({ kind: 'unemployment', link: '/unemployed-info' });
    expect(item!.body).toBe(
      `Your unemployment registration ${referenceNo} needs more documents: Last payslip`,
    );
    const [zh] = await noticesOf(ctx.app, seeker.id, 'unemployment.supplement', 'zh-Hant');
    expect(zh!.body).toContain('需要補交文件：Last payslip');
  });

  it('tells the seeker of the approval and of a refusal with its reason', async () => {
    const a = await submitted();
    expect((await staffUnemployment(ctx.app, staff, 'approve', a.id)).statusCode).toBe(200);
    const [approved] = await noticesOf(ctx.app, a.seeker.id, 'unemployment.approved', 'pt');
    expect(approved).toMatchObject({
      title: 'Registo de desemprego aprovado',
      link: '/unemployed-result',
    });

    const b = await submitted();
    const res = await staffUnemployment(ctx.app, staff, 'refuse', b.id, {
      reason: 'Not involuntary',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [refused] = await noticesOf(ctx.app, b.seeker.id, 'unemployment.refused');
    expect(refused!.body).toContain('Reason: Not involuntary');
    // A refused decision on a decided registration writes nothing more.
    await staffUnemployment(ctx.app, staff, 'refuse', b.id, { reason: 'Again' });
    expect(await rowsOf(ctx.app, b.seeker.id, 'unemployment.refused')).toHaveLength(1);
  });

  it('tells once that a draft is deleted in 3 days; again only after it changes', async () => {
    const seeker = await newSeeker();
    const saved = await postSd(ctx.app, seeker.caller, { lastEmployCompanyName: 'Draft Lda' });
    expect(saved.statusCode, saved.body).toBe(200);
    // Deleted 15 days after its last change: nothing before the last 3 days.
    ctx.clock.set(new Date(Date.parse(NOW) + 11 * DAY_MS + 12 * 60 * 60 * 1000));
    await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(await rowsOf(ctx.app, seeker.id, 'unemployment.draftExpiring')).toHaveLength(0);

    ctx.clock.set(new Date(Date.parse(NOW) + 12 * DAY_MS + 60_000));
    const ran = await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(ran).toContain(DRAFT_EXPIRING_JOB);
    const [item] = await noticesOf(ctx.app, seeker.id, 'unemployment.draftExpiring');
    // 10:00 on 7 December, Macao time.
    expect(item!.body).toContain('deleted on 2026/12/07 10:00');
    expect(item!.link).toBe('/unemployed-info');
    ctx.clock.advance(DAY_MS);
    await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(await rowsOf(ctx.app, seeker.id, 'unemployment.draftExpiring')).toHaveLength(1);

    // Changed again, the draft has 15 new days: told again 3 days before them, once.
    const { token } = await ctx.app.services.auth.openSession(seeker.id);
    const again = await postSd(
      ctx.app,
      { headers: bearer(token) },
      {
        lastEmployCompanyName: 'Draft 2 Lda',
      },
    );
    expect(again.statusCode, again.body).toBe(200);
    await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(await rowsOf(ctx.app, seeker.id, 'unemployment.draftExpiring')).toHaveLength(1);
    ctx.clock.advance(12 * DAY_MS);
    await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(await rowsOf(ctx.app, seeker.id, 'unemployment.draftExpiring')).toHaveLength(2);
    ctx.clock.set(NOW);
  });
});

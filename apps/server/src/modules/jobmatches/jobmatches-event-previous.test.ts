import { describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS as S } from '@vaga/contract';
import { buildAuthTestApp, createAccount } from '../../../test/auth.ts';
import { createInterviewWorld } from '../../../test/factories/jobmatches.ts';
import { createVacancy } from '../../../test/factories/search-vacancies.ts';
import { insertMatchHistory } from '../../../test/factories/statistics.ts';
import { insertEvent } from './jobmatches-shared.repository.ts';

/**
 * A history row keeps when the match last took the same status (`previous_at`), from which the
 * statistics count a match once per status and period: null the first time, else the latest.
 */
describe('match history: the previous instant of the same status', async () => {
  const { app } = await buildAuthTestApp();
  const { db } = app;
  const { employerId } = await createInterviewWorld(db);
  const jobOfferId = await createVacancy(db, { employer_id: employerId });
  const seeker = await createAccount(app);
  const matchId = await insertMatchHistory(
    db,
    { jobOfferId, employerId, accountId: seeker.id, origin: 'seeker' },
    [[S.requested, '2026-11-02T02:00:00.000Z']],
  );
  const write = (status: number, at: string) =>
    db.transaction().execute((trx) =>
      insertEvent(trx, matchId, status, {
        actor: 'system',
        actorAccountId: null,
        reason: null,
        at,
      }),
    );

  it('is null for a status first taken, and the latest earlier instant of it after', async () => {
    await write(S.arranged, '2026-11-03T02:00:00.000Z');
    await write(S.arranged, '2026-11-05T02:00:00.000Z');
    await write(S.arranged, '2026-11-06T02:00:00.000Z');
    await write(S.hired, '2026-11-07T02:00:00.000Z');
    const rows = await db
      .selectFrom('job_match_event')
      .select(['status', 'at', 'previous_at'])
      .where('job_match_id', '=', matchId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.status, r.at, r.previous_at])).toEqual([
      [S.requested, '2026-11-02T02:00:00.000Z', null],
      [S.arranged, '2026-11-03T02:00:00.000Z', null],
      [S.arranged, '2026-11-05T02:00:00.000Z', '2026-11-03T02:00:00.000Z'],
      [S.arranged, '2026-11-06T02:00:00.000Z', '2026-11-05T02:00:00.000Z'],
      [S.hired, '2026-11-07T02:00:00.000Z', null],
    ]);
  });
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS as S } from '@vaga/contract';
import { buildAuthTestApp, createAccount } from '../../../test/auth.ts';
import { createInterviewWorld } from '../../../test/factories/jobmatches.ts';
import { createVacancy } from '../../../test/factories/search-vacancies.ts';
import { insertMatchHistory } from '../../../test/factories/statistics.ts';
import { insertEvent } from './jobmatches-shared.repository.ts';
import * as originMigration from './migrations/202611291500-job-match-event-origin.ts';

/**
 * A history row says who started its match (`origin`), from which the statistics count the
 * invitations accepted: written with each row, and given by the migration to the rows before it.
 */
describe('match history: who started the match', async () => {
  const { app } = await buildAuthTestApp();
  const { db } = app;
  const { employerId } = await createInterviewWorld(db);
  const jobOfferId = await createVacancy(db, { employer_id: employerId });
  const seeker = await createAccount(app);
  const match = (origin: 'seeker' | 'employer') =>
    insertMatchHistory(db, { jobOfferId, employerId, accountId: seeker.id, origin }, [
      [origin === 'seeker' ? S.requested : S.invited, '2026-11-02T02:00:00.000Z'],
    ]);
  const write = (matchId: number, status: number, at: string) =>
    db.transaction().execute((trx) =>
      insertEvent(trx, matchId, status, {
        actor: 'system',
        actorAccountId: null,
        reason: null,
        at,
      }),
    );
  const origins = async (matchId: number) =>
    (
      await db
        .selectFrom('job_match_event')
        .select('origin')
        .where('job_match_id', '=', matchId)
        .orderBy('id')
        .execute()
    ).map((r) => r.origin);

  it('is written with each row from the match', async () => {
    const [requested, invited] = [await match('seeker'), await match('employer')];
    for (const id of [requested, invited]) await write(id, S.arranged, '2026-11-03T02:00:00.000Z');
    expect(await origins(requested)).toEqual(['seeker', 'seeker']);
    expect(await origins(invited)).toEqual(['employer', 'employer']);
  });

  it('is given by the migration to the rows written before it', async () => {
    const [requested, invited] = [await match('seeker'), await match('employer')];
    await originMigration.down(db);
    for (const id of [requested, invited])
      await sql`insert into job_match_event (job_match_id, status, actor, at)
        values (${id}, ${S.arranged}, 'system', '2026-11-04T02:00:00.000Z')`.execute(db);
    await originMigration.up(db);
    expect(await origins(requested)).toEqual(['seeker', 'seeker']);
    expect(await origins(invited)).toEqual(['employer', 'employer']);
  });
});

import { describe, expect, it } from 'vitest';
import { ConsoleMatchDetailSchema, PATHS } from '@vaga/contract';
import { NOW, useConsoleMatches } from '../../../test/console-matches.ts';
import { insertBooking } from '../../../test/factories/jobmatches.ts';
import { createVacancy } from '../../../test/factories/search-vacancies.ts';

describe('the console actions on interview matches', () => {
  const { w, post, at, detail, list } = useConsoleMatches();
  const { tokens, m } = w;
  const stateInvalid = { code: 'BE_JOBMATCH_STATE_INVALID', errorArgs: [] };

  it('refuses bad arrangements with VALIDATION_FAIL', async () => {
    const good = { interviewAt: '2026-11-25T15:30', location: 'Office', contactPhone: '28781234' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, interviewAt: '2026-02-30T10:00' }, 'body.interviewAt'],
      [{ ...good, interviewAt: '2026-11-25 15:30' }, 'body.interviewAt'],
      [{ ...good, interviewAt: '2026-11-25T24:00' }, 'body.interviewAt'],
      // 09:59 in Macao is before now (10:00).
      [{ ...good, interviewAt: '2026-11-22T09:59' }, 'body.interviewAt'],
      [{ ...good, contactPhone: '2878123' }, 'body.contactPhone'],
      [{ ...good, contactPhone: '2878123a' }, 'body.contactPhone'],
      [{ ...good, location: 'x'.repeat(201) }, 'body.location'],
      [{ ...good, location: '  ' }, 'body.location'],
      [{ ...good, remark: 'x'.repeat(501) }, 'body.remark'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(tokens.employerA, at(PATHS.consoleMatchArrange, m.requested), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAIL',
        errorArgs: [field, expect.any(String)],
      });
    }
    expect((await detail(tokens.employerA, m.requested)).typeJobMatchStatusId).toBe(1);
  });

  it('arranges a request at the Macao time given, once', async () => {
    const res = await post(tokens.employerA, at(PATHS.consoleMatchArrange, m.requested), {
      interviewAt: '2026-11-25T15:30',
      location: 'Avenida da Praia Grande 1',
      contactPhone: '28781234',
      remark: 'Bring your ID',
    });
    expect(res.statusCode, res.body).toBe(200);
    const arranged = ConsoleMatchDetailSchema.parse(res.json());
    expect(arranged).toMatchObject({
      typeJobMatchStatusId: 3,
      typeJobMatchStatusGroupId: 3,
      interviewDate: '2026-11-25T07:30:00.000Z',
      location: 'Avenida da Praia Grande 1',
      contactPhone: '28781234',
      remark: 'Bring your ID',
    });
    expect(arranged.history.at(-1)).toMatchObject({
      status: 3,
      actor: 'employer',
      reason: 'Bring your ID',
      at: NOW,
    });
    const again = await post(tokens.employerA, at(PATHS.consoleMatchArrange, m.requested), {
      interviewAt: '2026-11-26T15:30',
      location: 'Office',
      contactPhone: '28781234',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(stateInvalid);
    const decline = await post(tokens.employerA, at(PATHS.consoleMatchDecline, m.requested), {
      reason: 'Too late',
    });
    expect(decline.json()).toEqual(stateInvalid);
    // The interview has not taken place yet: no result.
    const early = await post(tokens.employerA, at(PATHS.consoleMatchResult, m.requested), {
      result: 'hired',
    });
    expect(early.json()).toEqual(stateInvalid);
  });

  it('lets staff decline for the employer, recorded as staff with the staff account', async () => {
    for (const reason of ['  ', 'x'.repeat(201)]) {
      const bad = await post(tokens.staff, at(PATHS.consoleMatchDecline, m.hidden), { reason });
      expect(bad.json()).toEqual({
        code: 'VALIDATION_FAIL',
        errorArgs: ['body.reason', expect.any(String)],
      });
    }
    const res = await post(tokens.staff, at(PATHS.consoleMatchDecline, m.hidden), {
      reason: 'The position is filled',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      typeJobMatchStatusId: 4,
      declineReason: 'The position is filled',
    });
    const events = await w.ctx.database.db
      .selectFrom('job_match_event')
      .selectAll()
      .where('job_match_id', '=', m.hidden.id)
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toMatchObject({
      status: 4,
      actor: 'staff',
      actor_account_id: w.staffId,
      reason: 'The position is filled',
      at: NOW,
    });
    const arrange = await post(tokens.employerA, at(PATHS.consoleMatchArrange, m.hidden), {
      interviewAt: '2026-11-25T15:30',
      location: 'Office',
      contactPhone: '28781234',
    });
    expect(arrange.json()).toEqual(stateInvalid);
  });

  it('records the result after the interview took place, once; an unknown result is refused', async () => {
    const unknown = await post(tokens.employerA, at(PATHS.consoleMatchResult, m.held), {
      result: 'maybe',
    });
    expect(unknown.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.result', 'validation.invalid'],
    });
    const res = await post(tokens.staff, at(PATHS.consoleMatchResult, m.held), {
      result: 'hired',
      remark: 'Starts in December',
    });
    expect(res.statusCode, res.body).toBe(200);
    const hired = ConsoleMatchDetailSchema.parse(res.json());
    expect(hired).toMatchObject({
      typeJobMatchStatusId: 7,
      typeJobMatchStatusDesc: 'Hired',
      employerResult: 'hired',
    });
    expect(hired.history.at(-1)).toMatchObject({
      status: 7,
      actor: 'staff',
      reason: 'Starts in December',
    });
    const again = await post(tokens.employerA, at(PATHS.consoleMatchResult, m.held), {
      result: 'absent',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'BE_JOBMATCH_RESULT_ALREADY_RECORDED', errorArgs: [] });
    // A request is not arranged yet.
    const other = await post(tokens.employerB, at(PATHS.consoleMatchResult, m.other), {
      result: 'notHired',
    });
    expect(other.json()).toEqual(stateInvalid);
  });

  it('says in each row whether a result may be recorded, by the rule the server applies', async () => {
    const interviewAt = '2026-11-22T02:01:00.000Z';
    const { employerId } = await detail(tokens.employerA, m.requested);
    const jobOfferId = await createVacancy(w.ctx.database.db, {
      employer_id: employerId,
      published_at: '2026-11-01T02:00:00.000Z',
    });
    const match = await insertBooking(w.ctx.database.db, jobOfferId, w.hidden.id, {
      status: 3,
      interviewAt,
      createdAt: NOW,
    });
    const flags = async () => {
      const rows = (await list(tokens.employerA)).content;
      const row = rows.find((r) => r.jobMatchUid === match.uid)!;
      expect((await detail(tokens.employerA, match)).canRecordResult).toBe(row.canRecordResult);
      // Every row: arranged, and its time has come.
      for (const r of rows) {
        const due = r.interviewDate !== null && r.interviewDate <= w.ctx.clock.now().toISOString();
        expect(r.canRecordResult, r.interviewNo).toBe(r.typeJobMatchStatusId === 3 && due);
      }
      return row.canRecordResult;
    };
    try {
      // Before the interview: not offered, and refused.
      expect(await flags()).toBe(false);
      const early = await post(tokens.employerA, at(PATHS.consoleMatchResult, match), {
        result: 'hired',
      });
      expect(early.json()).toEqual(stateInvalid);
      // From the interview's time: offered, and accepted.
      w.ctx.clock.set(interviewAt);
      expect(await flags()).toBe(true);
      const res = await post(tokens.employerA, at(PATHS.consoleMatchResult, match), {
        result: 'notHired',
      });
      expect(res.statusCode, res.body).toBe(200);
      // Recorded: no longer offered.
      expect(await flags()).toBe(false);
    } finally {
      w.ctx.clock.set(NOW);
    }
  });
});

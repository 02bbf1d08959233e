import { describe, expect, it } from 'vitest';
import { ConsoleMatchDetailSchema, ConsoleMatchPageSchema, PATHS, buildPath } from '@vaga/contract';
import { bearer } from '../../../test/auth.ts';
import { day, useConsoleMatches } from '../../../test/console-matches.ts';
import { insertBooking, updateMatch } from '../../../test/factories/jobmatches.ts';

/**
 * The seeker's wording, in each language: a label that speaks to its reader ("your reply") or in
 * the seeker's own voice ("does not suit me"). Employers and staff read the consoles' labels,
 * which name the job seeker and the employer in the third person.
 */
const SEEKER_WORDING: Record<string, RegExp> = {
  zh: /[您你我]/u,
  pt: /(?<!\p{L})(sua|seu|suas|seus|você|meu|minha|encontrei|me)(?!\p{L})/iu,
  en: /(?<!\p{L})(you|your|my|me|I)(?!\p{L})/u,
};

describe('the consoles name interview statuses and reasons for employers and staff', () => {
  const { w } = useConsoleMatches();
  const { tokens, vac, m } = w;

  it.each(['zh', 'pt', 'en'])(
    'never show the seeker’s wording in the list, a detail or its history (%s)',
    async (language) => {
      if (!m.invited) {
        m.invited = await insertBooking(w.ctx.database.db, vac.a2, w.hidden.id, {
          origin: 'employer',
          status: 2,
          interviewAt: day(29),
          replyDueAt: day(27),
          createdAt: day(21),
        });
        m.rejected = await insertBooking(w.ctx.database.db, vac.a1, w.shown.id, {
          origin: 'employer',
          status: 5,
          interviewAt: day(29),
          createdAt: day(21),
        });
        await updateMatch(w.ctx.app, m.rejected.uid, { reject_reason_id: 2 });
      }
      const get = (token: string, url: string) =>
        w.ctx.app.inject({
          method: 'GET',
          url,
          headers: { ...bearer(token), 'accept-language': language },
        });
      const labels: string[] = [];
      for (const token of [tokens.employerA, tokens.staff]) {
        const listed = ConsoleMatchPageSchema.parse(
          (await get(token, PATHS.consoleMatches)).json(),
        );
        expect(listed.content.length).toBeGreaterThan(3);
        for (const card of listed.content) {
          labels.push(card.typeJobMatchStatusDesc);
          const detail = ConsoleMatchDetailSchema.parse(
            (await get(token, buildPath(PATHS.consoleMatch, { id: card.jobMatchUid }))).json(),
          );
          labels.push(detail.rejectReason, ...detail.history.map((h) => h.statusDesc));
          labels.push(...detail.history.map((h) => h.reason ?? ''));
        }
      }
      // The invitation waiting for the seeker and the listed reason of a rejection are among them.
      expect(labels.filter((label) => label !== '').length).toBeGreaterThan(10);
      expect(new Set(labels).size).toBeGreaterThan(5);
      for (const label of labels) expect(label, label).not.toMatch(SEEKER_WORDING[language]);
    },
  );
});

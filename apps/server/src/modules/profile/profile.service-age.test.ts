import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, macaoToday, shiftDate } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { createEvent, registerBody, registerFor } from '../../../test/factories/events.ts';
import {
  apply,
  applyBody,
  createBookableVacancy,
  createInterviewWorld,
} from '../../../test/factories/jobmatches.ts';
import { jobSeekBody, postAssistance, putAssistance } from '../../../test/factories/jobseeks.ts';

const NOW = '2026-11-22T02:00:00.000Z';

/**
 * The identity's birth date is known at login: a seeker under 16 is refused the services with
 * BE_SEEKER_AGE_MUST_GE_16 before being asked for a resume (BE_PROFILE_NOT_FOUND), so they do not
 * fill in the resume form only to learn the age limit at its end.
 */
describe('the age refusal comes before the resume', () => {
  let ctx: TestContext;
  let employerId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    ({ employerId } = await createInterviewWorld(ctx.app.db));
  });

  /** A resident without a resume, with the identity's birth date given (or none). */
  const seekerBorn = async (birthDate: string | null) => {
    const token = await loginAs(ctx.app, { birthDate });
    return { token, headers: bearer(token) };
  };
  const fifteen = () => shiftDate(macaoToday(ctx.clock.now()), -16, 1);
  const refusal = (res: { json(): unknown }) => res.json() as { code: string };

  type Seeker = Awaited<ReturnType<typeof seekerBorn>>;
  const services: [string, (seeker: Seeker) => Promise<{ json(): unknown }>][] = [
    [
      'booking (applyjob)',
      async (seeker) =>
        apply(
          ctx.app,
          { id: 0, ...seeker },
          applyBody(ctx.app, await createBookableVacancy(ctx.app, employerId)),
        ),
    ],
    [
      'job-seeking registration (POST jobassistance)',
      (s) => postAssistance(ctx.app, s, jobSeekBody()),
    ],
    ['its update (PUT jobassistance)', (s) => putAssistance(ctx.app, s, jobSeekBody())],
    [
      'event registration check (initialvalidate)',
      async (seeker) =>
        ctx.app.inject({
          method: 'POST',
          url: PATHS.eventRegisterInitialValidate,
          headers: seeker.headers,
          payload: { eventId: (await createEvent(ctx.app)).id },
        }),
    ],
    [
      'event registration (eventregisters)',
      async (seeker) => {
        const event = await createEvent(ctx.app);
        return registerFor(ctx.app, seeker.token, registerBody(event.id, event.sessionIds));
      },
    ],
  ];

  for (const [name, call] of services) {
    it(`${name}: BE_SEEKER_AGE_MUST_GE_16 for a 15-year-old without a resume`, async () => {
      const minor = await seekerBorn(fifteen());
      const res = await call(minor);
      expect(res.json()).toEqual({ code: 'BE_SEEKER_AGE_MUST_GE_16', errorArgs: [] });
      // Without a birth date from the identity, the resume is asked for first, as before.
      const unknownAge = await seekerBorn(null);
      expect(refusal(await call(unknownAge)).code).toBe('BE_PROFILE_NOT_FOUND');
      // Sixteen today: the resume is what is missing.
      const sixteen = await seekerBorn(shiftDate(macaoToday(ctx.clock.now()), -16));
      expect(refusal(await call(sixteen)).code).toBe('BE_PROFILE_NOT_FOUND');
    });
  }
});

import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, CONSOLE_JOBOFFER_PATHS, ConsoleSeekerPageSchema, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';
const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T02:00:00.000Z`;
const RECEPTIONIST = 10101;

describe('seekers and vacancies the console may invite', () => {
  let ctx: TestContext;
  const tokens = { employerA: '', staff: '' };
  let employerB = 0;
  const vac = { a1: 0, a2: 0, b: 0 };
  let shown: Awaited<ReturnType<typeof createSeeker>>;
  let hidden: Awaited<ReturnType<typeof createSeeker>>;
  const notFound = { code: 'NOT_FOUND', errorArgs: [] };

  const get = (token: string, url: string) =>
    ctx.app.inject({ url, headers: { ...bearer(token), 'accept-language': 'en' } });

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    const { db } = ctx.database;
    await seedReferenceData(db);
    const employerA = await createEmployer(db);
    employerB = await createEmployer(db);
    vac.a1 = await createVacancy(db, { employer_id: employerA, published_at: day(1) });
    vac.a2 = await createVacancy(db, { employer_id: employerA, published_at: day(2) });
    vac.b = await createVacancy(db, { employer_id: employerB, published_at: day(2) });
    // Expired: not offered for invitations.
    await createVacancy(db, { employer_id: employerA, published_at: '2026-06-01T02:00:00.000Z' });
    tokens.employerA = await loginAs(ctx.app, {
      euid: 'employer-a',
      accountType: 'employer',
      employerId: employerA,
    });
    tokens.staff = await loginAs(ctx.app, { euid: 'staff-1', accountType: 'staff' });
    shown = await createSeeker(ctx.app, {
      resume: {
        nameCn: '李小明',
        expectedJobList: [
          { typeJobTitleId: RECEPTIONIST, textJobTitle: null },
          { typeJobTitleId: null, textJobTitle: 'Sommelier' },
        ],
      },
    });
    hidden = await createSeeker(ctx.app, {
      resume: {
        nameCn: '李小明',
        isPublic: 0,
        expectedJobList: [{ typeJobTitleId: null, textJobTitle: 'Sommelier' }],
      },
    });
  });

  it('lists the published resumes only, with their expected jobs, by keyword', async () => {
    const seekers = async (token: string, keyword?: string) => {
      const query = keyword ? `?keyword=${encodeURIComponent(keyword)}` : '';
      const res = await get(token, `${PATHS.consoleSeekers}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return ConsoleSeekerPageSchema.parse(res.json());
    };
    const all = await seekers(tokens.employerA);
    expect(all.content.map((s) => s.seekerId)).toEqual([shown.id]);
    expect(all.content[0]).toMatchObject({
      name: '李小明',
      expectedJobs: ['Receptionist', 'Sommelier'],
    });
    expect(all.content[0].education).not.toBe('');
    for (const keyword of ['小明', 'somm', 'rececionista', 'RECEPTION']) {
      expect((await seekers(tokens.staff, keyword)).content.map((s) => s.seekerId)).toEqual([
        shown.id,
      ]);
    }
    for (const keyword of ['nobody', '%', 'textJobTitle']) {
      expect((await seekers(tokens.employerA, keyword)).totalElements).toBe(0);
    }
    const one = await get(tokens.employerA, buildPath(PATHS.consoleSeeker, { id: shown.id }));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ nameCn: '李小明', docNum: '' });
    const secret = await get(tokens.employerA, buildPath(PATHS.consoleSeeker, { id: hidden.id }));
    expect(secret.json()).toEqual(notFound);
  });

  it('offers the employer its own valid vacancies to invite to; staff any', async () => {
    const offers = async (token: string, query = '') => {
      const res = await get(token, `${CONSOLE_JOBOFFER_PATHS.consoleJobOffers}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number; valid: boolean }[]).map((o) => o.id);
    };
    expect(await offers(tokens.employerA)).toEqual([vac.a2, vac.a1]);
    expect(await offers(tokens.employerA, '?employerId=999')).toEqual([vac.a2, vac.a1]);
    expect(await offers(tokens.staff, `?employerId=${employerB}`)).toEqual([vac.b]);
    expect(await offers(tokens.staff)).toEqual(expect.arrayContaining([vac.a1, vac.a2, vac.b]));
  });
});

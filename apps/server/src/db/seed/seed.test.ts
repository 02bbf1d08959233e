import { describe, expect, it } from 'vitest';
import { hasRequirements, VacancyRequirementsSchema } from '@vaga/contract';
import { createTestDatabase } from '../../../test/helper.ts';
import { validityWindow } from '../../modules/joboffers/joboffer-validity.ts';
import { monthlyEquivalent } from '../../modules/joboffers/joboffers.salary.ts';
import type { DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { JOB_TITLES } from './data/job-catalog.ts';
import { referenceOptionRows } from './reference-data.ts';
import { countVacancies, planSeed, seedDemoData } from './seed.ts';
import { DEMO_EMPLOYER_ID, DEMO_INTERVIEW_CAP, DEMO_VACANCIES } from './seed-plan.ts';

const NOW = new Date('2026-11-22T02:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  await migrateToLatest(handle.db);
  return handle;
}

async function dump(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    employers: await db.selectFrom('employer').selectAll().orderBy('id').execute(),
    events: await db.selectFrom('event').selectAll().orderBy('id').execute(),
    jobOffers: await db.selectFrom('job_offer').selectAll().orderBy('id').execute(),
    options: await db
      .selectFrom('reference_option')
      .selectAll()
      .orderBy('type')
      .orderBy('id')
      .execute(),
  };
}

describe('seed generator', () => {
  it('plans the same rows for the same options, and other rows for another seed', () => {
    const a = [...planSeed({ vacancies: 300, now: NOW }).jobOffers()];
    const b = [...planSeed({ vacancies: 300, now: NOW }).jobOffers()];
    const c = [...planSeed({ vacancies: 300, now: NOW, seed: 7 }).jobOffers()];
    expect(a).toEqual(b);
    expect(c.map((r) => r.title_cn)).not.toEqual(a.map((r) => r.title_cn));
    expect(planSeed({ vacancies: 300, now: NOW }).employers).toEqual(
      planSeed({ vacancies: 300, now: NOW }).employers,
    );
  });

  it('writes identical rows into two empty databases', async () => {
    const first = await freshDatabase();
    const second = await freshDatabase();
    expect(await seedDemoData(first.db, first.dialect, { vacancies: 250, now: NOW })).toEqual({
      employers: expect.any(Number),
      events: 6,
      vacancies: 250,
    });
    await seedDemoData(second.db, second.dialect, { vacancies: 250, now: NOW });
    const [a, b] = [await dump(first), await dump(second)];
    expect(a.jobOffers).toHaveLength(250);
    expect(b).toEqual(a);
  });

  it('fills only an empty database, and new rows get fresh ids after it', async () => {
    const handle = await freshDatabase();
    await seedDemoData(handle.db, handle.dialect, { vacancies: 20, now: NOW });
    expect(await seedDemoData(handle.db, handle.dialect, { vacancies: 20, now: NOW })).toBeNull();
    expect(await countVacancies(handle.db)).toBe(20);
    const employer = await handle.db
      .insertInto('employer')
      .values({ name_cn: '新僱主', name_pt: 'Novo', name_en: 'New', created_at: NOW.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const max = await handle.db
      .selectFrom('employer')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('id', '<>', employer.id)
      .executeTakeFirstOrThrow();
    expect(employer.id).toBeGreaterThan(Number(max.id));
  });

  it('makes realistic vacancies: three languages, valid references, dates over five months', () => {
    const rows = [...planSeed({ vacancies: 2000, now: NOW }).jobOffers()];
    const titles = new Map(JOB_TITLES.map((t) => [t.id, t]));
    for (const r of rows) {
      const title = titles.get(r.job_title_id!)!;
      expect(title.active).toBe(true);
      expect(title.subCategoryId).toBe(r.job_class_id);
      expect(title.groupId).toBe(r.job_class_group_id);
      for (const text of [
        r.title_cn,
        r.title_pt,
        r.title_en,
        r.description_cn,
        r.description_pt,
        r.description_en,
        r.working_area_en,
        r.working_time_pt,
        r.experience_cn,
      ]) {
        expect(text).toBeTruthy();
      }
      const unit = ({ 1: 'MONTH', 2: 'DAY', 3: 'HOUR' } as const)[r.salary_type_id as 1 | 2 | 3];
      expect(r.salary_monthly_equivalent).toBe(monthlyEquivalent(r.salary_amount, unit));
      expect(JSON.parse(r.hashtags_pt!).length).toBeGreaterThan(0);
      expect(r.published_at <= NOW.toISOString()).toBe(true);
    }
    const titlesCn = new Set(rows.map((r) => r.title_cn));
    for (const t of ['廚師', '保安員', '文員', '侍應', '莊荷', '清潔員'])
      expect(titlesCn).toContain(t);
    expect(rows.some((r) => /[ãçéêóõú]/.test(r.description_pt!))).toBe(true);
    expect(new Set(rows.map((r) => r.salary_type_id))).toEqual(new Set([1, 2, 3]));
    expect(new Set(rows.map((r) => r.need_cv))).toEqual(new Set([0, 1]));
    const oldest = Math.min(...rows.map((r) => new Date(r.published_at).getTime()));
    expect(NOW.getTime() - oldest).toBeGreaterThan(140 * DAY_MS);
    const expired = rows.filter((r) => validityWindow(r.published_at).expiresAt <= NOW);
    expect(expired.length / rows.length).toBeGreaterThan(0.1);
    expect(expired.length / rows.length).toBeLessThan(0.4);
  });

  it('gives the demo employer a valid vacancy that needs a CV and one with its own interview cap', () => {
    const rows = [...planSeed({ vacancies: DEMO_VACANCIES, now: NOW }).jobOffers()];
    const bookable = rows.filter(
      (r) =>
        r.employer_id === DEMO_EMPLOYER_ID &&
        r.event_id === null &&
        r.removed_at === null &&
        validityWindow(r.published_at).expiresAt.getTime() > NOW.getTime() + 20 * DAY_MS,
    );
    expect(bookable.some((r) => r.need_cv === 1)).toBe(true);
    expect(bookable.filter((r) => r.max_active_interviews === DEMO_INTERVIEW_CAP)).toHaveLength(1);
    expect(rows.filter((r) => r.max_active_interviews !== null)).toHaveLength(1);
  });
});

describe('seeded requirements (skill fit)', () => {
  it('gives a realistic share of vacancies valid requirements from the reference options', () => {
    const offers = [...planSeed({ vacancies: 2000, now: NOW }).jobOffers()];
    const stated = offers.filter((o) => o.requirements_json != null);
    // About four in ten, never all nor none.
    expect(stated.length / offers.length).toBeGreaterThan(0.25);
    expect(stated.length / offers.length).toBeLessThan(0.55);
    const options = referenceOptionRows();
    const known = (type: string, id: number) =>
      options.some(
        (o) => o.type === type && o.id === id && o.is_active === 1 && o.extra_info !== 'OTHER',
      );
    const kinds = { languages: 0, licences: 0, skills: 0 };
    for (const offer of stated) {
      const parsed = VacancyRequirementsSchema.safeParse(JSON.parse(offer.requirements_json!));
      expect(parsed.success, offer.requirements_json!).toBe(true);
      const r = parsed.data!;
      expect(hasRequirements(r)).toBe(true);
      for (const l of r.languages) {
        if (l.typeLanguageId !== null) expect(known('LANGUAGE', l.typeLanguageId)).toBe(true);
        for (const level of [l.speakingLevel, l.writingLevel]) {
          if (level !== null) expect(known('LANGUAGE_LEVEL', level) && level > 1).toBe(true);
        }
      }
      for (const id of r.drivingSkillIds) expect(known('DRIVING_SKILL', id)).toBe(true);
      for (const id of r.skillIds) expect(known('SKILL', id)).toBe(true);
      kinds.languages += r.languages.length > 0 ? 1 : 0;
      kinds.licences += r.drivingSkillIds.length > 0 ? 1 : 0;
      kinds.skills += r.skillIds.length > 0 ? 1 : 0;
    }
    expect(Math.min(kinds.languages, kinds.licences, kinds.skills)).toBeGreaterThan(20);
  });
});

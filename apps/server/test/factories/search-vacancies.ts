import type { Insertable } from 'kysely';
import type { DB } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import {
  insertReferenceOptions,
  type ReferenceOptionInput,
} from '../../src/modules/references/reference-options.write.ts';
import {
  insertJobClasses,
  insertJobClassGroups,
} from '../../src/modules/joboffers/job-classes.write.ts';

/**
 * Factories for vacancy list and search tests: the reference options, job classes, employers
 * and vacancies those tests need, each created with `create…(db, overrides)`.
 */

let sequence = 0;
const next = () => (sequence += 1);

/** SALARYTYPE 1 monthly, 2 daily, 3 hourly; EDUCATION 2 primary, 4 senior secondary, 7 bachelor; JOBTITLE 501 cook. */
export async function createReferenceOptions(db: DB): Promise<void> {
  const rows: ReferenceOptionInput[] = [
    {
      type: 'SALARYTYPE',
      id: 1,
      name_cn: '月薪',
      name_pt: 'Mensal',
      name_en: 'Monthly',
      extra_info: 'MONTH',
      is_active: 1,
      sort_order: 1,
    },
    {
      type: 'SALARYTYPE',
      id: 2,
      name_cn: '日薪',
      name_pt: 'Diário',
      name_en: 'Daily',
      extra_info: 'DAY',
      is_active: 1,
      sort_order: 2,
    },
    {
      type: 'SALARYTYPE',
      id: 3,
      name_cn: '時薪',
      name_pt: 'Por hora',
      name_en: 'Hourly',
      extra_info: 'HOUR',
      is_active: 1,
      sort_order: 3,
    },
    {
      type: 'EDUCATION',
      id: 2,
      name_cn: '小學',
      name_pt: 'Ensino primário',
      name_en: 'Primary',
      extra_info: null,
      is_active: 1,
      sort_order: 2,
    },
    {
      type: 'EDUCATION',
      id: 4,
      name_cn: '高中',
      name_pt: 'Ensino secundário complementar',
      name_en: 'Senior secondary',
      extra_info: null,
      is_active: 1,
      sort_order: 4,
    },
    {
      type: 'EDUCATION',
      id: 7,
      name_cn: '學士',
      name_pt: 'Licenciatura',
      name_en: "Bachelor's degree",
      extra_info: null,
      is_active: 1,
      sort_order: 7,
    },
    {
      type: 'JOBTITLE',
      id: 501,
      name_cn: '廚師',
      name_pt: 'Cozinheiro',
      name_en: 'Cook',
      extra_info: null,
      is_active: 1,
      sort_order: 1,
    },
  ];
  await insertReferenceOptions(db, rows);
}

/** A test app whose database holds the reference options and job classes vacancies name. */
export async function buildSearchTestApp(): Promise<TestContext> {
  const ctx = await buildTestApp();
  await createReferenceOptions(ctx.database.db);
  await createJobClasses(ctx.database.db);
  return ctx;
}

/** Group 3 飲食 with class 301 廚房; group 6 保安 with class 601 保安服務. */
export async function createJobClasses(db: DB): Promise<void> {
  await insertJobClassGroups(db, [
    {
      id: 3,
      icon: 'restaurant',
      name_cn: '餐飲',
      name_pt: 'Restauração',
      name_en: 'Food and beverage',
      is_active: 1,
      sort_order: 3,
    },
    {
      id: 6,
      icon: 'security',
      name_cn: '保安及物業',
      name_pt: 'Segurança e propriedades',
      name_en: 'Security and property',
      is_active: 1,
      sort_order: 6,
    },
  ]);
  await insertJobClasses(db, [
    {
      id: 301,
      group_id: 3,
      name_cn: '廚房',
      name_pt: 'Cozinha',
      name_en: 'Kitchen',
      is_active: 1,
      sort_order: 1,
    },
    {
      id: 302,
      group_id: 3,
      name_cn: '樓面',
      name_pt: 'Sala',
      name_en: 'Dining room',
      is_active: 1,
      sort_order: 2,
    },
    {
      id: 601,
      group_id: 6,
      name_cn: '保安服務',
      name_pt: 'Serviços de segurança',
      name_en: 'Security services',
      is_active: 1,
      sort_order: 1,
    },
  ]);
}

export async function createEmployer(
  db: DB,
  overrides: Partial<Insertable<Database['employer']>> = {},
): Promise<number> {
  const n = next();
  const row = await db
    .insertInto('employer')
    .values({
      name_cn: `僱主${n}有限公司`,
      name_pt: `Empregador ${n}, Limitada`,
      name_en: `Employer ${n} Limited`,
      company_type: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type VacancyOverrides = Partial<Insertable<Database['job_offer']>>;

/** A local vacancy in class 302 (dining room), monthly 12,000 MOP, published at `published_at`. */
export async function createVacancy(db: DB, overrides: VacancyOverrides = {}): Promise<number> {
  const employerId = overrides.employer_id ?? (await createEmployer(db));
  const n = next();
  const publishedAt = overrides.published_at ?? '2026-11-01T02:00:00.000Z';
  const row = await db
    .insertInto('job_offer')
    .values({
      employer_id: employerId,
      company_type: 1,
      job_class_group_id: 3,
      job_class_id: 302,
      job_title_id: null,
      salary_amount: 12000,
      salary_type_id: 1,
      salary_monthly_equivalent: 12000,
      education_id: null,
      experience_required_years: 0,
      need_cv: 0,
      positions: 1,
      is_show_additional_message: 0,
      title_cn: `樓面服務員 ${n}`,
      title_pt: `Empregado de mesa ${n}`,
      title_en: `Waiter ${n}`,
      description_cn: '負責點餐及上菜。',
      description_pt: 'Anotar pedidos e servir à mesa.',
      description_en: 'Take orders and serve tables.',
      hashtags_cn: '["餐飲"]',
      hashtags_pt: '["restauração"]',
      hashtags_en: '["food"]',
      published_at: publishedAt,
      created_at: publishedAt,
      updated_at: publishedAt,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

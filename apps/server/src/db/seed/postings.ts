import type { Insertable, Selectable, Transaction } from 'kysely';
import {
  parseRequirements,
  PostingValuesSchema,
  type PostingValues,
  type VacancyRequirements,
} from '@vaga/contract';
import type { Database } from '../schema.ts';
import { DEMO_EMPLOYER_ID } from './seed-plan.ts';

type JobOfferRow = Selectable<Database['job_offer']>;
type PostingRow = Omit<Insertable<Database['job_offer_posting']>, 'id'>;
type HistoryRow = Omit<Insertable<Database['job_offer_posting_history']>, 'id' | 'posting_id'>;

const tags = (json: string) => {
  const list: unknown = JSON.parse(json);
  return Array.isArray(list)
    ? list.filter((t): t is string => typeof t === 'string' && !/[#\s,]/.test(t)).slice(0, 5)
    : [];
};
const texts = (
  row: JobOfferRow,
  prefix:
    | 'experience'
    | 'working_area'
    | 'working_time'
    | 'description'
    | 'additional_message'
    | 'contact_name',
) => ({
  cn: row[`${prefix}_cn`],
  pt: row[`${prefix}_pt`],
  en: row[`${prefix}_en`],
});

/** A seeded vacancy's values as a posting holds them (null when they are not valid values). */
export function postingValuesOf(row: JobOfferRow): PostingValues | null {
  const parsed = PostingValuesSchema.safeParse({
    typeJobTitleId: row.job_title_id,
    title: { cn: row.title_cn, pt: row.title_pt, en: row.title_en },
    categoryGroupId: row.job_class_group_id,
    categoryId: row.job_class_id,
    salaryAmount: row.salary_amount,
    typeSalaryId: row.salary_type_id,
    typeEducationId: row.education_id,
    experienceRequiredYears: row.experience_required_years,
    experience: texts(row, 'experience'),
    workingArea: texts(row, 'working_area'),
    workingTime: texts(row, 'working_time'),
    description: texts(row, 'description'),
    additionalMessage: texts(row, 'additional_message'),
    hashtags: { cn: tags(row.hashtags_cn), pt: tags(row.hashtags_pt), en: tags(row.hashtags_en) },
    needCv: row.need_cv,
    positions: row.positions,
    contactName: texts(row, 'contact_name'),
    contactPhone: row.contact_phone,
    maxActiveInterviews: row.max_active_interviews,
    requirements: parseRequirements(row.requirements_json),
  });
  return parsed.success ? parsed.data : null;
}

async function insertPosting(
  trx: Transaction<Database>,
  posting: PostingRow,
  history: HistoryRow[],
): Promise<void> {
  const { id } = await trx
    .insertInto('job_offer_posting')
    .values(posting)
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('job_offer_posting_history')
    .values(history.map((h) => ({ ...h, posting_id: id })))
    .execute();
}

/**
 * What the posting waiting for review and the returned one require (skill fit), so staff judge
 * structured requirements in the demo: LANGUAGE_LEVEL 2 basic, 3 good; DRIVING_SKILL 2 Macao B;
 * SKILL 9 computer skills (see requirements.ts).
 */
const CLERK_REQUIREMENTS: VacancyRequirements = {
  languages: [
    { language: 'chinese', typeLanguageId: null, speakingLevel: null, writingLevel: 3 },
    { language: 'english', typeLanguageId: null, speakingLevel: 3, writingLevel: 3 },
    { language: 'portuguese', typeLanguageId: null, speakingLevel: 2, writingLevel: 2 },
  ],
  drivingSkillIds: [2],
  skillIds: [9],
};
const RECEPTIONIST_REQUIREMENTS: VacancyRequirements = {
  languages: [
    { language: 'cantonese', typeLanguageId: null, speakingLevel: 3, writingLevel: null },
    { language: 'english', typeLanguageId: null, speakingLevel: 3, writingLevel: 2 },
  ],
  drivingSkillIds: [],
  skillIds: [],
};

/**
 * The demo employer's postings, so the employer and staff consoles are not empty: a PUBLISHED
 * posting for each of its listed seeded vacancies (their values), one new posting waiting for
 * review and one returned with a reason, both with structured requirements. Answers how many were written.
 */
export async function writeDemoPostings(trx: Transaction<Database>, now: Date): Promise<number> {
  const offers = await trx
    .selectFrom('job_offer')
    .selectAll()
    .where('employer_id', '=', DEMO_EMPLOYER_ID)
    .where('removed_at', 'is', null)
    .where('event_id', 'is', null)
    .orderBy('id')
    .execute();
  const at = now.toISOString();
  const base = {
    employer_id: DEMO_EMPLOYER_ID,
    revision: null,
    return_reason: null,
    removal_reason: null,
  };
  const entry = (action: string, actorRole: string, reason: string | null = null): HistoryRow => ({
    job_offer_id: null,
    action,
    actor_account_id: null,
    actor_role: actorRole,
    reason,
    at,
  });
  let written = 0;
  let template: PostingValues | null = null;
  for (const offer of offers) {
    const values = postingValuesOf(offer);
    if (!values) continue;
    template ??= values;
    const json = JSON.stringify(values);
    await insertPosting(
      trx,
      {
        ...base,
        job_offer_id: offer.id,
        state: 'PUBLISHED',
        awaiting_review: 0,
        values_json: json,
        published_values_json: json,
        created_at: offer.created_at,
        updated_at: offer.published_at,
        submitted_at: offer.published_at,
      },
      [{ ...entry('APPROVED', 'system'), job_offer_id: offer.id, at: offer.published_at }],
    );
    written += 1;
  }
  if (!template) return written;
  const pending: PostingValues = {
    ...template,
    typeJobTitleId: null,
    title: { cn: '行政文員', pt: 'Assistente administrativo', en: 'Administrative clerk' },
    requirements: CLERK_REQUIREMENTS,
  };
  await insertPosting(
    trx,
    {
      ...base,
      job_offer_id: null,
      state: 'PENDING',
      awaiting_review: 1,
      values_json: JSON.stringify(pending),
      published_values_json: null,
      created_at: at,
      updated_at: at,
      submitted_at: at,
    },
    [entry('CREATED', 'employer'), entry('SUBMITTED', 'employer')],
  );
  const returnedReason = '請註明每週工作時數及休息日。';
  await insertPosting(
    trx,
    {
      ...base,
      job_offer_id: null,
      state: 'RETURNED',
      awaiting_review: 0,
      return_reason: returnedReason,
      values_json: JSON.stringify({
        ...pending,
        title: { cn: '接待員', pt: 'Rececionista', en: 'Receptionist' },
        requirements: RECEPTIONIST_REQUIREMENTS,
      }),
      published_values_json: null,
      created_at: at,
      updated_at: at,
      submitted_at: at,
    },
    [
      entry('CREATED', 'employer'),
      entry('SUBMITTED', 'employer'),
      entry('RETURNED', 'staff', returnedReason),
    ],
  );
  return written + 2;
}

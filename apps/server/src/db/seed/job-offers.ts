import type { Insertable } from 'kysely';
import type { SalaryUnit } from '@vaga/contract';
import type { JobOfferTable } from '../../modules/joboffers/joboffers.tables.ts';
import { monthlyEquivalent } from '../../modules/joboffers/joboffers.salary.ts';
import { SURNAMES } from './data/employer-names.ts';
import { JOB_CATALOG, JOB_TITLES, type JobTitleSeed } from './data/job-catalog.ts';
import { LIVING_LOCATION } from './data/reference-options-1.ts';
import type { GroupSeed, Texts } from './data/types.ts';
import {
  ADDITIONAL_MESSAGES,
  BENEFITS,
  DEFAULT_AREAS,
  GROUP_AREAS,
  GROUP_WEIGHTS,
  HASHTAGS,
  REQUIREMENTS,
  SCHEDULES,
  SCHEDULE_STYLE,
} from './data/vacancy-texts.ts';
import type { EmployerPool } from './employers.ts';
import type { EventSeed } from './events.ts';
import type { Prng } from './prng.ts';
import { seededRequirements } from './requirements.ts';

export type JobOfferSeed = Insertable<JobOfferTable> & { id: number };

/** SALARYTYPE ids by unit (see reference-options-1.ts). */
const SALARY_TYPE_ID: Record<SalaryUnit, number> = { MONTH: 1, WEEK: 5, DAY: 2, HOUR: 3 };
/** One vacancy in this many is placed in an event (see generateJobOffer). */
const EVENT_STRIDE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Publication dates spread over this many days before the seeding instant. */
export const PUBLISH_SPREAD_DAYS = 150;

export interface JobOfferContext {
  rng: Prng;
  /** Seeds the requirements' own generator (see requirements.ts). */
  seed?: number;
  now: Date;
  employers: EmployerPool;
  events: readonly EventSeed[];
}

const GROUPS_BY_WEIGHT = JOB_CATALOG.map((g) => [g, GROUP_WEIGHTS[g.id] ?? 1] as const);
const ACTIVE_TITLES = new Map<number, JobTitleSeed[]>();
for (const title of JOB_TITLES) {
  if (!title.active) continue;
  const list = ACTIVE_TITLES.get(title.subCategoryId) ?? [];
  list.push(title);
  ACTIVE_TITLES.set(title.subCategoryId, list);
}
const AREAS = new Map(LIVING_LOCATION.map((row) => [row[0], row] as const));

function texts<P extends string>(prefix: P, value: Texts) {
  return {
    [`${prefix}_cn`]: value[0],
    [`${prefix}_pt`]: value[1],
    [`${prefix}_en`]: value[2],
  } as Record<`${P}_cn` | `${P}_pt` | `${P}_en`, string>;
}

function join(parts: readonly Texts[], separator: readonly [string, string, string]): Texts {
  return [
    parts.map((p) => p[0]).join(separator[0]),
    parts.map((p) => p[1]).join(separator[1]),
    parts.map((p) => p[2]).join(separator[2]),
  ];
}

function salary(rng: Prng, group: GroupSeed, base: number) {
  const partTimeLikely = [3, 4, 7, 15].includes(group.id);
  const unit = rng.weighted<SalaryUnit>([
    ['MONTH', partTimeLikely ? 70 : 88],
    ['DAY', partTimeLikely ? 15 : 7],
    ['HOUR', partTimeLikely ? 15 : 5],
  ]);
  const monthly = Math.round((base * (0.85 + rng.next() * 0.45)) / 500) * 500;
  const amount =
    unit === 'MONTH'
      ? monthly
      : unit === 'DAY'
        ? Math.round(monthly / 26 / 10) * 10
        : Math.max(40, Math.round(monthly / 208));
  return { unit, amount };
}

function education(rng: Prng, base: number): number | null {
  if (base >= 28_000)
    return rng.weighted<number | null>([
      [7, 70],
      [8, 20],
      [6, 10],
    ]);
  if (base >= 19_000)
    return rng.weighted<number | null>([
      [4, 40],
      [6, 25],
      [7, 30],
      [5, 5],
    ]);
  return rng.weighted<number | null>([
    [null, 35],
    [2, 15],
    [3, 30],
    [4, 20],
  ]);
}

function experience(years: number, rng: Prng): Texts {
  const extra = rng.pick(REQUIREMENTS);
  const first: Texts =
    years === 0
      ? [
          '無需經驗，提供培訓。',
          'Não é necessária experiência; é dada formação.',
          'No experience needed; training is provided.',
        ]
      : [
          `具 ${years} 年或以上相關工作經驗。`,
          `Pelo menos ${years} ${years === 1 ? 'ano' : 'anos'} de experiência na função.`,
          `At least ${years} ${years === 1 ? 'year' : 'years'} of relevant experience.`,
        ];
  return join([first, extra], ['', ' ', ' ']);
}

/** The `index`-th vacancy (ids from 1), drawn from the context's generator. */
export function generateJobOffer(ctx: JobOfferContext, index: number): JobOfferSeed {
  const { rng } = ctx;
  const group = rng.weighted(GROUPS_BY_WEIGHT);
  const sub = rng.pick(group.subCategories);
  const title = rng.pick(ACTIVE_TITLES.get(sub.id) ?? []);
  const [titleCn, titlePt, titleEn, base] = title.row;
  const pay = salary(rng, group, base);
  const senior = base >= 25_000;
  const years = senior
    ? rng.int(2, 8)
    : rng.weighted([
        [0, 40],
        [1, 30],
        [2, 18],
        [3, 8],
        [5, 4],
      ]);
  const employerId =
    sub.id === 1601
      ? rng.pick(ctx.employers.publicBodies)
      : rng.pick(ctx.employers.byGroup.get(group.id) ?? []);
  const employer = ctx.employers.employers[employerId - 1];
  const area = AREAS.get(rng.pick(GROUP_AREAS[group.id] ?? DEFAULT_AREAS))!;
  const style = pay.unit === 'HOUR' ? 'partTime' : SCHEDULE_STYLE[group.id];
  const opening: Texts = [`誠聘${titleCn}。`, `Recrutamos: ${titlePt}.`, `Now hiring: ${titleEn}.`];
  const description = join(
    [opening, ...rng.sample(group.duties, 2), ...rng.sample(BENEFITS, 2)],
    ['', ' ', ' '],
  );
  const tags = rng.sample(HASHTAGS, rng.int(1, 3));
  const [surnameCn, surnameRom] = rng.pick(SURNAMES);
  const female = rng.chance(0.6);
  const showMessage = rng.chance(0.3);
  const picked = rng.chance(0.04) && ctx.events.length > 0 ? rng.pick(ctx.events) : null;
  // Every EVENT_STRIDE-th vacancy is a recent one of an event in turn: each event has valid
  // vacancies of its own, whatever the draw.
  const forced = ctx.events.length > 0 && index % EVENT_STRIDE === EVENT_STRIDE - 1;
  const event = forced ? ctx.events[Math.floor(index / EVENT_STRIDE) % ctx.events.length] : picked;
  const drawnAgo = Math.floor(rng.next() * PUBLISH_SPREAD_DAYS * DAY_MS);
  const publishedAt = new Date(
    ctx.now.getTime() - (forced ? (index % 20) * DAY_MS + DAY_MS / 2 : drawnAgo),
  );
  publishedAt.setUTCSeconds(0, 0);
  const published = publishedAt.toISOString();
  const removed = rng.chance(0.01) && !forced;
  const requirements = seededRequirements(ctx.seed ?? 0, index, group.icon);
  return {
    id: index,
    employer_id: employerId,
    company_type: employer.company_type ?? 1,
    job_class_group_id: group.id,
    job_class_id: sub.id,
    job_title_id: title.id,
    salary_amount: pay.amount,
    salary_type_id: SALARY_TYPE_ID[pay.unit],
    salary_monthly_equivalent: monthlyEquivalent(pay.amount, pay.unit),
    education_id: education(rng, base),
    experience_required_years: years,
    requirements_json: requirements ? JSON.stringify(requirements) : null,
    need_cv: rng.chance(senior ? 0.8 : 0.3) ? 1 : 0,
    positions: rng.weighted([
      [1, 50],
      [rng.int(2, 5), 35],
      [rng.int(6, 20), 15],
    ]),
    contact_name_cn: `${surnameCn}${female ? '小姐' : '先生'}`,
    contact_name_pt: `${female ? 'Sra.' : 'Sr.'} ${surnameRom}`,
    contact_name_en: `${female ? 'Ms' : 'Mr'} ${surnameRom}`,
    contact_phone: rng.chance(0.5)
      ? (employer.phone ?? '')
      : `6${String(rng.int(0, 9_999_999)).padStart(7, '0')}`,
    is_show_additional_message: showMessage ? 1 : 0,
    event_id: event?.id ?? null,
    published_at: published,
    removed_at: removed ? new Date(publishedAt.getTime() + DAY_MS).toISOString() : null,
    created_at: published,
    updated_at: published,
    ...texts('title', [titleCn, titlePt, titleEn]),
    ...texts('experience', experience(years, rng)),
    ...texts('working_area', [area[1], area[2], area[3]]),
    ...texts('working_time', rng.pick(SCHEDULES[style])),
    ...texts('description', description),
    ...texts('additional_message', rng.pick(ADDITIONAL_MESSAGES)),
    hashtags_cn: JSON.stringify(tags.map((t) => t[0])),
    hashtags_pt: JSON.stringify(tags.map((t) => t[1])),
    hashtags_en: JSON.stringify(tags.map((t) => t[2])),
  };
}

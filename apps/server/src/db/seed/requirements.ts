import type { JobClassIcon, LanguageRequirement, VacancyRequirements } from '@vaga/contract';
import { Prng } from './prng.ts';

/**
 * The demo vacancies' structured requirements (skill fit): about four vacancies in ten
 * state some, drawn by the job's field — languages for customer-facing work, a driving licence
 * for transport, the certificate a trade needs. Drawn from a generator of their own (seeded by
 * the vacancy's index), so adding them leaves every other seeded value as it was.
 *
 * Ids: LANGUAGE_LEVEL 2 basic, 3 good, 4 fluent; DRIVING_SKILL 2 Macao B, 3 Macao C, 4 Macao D,
 * 12 mainland C1; SKILL 1 construction safety card, 2 food hygiene, 3 first aid, 4 dealer, 5
 * security guard, 6 electrician, 9 computer skills, 10 accounting, 11 nursing, 12 tour guide,
 * 14 barista, 15 beautician, 16 forklift; LANGUAGE 1 Japanese, 2 Korean.
 */

/** Share of vacancies that state requirements. */
const SHARE = 0.4;

const lang = (
  language: LanguageRequirement['language'],
  speakingLevel: number | null,
  writingLevel: number | null,
  typeLanguageId: number | null = null,
): LanguageRequirement => ({ language, typeLanguageId, speakingLevel, writingLevel });

interface FieldDraw {
  languages: readonly LanguageRequirement[];
  licences: readonly number[];
  skills: readonly number[];
}

const CUSTOMER: FieldDraw = {
  languages: [
    lang('cantonese', 3, null),
    lang('mandarin', 3, null),
    lang('english', 3, 2),
    lang('portuguese', 2, null),
    lang('other', 2, null, 1),
    lang('other', 2, null, 2),
  ],
  licences: [],
  skills: [3],
};
const OFFICE: FieldDraw = {
  languages: [
    lang('chinese', null, 3),
    lang('english', 3, 3),
    lang('portuguese', 3, 3),
    lang('mandarin', 3, null),
  ],
  licences: [],
  skills: [9],
};

const BY_FIELD: Partial<Record<JobClassIcon, FieldDraw>> = {
  hotel: CUSTOMER,
  casino: { ...CUSTOMER, skills: [4] },
  restaurant: { ...CUSTOMER, skills: [2, 14] },
  shop: CUSTOMER,
  construction: { languages: [lang('cantonese', 2, null)], licences: [3], skills: [1, 6, 16] },
  security: { languages: [lang('cantonese', 3, null)], licences: [], skills: [5, 3] },
  cleaning: { languages: [lang('cantonese', 2, null)], licences: [], skills: [] },
  office: OFFICE,
  finance: { ...OFFICE, skills: [10, 9] },
  computer: {
    languages: [lang('english', 3, 3), lang('chinese', null, 3)],
    licences: [],
    skills: [9],
  },
  medical: {
    languages: [lang('cantonese', 4, null), lang('portuguese', 2, 2)],
    licences: [],
    skills: [11, 3],
  },
  education: {
    languages: [lang('english', 4, 4), lang('portuguese', 3, 3), lang('mandarin', 4, null)],
    licences: [],
    skills: [3],
  },
  transport: { languages: [lang('cantonese', 3, null)], licences: [2, 4, 3, 12], skills: [12] },
  building: { languages: [lang('cantonese', 3, null)], licences: [2], skills: [6] },
  beauty: { languages: [lang('mandarin', 3, null)], licences: [], skills: [15] },
  public: {
    languages: [lang('portuguese', 3, 3), lang('chinese', null, 4)],
    licences: [2],
    skills: [],
  },
  design: { languages: [lang('english', 3, 3)], licences: [], skills: [9] },
  factory: { languages: [lang('cantonese', 2, null)], licences: [2], skills: [16, 8] },
};

function sample<T>(rng: Prng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0)
    out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]);
  return out;
}

/** The `index`-th vacancy's requirements, or null when it states none. */
export function seededRequirements(
  seed: number,
  index: number,
  field: JobClassIcon,
): VacancyRequirements | null {
  const rng = new Prng((seed ^ Math.imul(index, 0x9e3779b1)) >>> 0);
  const draw = BY_FIELD[field];
  if (!draw || !rng.chance(SHARE)) return null;
  const languages = sample(rng, draw.languages, rng.int(draw.languages.length > 0 ? 1 : 0, 2));
  const drivingSkillIds =
    draw.licences.length > 0 && rng.chance(0.7) ? sample(rng, draw.licences, 1) : [];
  const skillIds = draw.skills.length > 0 && rng.chance(0.5) ? sample(rng, draw.skills, 1) : [];
  if (languages.length + drivingSkillIds.length + skillIds.length === 0) return null;
  return { languages, drivingSkillIds, skillIds };
}

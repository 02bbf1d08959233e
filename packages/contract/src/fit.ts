import { z } from 'zod';
import type { ApiLanguage, Localized } from './locales.ts';
import { experienceMonths } from './profile.ts';
import { listField, optionId, validationMessage } from './validation.ts';

/**
 * Skill fit: how a seeker's resume meets a vacancy's requirements. The rules are pure
 * functions here so the server (and any client) computes the same answer:
 *
 * - **education**: the vacancy's EDUCATION option is met by an education the seeker has completed
 *   (EDUCATION_LEVEL "graduated", or a type without levels) ranked at or above it; ranks follow
 *   the EDUCATION options' order;
 * - **experience**: the vacancy's required years are met by the seeker's months of work as the
 *   vacancy's job title (every job title when the vacancy names none), overlapping jobs counted
 *   once, in service counted up to this month;
 * - **languages**: each level the vacancy asks (spoken, written) is met by the resume's level of
 *   that language ranked at or above it; ranks follow the LANGUAGE_LEVEL options' order;
 * - **driving licences** and **skills**: each one asked is met when the resume holds that option.
 *
 * A requirement the vacancy does not state (no education, 0 years, no language…) is not counted;
 * a vacancy that states none has no fit at all.
 */

/** EDUCATION_LEVEL "graduated": an education counts towards a requirement once completed. */
export const EDUCATION_LEVEL_GRADUATED = 1;

/**
 * The languages a requirement may name: the five the resume asks directly, or `other` with a
 * LANGUAGE option (`typeLanguageId`). The resume holds Cantonese and Mandarin spoken only, Chinese
 * written only, the others both.
 */
export const FIT_LANGUAGES = [
  'cantonese',
  'mandarin',
  'chinese',
  'portuguese',
  'english',
  'other',
] as const;
export type FitLanguage = (typeof FIT_LANGUAGES)[number];

export const FIT_LANGUAGE_SKILLS: Record<FitLanguage, { speaking: boolean; writing: boolean }> = {
  cantonese: { speaking: true, writing: false },
  mandarin: { speaking: true, writing: false },
  chinese: { speaking: false, writing: true },
  portuguese: { speaking: true, writing: true },
  english: { speaking: true, writing: true },
  other: { speaking: true, writing: true },
};

/** Most languages, driving licences and skills a vacancy may require. */
export const REQUIREMENT_LIMITS = { languages: 6, drivingLicences: 5, skills: 10 } as const;

type Ctx = z.core.$RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], key: Parameters<typeof validationMessage>[0]) =>
  ctx.addIssue({ code: 'custom', path, message: validationMessage(key), input: undefined });

/**
 * A language a vacancy requires, with the spoken and/or written level (LANGUAGE_LEVEL ids) it
 * asks: at least one level, and only those the resume holds for that language; `typeLanguageId`
 * with `other` only.
 */
export const LanguageRequirementSchema = z
  .object({
    language: z.enum(FIT_LANGUAGES, { error: validationMessage('validation.choice') }),
    typeLanguageId: optionId().nullable().default(null),
    speakingLevel: optionId().nullable().default(null),
    writingLevel: optionId().nullable().default(null),
  })
  .superRefine((v, ctx) => {
    const skills = FIT_LANGUAGE_SKILLS[v.language];
    if (v.language === 'other' && v.typeLanguageId === null)
      issue(ctx, ['typeLanguageId'], 'validation.required');
    if (v.language !== 'other' && v.typeLanguageId !== null)
      issue(ctx, ['typeLanguageId'], 'validation.invalid');
    if (v.speakingLevel === null && v.writingLevel === null)
      issue(ctx, ['speakingLevel'], 'validation.atLeastOne');
    if (!skills.speaking && v.speakingLevel !== null)
      issue(ctx, ['speakingLevel'], 'validation.invalid');
    if (!skills.writing && v.writingLevel !== null)
      issue(ctx, ['writingLevel'], 'validation.invalid');
  });
export type LanguageRequirement = z.output<typeof LanguageRequirementSchema>;

const languageKey = (l: { language: string; typeLanguageId: number | null }) =>
  l.language === 'other' ? `other:${l.typeLanguageId}` : l.language;

function flagDuplicates<T>(
  items: readonly T[],
  key: (item: T) => string,
  ctx: Ctx,
  path: (index: number) => (string | number)[],
): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const k = key(item);
    if (seen.has(k)) issue(ctx, path(index), 'validation.duplicate');
    seen.add(k);
  });
}

/**
 * A vacancy's structured requirements beyond education and experience (which the vacancy holds
 * already): languages with levels, driving licences (DRIVING_SKILL ids), skills (SKILL ids), each
 * at most once. All optional: an employer who states none asks none.
 */
export const VacancyRequirementsSchema = z
  .object({
    languages: listField(LanguageRequirementSchema, REQUIREMENT_LIMITS.languages).default([]),
    drivingSkillIds: listField(optionId(), REQUIREMENT_LIMITS.drivingLicences).default([]),
    skillIds: listField(optionId(), REQUIREMENT_LIMITS.skills).default([]),
  })
  .superRefine((v, ctx) => {
    flagDuplicates(v.languages, languageKey, ctx, (i) => ['languages', i, 'language']);
    flagDuplicates(v.drivingSkillIds, String, ctx, (i) => ['drivingSkillIds', i]);
    flagDuplicates(v.skillIds, String, ctx, (i) => ['skillIds', i]);
  });
export type VacancyRequirements = z.output<typeof VacancyRequirementsSchema>;
export type VacancyRequirementsInput = z.input<typeof VacancyRequirementsSchema>;

export const NO_REQUIREMENTS: VacancyRequirements = {
  languages: [],
  drivingSkillIds: [],
  skillIds: [],
};

/** Requirements read back from storage: anything unreadable counts as none. */
export function parseRequirements(json: string | null | undefined): VacancyRequirements {
  if (!json) return NO_REQUIREMENTS;
  try {
    const parsed = VacancyRequirementsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : NO_REQUIREMENTS;
  } catch {
    return NO_REQUIREMENTS;
  }
}

export function hasRequirements(r: VacancyRequirements): boolean {
  return r.languages.length + r.drivingSkillIds.length + r.skillIds.length > 0;
}

// ── The answer ──────────────────────────────────────────────────────────────────────────────

export const FIT_KINDS = [
  'education',
  'experience',
  'languageSpoken',
  'languageWritten',
  'drivingLicence',
  'skill',
] as const;
export type FitKind = (typeof FIT_KINDS)[number];

/**
 * A value of a requirement: `value` the option id (education, language level, licence, skill) or
 * the whole years (experience); `label` its name in the request's language.
 */
export const FitValueSchema = z.object({ value: z.number().int(), label: z.string() });
export type FitValue = z.infer<typeof FitValueSchema>;

/**
 * One requirement of the vacancy and how the seeker stands: `name` names it in the request's
 * language ("Portuguese writing", "Education", "Experience as Cook", "Driving licence"…), `asks`
 * what the vacancy asks, `has` what the seeker has (null when the resume holds nothing of it).
 */
export const FitItemSchema = z.object({
  kind: z.enum(FIT_KINDS),
  name: z.string(),
  asks: FitValueSchema,
  has: FitValueSchema.nullable(),
});
export type FitItem = z.infer<typeof FitItemSchema>;

/** The requirements the seeker meets and those they do not ("meets 4 of 5 requirements"). */
export const FitSchema = z.object({
  met: z.array(FitItemSchema),
  missing: z.array(FitItemSchema),
});
export type Fit = z.infer<typeof FitSchema>;

/**
 * The fit as list cards carry it for a logged-in seeker with a resume: how many of the
 * requirements the vacancy states the seeker meets ("4/5"); absent when it states none.
 */
export const FitCountSchema = z.object({
  met: z.number().int().min(0),
  total: z.number().int().min(1),
});
export type FitCount = z.infer<typeof FitCountSchema>;

/** The compact fit of a list card. */
export function fitCountOf(fit: Fit): FitCount {
  return { met: fit.met.length, total: fit.met.length + fit.missing.length };
}

// ── Inputs ──────────────────────────────────────────────────────────────────────────────────

/** What the fit reads of a resume (the stored resume, ProfileInput or Profile, fits). */
export interface FitSeeker {
  educationList: readonly { typeEducationId: number; typeEducationLevelId?: number | null }[];
  cantoneseSpeakingLevel: number;
  mandarinSpeakingLevel: number;
  chineseWritingLevel: number;
  portugueseSpeakingLevel: number;
  portugueseWritingLevel: number;
  englishSpeakingLevel: number;
  englishWritingLevel: number;
  otherLanguageList: readonly {
    typeLanguageId: number;
    speakingLevel: number;
    writingLevel: number;
  }[];
  drivingSkillList: readonly { typeDrivingSkillId: number }[];
  skillList: readonly { typeSkillId?: number | null }[];
  experienceList: readonly {
    typeJobTitleId?: number | null;
    fromYear: number;
    fromMonth: number;
    toYear?: number | null;
    toMonth?: number | null;
  }[];
}

/** What the fit reads of a vacancy. */
export interface FitVacancy {
  /** EDUCATION id; null = no requirement. */
  typeEducationId: number | null;
  /** 0 = no requirement. */
  experienceRequiredYears: number;
  /** JOBTITLE id the experience counts for; null = any work. */
  typeJobTitleId: number | null;
  requirements: VacancyRequirements;
}

/** A reference option as the fit names it. */
export interface FitOption {
  id: number;
  nameCn: string;
  namePt: string;
  nameEn: string;
}

/** The reference options the fit ranks and names, each type in its display order. */
export interface FitOptionLists {
  EDUCATION: readonly FitOption[];
  LANGUAGE: readonly FitOption[];
  LANGUAGE_LEVEL: readonly FitOption[];
  DRIVING_SKILL: readonly FitOption[];
  SKILL: readonly FitOption[];
  /** Only the names of the vacancies' job titles are read. */
  JOBTITLE: readonly FitOption[];
}

type OptionIndex = Map<number, { rank: number; option: FitOption }>;

/** The option lists indexed once for many fits (a list sorted by fit). */
export interface FitReferences {
  byType: Record<keyof FitOptionLists, OptionIndex>;
}

export function fitReferences(lists: FitOptionLists): FitReferences {
  const index = (options: readonly FitOption[]): OptionIndex =>
    new Map(options.map((option, rank) => [option.id, { rank, option }]));
  return {
    byType: {
      EDUCATION: index(lists.EDUCATION),
      LANGUAGE: index(lists.LANGUAGE),
      LANGUAGE_LEVEL: index(lists.LANGUAGE_LEVEL),
      DRIVING_SKILL: index(lists.DRIVING_SKILL),
      SKILL: index(lists.SKILL),
      JOBTITLE: index(lists.JOBTITLE),
    },
  };
}

// ── Labels ──────────────────────────────────────────────────────────────────────────────────

export const FIT_LANGUAGE_NAMES: Record<Exclude<FitLanguage, 'other'>, Localized> = {
  cantonese: { zh: '粵語', pt: 'Cantonês', en: 'Cantonese' },
  mandarin: { zh: '普通話', pt: 'Mandarim', en: 'Mandarin' },
  chinese: { zh: '中文', pt: 'Chinês', en: 'Chinese' },
  portuguese: { zh: '葡文', pt: 'Português', en: 'Portuguese' },
  english: { zh: '英文', pt: 'Inglês', en: 'English' },
};

const FIT_NAMES = {
  education: { zh: '學歷', pt: 'Habilitações', en: 'Education' },
  experience: { zh: '工作經驗', pt: 'Experiência profissional', en: 'Work experience' },
  drivingLicence: { zh: '駕駛執照', pt: 'Carta de condução', en: 'Driving licence' },
  skill: { zh: '職業資格及技能', pt: 'Qualificação ou competência', en: 'Qualification or skill' },
} as const satisfies Record<string, Localized>;

function experienceAs(title: string, lang: ApiLanguage): string {
  if (lang === 'zh') return `${title}工作經驗`;
  if (lang === 'pt') return `Experiência como ${title}`;
  return `Experience as ${title}`;
}

function languageSkill(language: string, writing: boolean, lang: ApiLanguage): string {
  if (lang === 'zh') return `${language}${writing ? '書寫' : '口語'}`;
  if (lang === 'pt') return `${language} ${writing ? 'escrito' : 'falado'}`;
  return `${language} ${writing ? 'writing' : 'speaking'}`;
}

/** Whole years as the fit shows them: `3 年`, `3 anos`, `1 year`. */
export function yearsLabel(years: number, lang: ApiLanguage): string {
  if (lang === 'zh') return `${years} 年`;
  if (lang === 'pt') return `${years} ${years === 1 ? 'ano' : 'anos'}`;
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

function optionName(option: FitOption | undefined, id: number, lang: ApiLanguage): string {
  if (!option) return String(id);
  const names: Localized = { zh: option.nameCn, pt: option.namePt, en: option.nameEn };
  return names[lang] || names.zh;
}

// ── The rules ───────────────────────────────────────────────────────────────────────────────

/** Months worked, overlapping periods counted once, in service up to `today`. */
export function distinctMonths(
  periods: FitSeeker['experienceList'],
  today: { year: number; month: number },
): number {
  const spans = periods
    .map((p) => {
      const from = p.fromYear * 12 + (p.fromMonth - 1);
      return [from, from + experienceMonths(p, today) - 1] as const;
    })
    .filter(([from, to]) => to >= from)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end + 1) + 1;
    end = to;
  }
  return total;
}

/** The resume's level (LANGUAGE_LEVEL id) of a language, spoken or written; null when none. */
export function seekerLanguageLevel(
  seeker: FitSeeker,
  language: FitLanguage,
  typeLanguageId: number | null,
  writing: boolean,
  levels: OptionIndex,
): number | null {
  switch (language) {
    case 'cantonese':
      return writing ? null : seeker.cantoneseSpeakingLevel;
    case 'mandarin':
      return writing ? null : seeker.mandarinSpeakingLevel;
    case 'chinese':
      return writing ? seeker.chineseWritingLevel : null;
    case 'portuguese':
      return writing ? seeker.portugueseWritingLevel : seeker.portugueseSpeakingLevel;
    case 'english':
      return writing ? seeker.englishWritingLevel : seeker.englishSpeakingLevel;
    case 'other': {
      let best: number | null = null;
      for (const l of seeker.otherLanguageList) {
        if (l.typeLanguageId !== typeLanguageId) continue;
        const level = writing ? l.writingLevel : l.speakingLevel;
        if (best === null || rankOf(levels, level) > rankOf(levels, best)) best = level;
      }
      return best;
    }
  }
}

const rankOf = (index: OptionIndex, id: number) => index.get(id)?.rank ?? -1;

/**
 * The seeker's fit for a vacancy, labels in `lang`; null when the vacancy states no
 * requirement. `today` is this month in Macao (for experience still in service).
 */
export function computeFit(
  vacancy: FitVacancy,
  seeker: FitSeeker,
  refs: FitReferences,
  lang: ApiLanguage,
  today: { year: number; month: number },
): Fit | null {
  const { byType } = refs;
  const met: FitItem[] = [];
  const missing: FitItem[] = [];
  const add = (ok: boolean, item: FitItem) => (ok ? met : missing).push(item);
  const value = (type: keyof FitOptionLists, id: number): FitValue => ({
    value: id,
    label: optionName(byType[type].get(id)?.option, id, lang),
  });

  if (vacancy.typeEducationId !== null) {
    const education = byType.EDUCATION;
    const held = seeker.educationList.filter(
      (e) => e.typeEducationLevelId == null || e.typeEducationLevelId === EDUCATION_LEVEL_GRADUATED,
    );
    let best: number | null = null;
    for (const e of held) {
      if (best === null || rankOf(education, e.typeEducationId) > rankOf(education, best))
        best = e.typeEducationId;
    }
    add(best !== null && rankOf(education, best) >= rankOf(education, vacancy.typeEducationId), {
      kind: 'education',
      name: FIT_NAMES.education[lang],
      asks: value('EDUCATION', vacancy.typeEducationId),
      has: best === null ? null : value('EDUCATION', best),
    });
  }

  if (vacancy.experienceRequiredYears > 0) {
    const title = vacancy.typeJobTitleId;
    const months = distinctMonths(
      title === null
        ? seeker.experienceList
        : seeker.experienceList.filter((e) => e.typeJobTitleId === title),
      today,
    );
    const years = Math.floor(months / 12);
    add(months >= vacancy.experienceRequiredYears * 12, {
      kind: 'experience',
      name:
        title === null
          ? FIT_NAMES.experience[lang]
          : experienceAs(optionName(byType.JOBTITLE.get(title)?.option, title, lang), lang),
      asks: {
        value: vacancy.experienceRequiredYears,
        label: yearsLabel(vacancy.experienceRequiredYears, lang),
      },
      has: { value: years, label: yearsLabel(years, lang) },
    });
  }

  const levels = byType.LANGUAGE_LEVEL;
  for (const req of vacancy.requirements.languages) {
    const language =
      req.language === 'other'
        ? optionName(
            byType.LANGUAGE.get(req.typeLanguageId ?? 0)?.option,
            req.typeLanguageId ?? 0,
            lang,
          )
        : FIT_LANGUAGE_NAMES[req.language][lang];
    for (const [asked, writing] of [
      [req.speakingLevel, false],
      [req.writingLevel, true],
    ] as const) {
      if (asked === null) continue;
      const has = seekerLanguageLevel(seeker, req.language, req.typeLanguageId, writing, levels);
      add(has !== null && rankOf(levels, has) >= rankOf(levels, asked), {
        kind: writing ? 'languageWritten' : 'languageSpoken',
        name: languageSkill(language, writing, lang),
        asks: value('LANGUAGE_LEVEL', asked),
        has: has === null ? null : value('LANGUAGE_LEVEL', has),
      });
    }
  }

  const licences = new Set(seeker.drivingSkillList.map((d) => d.typeDrivingSkillId));
  for (const id of vacancy.requirements.drivingSkillIds) {
    const held = licences.has(id);
    add(held, {
      kind: 'drivingLicence',
      name: FIT_NAMES.drivingLicence[lang],
      asks: value('DRIVING_SKILL', id),
      has: held ? value('DRIVING_SKILL', id) : null,
    });
  }

  const skills = new Set(seeker.skillList.map((s) => s.typeSkillId));
  for (const id of vacancy.requirements.skillIds) {
    const held = skills.has(id);
    add(held, {
      kind: 'skill',
      name: FIT_NAMES.skill[lang],
      asks: value('SKILL', id),
      has: held ? value('SKILL', id) : null,
    });
  }

  return met.length + missing.length === 0 ? null : { met, missing };
}

import { z } from 'zod';
import { listField, optionId, validationMessage } from './validation.ts';

/**
 * What a vacancy may require beyond education and experience (languages with levels, driving
 * licences, skills), as its posting takes it and the skill fit (fit.ts, fit-rules.ts) reads it.
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

import { z } from 'zod';
import type { VacancyRequirements } from './fit-requirements.ts';

/**
 * Skill fit: how a seeker's resume meets a vacancy's requirements: the answer and what it reads
 * here, the rules in fit-rules.ts, pure functions so the server (and any client) computes the same
 * answer:
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

import {
  FIT_LANGUAGE_SKILLS,
  FIT_LANGUAGES,
  type FitLanguage,
  type LanguageRequirement,
  type VacancyRequirements,
  type VacancyRequirementsInput,
} from '@vaga/contract';

/**
 * A required language as the form holds it: `language` one of the five the resume asks
 * (`english`…) or `other:<LANGUAGE id>` ('' not chosen yet); the levels LANGUAGE_LEVEL ids as
 * strings ('' not asked).
 */
export interface LanguageRequirementForm {
  language: string;
  speakingLevel: string;
  writingLevel: string;
}

/** The structured requirements as the form holds them; licences and skills are option ids. */
export interface RequirementsFormValues {
  languages: LanguageRequirementForm[];
  drivingSkillIds: number[];
  skillIds: number[];
}

export const EMPTY_LANGUAGE_REQUIREMENT: LanguageRequirementForm = {
  language: '',
  speakingLevel: '',
  writingLevel: '',
};

/** The form's key of a required language: `english`, or `other:7` for a LANGUAGE option. */
export function languageKeyOf(l: Pick<LanguageRequirement, 'language' | 'typeLanguageId'>): string {
  return l.language === 'other' ? `other:${l.typeLanguageId}` : l.language;
}

/** A form key back as the contract's language and option ('' and unknown keys: no language). */
export function languageOfKey(key: string): {
  language: FitLanguage | null;
  typeLanguageId: number | null;
} {
  const other = /^other:(\d+)$/.exec(key);
  if (other) return { language: 'other', typeLanguageId: Number(other[1]) };
  const known = (FIT_LANGUAGES as readonly string[]).includes(key) && key !== 'other';
  return { language: known ? (key as FitLanguage) : null, typeLanguageId: null };
}

/**
 * Which levels a language may be asked in: Cantonese and Mandarin spoken only, Chinese written
 * only, the others both (as the resume holds them); both while none is chosen.
 */
export function levelsOfKey(key: string): { speaking: boolean; writing: boolean } {
  const { language } = languageOfKey(key);
  return language ? FIT_LANGUAGE_SKILLS[language] : { speaking: true, writing: true };
}

const levelText = (id: number | null) => (id === null ? '' : String(id));
const levelId = (text: string): number | null =>
  text === '' ? null : /^\d+$/.test(text) ? Number(text) : NaN;

/** Saved requirements as the form shows them. */
export function requirementsFormOf(r: VacancyRequirements): RequirementsFormValues {
  return {
    languages: r.languages.map((l) => ({
      language: languageKeyOf(l),
      speakingLevel: levelText(l.speakingLevel),
      writingLevel: levelText(l.writingLevel),
    })),
    drivingSkillIds: [...r.drivingSkillIds],
    skillIds: [...r.skillIds],
  };
}

/** The form's requirements as the contract's input (a language not chosen is left for the schema to refuse). */
export function requirementsOf(form: RequirementsFormValues): VacancyRequirementsInput {
  return {
    languages: form.languages.map((l) => {
      const { language, typeLanguageId } = languageOfKey(l.language);
      return {
        language: (language ?? '') as FitLanguage,
        typeLanguageId,
        speakingLevel: levelId(l.speakingLevel),
        writingLevel: levelId(l.writingLevel),
      };
    }),
    drivingSkillIds: [...form.drivingSkillIds],
    skillIds: [...form.skillIds],
  };
}

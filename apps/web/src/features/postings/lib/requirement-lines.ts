import {
  fitLanguageName,
  type ApiLanguage,
  type ReferenceType,
  type VacancyRequirements,
} from '@vaga/contract';
import type { TFunction } from '@/shared/lib/translate/translator.ts';

/** A reference option's name by type and id; null when unknown (or not loaded yet). */
export type OptionName = (type: ReferenceType, id: number) => string | null;

/** A vacancy's structured requirements as lines of text, one a language, licence or skill. */
export interface RequirementLines {
  languages: string[];
  drivingLicences: string[];
  skills: string[];
}

/**
 * The requirements named in the page's language: "English (spoken: Good, written: Basic)", a
 * licence's or skill's option name; an option whose name is not known shows its id.
 */
export function requirementLines(
  t: TFunction,
  r: VacancyRequirements,
  option: OptionName,
  lang: ApiLanguage,
): RequirementLines {
  const name = (type: ReferenceType, id: number) => option(type, id) ?? `#${id}`;
  const languages = r.languages.map((l) => {
    const language =
      l.language === 'other'
        ? name('LANGUAGE', l.typeLanguageId ?? 0)
        : fitLanguageName(l.language, lang);
    const levels = [
      l.speakingLevel === null
        ? null
        : t('requirements.spoken', { level: name('LANGUAGE_LEVEL', l.speakingLevel) }),
      l.writingLevel === null
        ? null
        : t('requirements.written', { level: name('LANGUAGE_LEVEL', l.writingLevel) }),
    ].filter((level) => level !== null);
    return t('requirements.line', { language, levels: levels.join(t('requirements.separator')) });
  });
  return {
    languages,
    drivingLicences: r.drivingSkillIds.map((id) => name('DRIVING_SKILL', id)),
    skills: r.skillIds.map((id) => name('SKILL', id)),
  };
}

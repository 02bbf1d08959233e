import { pickLocalized } from './localized.ts';
import { localeOfApiLanguage, type ApiLanguage, type Localized } from './locales.ts';
import { text, type TextKey, type TextValues } from './texts.ts';
import { experienceMonths } from './profile.ts';
import { EDUCATION_LEVEL_GRADUATED, type FitLanguage } from './fit-requirements.ts';
import type {
  Fit,
  FitItem,
  FitOption,
  FitOptionLists,
  FitReferences,
  FitSeeker,
  FitValue,
  FitVacancy,
} from './fit.ts';

/** The rules of the skill fit (fit.ts says them) and the names it gives each requirement. */

type OptionIndex = FitReferences['byType'][keyof FitOptionLists];

// ── Labels ──────────────────────────────────────────────────────────────────────────────────
// The names the fit gives are the `fit` catalogue's (texts/<tag>/fit.json).

const fitText = (lang: ApiLanguage, key: TextKey<'fit'>, values?: TextValues) =>
  text(localeOfApiLanguage(lang), 'fit', key, values);

/** The name of one of the five languages a vacancy asks for by name (Cantonese, Mandarin…). */
export function fitLanguageName(
  language: Exclude<FitLanguage, 'other'>,
  lang: ApiLanguage,
): string {
  return fitText(lang, `language.${language}`);
}

/** Whole years as the fit shows them: `3 年`, `1 ano`, `3 years` (the language's plural forms). */
export function yearsLabel(years: number, lang: ApiLanguage): string {
  return fitText(lang, 'years', { years });
}

function optionName(option: FitOption | undefined, id: number, lang: ApiLanguage): string {
  if (!option) return String(id);
  const names: Localized = { zh: option.nameCn, pt: option.namePt, en: option.nameEn };
  return pickLocalized(names, lang);
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
      name: fitText(lang, 'name.education'),
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
          ? fitText(lang, 'name.experience')
          : fitText(lang, 'experienceAs', {
              title: optionName(byType.JOBTITLE.get(title)?.option, title, lang),
            }),
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
        : fitLanguageName(req.language, lang);
    for (const [asked, writing] of [
      [req.speakingLevel, false],
      [req.writingLevel, true],
    ] as const) {
      if (asked === null) continue;
      const has = seekerLanguageLevel(seeker, req.language, req.typeLanguageId, writing, levels);
      add(has !== null && rankOf(levels, has) >= rankOf(levels, asked), {
        kind: writing ? 'languageWritten' : 'languageSpoken',
        name: fitText(lang, writing ? 'languageWritten' : 'languageSpoken', { language }),
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
      name: fitText(lang, 'name.drivingLicence'),
      asks: value('DRIVING_SKILL', id),
      has: held ? value('DRIVING_SKILL', id) : null,
    });
  }

  const skills = new Set(seeker.skillList.map((s) => s.typeSkillId));
  for (const id of vacancy.requirements.skillIds) {
    const held = skills.has(id);
    add(held, {
      kind: 'skill',
      name: fitText(lang, 'name.skill'),
      asks: value('SKILL', id),
      has: held ? value('SKILL', id) : null,
    });
  }

  return met.length + missing.length === 0 ? null : { met, missing };
}

import { describe, expect, it } from 'vitest';
import type { ApiLanguage, ReferenceType, VacancyRequirements } from '@vaga/contract';
import { Translator, type Texts } from '@/shared/lib/translate/translator.ts';
import en from '@vaga/contract/texts/en/screens/postings-console.json';
import pt from '@vaga/contract/texts/pt/screens/postings-console.json';
import zh from '@vaga/contract/texts/zh-Hant/screens/postings-console.json';
import { requirementLines } from './requirement-lines.ts';

const REQUIREMENTS: VacancyRequirements = {
  languages: [
    { language: 'portuguese', typeLanguageId: null, speakingLevel: 3, writingLevel: 2 },
    { language: 'chinese', typeLanguageId: null, speakingLevel: null, writingLevel: 4 },
    { language: 'other', typeLanguageId: 1, speakingLevel: 2, writingLevel: null },
  ],
  drivingSkillIds: [2, 9],
  skillIds: [14],
};

/** Option names as the references answer them in each language; 9 is not known. */
const NAMES: Record<ApiLanguage, Partial<Record<ReferenceType, Record<number, string>>>> = {
  zh: { LANGUAGE: { 1: '日語' }, LANGUAGE_LEVEL: { 2: '一般', 3: '良好', 4: '流利' } },
  'zh-Hans': { LANGUAGE: { 1: '日语' }, LANGUAGE_LEVEL: { 2: '一般', 3: '良好', 4: '流利' } },
  pt: { LANGUAGE: { 1: 'Japonês' }, LANGUAGE_LEVEL: { 2: 'Básico', 3: 'Bom', 4: 'Fluente' } },
  en: { LANGUAGE: { 1: 'Japanese' }, LANGUAGE_LEVEL: { 2: 'Basic', 3: 'Good', 4: 'Fluent' } },
};

function linesIn(locale: 'zh-Hant' | 'pt' | 'en', lang: ApiLanguage, texts: Texts) {
  const t = new Translator({
    lng: locale,
    resources: { [locale]: { 'postings-console': texts } },
    defaultNS: 'postings-console',
    useSuspense: false,
  }).getFixedT();
  const names: Partial<Record<ReferenceType, Record<number, string>>> = {
    ...NAMES[lang],
    DRIVING_SKILL: { 2: 'B' },
    SKILL: { 14: 'Barista' },
  };
  return requirementLines(t, REQUIREMENTS, (type, id) => names[type]?.[id] ?? null, lang);
}

describe('the requirements as lines', () => {
  it('name each language with its levels, each licence and skill, in three languages', () => {
    expect(linesIn('en', 'en', en)).toEqual({
      languages: [
        'Portuguese (spoken: Good, written: Basic)',
        'Chinese (written: Fluent)',
        'Japanese (spoken: Basic)',
      ],
      drivingLicences: ['B', '#9'],
      skills: ['Barista'],
    });
    expect(linesIn('pt', 'pt', pt).languages).toEqual([
      'Português (falado: Bom, escrito: Básico)',
      'Chinês (escrito: Fluente)',
      'Japonês (falado: Básico)',
    ]);
    expect(linesIn('zh-Hant', 'zh', zh).languages).toEqual([
      '葡文（口語：良好，書寫：一般）',
      '中文（書寫：流利）',
      '日語（口語：一般）',
    ]);
  });
});

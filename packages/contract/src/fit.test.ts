import { describe, expect, it } from 'vitest';
import { fitReferences, type FitOption, type FitSeeker, type FitVacancy } from './fit.ts';
import {
  NO_REQUIREMENTS,
  parseRequirements,
  VacancyRequirementsSchema,
  type VacancyRequirementsInput,
} from './fit-requirements.ts';
import { computeFit, distinctMonths } from './fit-rules.ts';

const opt = (id: number, en: string, zh = `${en}-zh`, pt = `${en}-pt`): FitOption => ({
  id,
  nameCn: zh,
  namePt: pt,
  nameEn: en,
});

// Display order is the rank: the ids are deliberately not in rank order.
const refs = fitReferences({
  EDUCATION: [
    opt(1, 'None'),
    opt(2, 'Primary'),
    opt(4, 'Senior'),
    opt(3, 'Vocational'),
    opt(7, 'Bachelor'),
  ],
  LANGUAGE: [opt(1, 'Japanese', '日語', 'Japonês')],
  LANGUAGE_LEVEL: [
    opt(1, 'None'),
    opt(2, 'Basic', '一般', 'Básico'),
    opt(4, 'Good', '良好', 'Bom'),
    opt(3, 'Fluent'),
  ],
  DRIVING_SKILL: [opt(2, 'Macao B'), opt(12, 'Mainland C1')],
  SKILL: [opt(2, 'Food hygiene'), opt(3, 'First aid')],
  JOBTITLE: [opt(50, 'Cook', '廚師', 'Cozinheiro')],
});
const today = { year: 2026, month: 11 };

function seeker(over: Partial<FitSeeker> = {}): FitSeeker {
  return {
    educationList: [],
    cantoneseSpeakingLevel: 1,
    mandarinSpeakingLevel: 1,
    chineseWritingLevel: 1,
    portugueseSpeakingLevel: 1,
    portugueseWritingLevel: 1,
    englishSpeakingLevel: 1,
    englishWritingLevel: 1,
    otherLanguageList: [],
    drivingSkillList: [],
    skillList: [],
    experienceList: [],
    ...over,
  };
}

function vacancy(over: Partial<FitVacancy> & { req?: VacancyRequirementsInput } = {}): FitVacancy {
  const { req, ...rest } = over;
  return {
    typeEducationId: null,
    experienceRequiredYears: 0,
    typeJobTitleId: null,
    requirements: req ? VacancyRequirementsSchema.parse(req) : NO_REQUIREMENTS,
    ...rest,
  };
}

const kinds = (items: { kind: string }[]) => items.map((i) => i.kind);

describe('computeFit', () => {
  it('counts nothing the vacancy does not state', () => {
    expect(computeFit(vacancy(), seeker(), refs, 'en', today)).toBeNull();
  });

  it('education: ranked by the options order, completed only', () => {
    const v = vacancy({ typeEducationId: 3 }); // Vocational ranks above Senior (id 4)
    const senior = seeker({ educationList: [{ typeEducationId: 4, typeEducationLevelId: 1 }] });
    expect(computeFit(v, senior, refs, 'en', today)?.missing[0]).toEqual({
      kind: 'education',
      name: 'Education',
      asks: { value: 3, label: 'Vocational' },
      has: { value: 4, label: 'Senior' },
    });
    const bachelor = seeker({ educationList: [{ typeEducationId: 7, typeEducationLevelId: 1 }] });
    expect(kinds(computeFit(v, bachelor, refs, 'en', today)!.met)).toEqual(['education']);
    // A bachelor still being studied does not count; the completed primary is what is held.
    const studying = seeker({
      educationList: [
        { typeEducationId: 7, typeEducationLevelId: 3 },
        { typeEducationId: 2, typeEducationLevelId: 1 },
      ],
    });
    const fit = computeFit(v, studying, refs, 'en', today)!;
    expect(fit.met).toEqual([]);
    expect(fit.missing[0].has).toEqual({ value: 2, label: 'Primary' });
    // A type without levels (null level) counts as held.
    const none = seeker({ educationList: [{ typeEducationId: 1, typeEducationLevelId: null }] });
    expect(computeFit(vacancy({ typeEducationId: 1 }), none, refs, 'en', today)!.met).toHaveLength(
      1,
    );
    expect(computeFit(v, seeker(), refs, 'en', today)!.missing[0].has).toBeNull();
  });

  it('experience: months summed per job title, overlaps once', () => {
    const v = vacancy({ experienceRequiredYears: 3, typeJobTitleId: 50 });
    const cook = (fromYear: number, toYear: number | null, title = 50) => ({
      typeJobTitleId: title,
      fromYear,
      fromMonth: 1,
      toYear,
      toMonth: toYear === null ? null : 12,
    });
    // Two years as cook in two jobs, plus five years as something else: not enough.
    const twoYears = seeker({
      experienceList: [cook(2018, 2018), cook(2020, 2020), cook(2010, 2014, 9)],
    });
    const missing = computeFit(v, twoYears, refs, 'en', today)!.missing[0];
    expect(missing).toEqual({
      kind: 'experience',
      name: 'Experience as Cook',
      asks: { value: 3, label: '3 years' },
      has: { value: 2, label: '2 years' },
    });
    // A third year as cook, summed across jobs: met.
    const threeYears = seeker({
      experienceList: [cook(2018, 2018), cook(2020, 2020), cook(2022, 2022)],
    });
    expect(kinds(computeFit(v, threeYears, refs, 'en', today)!.met)).toEqual(['experience']);
    // Overlapping jobs count once: 2018–2019 twice is two years.
    const overlap = seeker({
      experienceList: [cook(2018, 2019), cook(2018, 2019), cook(2019, 2019)],
    });
    expect(computeFit(v, overlap, refs, 'en', today)!.missing[0].has?.value).toBe(2);
    // No job title on the vacancy: all work counts.
    const any = vacancy({ experienceRequiredYears: 3 });
    const fit = computeFit(any, twoYears, refs, 'zh', today)!;
    expect(fit.met[0].name).toBe('工作經驗');
    expect(fit.met[0].has?.label).toBe('7 年');
  });

  it('counts months up to this month while in service', () => {
    expect(
      distinctMonths([{ fromYear: 2026, fromMonth: 1, toYear: null, toMonth: null }], today),
    ).toBe(11);
  });

  it('languages: spoken and written levels ranked by the options order', () => {
    const v = vacancy({
      req: { languages: [{ language: 'portuguese', speakingLevel: 2, writingLevel: 4 }] },
    });
    // Written Fluent (id 3) ranks above Good (id 4); spoken Basic meets Basic.
    const fluent = seeker({ portugueseSpeakingLevel: 2, portugueseWritingLevel: 3 });
    expect(kinds(computeFit(v, fluent, refs, 'en', today)!.met)).toEqual([
      'languageSpoken',
      'languageWritten',
    ]);
    const basic = seeker({ portugueseSpeakingLevel: 1, portugueseWritingLevel: 2 });
    const fit = computeFit(v, basic, refs, 'pt', today)!;
    expect(fit.met).toEqual([]);
    expect(fit.missing[1]).toEqual({
      kind: 'languageWritten',
      name: 'Português escrito',
      asks: { value: 4, label: 'Bom' },
      has: { value: 2, label: 'Básico' },
    });
    expect(computeFit(v, basic, refs, 'en', today)!.missing[1].name).toBe('Portuguese writing');
    expect(computeFit(v, basic, refs, 'zh', today)!.missing[1].name).toBe('葡文書寫');
  });

  it('languages: an other language from the resume list, none when absent', () => {
    const v = vacancy({
      req: { languages: [{ language: 'other', typeLanguageId: 1, speakingLevel: 2 }] },
    });
    const japanese = seeker({
      otherLanguageList: [{ typeLanguageId: 1, speakingLevel: 4, writingLevel: 1 }],
    });
    const met = computeFit(v, japanese, refs, 'en', today)!.met[0];
    expect(met.name).toBe('Japanese speaking');
    expect(met.has).toEqual({ value: 4, label: 'Good' });
    expect(computeFit(v, seeker(), refs, 'en', today)!.missing[0].has).toBeNull();
  });

  it('driving licences and skills: held or not', () => {
    const v = vacancy({ req: { drivingSkillIds: [2, 12], skillIds: [3] } });
    const s = seeker({
      drivingSkillList: [{ typeDrivingSkillId: 2 }],
      skillList: [{ typeSkillId: 3 }, { typeSkillId: null }],
    });
    const fit = computeFit(v, s, refs, 'en', today)!;
    expect(fit.met.map((i) => i.asks.label)).toEqual(['Macao B', 'First aid']);
    expect(fit.missing).toEqual([
      {
        kind: 'drivingLicence',
        name: 'Driving licence',
        asks: { value: 12, label: 'Mainland C1' },
        has: null,
      },
    ]);
  });
});

describe('VacancyRequirementsSchema', () => {
  const fails = (input: unknown) => !VacancyRequirementsSchema.safeParse(input).success;

  it('defaults to none', () => {
    expect(VacancyRequirementsSchema.parse({})).toEqual(NO_REQUIREMENTS);
  });

  it('refuses levels the resume does not hold, missing levels, misplaced language ids', () => {
    expect(fails({ languages: [{ language: 'cantonese', writingLevel: 2 }] })).toBe(true);
    expect(fails({ languages: [{ language: 'chinese', speakingLevel: 2 }] })).toBe(true);
    expect(fails({ languages: [{ language: 'english' }] })).toBe(true);
    expect(fails({ languages: [{ language: 'other', speakingLevel: 2 }] })).toBe(true);
    expect(
      fails({ languages: [{ language: 'english', typeLanguageId: 1, speakingLevel: 2 }] }),
    ).toBe(true);
    expect(fails({ languages: [{ language: 'klingon', speakingLevel: 2 }] })).toBe(true);
    expect(fails({ languages: [{ language: 'english', speakingLevel: 2 }] })).toBe(false);
  });

  it('refuses duplicates, too many, and non-ids', () => {
    const en = { language: 'english', speakingLevel: 2 };
    expect(fails({ languages: [en, en] })).toBe(true);
    expect(fails({ drivingSkillIds: [2, 2] })).toBe(true);
    expect(fails({ skillIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] })).toBe(true);
    expect(fails({ skillIds: [0] })).toBe(true);
    expect(fails({ skillIds: ['1'] })).toBe(true);
    expect(fails({ drivingSkillIds: [1.5] })).toBe(true);
  });

  it('reads stored requirements back, none when unreadable', () => {
    expect(parseRequirements(null)).toEqual(NO_REQUIREMENTS);
    expect(parseRequirements('not json')).toEqual(NO_REQUIREMENTS);
    expect(parseRequirements('{"skillIds":[3]}').skillIds).toEqual([3]);
  });
});

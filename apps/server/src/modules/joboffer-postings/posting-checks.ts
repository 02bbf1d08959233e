import {
  isSalaryUnit,
  macaoToday,
  minimumWageOn,
  pickBySuffix,
  salaryUnitName,
  validationMessage,
  type ApiLanguage,
  type PostingValues,
  type ReferenceType,
  type ValidationKey,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { JobOfferCatalogService } from '../joboffers/joboffer-catalog.service.ts';
import type { ReferencesService } from '../references/references.service.ts';

/** Where the values sit in a posting's body. */
const valuesPath = (...path: string[]) => ['body', 'values', ...path].join('.');

function invalid(field: string, key: ValidationKey = 'validation.choice'): AppError {
  return new AppError('VALIDATION_FAIL', [valuesPath(field), validationMessage(key)]);
}

export interface PostingCheckDeps {
  references: Pick<ReferencesService, 'optionsOf' | 'byType'>;
  catalog: Pick<JobOfferCatalogService, 'catalog'>;
}

/**
 * The rules of a posting's values the schema cannot hold, checked on every save and again at
 * approval:
 * - its reference options exist (else VALIDATION_FAIL with the field) and are active (else
 *   BE_REFERENCE_OPTION_INACTIVE [name, field]); so do those of its requirements, which may not
 *   name the "other" language or skill (a typed one no resume option matches) nor the lowest
 *   language level (every resume meets it) (VALIDATION_FAIL);
 * - its job class group and class are active and the class is of that group (VALIDATION_FAIL);
 * - its salary is not below the statutory minimum for its type on today's Macao date
 *   (BE_VACANCY_SALARY_BELOW_MINIMUM [amount, unit name]).
 */
export async function checkPostingValues(
  deps: PostingCheckDeps,
  values: PostingValues,
  now: Date,
  lang: ApiLanguage,
): Promise<void> {
  const used: { type: ReferenceType; id: number; field: string }[] = [
    { type: 'SALARYTYPE', id: values.typeSalaryId, field: 'typeSalaryId' },
  ];
  if (values.typeJobTitleId !== null)
    used.push({ type: 'JOBTITLE', id: values.typeJobTitleId, field: 'typeJobTitleId' });
  if (values.typeEducationId !== null)
    used.push({ type: 'EDUCATION', id: values.typeEducationId, field: 'typeEducationId' });
  const r = values.requirements;
  r.languages.forEach((l, i) => {
    const at = `requirements.languages.${i}`;
    if (l.typeLanguageId !== null)
      used.push({ type: 'LANGUAGE', id: l.typeLanguageId, field: `${at}.typeLanguageId` });
    if (l.speakingLevel !== null)
      used.push({ type: 'LANGUAGE_LEVEL', id: l.speakingLevel, field: `${at}.speakingLevel` });
    if (l.writingLevel !== null)
      used.push({ type: 'LANGUAGE_LEVEL', id: l.writingLevel, field: `${at}.writingLevel` });
  });
  r.drivingSkillIds.forEach((id, i) =>
    used.push({ type: 'DRIVING_SKILL', id, field: `requirements.drivingSkillIds.${i}` }),
  );
  r.skillIds.forEach((id, i) =>
    used.push({ type: 'SKILL', id, field: `requirements.skillIds.${i}` }),
  );
  const options = await Promise.all(
    used.map(async (u) => (await deps.references.optionsOf(u.type, [u.id]))[0]),
  );
  // The lowest LANGUAGE_LEVEL ("none") in the options' order, read only when levels are asked.
  const lowestLevel =
    r.languages.length > 0
      ? (await deps.references.byType('LANGUAGE_LEVEL', 'zh'))[0]?.id
      : undefined;
  used.forEach((u, i) => {
    if (!options[i]) throw invalid(u.field);
    const typedOther =
      (u.type === 'LANGUAGE' || u.type === 'SKILL') && options[i].extraInfo === 'OTHER';
    if (typedOther || (u.type === 'LANGUAGE_LEVEL' && u.id === lowestLevel)) throw invalid(u.field);
  });
  used.forEach((u, i) => {
    if (options[i].isActive !== 1) {
      throw new AppError('BE_REFERENCE_OPTION_INACTIVE', [
        pickBySuffix(options[i], lang),
        valuesPath(u.field),
      ]);
    }
  });

  const groups = await deps.catalog.catalog('zh');
  const group = groups.find((g) => g.id === values.categoryGroupId);
  if (!group) throw invalid('categoryGroupId');
  if (!group.subCategories.some((c) => c.id === values.categoryId)) throw invalid('categoryId');

  const salaryType = options[0];
  const unit = isSalaryUnit(salaryType.extraInfo) ? salaryType.extraInfo : null;
  const minimum = minimumWageOn(macaoToday(now), unit, false);
  if (minimum !== null && unit !== null && values.salaryAmount < minimum) {
    throw new AppError('BE_VACANCY_SALARY_BELOW_MINIMUM', [minimum, salaryUnitName(unit, lang)]);
  }
}

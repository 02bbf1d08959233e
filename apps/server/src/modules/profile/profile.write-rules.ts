import {
  isOldEnough,
  pickBySuffix,
  sectionOfField,
  ProfileInputSchema,
  validationMessage,
  type ApiLanguage,
  type ProfileInput,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { YearMonth } from './profile.mapper.ts';
import type { OptionStates, SeekerAccount } from './profile.ports.ts';
import type { UsedOption } from './profile.references.ts';

/** Where a field's error is reported: `body.<path>` (v1) or `body.<section>.<path>` (v2 simple). */
export type PathPrefix = (path: (string | number)[]) => string;
export const bodyPath: PathPrefix = (path) => ['body', ...path].join('.');

/** `body.<section>.<field>…` for v2/profile/simple. */
export const sectionPath: PathPrefix = (path) => {
  const [field, ...rest] = path;
  const section = typeof field === 'string' ? sectionOfField(field) : null;
  return ['body', ...(section ? [section] : []), field, ...rest].join('.');
};

/** How a write reports its errors: the request's language (option names) and the field paths. */
export interface WriteOptions {
  lang: ApiLanguage;
  at?: PathPrefix;
  /** Whether the request carries the birthday (v2 simple: only with `personalInfo`); default yes. */
  birthdaySent?: boolean;
}

export function assertResident(account: SeekerAccount): void {
  if (!account.isResident) throw new AppError('BE_NOT_RESIDENT');
}

/**
 * The age rule (spec §5: at least 16) by the identity provider's birth date, which the resume
 * cannot override: a birthday sent that differs from it is BE_BIRTHDAY_MISMATCH. Only when the
 * provider gave no birth date does the resume's birthday decide. A birthday after today is a
 * wrong date, not a young seeker.
 */
export function assertBirthday(
  account: SeekerAccount,
  bod: string,
  options: WriteOptions,
  today: string,
): void {
  const sent = options.birthdaySent ?? true;
  if (sent && bod > today) {
    throw new AppError('VALIDATION_FAIL', [
      (options.at ?? bodyPath)(['bod']),
      validationMessage('validation.futureBirthday'),
    ]);
  }
  if (!isOldEnough(account.birthDate ?? bod, today)) {
    throw new AppError('BE_SEEKER_AGE_MUST_GE_16');
  }
  if (sent && account.birthDate && bod !== account.birthDate) {
    throw new AppError('BE_BIRTHDAY_MISMATCH');
  }
}

/** The whole resume, after a section merge, through the schema's cross-field rules again. */
export function recheck(merged: unknown): ProfileInput {
  const parsed = ProfileInputSchema.safeParse(merged);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AppError('VALIDATION_FAIL', [
      sectionPath(first.path as (string | number)[]),
      first.message,
    ]);
  }
  return parsed.data;
}

/** No work experience starts or ends after this month. */
export function assertNoFutureExperience(
  input: ProfileInput,
  now: YearMonth,
  at: PathPrefix,
): void {
  const thisMonth = now.year * 12 + now.month;
  input.experienceList.forEach((e, i) => {
    if (e.fromYear * 12 + e.fromMonth > thisMonth) {
      throw new AppError('VALIDATION_FAIL', [
        at(['experienceList', i, 'fromYear']),
        validationMessage('validation.future'),
      ]);
    }
    if (e.toYear != null && e.toMonth != null && e.toYear * 12 + e.toMonth > thisMonth) {
      throw new AppError('VALIDATION_FAIL', [
        at(['experienceList', i, 'toYear']),
        validationMessage('validation.future'),
      ]);
    }
  });
}

/**
 * Every reference option the resume uses exists, a driving licence's origin is the one its
 * option stands for, and every option is active.
 */
export function assertOptionsUsable(
  input: ProfileInput,
  used: UsedOption[],
  states: OptionStates,
  options: WriteOptions,
): void {
  const at = options.at ?? bodyPath;
  for (const u of used) {
    const state = states.get(u.type)?.get(u.id);
    if (!state)
      throw new AppError('VALIDATION_FAIL', [at(u.path), validationMessage('validation.choice')]);
  }
  // A driving licence's origin (1 Macau, 2 inland) is the one its option stands for.
  input.drivingSkillList.forEach((d, i) => {
    const origin = states.get('DRIVING_SKILL')?.get(d.typeDrivingSkillId)?.extraInfo;
    if (origin && origin !== String(d.extraInfo)) {
      throw new AppError('VALIDATION_FAIL', [
        at(['drivingSkillList', i, 'extraInfo']),
        validationMessage('validation.choice'),
      ]);
    }
  });
  for (const u of used) {
    const state = states.get(u.type)!.get(u.id)!;
    if (state.isActive !== 1) {
      throw new AppError('BE_REFERENCE_OPTION_INACTIVE', [
        pickBySuffix(state, options.lang),
        at(u.path),
      ]);
    }
  }
}

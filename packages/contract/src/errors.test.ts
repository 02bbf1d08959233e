import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorMessage, errorStatus, fillPlaceholders } from './errors.ts';
import { EVENT_ERRORS } from './errors-events.ts';
import { INTERVIEW_ERRORS } from './errors-interviews.ts';
import { NOTIFICATION_ERRORS } from './errors-notifications.ts';
import { REGISTRATION_ERRORS } from './errors-registrations.ts';
import { REQUEST_ERRORS } from './errors-request.ts';
import { RESUME_ERRORS } from './errors-resume.ts';
import { VACANCY_ERRORS } from './errors-vacancies.ts';
import { LIMITS } from './limits.ts';
import { AUTHORED_LOCALES } from './locales.ts';
import { rawText } from './texts.ts';

const SPEC_CODES = [
  'Unauthorized',
  'NOT_FOUND',
  'Internal Server Error',
  'INTERNAL_SERVER_ERROR',
  'BAD_REQUEST',
  'VALIDATION_FAIL',
  'BE_ALREADY_INTERVIEW',
  'BE_EXCEED_ACTIVE_INTERVIEW_AMOUNT',
  'BE_PROFILE_NOT_FOUND',
  'BE_PROFILE_MUST_UPDATE',
  'BE_JOBOFFER_INVALID',
  'FILE_SIZE_TOO_LARGE',
  'FILE_TYPE_ILLEGAL',
  'FILE_SIZE_TOO_LARGE_LIMIT_8',
  'BE_CV_MUST_ATTACHED',
  'GENERATE_CV_PDF_ERROR',
  'BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT',
  'BE_CV_EXCEED_MAX',
  'BE_CV_DOWNLOAD_FAIL',
  'BE_NOT_IN_EVENT_DATE_RANGE',
  'CHECK_PERMISSION_FAIL',
  'GRANT_PERMISSION_FAIL',
  'SELECT_FILE_PERMISSION_FAIL',
  'BE_ALREADY_REGISTER_EVENT',
  'BE_SESSION_FULL_BOOKING',
  'BE_EXCEED_EVENT_MAX_APPLY_PER_SEEKER',
  'BE_SEEKER_AGE_MUST_GE_16',
  'BE_EXIST_VALID_JOBSEEK_SERVICE',
  'BE_NO_VALID_JOBSEEK_SERVICE',
  'BE_EXCEED_REFRESH_RECOMMEND_VACANCY_PER_DAY',
  'BE_ALREADY_APPLY_EVENT_VACANCY',
];

describe('error catalogue', () => {
  it('holds every code of spec §8', () => {
    for (const code of SPEC_CODES) expect(ERROR_CODES).toContain(code);
  });

  it('holds each code in one domain only (a repeated code would hide another)', () => {
    const domains = [
      REQUEST_ERRORS,
      RESUME_ERRORS,
      INTERVIEW_ERRORS,
      REGISTRATION_ERRORS,
      EVENT_ERRORS,
      VACANCY_ERRORS,
      NOTIFICATION_ERRORS,
    ];
    const codes = domains.flatMap((domain) => Object.keys(domain));
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
    expect(codes.length).toBe(ERROR_CODES.length);
  });

  it('has a non-empty message in every written language for every code, and a status, distinct per language', () => {
    for (const code of ERROR_CODES) {
      const entry = (locale: string) => rawText(locale, 'errors', code) ?? '';
      for (const locale of AUTHORED_LOCALES)
        expect(entry(locale).trim().length, `${code} ${locale}`).toBeGreaterThan(0);
      expect(entry('pt')).not.toBe(entry('en'));
      expect(entry('zh-Hant')).toMatch(/\p{Script=Han}/u);
      expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
    }
  });

  it('fills placeholders from errorArgs and keeps unfilled ones', () => {
    expect(fillPlaceholders('max {0} of {1}', [8, 'MB'], 'en')).toBe('max 8 of MB');
    expect(fillPlaceholders('max {0} of {1}', [8], 'en')).toBe('max 8 of {1}');
    expect(errorMessage('FILE_SIZE_TOO_LARGE', 'en', [8])).toBe(
      'The file exceeds the limit of 8 MB',
    );
    expect(errorMessage('FILE_SIZE_TOO_LARGE', 'zh-Hant', [8])).toContain('8 MB');
  });

  it('writes numeric errorArgs as the reader’s language writes numbers', () => {
    expect(errorMessage('BE_SALARY_BELOW_MINIMUM', 'pt', [7280, 'mês'])).toBe(
      'O salário pretendido é inferior ao salário mínimo legal: MOP 7.280 por mês',
    );
    expect(errorMessage('BE_VACANCY_SALARY_BELOW_MINIMUM', 'en', [7280, 'month'])).toBe(
      'The salary offered is below the statutory minimum wage: MOP 7,280 per month',
    );
    expect(errorMessage('BE_SALARY_BELOW_MINIMUM', 'zh-Hant', [7280, '月'])).toContain('MOP 7,280');
    // Every message with an argument, in every language: a number is grouped the reader's way.
    const grouped = { 'zh-Hant': '12,345', pt: '12.345', en: '12,345' } as const;
    for (const code of ERROR_CODES) {
      for (const locale of AUTHORED_LOCALES) {
        const template = rawText(locale, 'errors', code) ?? '';
        if (!template.includes('{0}')) continue;
        const message = errorMessage(code, locale, [12345, 12345]);
        expect(message, `${code} ${locale}`).toContain(grouped[locale]);
        expect(message, `${code} ${locale}`).not.toMatch(/\d{5}/);
      }
    }
  });

  it('names the unemployment files’ total limit as LIMITS holds it, in every language', () => {
    const mb = LIMITS.unemploymentTotalMaxBytes / 1024 / 1024;
    for (const locale of AUTHORED_LOCALES)
      expect(errorMessage('FILE_SIZE_TOO_LARGE_LIMIT_8', locale)).toContain(`${mb} MB`);
  });

  it('answers the raw code for an unknown code', () => {
    expect(errorMessage('SOMETHING_NEW', 'pt')).toBe('SOMETHING_NEW');
  });
});

import type { Flag } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { errorText } from '@/shared/lib/error-text.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { checkMinimumSalary } from '../api/check-minimum-salary.ts';
import type { WantedJobValues } from './register-values.ts';

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/**
 * Asks the server whether a wanted job's salary meets the minimum wage of its salary type (spec §3
 * Minimum-salary check). The answer is the server's message when it does not (it states the
 * minimum), null when it does or when the row is not complete enough to ask. Other failures are
 * thrown.
 */
export async function salaryMessage(
  job: WantedJobValues,
  isDisability: Flag,
): Promise<string | null> {
  if (!isId(job.salaryAmount) || !isId(job.typeSalaryId)) return null;
  const textJobTitle = job.textJobTitle.trim();
  try {
    await checkMinimumSalary({
      typeSalaryId: job.typeSalaryId,
      salaryAmount: job.salaryAmount,
      typeJobTitleId: job.typeJobTitleId ?? null,
      textJobTitle: textJobTitle === '' ? null : textJobTitle,
      isDisability,
    });
    return null;
  } catch (error) {
    if (isApiError(error) && error.code === 'BE_SALARY_BELOW_MINIMUM')
      return errorText(error.code, currentLocale(), error.errorArgs);
    throw error;
  }
}

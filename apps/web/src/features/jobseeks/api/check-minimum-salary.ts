import {
  JOBSEEK_ENDPOINTS as E,
  type MinimumSalaryCheck,
  type MinimumSalaryResult,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

/**
 * POST v1/validations/minimumSalary: whether a wanted salary meets the statutory minimum for its
 * salary type; below it the call fails with BE_SALARY_BELOW_MINIMUM, whose message states the
 * minimum.
 */
export function checkMinimumSalary(body: MinimumSalaryCheck): Promise<MinimumSalaryResult> {
  return call(E.minimumSalary, { body }, { quiet: true });
}

import {
  RefuseUnemploymentSchema,
  RequestUnemploymentSupplementSchema,
  type RefuseUnemployment,
  type RequestUnemploymentSupplement,
} from '@vaga/contract';
import { errorsOf } from '@/shared/lib/console-form-checks.ts';

/** A refusal needs its reason (at most 500 characters): the seeker reads it. */
export const checkUnemploymentRefuse = (value: RefuseUnemployment) =>
  errorsOf(RefuseUnemploymentSchema, value);

/** A request for supplements says what is asked, in words (at most 500 characters). */
export const checkUnemploymentSupplement = (value: RequestUnemploymentSupplement) =>
  errorsOf(RequestUnemploymentSupplementSchema, value);

import {
  UNEMPLOYMENT_REASONS,
  UnemploymentSubmitSchema,
  isAfterToday,
  pickBySuffix,
  validationMessage,
  type ApiLanguage,
  type ReferenceType,
  type UnemploymentFields,
  type UnemploymentSubmit,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { OptionLookup } from './unemployment-presenter.ts';
import type { RegistrationChange, RegistrationRow } from './unemployment.repository.ts';

type Fields = Pick<
  RegistrationRow,
  | 'resigned_date'
  | 'company_name'
  | 'job_title_id'
  | 'job_title_text'
  | 'reason_id'
  | 'other_reason'
  | 'salary_amount'
  | 'salary_type_id'
>;

export const EMPTY_FIELDS: Fields = {
  resigned_date: null,
  company_name: null,
  job_title_id: null,
  job_title_text: null,
  reason_id: null,
  other_reason: null,
  salary_amount: null,
  salary_type_id: null,
};

const text = (value: string | null | undefined) => value?.trim() || null;

/** The columns a save changes: a field left out keeps its value, a null clears it. */
export function changeOf(input: UnemploymentFields): RegistrationChange {
  const change: RegistrationChange = {};
  if (input.resignedDate !== undefined) change.resigned_date = input.resignedDate;
  if (input.lastEmployCompanyName !== undefined)
    change.company_name = text(input.lastEmployCompanyName);
  if (input.latestJobObj !== undefined) {
    change.job_title_id = input.latestJobObj?.typeJobTitleId ?? null;
    change.job_title_text = text(input.latestJobObj?.textJobTitle);
  }
  if (input.resignedReasonId !== undefined) change.reason_id = input.resignedReasonId;
  if (input.otherResignedReason !== undefined)
    change.other_reason = text(input.otherResignedReason);
  if (input.lastEmployJobSalaryAmount !== undefined)
    change.salary_amount = input.lastEmployJobSalaryAmount;
  if (input.lastEmployJobSalaryTypeId !== undefined)
    change.salary_type_id = input.lastEmployJobSalaryTypeId;
  return change;
}

/** The stored fields after a change. */
export function merged(row: Fields, change: RegistrationChange): Fields {
  const next = { ...row };
  for (const key of Object.keys(EMPTY_FIELDS) as (keyof Fields)[]) {
    if (change[key] !== undefined) (next as Record<string, unknown>)[key] = change[key];
  }
  return next;
}

/**
 * The whole registration checked for submission: every field by UnemploymentSubmitSchema
 * (VALIDATION_FAIL with the first failing field's path and message), the resigned date not
 * after Macao's `today`. Answers the fields as stored (the other reason only with `other`).
 */
export function checkSubmission(fields: Fields, today: string): Fields {
  const parsed = UnemploymentSubmitSchema.safeParse({
    resignedDate: fields.resigned_date,
    lastEmployCompanyName: fields.company_name,
    latestJobObj: { typeJobTitleId: fields.job_title_id, textJobTitle: fields.job_title_text },
    resignedReasonId: fields.reason_id,
    otherResignedReason: fields.other_reason,
    lastEmployJobSalaryAmount: fields.salary_amount === null ? null : Number(fields.salary_amount),
    lastEmployJobSalaryTypeId: fields.salary_type_id,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue.message.startsWith('validation.')
      ? issue.message
      : validationMessage('validation.invalid');
    throw new AppError('VALIDATION_FAIL', [['body', ...issue.path.map(String)].join('.'), message]);
  }
  const value: UnemploymentSubmit = parsed.data;
  if (isAfterToday(value.resignedDate, today))
    throw new AppError('VALIDATION_FAIL', [
      'body.resignedDate',
      validationMessage('validation.future'),
    ]);
  return {
    ...fields,
    other_reason:
      value.resignedReasonId === UNEMPLOYMENT_REASONS.other ? fields.other_reason : null,
  };
}

/** Unknown options answer VALIDATION_FAIL (choice), disabled ones BE_REFERENCE_OPTION_INACTIVE. */
export async function assertOptionsActive(
  references: OptionLookup,
  fields: Fields,
  lang: ApiLanguage,
): Promise<void> {
  const used: { type: ReferenceType; id: number | null; path: string }[] = [
    { type: 'JOBTITLE', id: fields.job_title_id, path: 'body.latestJobObj.typeJobTitleId' },
    { type: 'SALARYTYPE', id: fields.salary_type_id, path: 'body.lastEmployJobSalaryTypeId' },
  ];
  for (const { type, id, path } of used) {
    if (id === null) continue;
    const [option] = await references.optionsOf(type, [id]);
    if (!option)
      throw new AppError('VALIDATION_FAIL', [path, validationMessage('validation.choice')]);
    if (option.isActive !== 1)
      throw new AppError('BE_REFERENCE_OPTION_INACTIVE', [pickBySuffix(option, lang), path]);
  }
}

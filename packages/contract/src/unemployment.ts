import { z } from 'zod';
import { SALARY_AMOUNT_MAX } from './jobseeks-states.ts';
import {
  boundedInteger,
  codeField,
  dateField,
  optionId,
  requiredText,
  textField,
  validationMessage,
} from './validation.ts';
import {
  UNEMPLOYMENT_FILE_KINDS,
  UNEMPLOYMENT_LIMITS,
  UNEMPLOYMENT_REASONS,
  type UnemploymentReasonId,
} from './unemployment-states.ts';

/**
 * The involuntary-unemployment registration's form and files: the draft's fields, what a
 * submission needs, the uploads. The states and limits are in unemployment-states.ts.
 */

const REASON_IDS = Object.values(UNEMPLOYMENT_REASONS) as [
  UnemploymentReasonId,
  ...UnemploymentReasonId[],
];
/** The latest job (latestJobObj): a JOBTITLE option or a title typed by hand. */
export const LatestJobSchema = z.object({
  typeJobTitleId: optionId().nullish(),
  textJobTitle: textField(UNEMPLOYMENT_LIMITS.jobTitleMax).nullish(),
});
export type LatestJob = z.infer<typeof LatestJobSchema>;

const hasText = (value: string | null | undefined) => value != null && value.trim() !== '';

/** The form's fields; every one may be empty in a draft. */
const draftFields = {
  /** `YYYY-MM-DD`, a Macao day not after today. */
  resignedDate: dateField().nullish(),
  lastEmployCompanyName: textField(UNEMPLOYMENT_LIMITS.companyNameMax).nullish(),
  latestJobObj: LatestJobSchema.nullish(),
  resignedReasonId: codeField(REASON_IDS).nullish(),
  /** Required when the reason is `other`. */
  otherResignedReason: textField(UNEMPLOYMENT_LIMITS.otherReasonMax).nullish(),
  /** The last salary in MOP, a natural number, with its SALARYTYPE option. */
  lastEmployJobSalaryAmount: boundedInteger(1, SALARY_AMOUNT_MAX).nullish(),
  lastEmployJobSalaryTypeId: optionId().nullish(),
};

export const UnemploymentFieldsSchema = z.object(draftFields);
export type UnemploymentFields = z.infer<typeof UnemploymentFieldsSchema>;

/**
 * POST v1/jobseeks/sd. `save` stores the given fields into the open draft (creating it when there
 * is none); a field left out keeps its value, a null clears it. `submit` saves them, then submits
 * the draft as a whole, in one transaction: every field of UnemploymentSubmitSchema is checked
 * (VALIDATION_FAIL with the field's path), the options must be active
 * (BE_REFERENCE_OPTION_INACTIVE), the resigned date must not be after today in Macao
 * (VALIDATION_FAIL, message validation.future), and a separation document must be attached
 * (BE_UNEMPLOYMENT_DOCUMENT_REQUIRED). While a submitted registration is open (1 or 2) the call
 * answers BE_UNEMPLOYMENT_UNDER_REVIEW.
 */
export const UnemploymentSaveSchema = z.object({
  action: z.enum(['save', 'submit']).default('save'),
  ...draftFields,
});
export type UnemploymentSave = z.input<typeof UnemploymentSaveSchema>;

/** What a submission needs: every field filled, and consistent. */
export const UnemploymentSubmitSchema = z
  .object({
    resignedDate: dateField(),
    lastEmployCompanyName: requiredText(UNEMPLOYMENT_LIMITS.companyNameMax),
    latestJobObj: LatestJobSchema,
    resignedReasonId: codeField(REASON_IDS),
    otherResignedReason: textField(UNEMPLOYMENT_LIMITS.otherReasonMax).nullish(),
    lastEmployJobSalaryAmount: boundedInteger(1, SALARY_AMOUNT_MAX),
    lastEmployJobSalaryTypeId: optionId(),
  })
  .superRefine((value, ctx) => {
    if (value.latestJobObj.typeJobTitleId == null && !hasText(value.latestJobObj.textJobTitle))
      ctx.addIssue({
        code: 'custom',
        path: ['latestJobObj', 'typeJobTitleId'],
        message: validationMessage('validation.atLeastOne'),
      });
    if (
      value.resignedReasonId === UNEMPLOYMENT_REASONS.other &&
      !hasText(value.otherResignedReason)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['otherResignedReason'],
        message: validationMessage('validation.required'),
      });
  });
export type UnemploymentSubmit = z.infer<typeof UnemploymentSubmitSchema>;

/** Whether a `YYYY-MM-DD` resigned date is after Macao's `today` (both `YYYY-MM-DD`). */
export function isAfterToday(day: string, today: string): boolean {
  return day > today;
}

/** POST v1/jobseeks/sd/uploads?kind=…: multipart, 1 to filesPerUpload files under any field name. */
export const UnemploymentUploadQuerySchema = z.object({
  kind: z.enum(UNEMPLOYMENT_FILE_KINDS, { error: validationMessage('validation.choice') }),
});
export type UnemploymentUploadQuery = z.infer<typeof UnemploymentUploadQuerySchema>;

/** A stored file of a registration. */
export const UnemploymentAttachmentSchema = z.object({
  /** A UUID; GET v1/jobseeks/sd/attachments/{id} answers its bytes (the owner's only: else 404). */
  id: z.string(),
  kind: z.enum(UNEMPLOYMENT_FILE_KINDS),
  /** The name the seeker's file had, cleaned; the stored name is generated. */
  fileName: z.string(),
  /** By content: application/pdf, image/jpeg or image/png. */
  contentType: z.string(),
  size: z.number().int(),
  /** ISO instant. */
  uploadDate: z.string(),
  /** The supplement request the file answers; null for the form's files and unsent supplements. */
  supplementId: z.number().int().nullable(),
});
export type UnemploymentAttachment = z.infer<typeof UnemploymentAttachmentSchema>;

/** The upload's answer: the files stored (all of the request's, or the call failed). */
export const UnemploymentUploadResultSchema = z.object({
  attachments: z.array(UnemploymentAttachmentSchema),
  /** The registration's total after the upload. */
  totalBytes: z.number().int(),
});
export type UnemploymentUploadResult = z.infer<typeof UnemploymentUploadResultSchema>;

import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { SALARY_AMOUNT_MAX } from './jobseeks-states.ts';
import {
  boundedInteger,
  codeField,
  dateField,
  listField,
  optionId,
  requiredText,
  rowIdParam,
  textField,
  validationMessage,
} from './validation.ts';

/**
 * The involuntary-unemployment registration (spec §2 `/unemployed-info`, `/unemployed-process`,
 * `/unemployed-result`; §3 Unemployment registration; §5 files; §7 Unemployment). A resident who
 * lost a job involuntarily fills the form as a draft kept on the server, uploads the separation
 * document and other proof (PDF, JPG, PNG by content; at most 8 MB in all), checks the answers
 * and submits: the registration gets a reference number and goes to staff review. Staff approve
 * it, refuse it with a reason, or ask for supplements; the seeker answers a request with files and
 * the registration returns to review. Every step is recorded with who did it and when.
 *
 * | state | who acts next | seeker may | staff may |
 * | --- | --- | --- | --- |
 * | draft (0) | the seeker | save, upload, remove a file, submit | (not shown to staff) |
 * | underReview (1) | staff | wait | approve, refuse, ask for supplements |
 * | supplementRequested (2) | the seeker | upload supplement files, send them (→ 1) | (wait) |
 * | approved (3) | nobody | start a new registration | nothing |
 * | refused (4) | nobody | start a new registration | nothing |
 *
 * One registration at a time is open (draft, under review or awaiting supplements): the latest
 * one is the one GET answers. A draft not changed for UNEMPLOYMENT_LIMITS.draftDays days is
 * discarded by the scheduler, files included.
 */
export const UNEMPLOYMENT_STATES = {
  draft: 0,
  underReview: 1,
  supplementRequested: 2,
  approved: 3,
  refused: 4,
} as const;
export type UnemploymentStateName = keyof typeof UNEMPLOYMENT_STATES;
export type UnemploymentState = (typeof UNEMPLOYMENT_STATES)[UnemploymentStateName];

/** Why the last employment ended, involuntarily (resignedReasonId). `other` asks for words. */
export const UNEMPLOYMENT_REASONS = {
  dismissed: 1,
  contractNotRenewed: 2,
  businessClosed: 3,
  redundancy: 4,
  employerBreach: 5,
  other: 9,
} as const;
export type UnemploymentReasonId = (typeof UNEMPLOYMENT_REASONS)[keyof typeof UNEMPLOYMENT_REASONS];
const REASON_IDS = Object.values(UNEMPLOYMENT_REASONS) as [
  UnemploymentReasonId,
  ...UnemploymentReasonId[],
];

/**
 * The kinds of file. `separation`: the document that ended the employment (a dismissal letter,
 * a termination notice); at least one is required to submit. `proof`: other proof (a contract,
 * the last payslip, a social-security record); optional. `supplement`: a file staff asked for.
 */
export const UNEMPLOYMENT_FILE_KINDS = ['separation', 'proof', 'supplement'] as const;
export type UnemploymentFileKind = (typeof UNEMPLOYMENT_FILE_KINDS)[number];

/** The media types a proof file may be, by its content (spec §5: PDF, JPG, PNG). */
export const UNEMPLOYMENT_FILE_MEDIA_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
] as const;

export const UNEMPLOYMENT_LIMITS = {
  /** A draft not changed for this many days is discarded, files included. */
  draftDays: 15,
  /** All the files of one registration, supplements included: at most this many bytes (8 MB). */
  totalMaxBytes: LIMITS.unemploymentTotalMaxBytes,
  totalMaxMegabytes: 8,
  /** Files one upload request may carry; they are stored all or none. */
  filesPerUpload: 5,
  /** Files one registration may hold, supplements included. */
  filesPerRegistration: 20,
  /** Attachments one supplements call may send. */
  supplementFiles: 10,
  companyNameMax: 200,
  jobTitleMax: 100,
  otherReasonMax: 200,
  /** A staff text: a refusal reason, a supplement request; and the seeker's supplement remark. */
  staffTextMax: 500,
  fileNameMax: 255,
} as const;

/**
 * Whether the files of a registration fit its limit (spec §5 "total file size max 8 MB": at most
 * 8 MB). The server and the web app both decide with it.
 */
export function fitsUnemploymentTotal(totalBytes: number): boolean {
  return totalBytes <= UNEMPLOYMENT_LIMITS.totalMaxBytes;
}

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

export const UNEMPLOYMENT_ACTIONS = [
  'submitted',
  'supplementRequested',
  'supplemented',
  'approved',
  'refused',
] as const;
export type UnemploymentAction = (typeof UNEMPLOYMENT_ACTIONS)[number];

/** One step of the registration's history. */
export const UnemploymentHistoryEntrySchema = z.object({
  action: z.enum(UNEMPLOYMENT_ACTIONS),
  actionDesc: z.string(),
  /** ISO instant. */
  at: z.string(),
  actor: z.enum(['seeker', 'staff', 'system']),
  /** The staff account's name in the console; null on the seeker's side. */
  actorName: z.string().nullable(),
  /** A refusal reason, a supplement request, the seeker's supplement remark; else null. */
  detail: z.string().nullable(),
});
export type UnemploymentHistoryEntry = z.infer<typeof UnemploymentHistoryEntrySchema>;

/** A request for more documents, and the files that answered it. */
export const UnemploymentSupplementSchema = z.object({
  id: z.number().int(),
  /** What staff ask for, in their words. */
  request: z.string(),
  requestedAt: z.string(),
  /** ISO instant the seeker sent the files; null while it is open. */
  answeredAt: z.string().nullable(),
  remark: z.string().nullable(),
  attachments: z.array(UnemploymentAttachmentSchema),
});
export type UnemploymentSupplement = z.infer<typeof UnemploymentSupplementSchema>;

/** Display names of the registration's choices, in the request's language. */
export const UnemploymentLabelsSchema = z.object({
  resignedReason: z.string().nullable(),
  latestJob: z.string().nullable(),
  salaryType: z.string().nullable(),
});

/** The registration as its seeker sees it. */
export const UnemploymentRegistrationSchema = z.object({
  id: z.number().int(),
  state: z.number().int(),
  stateDesc: z.string(),
  /** `SD` + Macao day + `-` + sequence, given at submission; null for a draft. */
  referenceNo: z.string().nullable(),
  resignedDate: z.string().nullable(),
  lastEmployCompanyName: z.string().nullable(),
  latestJobObj: z
    .object({ typeJobTitleId: z.number().int().nullable(), textJobTitle: z.string().nullable() })
    .nullable(),
  resignedReasonId: z.number().int().nullable(),
  otherResignedReason: z.string().nullable(),
  lastEmployJobSalaryAmount: z.number().int().nullable(),
  lastEmployJobSalaryTypeId: z.number().int().nullable(),
  labels: UnemploymentLabelsSchema,
  /** Every file: the form's, the answered supplements' and the unsent supplement files. */
  attachments: z.array(UnemploymentAttachmentSchema),
  totalBytes: z.number().int(),
  maxTotalBytes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A draft's last day to be resumed (ISO instant); null once submitted. */
  draftExpiresAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
  /** The request waiting for the seeker's files (state 2), else null. */
  openSupplement: UnemploymentSupplementSchema.nullable(),
  history: z.array(UnemploymentHistoryEntrySchema),
});
export type UnemploymentRegistration = z.infer<typeof UnemploymentRegistrationSchema>;

/** GET v1/jobseeks/sd: the seeker's latest registration, or null when there is none. */
export const UnemploymentCurrentSchema = z.object({
  registration: UnemploymentRegistrationSchema.nullable(),
});
export type UnemploymentCurrent = z.infer<typeof UnemploymentCurrentSchema>;

/** GET v1/jobseeks/sd/supplements: the latest registration's requests, newest first. */
export const UnemploymentSupplementListSchema = z.object({
  supplementList: z.array(UnemploymentSupplementSchema),
  /** Supplement files uploaded and not yet sent. */
  pendingAttachments: z.array(UnemploymentAttachmentSchema),
});
export type UnemploymentSupplementList = z.infer<typeof UnemploymentSupplementListSchema>;

/**
 * POST v1/jobseeks/sd/supplements: answers the open request with supplement files uploaded
 * before (kind `supplement`), and an optional remark; the registration returns to review.
 * Without an open request: BE_UNEMPLOYMENT_STATE_INVALID. An id that is not one of the seeker's
 * unsent supplement files: 404 NOT_FOUND.
 */
export const UnemploymentSupplementsInputSchema = z.object({
  supplementList: listField(
    z.object({ attachmentId: z.uuid({ error: validationMessage('validation.invalid') }) }),
    UNEMPLOYMENT_LIMITS.supplementFiles,
  )
    .min(1, { error: validationMessage('validation.required') })
    .refine((list) => new Set(list.map((item) => item.attachmentId)).size === list.length, {
      error: validationMessage('validation.duplicate'),
    }),
  remark: textField(UNEMPLOYMENT_LIMITS.staffTextMax).nullish(),
});
export type UnemploymentSupplementsInput = z.input<typeof UnemploymentSupplementsInputSchema>;

export const UnemploymentAttachmentParamsSchema = z.object({
  id: z.uuid({ error: validationMessage('validation.invalid') }),
});

/** The console's registration id. */
export const UnemploymentParamsSchema = z.object({ id: rowIdParam() });

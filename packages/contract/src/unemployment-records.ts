import { z } from 'zod';
import { listField, rowIdParam, textField, validationMessage } from './validation.ts';
import { UNEMPLOYMENT_LIMITS } from './unemployment-states.ts';
import { UnemploymentAttachmentSchema } from './unemployment.ts';

/** The registration as its seeker and staff see it: history, requests for documents, labels. */

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

import { z } from 'zod';
import { richText } from './rich-text.ts';
import { PageQuerySchema, pageSchema } from './common.ts';
import { requiredText, rowIdParam, validationMessage } from './validation.ts';
import { JOB_SEEK_TEXT_MAX, type JobSeekRecordStatus } from './jobseeks-states.ts';
import { JobAssistanceLabelsSchema } from './jobseeks.ts';

/** The seeker's registrations as records, with their history; staff's reasons. */

/** GET v1/jobseeks: the seeker's records, newest first. */
export const JobSeekListQuerySchema = PageQuerySchema.extend({
  /** Comma-separated or repeated 1 / 2; absent = both. */
  jobSeekStatusList: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value : value ? [value] : [])
        .flatMap((v) => v.split(','))
        .filter((v) => v !== '');
      if (parts.some((p) => p !== '1' && p !== '2')) {
        ctx.addIssue({ code: 'custom', message: validationMessage('validation.invalid') });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))] as JobSeekRecordStatus[];
    }),
});
export type JobSeekListQuery = z.input<typeof JobSeekListQuerySchema>;

/** Who did something to a registration. */
export const JOB_SEEK_ACTORS = ['seeker', 'staff', 'system'] as const;

/** One step of a registration's history, shown on the record. */
export const JobSeekHistoryEntrySchema = z.object({
  /** 'registered' | 'updated' | 'approved' | 'refused' | 'referred' | 'closed' | 'expired'. */
  action: z.string(),
  actionDesc: z.string(),
  at: z.string(),
  actor: z.enum(JOB_SEEK_ACTORS),
  /** A reason, the result, or the vacancies referred, in words. */
  detail: z.string().nullable(),
});
export type JobSeekHistoryEntry = z.infer<typeof JobSeekHistoryEntrySchema>;

/** A record card (spec §3 Job-seek record). */
export const JobSeekRecordSchema = z.object({
  jobSeekId: z.number().int(),
  jobSeekName: z.string(),
  /** Application number, unique and readable: `JS` + Macao day + `-` + sequence. */
  entNo: z.string(),
  entDate: z.string(),
  jobMatchCount: z.number().int(),
  jobSeekStatus: z.number().int(),
  state: z.number().int(),
  statusDesc: z.string(),
  /** The first wanted job and its salary as a label in the request's language (`$7,280/月`). */
  textJobTitle: z.string(),
  salaryAmount: z.string(),
  /** That salary as a number in MOP (null without a wanted job): what the app formats. */
  salary: z.number().int().nullable(),
  /** The short unit of that salary in the request's language (`月`, `mês`), '' without one. */
  salaryTypeName: z.string(),
  /** How it ended (closed, refused, expired), else ''. */
  jobSeekResult: z.string(),
  /** The day the registration became valid, null before. */
  startDate: z.string().nullable(),
  validUntil: z.string().nullable(),
  isShowCardRemark: z.boolean(),
  /** Rich text, sanitized on the server. */
  cardRemark: richText(),
});
export type JobSeekRecord = z.infer<typeof JobSeekRecordSchema>;
export const JobSeekRecordPageSchema = pageSchema(JobSeekRecordSchema);

/** GET v1/jobseeks/{id}: one record (another seeker's answers 404). */
export const JobSeekRecordDetailSchema = JobSeekRecordSchema.extend({
  isShowDetailsRemark: z.boolean(),
  detailsRemark: richText(),
  remark: z.string(),
  labels: JobAssistanceLabelsSchema,
  history: z.array(JobSeekHistoryEntrySchema),
});
export type JobSeekRecordDetail = z.infer<typeof JobSeekRecordDetailSchema>;

export const JobSeekParamsSchema = z.object({ id: rowIdParam() });

/** Staff texts shared by the console actions. */
export const staffReason = () => requiredText(JOB_SEEK_TEXT_MAX.reason);

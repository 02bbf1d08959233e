import { z } from 'zod';
import { richText } from './rich-text.ts';
import { FlagSchema, PageQuerySchema, pageSchema } from './common.ts';
import {
  boundedInteger,
  flagField,
  listField,
  optionId,
  requiredText,
  rowIdParam,
  textField,
  validationMessage,
} from './validation.ts';

/**
 * The job-seeking registration (the referral service; spec §2 `/referral-service`,
 * `/cv-form/update-register`, §3 Registration profile and Job-seek record, §4 registration info
 * and record status, §5, §7 Job seeks). A resident registers for the service's help; staff
 * process the registration (processing → valid, or refused), refer the seeker to vacancies while
 * it is valid, and close it with a result (completed). A valid registration expires at the end
 * of its validity (a scheduler job). The seeker follows every registration as a record.
 *
 * | status | record (jobSeekStatusList) | may the seeker change it (PUT) | may staff refer |
 * | --- | --- | --- | --- |
 * | processing (1): waiting for staff | 1 in progress | no: under review | no |
 * | valid (2): approved, until validUntil | 1 in progress | yes | yes |
 * | expired (3): validity ended | 2 completed | no: register again (POST) | no |
 * | refused (4): staff refused it, with a reason | 2 completed | no: register again (POST) | no |
 * | completed (5): staff closed it with a result | 2 completed | no: register again (POST) | no |
 *
 * One registration at a time is current (processing or valid): a second POST answers
 * BE_EXIST_VALID_JOBSEEK_SERVICE; actions that need one answer BE_NO_VALID_JOBSEEK_SERVICE.
 */
export const JOB_SEEK_STATES = {
  processing: 1,
  valid: 2,
  expired: 3,
  refused: 4,
  completed: 5,
} as const;
export type JobSeekStateName = keyof typeof JOB_SEEK_STATES;
export type JobSeekState = (typeof JOB_SEEK_STATES)[JobSeekStateName];

/** The record tabs (spec §3 jobSeekStatusList): 1 in progress, 2 completed. */
export const JOB_SEEK_RECORD_STATUS = { inProgress: 1, completed: 2 } as const;
export type JobSeekRecordStatus =
  (typeof JOB_SEEK_RECORD_STATUS)[keyof typeof JOB_SEEK_RECORD_STATUS];

export function recordStatusOf(state: JobSeekState): JobSeekRecordStatus {
  return state === JOB_SEEK_STATES.processing || state === JOB_SEEK_STATES.valid
    ? JOB_SEEK_RECORD_STATUS.inProgress
    : JOB_SEEK_RECORD_STATUS.completed;
}

/** How a closed registration ended (staff choose one when closing). */
export const JOB_SEEK_RESULTS = {
  hiredThroughReferral: 1,
  foundJobOwn: 2,
  withdrawn: 3,
  unreachable: 4,
  other: 9,
} as const;
export type JobSeekResultId = (typeof JOB_SEEK_RESULTS)[keyof typeof JOB_SEEK_RESULTS];

/** The employment status (EMPLOYMENT_STATUS) that asks for the unemployed option, year and month. */
export const EMPLOYMENT_STATUS_UNEMPLOYED = 2;

/** Notification methods and types a seeker chooses (shown as labels; names in the options call). */
export const NOTIFICATION_METHODS = { sms: 1, email: 2, app: 3 } as const;
export const NOTIFICATION_TYPES = { referrals: 1, recommendations: 2, events: 3 } as const;
const METHOD_IDS = Object.values(NOTIFICATION_METHODS);
const TYPE_IDS = Object.values(NOTIFICATION_TYPES);

export const JOB_SEEK_TEXT_MAX = {
  latestJobTitle: 100,
  otherRegReason: 200,
  jobDetailRequest: 500,
  jobTitle: 100,
  /** Staff texts: a reason, a card remark, a detail remark (rich text). */
  reason: 500,
  cardRemark: 200,
  detailsRemark: 1000,
} as const;

export const JOB_SEEK_LIST_MAX = {
  locations: 12,
  jobTitles: 3,
  /** Vacancies one referral may name. */
  referral: 10,
} as const;

/** A salary amount in MOP: a natural number. */
export const SALARY_AMOUNT_MAX = 9_999_999;
const salaryAmount = () => boundedInteger(1, SALARY_AMOUNT_MAX);

const hasText = (value: string | null | undefined) => value != null && value.trim() !== '';

/** A wanted job: a JOBTITLE option or a title typed by hand (one is required), with its salary. */
export const JobSeekJobTitleSchema = z
  .object({
    typeJobTitleId: optionId().nullish(),
    textJobTitle: textField(JOB_SEEK_TEXT_MAX.jobTitle).nullish(),
    salaryAmount: salaryAmount(),
    typeSalaryId: optionId(),
  })
  .refine((j) => j.typeJobTitleId != null || hasText(j.textJobTitle), {
    path: ['typeJobTitleId'],
    error: validationMessage('validation.atLeastOne'),
  });
export type JobSeekJobTitle = z.infer<typeof JobSeekJobTitleSchema>;

export const JobSeekLocationSchema = z.object({ typeJobSeekLocationId: optionId() });

const idList = (ids: readonly number[], max: number) =>
  listField(
    z.union(
      ids.map((id) => z.literal(id)) as unknown as [
        z.ZodLiteral<number>,
        ...z.ZodLiteral<number>[],
      ],
      { error: validationMessage('validation.choice') },
    ),
    max,
  ).refine((list) => new Set(list).size === list.length, {
    error: validationMessage('validation.duplicate'),
  });

/**
 * The registration profile (spec §3), as POSTed and PUT. The server checks besides: every option
 * exists and is active (BE_REFERENCE_OPTION_INACTIVE), the unemployed year and month are not in
 * the future, and each wanted salary meets the minimum wage (BE_SALARY_BELOW_MINIMUM) unless the
 * seeker's resume declares a disability.
 */
export const JobAssistanceInputSchema = z
  .object({
    typeEmploymentStatusId: optionId(),
    /** Required when unemployed (EMPLOYMENT_STATUS_UNEMPLOYED), else null. */
    typeUnemployedId: optionId().nullish(),
    unemployedYear: boundedInteger(1950, 2200).nullish(),
    unemployedMonth: boundedInteger(1, 12).nullish(),
    latestJobTitleText: textField(JOB_SEEK_TEXT_MAX.latestJobTitle).nullish(),
    latestJobSalaryAmount: boundedInteger(0, SALARY_AMOUNT_MAX).nullish(),
    latestJobSalaryTypeId: optionId().nullish(),
    typeRegReasonId: optionId(),
    /** Required when the reason is the OTHER option of REG_REASON. */
    otherRegReason: textField(JOB_SEEK_TEXT_MAX.otherRegReason).nullish(),
    /** A SHIFT option. */
    canShift: optionId(),
    jobSeekLocationList: listField(JobSeekLocationSchema, JOB_SEEK_LIST_MAX.locations).min(1, {
      error: validationMessage('validation.required'),
    }),
    jobDetailRequest: textField(JOB_SEEK_TEXT_MAX.jobDetailRequest).nullish(),
    jobSeekJobTitleList: listField(JobSeekJobTitleSchema, JOB_SEEK_LIST_MAX.jobTitles).min(1, {
      error: validationMessage('validation.required'),
    }),
    /** need{product}RecommendVacancy: receive recommended vacancies. */
    needVagaRecommendVacancy: flagField(),
    notificationMethodList: idList(METHOD_IDS, METHOD_IDS.length).default([]),
    notificationTypeList: idList(TYPE_IDS, TYPE_IDS.length).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.typeEmploymentStatusId === EMPLOYMENT_STATUS_UNEMPLOYED) {
      for (const key of ['typeUnemployedId', 'unemployedYear', 'unemployedMonth'] as const) {
        if (value[key] == null)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: validationMessage('validation.required'),
          });
      }
    }
    if (value.latestJobSalaryAmount != null && value.latestJobSalaryTypeId == null)
      ctx.addIssue({
        code: 'custom',
        path: ['latestJobSalaryTypeId'],
        message: validationMessage('validation.required'),
      });
    const locations = value.jobSeekLocationList.map((l) => l.typeJobSeekLocationId);
    if (new Set(locations).size !== locations.length)
      ctx.addIssue({
        code: 'custom',
        path: ['jobSeekLocationList'],
        message: validationMessage('validation.duplicate'),
      });
  });
export type JobAssistanceInput = z.input<typeof JobAssistanceInputSchema>;
export type JobAssistanceValues = z.infer<typeof JobAssistanceInputSchema>;

/** Display names of the registration's choices, in the request's language. */
export const JobAssistanceLabelsSchema = z.object({
  employmentStatus: z.string(),
  unemployed: z.string().nullable(),
  latestJobSalaryType: z.string().nullable(),
  regReason: z.string(),
  shift: z.string(),
  locations: z.array(z.string()),
  jobTitles: z.array(
    z.object({ jobTitle: z.string(), salaryAmount: z.number().int(), salaryType: z.string() }),
  ),
  notificationMethods: z.array(z.string()),
  notificationTypes: z.array(z.string()),
});

/** GET jobassistance: the seeker's latest registration (404 NOT_FOUND when there is none). */
export const JobAssistanceSchema = z.object({
  jobSeekId: z.number().int(),
  entNo: z.string(),
  /** ISO instant of the registration. */
  entDate: z.string(),
  state: z.number().int(),
  stateDesc: z.string(),
  /** 1 while the registration is processing or valid (spec §4). */
  currentJobSeekIsValid: FlagSchema,
  /** Macao days `YYYY-MM-DD`; null until staff approve it. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  profile: z.object({
    typeEmploymentStatusId: z.number().int(),
    typeUnemployedId: z.number().int().nullable(),
    unemployedYear: z.number().int().nullable(),
    unemployedMonth: z.number().int().nullable(),
    latestJobTitleText: z.string().nullable(),
    latestJobSalaryAmount: z.number().int().nullable(),
    latestJobSalaryTypeId: z.number().int().nullable(),
    typeRegReasonId: z.number().int(),
    otherRegReason: z.string().nullable(),
    canShift: z.number().int(),
    jobSeekLocationList: z.array(JobSeekLocationSchema),
    jobDetailRequest: z.string().nullable(),
    jobSeekJobTitleList: z.array(
      z.object({
        typeJobTitleId: z.number().int().nullable(),
        textJobTitle: z.string().nullable(),
        salaryAmount: z.number().int(),
        typeSalaryId: z.number().int(),
      }),
    ),
    needVagaRecommendVacancy: FlagSchema,
    notificationMethodList: z.array(z.number().int()),
    notificationTypeList: z.array(z.number().int()),
  }),
  labels: JobAssistanceLabelsSchema,
});
export type JobAssistance = z.infer<typeof JobAssistanceSchema>;

/** POST / PUT jobassistance answer: the registration as stored. */
export const JobAssistanceSavedSchema = z.object({
  jobSeekId: z.number().int(),
  entNo: z.string(),
});

/** GET jobassistance/options: what the form and the registration-info card need. */
export const JobAssistanceOptionsSchema = z.object({
  selfJobSeekOption: z.object({
    /** 1 hides the card's update button: the current registration is under review. */
    disableCreateUpdate: FlagSchema,
    /** The update-needed hint is enabled (configurable). */
    showUpdateTip: FlagSchema,
  }),
  notificationMethods: z.array(z.object({ id: z.number().int(), name: z.string() })),
  notificationTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Whether the seeker's resume declares a disability (the minimum wage does not apply). */
  isDisability: FlagSchema,
  /** Validity of an approved registration, in days. */
  validityDays: z.number().int(),
});
export type JobAssistanceOptions = z.infer<typeof JobAssistanceOptionsSchema>;

/** POST v1/validations/minimumSalary (spec §3 Minimum-salary check). */
export const MinimumSalaryCheckSchema = z.object({
  typeSalaryId: optionId(),
  salaryAmount: salaryAmount(),
  typeJobTitleId: optionId().nullish(),
  textJobTitle: textField(JOB_SEEK_TEXT_MAX.jobTitle).nullish(),
  isDisability: FlagSchema.default(0),
});
export type MinimumSalaryCheck = z.input<typeof MinimumSalaryCheckSchema>;

/**
 * The check's answer when the salary is acceptable: the minimum in force for the type (null when
 * none applies). Below it the call answers 400 BE_SALARY_BELOW_MINIMUM, errorArgs
 * [the minimum as a number, salary type name]; the reader's side formats the number.
 */
export const MinimumSalaryResultSchema = z.object({
  minimumAmount: z.number().int().nullable(),
  exempt: z.boolean(),
});
export type MinimumSalaryResult = z.infer<typeof MinimumSalaryResultSchema>;

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

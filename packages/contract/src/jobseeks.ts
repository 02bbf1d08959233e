import { z } from 'zod';
import { FlagSchema } from './common.ts';
import {
  boundedInteger,
  flagField,
  listField,
  optionId,
  textField,
  validationMessage,
} from './validation.ts';
import {
  EMPLOYMENT_STATUS_UNEMPLOYED,
  JOB_SEEK_LIST_MAX,
  JOB_SEEK_TEXT_MAX,
  NOTIFICATION_METHODS,
  NOTIFICATION_TYPES,
  SALARY_AMOUNT_MAX,
} from './jobseeks-states.ts';

/**
 * The job-seeking registration's form: what the seeker sends, its labels and options, the
 * minimum-salary check. The states and their table are in jobseeks-states.ts.
 */

const METHOD_IDS = Object.values(NOTIFICATION_METHODS);
const TYPE_IDS = Object.values(NOTIFICATION_TYPES);
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

import { z } from 'zod';
import { PageQuerySchema, pageSchema } from './common.ts';
import { macaoPhoneField } from './phone.ts';
import { DE } from './paths.ts';
import { VacancyRequirementsSchema } from './fit-requirements.ts';
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
 * Vacancies from real employers. An employer's vacancy is a **posting**: the
 * employer's working copy of every field a seeker sees, with its state. Staff review each
 * submitted posting; approval publishes it as a job offer (`jobOfferId`), the vacancy seekers list,
 * search and book. A published vacancy edited goes back to review as a **revision** while the
 * published version stays listed until the revision is approved.
 *
 * Employer routes: employers only, and only their own postings (another employer's id answers
 * 404). Staff routes: staff only. Every action is recorded with who, when and why.
 */
export const POSTING_PATHS = {
  /** GET the employer's postings; POST a new one. */
  consolePostings: `${DE}/v1/console/postings`,
  /** GET one (employer: own; staff: any); PUT replaces its fields (employer). */
  consolePosting: `${DE}/v1/console/postings/:id`,
  consolePostingWithdraw: `${DE}/v1/console/postings/:id/withdraw`,
  consolePostingRenew: `${DE}/v1/console/postings/:id/renew`,
  /** Staff: the review queue, oldest submission first. */
  consolePostingReviews: `${DE}/v1/console/posting-reviews`,
  consolePostingApprove: `${DE}/v1/console/postings/:id/approve`,
  consolePostingReturn: `${DE}/v1/console/postings/:id/return`,
  /** Staff remove a published vacancy (posted or seeded) with a reason. */
  consoleJobOfferRemove: `${DE}/v1/console/joboffers/:id/remove`,
} as const;

export const POSTING_LIMITS = {
  titleMax: 100,
  shortTextMax: 200,
  textMax: 2000,
  contactNameMax: 50,
  hashtagsMax: 5,
  hashtagMax: 20,
  positionsMax: 999,
  experienceYearsMax: 50,
  /** The applicant cap: most active interview requests at once. */
  interviewCapMax: 999,
  reasonMax: 500,
  /** A published vacancy may be renewed in its last days of validity, or once expired. */
  renewWindowDays: 30,
} as const;

/**
 * The state of a posting as its employer sees it:
 * - DRAFT: saved, not submitted; PENDING: waiting for review; RETURNED: staff returned it with a
 *   reason, the employer may fix and resubmit;
 * - PUBLISHED: listed (see `revision` for a change under way and `hidden` for reports);
 * - EXPIRED: published, past its four months (renewable); WITHDRAWN: by the employer; REMOVED:
 *   by staff, with a reason.
 */
export const POSTING_STATUSES = [
  'DRAFT',
  'PENDING',
  'RETURNED',
  'PUBLISHED',
  'EXPIRED',
  'WITHDRAWN',
  'REMOVED',
] as const;
export type PostingStatus = (typeof POSTING_STATUSES)[number];

/** A change to a published vacancy: saved, waiting for review, or returned. */
export const POSTING_REVISIONS = ['DRAFT', 'PENDING', 'RETURNED'] as const;
export type PostingRevision = (typeof POSTING_REVISIONS)[number];

/** What a history entry records. */
export const POSTING_ACTIONS = [
  'CREATED',
  'SAVED',
  'SUBMITTED',
  'APPROVED',
  'RETURNED',
  'WITHDRAWN',
  'RENEWED',
  'REMOVED',
  'HIDDEN',
  'SHOWN',
] as const;
export type PostingAction = (typeof POSTING_ACTIONS)[number];

export const PostingParamsSchema = z.object({ id: rowIdParam() });

const hashtag = () =>
  requiredText(POSTING_LIMITS.hashtagMax).refine((tag) => !/[#\s,]/.test(tag), {
    error: validationMessage('validation.invalid'),
  });
const hashtags = () => listField(hashtag(), POSTING_LIMITS.hashtagsMax).default([]);

/** A text in Chinese, with optional Portuguese and English versions. */
const texts = (max: number, cnRequired = true) =>
  z.object(
    {
      cn: cnRequired ? requiredText(max) : textField(max).default(''),
      pt: textField(max).default(''),
      en: textField(max).default(''),
    },
    { error: validationMessage('validation.required') },
  );

/**
 * Every field of a vacancy a seeker sees. The title is a JOBTITLE option (`typeJobTitleId`,
 * its names become the titles) or typed (`title.cn` required then); a typed title wins over the
 * option's names. Portuguese and English texts left empty show the Chinese one. The salary may
 * not be below the statutory minimum for its type (BE_VACANCY_SALARY_BELOW_MINIMUM).
 * `maxActiveInterviews` is the applicant cap (null: none of its own). `requirements` are the
 * optional structured requirements of skill fit (languages with levels, driving licences, skills,
 * from the resume's reference options); none when left out.
 */
export const PostingValuesSchema = z
  .object({
    typeJobTitleId: optionId().nullable().default(null),
    title: texts(POSTING_LIMITS.titleMax, false),
    categoryGroupId: optionId(),
    categoryId: optionId(),
    salaryAmount: boundedInteger(1, 10_000_000),
    typeSalaryId: optionId(),
    typeEducationId: optionId().nullable().default(null),
    experienceRequiredYears: boundedInteger(0, POSTING_LIMITS.experienceYearsMax),
    experience: texts(POSTING_LIMITS.textMax, false),
    workingArea: texts(POSTING_LIMITS.shortTextMax),
    workingTime: texts(POSTING_LIMITS.shortTextMax),
    description: texts(POSTING_LIMITS.textMax),
    additionalMessage: texts(POSTING_LIMITS.textMax, false),
    hashtags: z.object({ cn: hashtags(), pt: hashtags(), en: hashtags() }),
    needCv: flagField(),
    positions: boundedInteger(1, POSTING_LIMITS.positionsMax),
    contactName: texts(POSTING_LIMITS.contactNameMax),
    contactPhone: macaoPhoneField(),
    maxActiveInterviews: boundedInteger(1, POSTING_LIMITS.interviewCapMax).nullable().default(null),
    requirements: VacancyRequirementsSchema.default({
      languages: [],
      drivingSkillIds: [],
      skillIds: [],
    }),
  })
  .superRefine((v, ctx) => {
    if (v.typeJobTitleId === null && v.title.cn === '')
      ctx.addIssue({
        code: 'custom',
        path: ['title', 'cn'],
        message: validationMessage('validation.required'),
      });
  });
export type PostingValuesInput = z.input<typeof PostingValuesSchema>;
export type PostingValues = z.output<typeof PostingValuesSchema>;

/** POST/PUT postings: the fields, and whether to submit them for review now (else a draft). */
export const PostingInputSchema = z.object({
  values: PostingValuesSchema,
  submit: z.boolean().default(false),
});
export type PostingInput = z.input<typeof PostingInputSchema>;

/** Staff return a posting, or remove a vacancy: the reason the employer sees. */
export const PostingReasonInputSchema = z.object({
  reason: requiredText(POSTING_LIMITS.reasonMax),
});

/** GET postings (employer): by status, newest change first. */
export const PostingListQuerySchema = PageQuerySchema.extend({
  status: z.enum(POSTING_STATUSES).optional(),
});

/** One posting in the employer's list. */
export const PostingSummarySchema = z.object({
  id: z.number().int(),
  jobOfferId: z.number().int().nullable(),
  /** In the caller's language (Chinese when that text is empty). */
  title: z.string(),
  status: z.enum(POSTING_STATUSES),
  revision: z.enum(POSTING_REVISIONS).nullable(),
  /** Published, but hidden from lists after reports until staff decide. */
  hidden: z.boolean(),
  publishDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  updatedAt: z.string(),
  /** Interview requests of the vacancy: all, and those waiting for the employer's answer. */
  requestCount: z.number().int().min(0),
  waitingCount: z.number().int().min(0),
  /** Whether renew is open now. */
  renewable: z.boolean(),
});
export type PostingSummary = z.infer<typeof PostingSummarySchema>;
export const PostingPageSchema = pageSchema(PostingSummarySchema);

export const PostingHistoryEntrySchema = z.object({
  action: z.enum(POSTING_ACTIONS),
  at: z.string(),
  actorRole: z.enum(['employer', 'staff', 'system']),
  /** The staff or employer account's name as the console shows it; null for the system. */
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type PostingHistoryEntry = z.infer<typeof PostingHistoryEntrySchema>;

/** GET postings/{id}: the working copy, the published version when it differs, the history. */
export const PostingDetailSchema = PostingSummarySchema.extend({
  employerId: z.number().int(),
  employerName: z.string(),
  values: PostingValuesSchema,
  /** The listed version while a revision is under way (null otherwise). */
  publishedValues: PostingValuesSchema.nullable(),
  /** Why staff last returned it (while RETURNED or a returned revision). */
  returnReason: z.string().nullable(),
  /** Why staff removed it (REMOVED). */
  removalReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  history: z.array(PostingHistoryEntrySchema),
});
export type PostingDetail = z.infer<typeof PostingDetailSchema>;

/** GET posting-reviews (staff): waiting for review, oldest submission first. */
export const PostingReviewSchema = z.object({
  id: z.number().int(),
  jobOfferId: z.number().int().nullable(),
  title: z.string(),
  employerName: z.string(),
  /** NEW: never published; EDIT: a revision of a published vacancy. */
  kind: z.enum(['NEW', 'EDIT']),
  submittedAt: z.string(),
});
export type PostingReview = z.infer<typeof PostingReviewSchema>;
export const PostingReviewPageSchema = pageSchema(PostingReviewSchema);

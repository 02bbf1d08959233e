import { Route, Routes } from 'react-router';
import {
  buildPath,
  PATHS,
  POSTING_PATHS,
  REPORT_PATHS,
  type JobClass,
  type PostingDetail,
  type PostingReview,
  type PostingValues,
  type ReferenceOption,
  type ReportedJobOffer,
  type ReportedJobOfferDetail,
} from '@vaga/contract';
import { json } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ConsoleVacancyReportPage } from '@/features/reports/console/console-vacancy-report-page.tsx';
import { ConsoleVacancyReportsPage } from '@/features/reports/console/console-vacancy-reports-page.tsx';
import { ConsoleVacancyReviewPage } from '@/features/postings/console/console-vacancy-review-page.tsx';
import { ConsoleVacancyReviewsPage } from '@/features/postings/console/console-vacancy-reviews-page.tsx';

export const POSTING_ID = 41;
export const JOB_OFFER_ID = 9001;
export const postingPath = buildPath(POSTING_PATHS.consolePosting, { id: POSTING_ID });
export const approvePath = buildPath(POSTING_PATHS.consolePostingApprove, { id: POSTING_ID });
export const returnPath = buildPath(POSTING_PATHS.consolePostingReturn, { id: POSTING_ID });
export const removePath = buildPath(POSTING_PATHS.consoleJobOfferRemove, { id: JOB_OFFER_ID });
export const reportPath = buildPath(REPORT_PATHS.consoleReport, { id: JOB_OFFER_ID });
export const dismissPath = buildPath(REPORT_PATHS.consoleReportDismiss, { id: JOB_OFFER_ID });

function option(id: number, name: string): ReferenceOption {
  return { id, name, nameCn: name, namePt: name, nameEn: name, isActive: 1, extraInfo: null };
}

/** The reference options and job classes the values' names come from. */
export const lookupHandlers = {
  [`GET ${PATHS.references}`]: () =>
    json({
      JOBTITLE: [option(10101, 'Cook')],
      SALARYTYPE: [option(1, 'month'), option(2, 'hour')],
      EDUCATION: [option(4, 'Senior secondary')],
      LANGUAGE: [option(1, 'Japanese')],
      LANGUAGE_LEVEL: [option(1, 'None'), option(2, 'Basic'), option(3, 'Good')],
      DRIVING_SKILL: [option(2, 'Macao class B')],
      SKILL: [option(2, 'Food hygiene certificate'), option(14, 'Barista certificate')],
    }),
  [`GET ${PATHS.localVacancyCatalog}`]: () =>
    json([
      {
        id: 3,
        groupId: 3,
        icon: 'food',
        name: 'Food and drink',
        metaDatas: [],
        subCategories: [{ id: 301, groupId: 3, name: 'Cooks', metaDatas: [] }],
      },
    ] satisfies JobClass[]),
};

export function postingValues(overrides: Partial<PostingValues> = {}): PostingValues {
  return {
    typeJobTitleId: null,
    title: { cn: '西廚廚師', pt: '', en: 'Western cook' },
    categoryGroupId: 3,
    categoryId: 301,
    salaryAmount: 16000,
    typeSalaryId: 1,
    typeEducationId: 4,
    experienceRequiredYears: 2,
    experience: { cn: '', pt: '', en: '' },
    workingArea: { cn: '氹仔', pt: '', en: '' },
    workingTime: { cn: '輪班', pt: '', en: '' },
    description: { cn: '準備及烹調菜式', pt: '', en: 'Prepare and cook dishes' },
    additionalMessage: { cn: '', pt: '', en: '' },
    hashtags: { cn: ['包膳食'], pt: [], en: [] },
    needCv: 1,
    positions: 2,
    contactName: { cn: '蘇先生', pt: '', en: '' },
    contactPhone: '28123456',
    maxActiveInterviews: null,
    requirements: { languages: [], drivingSkillIds: [], skillIds: [] },
    ...overrides,
  };
}

export function postingReview(overrides: Partial<PostingReview> = {}): PostingReview {
  return {
    id: POSTING_ID,
    jobOfferId: null,
    title: '西廚廚師',
    employerName: 'Golden Lotus Hotel',
    kind: 'NEW',
    submittedAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

/** A new posting waiting for review unless told otherwise. */
export function postingDetail(overrides: Partial<PostingDetail> = {}): PostingDetail {
  return {
    id: POSTING_ID,
    jobOfferId: null,
    title: '西廚廚師',
    status: 'PENDING',
    revision: null,
    hidden: false,
    publishDate: null,
    expiryDate: null,
    updatedAt: '2026-11-20T02:00:00.000Z',
    requestCount: 0,
    waitingCount: 0,
    renewable: false,
    employerId: 3,
    employerName: 'Golden Lotus Hotel',
    values: postingValues(),
    publishedValues: null,
    returnReason: null,
    removalReason: null,
    submittedAt: '2026-11-20T02:00:00.000Z',
    history: [
      {
        action: 'SUBMITTED',
        at: '2026-11-20T02:00:00.000Z',
        actorRole: 'employer',
        actorName: 'Wong Ka Yan',
        reason: null,
      },
    ],
    ...overrides,
  };
}

export function reportedJobOffer(overrides: Partial<ReportedJobOffer> = {}): ReportedJobOffer {
  return {
    jobOfferId: JOB_OFFER_ID,
    title: 'Easy money at home',
    employerName: 'Lucky Star Trading',
    reportCount: 4,
    accountCount: 3,
    hidden: true,
    reasons: [
      { reason: 'ASKS_FOR_MONEY', count: 3 },
      { reason: 'OTHER', count: 1 },
    ],
    firstReportedAt: '2026-11-18T02:00:00.000Z',
    lastReportedAt: '2026-11-21T06:30:00.000Z',
    outcome: null,
    ...overrides,
  };
}

export function reportedDetail(
  overrides: Partial<ReportedJobOfferDetail> = {},
): ReportedJobOfferDetail {
  return {
    ...reportedJobOffer(),
    listed: false,
    reports: [
      {
        reason: 'OTHER',
        text: 'They asked me to pay a deposit for the uniform',
        at: '2026-11-21T06:30:00.000Z',
        byAccount: false,
        closedAt: null,
        outcome: null,
        closedBy: null,
      },
      {
        reason: 'ASKS_FOR_MONEY',
        text: '',
        at: '2026-11-18T02:00:00.000Z',
        byAccount: true,
        closedAt: null,
        outcome: null,
        closedBy: null,
      },
    ],
    ...overrides,
  };
}

/** The staff's vacancy pages as the console mounts them, at `route`. */
export function renderVacancyPages(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/staff/vacancy-review" element={<ConsoleVacancyReviewsPage />} />
      <Route path="/staff/vacancy-review/:id" element={<ConsoleVacancyReviewPage />} />
      <Route path="/staff/vacancy-reports" element={<ConsoleVacancyReportsPage />} />
      <Route path="/staff/vacancy-reports/:id" element={<ConsoleVacancyReportPage />} />
    </Routes>,
    { route },
  );
}

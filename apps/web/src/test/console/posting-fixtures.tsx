import { Route, Routes } from 'react-router';
import {
  buildPath,
  PATHS,
  POSTING_PATHS,
  type JobClass,
  type PostingDetail,
  type PostingSummary,
  type PostingValues,
} from '@vaga/contract';
import { json } from '@/test/fake-api.ts';
import { option, references } from '@/test/profile-factories.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ConsolePostingEditPage } from '@/features/postings/console/console-posting-edit-page.tsx';
import { ConsolePostingNewPage } from '@/features/postings/console/console-posting-new-page.tsx';
import { ConsolePostingPage } from '@/features/postings/console/console-posting-page.tsx';
import { ConsolePostingsPage } from '@/features/postings/console/console-postings-page.tsx';

export const POSTING_ID = 41;
export const postingApi = (
  key: 'consolePosting' | 'consolePostingWithdraw' | 'consolePostingRenew',
  id = POSTING_ID,
) => buildPath(POSTING_PATHS[key], { id });

/**
 * The reference options the form offers: titles, salary types (with units), education, and the
 * requirements' languages, levels, licences (Macao and mainland) and skills, each type with a
 * disabled option and, where the resume has one, the typed "other".
 */
export const postingReferences = references({
  JOBTITLE: [
    option(501, 'Cook', { nameCn: '廚師', namePt: 'Cozinheiro' }),
    option(502, 'Security guard', { nameCn: '保安員', namePt: 'Guarda de segurança' }),
    option(503, 'Telex operator', { isActive: 0 }),
  ],
  SALARYTYPE: [
    option(1, 'Monthly', { extraInfo: 'MONTH' }),
    option(2, 'Daily', { extraInfo: 'DAY' }),
    option(3, 'Hourly', { extraInfo: 'HOUR' }),
    option(4, 'Piece rate'),
  ],
  EDUCATION: [option(2, 'Primary'), option(4, 'Senior secondary')],
  LANGUAGE: [
    option(1, 'Japanese'),
    option(2, 'Korean'),
    option(5, 'Indonesian', { isActive: 0 }),
    option(99, 'Other', { extraInfo: 'OTHER' }),
  ],
  LANGUAGE_LEVEL: [option(1, 'None'), option(2, 'Basic'), option(3, 'Good'), option(4, 'Fluent')],
  DRIVING_SKILL: [
    option(1, 'Macao class A', { extraInfo: '1' }),
    option(2, 'Macao class B', { extraInfo: '1' }),
    option(3, 'Macao class C', { extraInfo: '1' }),
    option(4, 'Macao class D', { extraInfo: '1' }),
    option(12, 'Mainland C1', { extraInfo: '2' }),
    option(13, 'Mainland C2', { extraInfo: '2' }),
    option(14, 'Mainland D', { extraInfo: '2', isActive: 0 }),
  ],
  SKILL: [
    option(2, 'Food hygiene certificate'),
    option(3, 'First aid certificate'),
    option(21, 'Pager operator certificate', { isActive: 0 }),
    option(99, 'Other', { extraInfo: 'OTHER' }),
  ],
});

export const postingCatalog: JobClass[] = [
  {
    id: 1,
    groupId: 1,
    icon: 'catering',
    name: 'Catering',
    metaDatas: [],
    subCategories: [
      { id: 11, groupId: 1, name: 'Kitchen', metaDatas: [] },
      { id: 12, groupId: 1, name: 'Dining room', metaDatas: [] },
    ],
  },
  {
    id: 2,
    groupId: 2,
    icon: 'public',
    name: 'Security',
    metaDatas: [],
    subCategories: [{ id: 21, groupId: 2, name: 'Guarding', metaDatas: [] }],
  },
];

/** The calls every form page makes before it shows the form. */
export const formHandlers = {
  [`GET ${PATHS.references}`]: () => json(postingReferences),
  [`GET ${PATHS.localVacancyCatalog}`]: () => json(postingCatalog),
};

const texts = (cn: string, pt = '', en = '') => ({ cn, pt, en });

/** A cook's vacancy, every field filled as the server answers it. */
export function postingValues(overrides: Partial<PostingValues> = {}): PostingValues {
  return {
    typeJobTitleId: 501,
    title: texts(''),
    categoryGroupId: 1,
    categoryId: 11,
    salaryAmount: 15000,
    typeSalaryId: 1,
    typeEducationId: null,
    experienceRequiredYears: 2,
    experience: texts('', '', ''),
    workingArea: texts('氹仔', 'Taipa', 'Taipa'),
    workingTime: texts('早上九時至下午六時'),
    description: texts('負責廚房工作', '', 'Kitchen work'),
    additionalMessage: texts(''),
    hashtags: { cn: ['廚房'], pt: [], en: ['kitchen'] },
    needCv: 0,
    positions: 2,
    contactName: texts('陳先生', '', 'Mr Chan'),
    contactPhone: '28888888',
    maxActiveInterviews: null,
    requirements: { languages: [], drivingSkillIds: [], skillIds: [] },
    ...overrides,
  };
}

export function postingSummary(overrides: Partial<PostingSummary> = {}): PostingSummary {
  return {
    id: POSTING_ID,
    jobOfferId: 9001,
    title: 'Cook',
    status: 'PUBLISHED',
    revision: null,
    hidden: false,
    publishDate: '2026-11-02T02:00:00.000Z',
    expiryDate: '2027-03-02T02:00:00.000Z',
    updatedAt: '2026-11-02T02:00:00.000Z',
    requestCount: 5,
    waitingCount: 2,
    renewable: false,
    ...overrides,
  };
}

/** A published vacancy with its history, unless told otherwise. */
export function postingDetail(overrides: Partial<PostingDetail> = {}): PostingDetail {
  return {
    ...postingSummary(),
    employerId: 3,
    employerName: 'Golden Lotus Hotel',
    values: postingValues(),
    publishedValues: null,
    returnReason: null,
    removalReason: null,
    submittedAt: '2026-11-01T02:00:00.000Z',
    history: [
      {
        action: 'SUBMITTED',
        at: '2026-11-01T02:00:00.000Z',
        actorRole: 'employer',
        actorName: 'Wong Ka Yan',
        reason: null,
      },
      {
        action: 'APPROVED',
        at: '2026-11-02T02:00:00.000Z',
        actorRole: 'staff',
        actorName: 'Lei Man Hou',
        reason: null,
      },
    ],
    ...overrides,
  };
}

export const page = <T,>(content: T[], totalElements = content.length) => ({
  content,
  totalElements,
});

/** The employer's vacancy pages, mounted as the console mounts them. */
export function renderPostingPages(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/employer/vacancies" element={<ConsolePostingsPage />} />
      <Route path="/employer/vacancies/new" element={<ConsolePostingNewPage />} />
      <Route path="/employer/vacancies/:id" element={<ConsolePostingPage />} />
      <Route path="/employer/vacancies/:id/edit" element={<ConsolePostingEditPage />} />
      <Route path="/employer/interviews" element={<p>interview requests page</p>} />
    </Routes>,
    { route },
  );
}

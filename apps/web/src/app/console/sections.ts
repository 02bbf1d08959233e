import type { ConsoleType } from '../../features/auth/lib/account-type.ts';
import { CONSOLE_ROUTES as C } from '@/shared/paths.ts';

/** Names of the console sections (console:nav.*). */
export type SectionKey =
  | 'home'
  | 'interviews'
  | 'vacancies'
  | 'matches'
  | 'registrations'
  | 'unemployment'
  | 'hotSearches'
  | 'statistics'
  | 'events'
  | 'eventBookings'
  | 'vacancyReview'
  | 'vacancyReports'
  | 'failedDeliveries'
  | 'accessLog'
  | 'notifications';

export interface ConsoleSection {
  key: SectionKey;
  /** The section's address (from the route registry); null while the section is not built. */
  path: string | null;
}

/**
 * The sections each console has, in the order of its navigation. Sections whose pages are not
 * built yet show in the navigation as "not available yet", with no link and no route.
 */
export const CONSOLE_SECTIONS: Record<ConsoleType, readonly ConsoleSection[]> = {
  employer: [
    { key: 'home', path: C.employer },
    { key: 'interviews', path: C.employerInterviews },
    { key: 'vacancies', path: C.employerVacancies },
    { key: 'eventBookings', path: C.employerEventBookings },
    { key: 'notifications', path: C.employerNotifications },
  ],
  staff: [
    { key: 'home', path: C.staff },
    { key: 'matches', path: C.staffMatches },
    { key: 'registrations', path: C.staffRegistrations },
    { key: 'unemployment', path: C.staffUnemployments },
    { key: 'hotSearches', path: C.staffHotSearches },
    { key: 'statistics', path: C.staffStatistics },
    { key: 'events', path: C.staffEvents },
    { key: 'vacancyReview', path: C.staffVacancyReviews },
    { key: 'vacancyReports', path: C.staffVacancyReports },
    { key: 'failedDeliveries', path: C.staffFailedDeliveries },
    { key: 'accessLog', path: C.staffAccessLog },
    { key: 'notifications', path: C.staffNotifications },
  ],
};

import type { ConsoleType } from '../../features/auth/lib/account-type.ts';

/** Names of the console sections (console:nav.*). */
export type SectionKey =
  | 'home'
  | 'interviews'
  | 'vacancies'
  | 'matches'
  | 'registrations'
  | 'unemployment'
  | 'hotSearches'
  | 'events'
  | 'eventBookings'
  | 'vacancyReview'
  | 'vacancyReports';

export interface ConsoleSection {
  key: SectionKey;
  /** Path below the console's home ('' = the home); null while the section is not built. */
  path: string | null;
}

/**
 * The sections each console has, in the order of its navigation. Sections whose pages are not
 * built yet show in the navigation as "not available yet", with no link and no route.
 */
export const CONSOLE_SECTIONS: Record<ConsoleType, readonly ConsoleSection[]> = {
  employer: [
    { key: 'home', path: '' },
    { key: 'interviews', path: 'interviews' },
    { key: 'vacancies', path: 'vacancies' },
    { key: 'eventBookings', path: 'event-bookings' },
  ],
  staff: [
    { key: 'home', path: '' },
    { key: 'matches', path: 'matches' },
    { key: 'registrations', path: 'registrations' },
    { key: 'unemployment', path: 'unemployment' },
    { key: 'hotSearches', path: 'hot-searches' },
    { key: 'events', path: 'events' },
    { key: 'vacancyReview', path: 'vacancy-review' },
    { key: 'vacancyReports', path: 'vacancy-reports' },
  ],
};

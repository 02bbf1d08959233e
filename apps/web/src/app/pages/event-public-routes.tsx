/**
 * The job-matching events' public pages (spec §2 `/match-kinds`, `/match-index`): loaded apart
 * from the registration and booking pages (event-routes.tsx), whose forms a first visit of the
 * list or of an event's page does not need.
 */
export { MatchKindsPage } from '../../features/events/pages/match-kinds-page.tsx';
export { MatchIndexPage } from '../../features/events/pages/match-index-page.tsx';

/** What other domains may use of the postings: the staff's decision to remove a vacancy. */
export { useVacancyDecision } from './api/vacancy-reviews.ts';
export { VacancyRemoveForm } from './console/vacancy-remove-form.tsx';

/** Errors of employers' vacancies (postings) and of reports of vacancies: each code's HTTP status
 * (the messages: texts/<language>/errors.json). */
export const VACANCY_ERRORS = {
  BE_POSTING_STATE_INVALID: 409,
  BE_POSTING_NOT_RENEWABLE: 409,
  BE_VACANCY_SALARY_BELOW_MINIMUM: 400,
  BE_JOBOFFER_ALREADY_REPORTED: 409,
  BE_JOBOFFER_REPORTS_ENOUGH: 409,
  BE_JOBOFFER_REPORT_LIMIT: 429,
} as const;

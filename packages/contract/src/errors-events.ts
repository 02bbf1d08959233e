/** Errors of events: registration, sessions, vacancies applied for at an event, check-in: each code's HTTP status
 * (the messages: texts/<language>/errors.json). */
export const EVENT_ERRORS = {
  BE_NOT_IN_EVENT_DATE_RANGE: 409,
  BE_ALREADY_REGISTER_EVENT: 409,
  BE_SESSION_FULL_BOOKING: 409,
  BE_EXCEED_EVENT_MAX_APPLY_PER_SEEKER: 409,
  BE_ALREADY_APPLY_EVENT_VACANCY: 409,
  BE_EVENT_NOT_REGISTERED: 409,
  BE_EVENT_TICKET_INVALID: 400,
  BE_EVENT_ALREADY_CHECKED_IN: 409,
  BE_EVENT_CHECKIN_NOT_OPEN: 409,
  BE_EVENT_QUOTA_BELOW_TAKEN: 409,
} as const;

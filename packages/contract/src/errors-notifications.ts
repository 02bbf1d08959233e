/** Errors of notifications: the kinds a role is told of, a console account's contact e-mail: each code's HTTP status
 * (the messages: texts/<language>/errors.json). */
export const NOTIFICATION_ERRORS = {
  BE_NOTIFICATION_KIND_NOT_FOR_ROLE: 400,
  BE_CONTACT_EMAIL_LINK_INVALID: 400,
  BE_CONTACT_EMAIL_LINK_EXPIRED: 410,
  BE_CONTACT_EMAIL_NOT_SENT: 503,
} as const;

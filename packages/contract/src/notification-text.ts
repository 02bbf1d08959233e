/**
 * One event's words in one language: the title and body (the inbox, the e-mail) and, where the
 * body is long, a short form that push messages and SMS carry instead.
 */
export interface NotificationText {
  title: string;
  body: string;
  short?: string;
}

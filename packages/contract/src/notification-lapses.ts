/**
 * Why a notice no longer holds when its delivery's turn comes (its moment has passed): the
 * delivery then ends as `skipped` with this reason, which staff see. The module that wrote the
 * notice says which applies (the server's notice checks, registered by the notice's event).
 */
export const NOTICE_LAPSES = [
  /** The invitation no longer waits for a reply: accepted, declined or lapsed. */
  'invitationAnswered',
  /** The interview is no longer arranged: cancelled, held or closed. */
  'interviewNotArranged',
  /** The recruitment event no longer runs (its last day has passed). */
  'eventOver',
  /** What the notice tells of no longer exists. */
  'gone',
] as const;
export type NoticeLapse = (typeof NOTICE_LAPSES)[number];

import { localeOfApiLanguage, type ApiLanguage } from './languages.ts';
import { text } from './texts.ts';
import { z } from 'zod';

/**
 * What is still open for a seeker before an erasure (decisions: "Erasure never strands anyone"):
 * each record someone is waiting on, where the person settles it, and what the erasure does to
 * it. Erasure withdraws what depends on the person being reachable (interview requests,
 * invitations, arranged interviews, a job-seeking registration, tickets of events to come), and
 * tells the other side; it keeps an unemployment registration, which staff go on deciding.
 */
export const OPEN_ITEM_KINDS = [
  'interviewRequest',
  'invitation',
  'interview',
  'jobSeek',
  'unemployment',
  'eventTicket',
] as const;
export type OpenItemKind = (typeof OPEN_ITEM_KINDS)[number];

/** What the erasure does to an open record: withdraws it (the other side is told) or keeps it. */
export const OPEN_ITEM_FATES = ['withdrawn', 'kept'] as const;
export type OpenItemFate = (typeof OPEN_ITEM_FATES)[number];

export const OpenItemSchema = z.object({
  kind: z.enum(OPEN_ITEM_KINDS),
  /** The record's id as its page names it (an interview's uid, a registration's number…). */
  id: z.string(),
  /** What it is about, in the request's language: the vacancy's title, the event's name. */
  title: z.string(),
  /** Its date: the reply-by, the interview's time, the event's first day; null when none. */
  at: z.string().nullable(),
  /** The app path where the person settles it. */
  link: z.string(),
  onErasure: z.enum(OPEN_ITEM_FATES),
});
export type OpenItem = z.infer<typeof OpenItemSchema>;

/** GET mydata/open-items: what is still open, in the order the erasure dialog lists it. */
export const MyDataOpenItemsSchema = z.object({ items: z.array(OpenItemSchema) });
export type MyDataOpenItems = z.infer<typeof MyDataOpenItemsSchema>;

/**
 * The reason every withdrawal of an erasure is recorded with, and the other side is told, in a
 * language (the `mydata` catalogue's `erasure.withdrawalReason`).
 */
export function erasureWithdrawalReason(lang: ApiLanguage): string {
  return text(localeOfApiLanguage(lang), 'mydata', 'erasure.withdrawalReason');
}

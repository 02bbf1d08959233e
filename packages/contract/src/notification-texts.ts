import type { Locale } from './locales.ts';
import type { NotificationEvent } from './notifications.ts';
import { text, type TextKey } from './texts.ts';

/**
 * The texts of each event, in every language's `texts/<tag>/notifications.json`: `<event>.title`
 * and `<event>.body` (the inbox, the e-mail) and, where the body is long, `<event>.short`, what a
 * push message or SMS carries instead. `{name}` is the notification's value of that name
 * (`vacancy`: the vacancy's title; `replyBy`, `interviewAt`: Macao date and time; `search`: a
 * saved search's name; `searches`: the names of the saved searches that found a vacancy, each
 * quoted and listed as the language does (quoted-list.ts), `searchCount` how many; `count`: how
 * many vacancies a digest found; `vacancies`: the titles a digest lists, one a line; `entNo`,
 * `referenceNo`: a registration's number; `validUntil`, `eventDay`: a Macao day; `deleteAt`,
 * `expiresAt`: Macao date and time; `eventName`, `venue`: an event's, in the reader's language;
 * `reason`, `request`: staff's words as typed). A number that counts something is written with
 * its plural forms, as ICU writes them: `{count, plural, one {# vacancy} other {# vacancies}}`
 * (`#` is the number).
 */
export type NotificationTextKey = TextKey<'notifications'>;

// Every event has its title and body in the default language's catalogue.
type Untitled = Exclude<`${NotificationEvent}.${'title' | 'body'}`, NotificationTextKey>;
const everyEventWritten: [Untitled] extends [never] ? true : Untitled = true;
void everyEventWritten;

/** The words of a notification's e-mail around its text. */
export type NotificationMailWord = 'open' | 'unsubscribe' | 'footer' | 'unsubscribed';

/** The e-mail's words in a language. */
export function notificationMailTexts(locale: Locale): Record<NotificationMailWord, string> {
  const word = (name: NotificationMailWord) => text(locale, 'notifications', `mail.${name}`);
  return {
    open: word('open'),
    unsubscribe: word('unsubscribe'),
    footer: word('footer'),
    unsubscribed: word('unsubscribed'),
  };
}

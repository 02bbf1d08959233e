import { inLocale, sourceLocale, toSimplified } from '@vaga/contract';
import {
  NOTIFICATION_TEXTS,
  formatNumber,
  macaoWallClock,
  selectPlurals,
  type Locale,
  type NotificationEvent,
} from '@vaga/contract';

/** An instant as Macao's wall clock, `YYYY/MM/DD HH:mm` (spec §9). */
export function macaoDateTime(instant: string): string {
  const wall = macaoWallClock(new Date(instant)).toISOString();
  return `${wall.slice(0, 10).replaceAll('-', '/')} ${wall.slice(11, 16)}`;
}

/** Params that hold instants: shown in Macao time. */
const INSTANT_PARAMS = new Set(['replyBy', 'interviewAt', 'deleteAt', 'expiresAt']);
/** Params that hold Macao days (`YYYY-MM-DD`): shown as `YYYY/MM/DD`. */
const DAY_PARAMS = new Set(['validUntil', 'eventDay']);

/**
 * A notification's title and body in a language, its plural forms chosen and `{name}`s filled:
 * numbers (a digest's count) as the recipient's language writes them (`1.234` in Portuguese).
 * `short` is what a push message or SMS says: the event's short form, else its body.
 */
export function renderNotification(
  event: NotificationEvent,
  locale: Locale,
  values: Record<string, string | number | null>,
): { title: string; body: string; short: string } {
  const texts = inLocale(NOTIFICATION_TEXTS[event], locale);
  // A language generated from another reads that one's stored text, converted (zh-Hans).
  const derived = (name: string) => {
    const source = values[`${name}.${sourceLocale(locale)}`];
    return typeof source === 'string' && locale === 'zh-Hans' ? toSimplified(source) : source;
  };
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_whole, name: string) => {
      // A text kept in every language (an event's name) is stored as `name.<locale>`.
      const value = values[name] ?? values[`${name}.${locale}`] ?? derived(name);
      if (value === null || value === undefined) return '';
      if (DAY_PARAMS.has(name)) return String(value).replaceAll('-', '/');
      if (INSTANT_PARAMS.has(name)) return macaoDateTime(String(value));
      return typeof value === 'number' ? formatNumber(value, locale) : value;
    });
  const body = fill(selectPlurals(texts.body, locale, values));
  return {
    title: fill(selectPlurals(texts.title, locale, values)),
    body,
    short: texts.short ? fill(selectPlurals(texts.short, locale, values)) : body,
  };
}

import {
  macaoWallClock,
  rawText,
  sourceLocale,
  text,
  derivedText,
  type Locale,
  type NotificationEvent,
  type NotificationTextKey,
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
 * A notification's title and body in a language (its catalogue, `texts/<tag>/notifications.json`),
 * its plural forms chosen and `{name}`s filled: numbers (a digest's count) as the recipient's
 * language writes them (`1.234` in Portuguese), a value the notification lacks as nothing.
 * `short` is what a push message or SMS says: the event's short form, else its body.
 */
export function renderNotification(
  event: NotificationEvent,
  locale: Locale,
  values: Record<string, string | number | null>,
): { title: string; body: string; short: string } {
  // A language generated from another reads that one's stored text, converted (zh-Hans, en-XA).
  const derived = (name: string) => {
    const source = values[`${name}.${sourceLocale(locale)}`];
    return typeof source === 'string' ? derivedText(locale, source) : source;
  };
  const valueOf = (name: string): string | number => {
    // A text kept in every language (an event's name) is stored as `name.<locale>`.
    const value = values[name] ?? values[`${name}.${locale}`] ?? derived(name);
    if (value === null || value === undefined) return '';
    if (DAY_PARAMS.has(name)) return String(value).replaceAll('-', '/');
    if (INSTANT_PARAMS.has(name)) return macaoDateTime(String(value));
    return value;
  };
  const render = (part: 'title' | 'body' | 'short'): string | undefined => {
    const key = `${event}.${part}` as NotificationTextKey;
    const message = rawText(locale, 'notifications', key);
    if (message === undefined) return part === 'short' ? undefined : key;
    const names = new Set([...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]!));
    return text(
      locale,
      'notifications',
      key,
      Object.fromEntries([...names].map((name) => [name, valueOf(name)])),
    );
  };
  const body = render('body')!;
  return { title: render('title')!, body, short: render('short') ?? body };
}

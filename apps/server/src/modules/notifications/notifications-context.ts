import {
  DEFAULT_LOCALE,
  LOCALE_TO_API_LANGUAGE,
  NOTIFICATION_KINDS,
  isLocale,
  quotedList,
  type KindChannels,
  type Locale,
  type NotificationEvent,
  type NotificationKind,
} from '@vaga/contract';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { MailTransport, PushTransport, SmsTransport } from './notification-channels.ts';
import { renderNotification } from './notification-texts.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';
import type { NoticeParams } from './outbox-write.ts';
import type { NotificationPorts, VacancyName } from './ports.ts';
import { LIST_BULLET } from './mail/mail-content.ts';

/** What the notifications' parts are built with. */
export interface NotificationsDependencies extends Omit<ServiceDeps, 'scheduler'> {
  scheduler: () => Scheduler;
  mail: MailTransport | null;
  sms: SmsTransport;
  push: PushTransport;
}

/** What every part of the notifications shares: its store, dependencies, ports and clock. */
export interface NotificationsContext {
  repository: PublicMembers<NotificationsRepository>;
  deps: NotificationsDependencies;
  ports: NotificationPorts;
  now(): Date;
}

/** The preferences as stored: only what was chosen, by kind and channel. */
export type StoredChannels = Partial<Record<NotificationKind, Partial<KindChannels>>>;

/** Defaults: e-mail on (sent when there is an address), push off, SMS for interviews only. */
function defaultChannels(kind: NotificationKind): KindChannels {
  return { email: true, push: false, sms: kind === 'interviews' };
}

/** Every kind's channels: the stored choices over the defaults; SMS for interviews only. */
export function channelsOf(stored: string | undefined): Record<NotificationKind, KindChannels> {
  const chosen = (stored ? JSON.parse(stored) : {}) as StoredChannels;
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const channels = { ...defaultChannels(kind), ...chosen[kind] };
      if (kind !== 'interviews') channels.sms = false;
      return [kind, channels];
    }),
  ) as Record<NotificationKind, KindChannels>;
}

export function localeOf(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** The names of the saved searches a job alert names (one in a notice written before many). */
function searchNames(params: NoticeParams): string[] {
  if (typeof params.searches === 'string') {
    const names = JSON.parse(params.searches) as unknown;
    if (Array.isArray(names)) return names.filter((name) => typeof name === 'string');
  }
  return typeof params.search === 'string' ? [params.search] : [];
}

/** A notification as shown: its texts, and the vacancies a digest lists (for the e-mail's links). */
export interface RenderedNotification {
  title: string;
  body: string;
  short: string;
  vacancies: VacancyName[];
}

/**
 * A notification's title and body in a language: its params, with the vacancies it names by
 * their titles in that language (read now, through the ports) and the saved searches it names
 * quoted and listed as the language does. The vacancies a digest lists come back with their
 * ids, for an e-mail to link each title to its page.
 */
export async function renderRow(
  ports: Pick<NotificationPorts, 'vacancyTitles' | 'vacancyList'>,
  row: Pick<NotificationRow, 'params' | 'event'>,
  locale: Locale,
): Promise<RenderedNotification> {
  const params = JSON.parse(row.params) as NoticeParams;
  const values: NoticeParams = { ...params };
  if (typeof params.jobOfferId === 'number') {
    const [title] = await ports.vacancyTitles([params.jobOfferId], LOCALE_TO_API_LANGUAGE[locale]);
    values.vacancy = title ?? '';
  }
  let vacancies: VacancyName[] = [];
  if (typeof params.jobOfferIds === 'string' && params.jobOfferIds !== '') {
    vacancies = await ports.vacancyList(
      params.jobOfferIds.split(',').map(Number),
      LOCALE_TO_API_LANGUAGE[locale],
    );
    values.vacancies = vacancies.map((vacancy) => `${LIST_BULLET}${vacancy.title}`).join('\n');
  }
  const names = searchNames(params);
  if (names.length > 0) {
    values.searches = quotedList(names, locale);
    values.searchCount = names.length;
  }
  return { ...renderNotification(row.event as NotificationEvent, locale, values), vacancies };
}

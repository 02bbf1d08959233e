import {
  DEFAULT_LOCALE,
  LOCALE_TO_API_LANGUAGE,
  NOTIFICATION_KINDS,
  isLocale,
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
import type { NotificationPorts } from './ports.ts';

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

/**
 * A notification's title and body in a language: its params, with the vacancies it names by
 * their titles in that language (read now, through the ports).
 */
export async function renderRow(
  ports: Pick<NotificationPorts, 'vacancyTitles'>,
  row: Pick<NotificationRow, 'params' | 'event'>,
  locale: Locale,
): Promise<{ title: string; body: string }> {
  const params = JSON.parse(row.params) as NoticeParams;
  const values: NoticeParams = { ...params };
  if (typeof params.jobOfferId === 'number') {
    const [title] = await ports.vacancyTitles([params.jobOfferId], LOCALE_TO_API_LANGUAGE[locale]);
    values.vacancy = title ?? '';
  }
  if (typeof params.jobOfferIds === 'string' && params.jobOfferIds !== '') {
    const titles = await ports.vacancyTitles(
      params.jobOfferIds.split(',').map(Number),
      LOCALE_TO_API_LANGUAGE[locale],
    );
    values.vacancies = titles.map((title) => `• ${title}`).join('\n');
  }
  return renderNotification(row.event as NotificationEvent, locale, values);
}

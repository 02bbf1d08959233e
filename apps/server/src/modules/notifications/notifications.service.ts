import { createHmac, timingSafeEqual } from 'node:crypto';
import webpush from 'web-push';
import {
  DEFAULT_LOCALE,
  LOCALE_TO_API_LANGUAGE,
  NOTIFICATION_KINDS,
  NOTIFICATION_MAIL_TEXTS,
  PATHS,
  PUSH_SUBSCRIPTIONS_MAX,
  isLocale,
  type KindChannels,
  type Locale,
  type NotificationEvent,
  type NotificationItem,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type OutsideChannel,
  type Page,
  type PushKey,
  type PushSubscriptionInput,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import { PacedSteps } from '../../platform/paced-steps.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobMatchesService } from '../jobmatches/jobmatches.service.ts';
import type { JobOfferListService } from '../joboffers/joboffer-list.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type {
  MailAttachment,
  MailTransport,
  PushTransport,
  SmsTransport,
  VapidDetails,
} from './notification-channels.ts';
import { renderMail, renderNotification } from './notification-texts.ts';
import type { NotificationRow, NotificationsRepository, Trx } from './notifications.repository.ts';
import { writeNotices, type Notice, type NoticeParams } from './outbox-write.ts';
import {
  answerNotice,
  expiryNotice,
  invitationNotices,
  reminderKey,
  replyNotice,
  requestNotice,
  type InterviewMatch,
} from './interview-notices.ts';
import {
  channelsFromChoices,
  choicesFromChannels,
  type RegistrationChoices,
} from './registration-preferences.ts';

/** The scheduler job that sends one delivery. */
export const DELIVER_JOB = 'notifications.deliver';
/** Attempts of a delivery before it is kept as failed; the wait doubles from DELIVERY_RETRY_MS. */
export const DELIVERY_ATTEMPTS = 5;
export const DELIVERY_RETRY_MS = 60 * 1000;
export type { Notice, NoticeParams } from './outbox-write.ts';

/** Deliveries the relay puts on the scheduler per round (one short step of the event loop). */
const RELAY_BATCH = 50;

/** The push message's body is cut to this many characters (a push payload holds ~4 KB). */
const PUSH_BODY_MAX = 1000;
/** Where a push without a link of its own opens: the app's home. */
const PUSH_DEFAULT_URL = '/';

/** Defaults: e-mail on (sent when there is an address), push off, SMS for interviews only. */
function defaultChannels(kind: NotificationKind): KindChannels {
  return { email: true, push: false, sms: kind === 'interviews' };
}

type StoredChannels = Partial<Record<NotificationKind, Partial<KindChannels>>>;

interface Dependencies extends Omit<ServiceDeps, 'scheduler'> {
  scheduler: () => Scheduler;
  mail: MailTransport | null;
  sms: SmsTransport;
  push: PushTransport;
}

/**
 * Notifications (issue 28, docs/design.md "Reaching people"). One outbox: a module that changes
 * state writes its notices with `write(trx, …)` inside its own transaction, so a notice exists
 * exactly when the change does. Each notice is an inbox row and one delivery per outside
 * channel; the relay (`relay()`, right after the change and on a recurring job) puts every
 * pending delivery on the scheduler as a job keyed by its idempotency key, and the job
 * (`deliver()`) sends it once: a delivery already settled is never sent again, and a failure is
 * retried with a doubling wait until it is kept as failed with its last error.
 */
export class NotificationsService {
  constructor(
    private readonly repository: PublicMembers<NotificationsRepository>,
    private readonly deps: Dependencies,
    private readonly profiles: () => Pick<ProfileService, 'findInput'>,
    private readonly offers: () => Pick<JobOfferListService, 'detailsIncludingRemoved'>,
    private readonly interviews?: () => Pick<JobMatchesService, 'calendar'>,
  ) {}

  private vapidPair: Promise<{ publicKey: string; privateKey: string }> | null = null;

  private now(): Date {
    return this.deps.clock.now();
  }

  /** Writes notices inside the caller's transaction (the outbox). */
  async write(trx: Trx, notices: Notice[]): Promise<void> {
    await writeNotices(this.repository, trx, notices, this.now());
  }

  /** An invitation was written (inside its transaction). */
  async interviewInvited(trx: Trx, match: InterviewMatch): Promise<void> {
    await this.write(trx, invitationNotices(match));
  }

  /** The seeker replied to an invitation: no reminder; the employer is told. */
  async interviewReplied(trx: Trx, match: InterviewMatch, accepted: boolean): Promise<void> {
    await this.cancel(trx, reminderKey(match), match.account_id);
    await this.write(trx, [replyNotice(match, accepted)]);
  }

  /** The invitation lapsed and was rejected automatically. */
  async interviewExpired(trx: Trx, match: InterviewMatch): Promise<void> {
    await this.cancel(trx, reminderKey(match), match.account_id);
    await this.write(trx, [expiryNotice(match)]);
  }

  /** The employer arranged the interview, refused the request or recorded the result. */
  async interviewAnswered(
    trx: Trx,
    match: InterviewMatch,
    answer: 'arranged' | 'refused' | 'result',
  ): Promise<void> {
    await this.write(trx, [answerNotice(match, answer)]);
  }

  /** A seeker asked for an interview. */
  async interviewRequested(trx: Trx, match: InterviewMatch): Promise<void> {
    await this.write(trx, [requestNotice(match)]);
  }

  /** Cancels a notice written ahead (a reminder) that is not yet shown, inside `trx`. */
  async cancel(trx: Trx, key: string, accountId: number): Promise<void> {
    await this.repository.cancel(trx, `${key}:${accountId}`, this.now().toISOString());
  }

  /**
   * The outbox relay: puts pending deliveries on the scheduler, each as a job keyed by its
   * idempotency key (scheduling a key twice adds nothing), then marks them queued. Run right
   * after a change commits and by a recurring job, which also catches the ones a crash left.
   */
  async relay(): Promise<number> {
    // In paced rounds (platform/paced-steps.ts): after a job-alert fan-out thousands of
    // deliveries wait, and on SQLite a round runs synchronously on the event loop.
    const paced = new PacedSteps();
    let queued = 0;
    for (;;) {
      const rows = await paced.step(async () => {
        const due = await this.repository.unqueued(RELAY_BATCH);
        await this.deps.scheduler().scheduleMany(
          DELIVER_JOB,
          due.map((row) => ({
            key: `notify:${row.idempotency_key}`,
            runAt: new Date(row.due_at),
            payload: { deliveryId: row.id },
          })),
        );
        await this.repository.markQueued(due.map((r) => r.id));
        return due;
      });
      queued += rows.length;
      if (rows.length < RELAY_BATCH) return queued;
    }
  }

  /**
   * The outbox depth: deliveries pending, those the relay has not yet put on the scheduler
   * (`unqueued`: a relay behind or failing) and those waiting on it as jobs (`queued`: due,
   * retrying, or held by quiet hours).
   */
  async outboxDepth(): Promise<{ queued: number; unqueued: number }> {
    const depth = { queued: 0, unqueued: 0 };
    for (const { queued, count } of await this.repository.pendingCounts()) {
      depth[queued ? 'queued' : 'unqueued'] += count;
    }
    return depth;
  }

  /** The relay of `relayQuietly` running now, and the one waiting to start after it. */
  private relayRun: Promise<void> | null = null;
  private relayNext: Promise<void> | null = null;

  /**
   * Runs the relay after a change has committed; never fails the caller (the change stands, and
   * the recurring relay job picks up what this one missed). One relay at a time per instance:
   * a caller arriving while one runs joins the next, which starts when that one ends, so it
   * still sees the caller's committed deliveries. Concurrent changes (a registration rush) share
   * relays instead of each scanning and scheduling the same pending deliveries again.
   */
  relayQuietly(): Promise<void> {
    if (this.relayNext) return this.relayNext;
    if (!this.relayRun) return this.startRelay();
    this.relayNext = this.relayRun.then(() => {
      this.relayNext = null;
      return this.startRelay();
    });
    return this.relayNext;
  }

  private startRelay(): Promise<void> {
    const run: Promise<void> = this.relay()
      .then(
        () => undefined,
        (error: unknown) => {
          this.deps.log?.warn({ err: error }, 'notification relay failed; the relay job retries');
        },
      )
      .finally(() => {
        if (this.relayRun === run) this.relayRun = null;
      });
    this.relayRun = run;
    return run;
  }

  /** The scheduler job: sends one delivery, once. Throws to be retried. */
  async deliver(deliveryId: number, attempt: number): Promise<void> {
    const found = await this.repository.delivery(deliveryId);
    if (!found || found.delivery.state !== 'pending') return;
    const { delivery, notification } = found;
    const at = () => this.now().toISOString();
    if (notification.cancelled_at !== null) {
      await this.repository.settle(delivery.id, 'cancelled', { at: at() });
      return;
    }
    const channel = delivery.channel as OutsideChannel;
    const kind = notification.kind as NotificationKind;
    const settings = await this.repository.settings(notification.account_id);
    const channels = this.channelsOf(settings?.channels);
    if (!channels[kind][channel]) {
      await this.repository.settle(delivery.id, 'skipped', { at: at(), error: 'turned off' });
      return;
    }
    const locale = localeOf(settings?.locale);
    try {
      const resume = await this.profiles().findInput(notification.account_id);
      const texts = await this.render(notification, locale);
      if (channel === 'email') {
        const to = settings?.email ?? resume?.email ?? null;
        if (!to || !this.deps.mail) {
          await this.repository.settle(delivery.id, 'skipped', {
            at: at(),
            error: to ? 'e-mail is off' : 'no address',
          });
          return;
        }
        const unsubscribe = await this.unsubscribeUrl(notification.account_id, kind);
        const open = notification.link ? `${this.deps.config.publicUrl}${notification.link}` : null;
        const attachments = await this.attachments(notification, locale);
        await this.deps.mail.send({
          to,
          ...renderMail(locale, texts, { open, unsubscribe }),
          unsubscribeUrl: unsubscribe,
          idempotencyKey: delivery.idempotency_key,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      } else if (channel === 'push') {
        const outcome = await this.push(notification, texts, delivery.idempotency_key);
        if (outcome !== 'sent') {
          await this.repository.settle(delivery.id, 'skipped', {
            at: at(),
            attempts: attempt,
            error: outcome,
          });
          return;
        }
      } else {
        const to = resume?.mobileNum ?? null;
        if (!to) {
          await this.repository.settle(delivery.id, 'skipped', { at: at(), error: 'no number' });
          return;
        }
        await this.deps.sms.send({
          to,
          text: `${texts.title}\n${texts.body}`,
          idempotencyKey: delivery.idempotency_key,
        });
      }
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      if (attempt >= DELIVERY_ATTEMPTS) {
        await this.repository.settle(delivery.id, 'failed', {
          at: at(),
          attempts: attempt,
          error: message,
        });
        return;
      }
      await this.repository.attempted(delivery.id, attempt, message, at());
      throw error;
    }
    await this.repository.settle(delivery.id, 'sent', { at: at(), attempts: attempt, error: null });
  }

  /**
   * Pushes a notification to every browser of its account. A browser the push service no longer
   * knows (404/410) is removed; any other failure throws (the delivery is retried, every browser
   * again: the same tag and topic make a repeat replace the first). `sent` when one browser took
   * it; else why not.
   */
  private async push(
    notification: NotificationRow,
    texts: { title: string; body: string },
    idempotencyKey: string,
  ): Promise<'sent' | 'no browser' | 'browsers gone'> {
    const browsers = await this.repository.pushSubscriptions(notification.account_id);
    if (browsers.length === 0) return 'no browser';
    const vapid = await this.vapidDetails();
    const payload = {
      title: texts.title,
      body:
        texts.body.length > PUSH_BODY_MAX
          ? `${texts.body.slice(0, PUSH_BODY_MAX - 1)}…`
          : texts.body,
      url: notification.link ?? PUSH_DEFAULT_URL,
      tag: `notification-${notification.id}`,
    };
    let sent = 0;
    let failure: unknown = null;
    for (const browser of browsers) {
      try {
        const outcome = await this.deps.push.send(
          {
            to: {
              endpoint: browser.endpoint,
              keys: { p256dh: browser.p256dh, auth: browser.auth },
            },
            payload,
            idempotencyKey,
          },
          vapid,
        );
        if (outcome === 'gone') await this.repository.removePushSubscription(browser.id);
        else sent += 1;
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== null) throw failure;
    return sent > 0 ? 'sent' : 'browsers gone';
  }

  /** The files an e-mail carries: an arranged interview's calendar entry (as the app's .ics). */
  private async attachments(row: NotificationRow, locale: Locale): Promise<MailAttachment[]> {
    const params = JSON.parse(row.params) as NoticeParams;
    if (row.event !== 'interview.arranged' || typeof params.matchUid !== 'string') return [];
    if (!this.interviews) return [];
    try {
      const { fileName, body } = await this.interviews().calendar(
        row.account_id,
        params.matchUid,
        LOCALE_TO_API_LANGUAGE[locale],
      );
      return [
        {
          filename: fileName,
          content: body,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ];
    } catch (error) {
      // No longer arranged (changed since): the e-mail goes without the entry.
      if (error instanceof AppError) return [];
      throw error;
    }
  }

  /** The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else one made once and kept. */
  private vapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
    this.vapidPair ??= (async () => {
      const configured = this.deps.config.push.vapid;
      if (configured) return configured;
      const kept = await this.repository.secret('vapid', () => {
        const pair = webpush.generateVAPIDKeys();
        return `${pair.publicKey}.${pair.privateKey}`;
      });
      const [publicKey, privateKey] = kept.split('.');
      return { publicKey, privateKey };
    })();
    this.vapidPair.catch(() => (this.vapidPair = null));
    return this.vapidPair;
  }

  /**
   * Who signs the pushes (RFC 8292): the keys, and as the contact the public address when it is
   * https, else the sender of the e-mails.
   */
  private async vapidDetails(): Promise<VapidDetails> {
    const { publicUrl, mail } = this.deps.config;
    const address = /<([^>]+)>/.exec(mail.from)?.[1] ?? mail.from;
    const subject = publicUrl.startsWith('https://') ? publicUrl : `mailto:${address}`;
    return { subject, ...(await this.vapidKeys()) };
  }

  /** The VAPID public key browsers subscribe with. */
  async pushKey(): Promise<PushKey> {
    return { publicKey: (await this.vapidKeys()).publicKey };
  }

  /**
   * Registers one of the caller's browsers for push. Its endpoint must be at a known push
   * service (PUSH_SERVICE_HOSTS: the server posts to it). Past PUSH_SUBSCRIPTIONS_MAX browsers,
   * the one registered longest ago is replaced.
   */
  async subscribePush(account: AuthAccount, body: PushSubscriptionInput): Promise<void> {
    if (!isPushService(body.endpoint, this.deps.config.push.serviceHosts)) {
      throw new AppError('VALIDATION_FAIL', ['body.endpoint']);
    }
    await this.repository.savePushSubscription(
      {
        accountId: account.id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh.replace(/=+$/, ''),
        auth: body.keys.auth.replace(/=+$/, ''),
        at: this.now().toISOString(),
      },
      PUSH_SUBSCRIPTIONS_MAX,
    );
  }

  /** Forgets one of the caller's browsers; NOT_FOUND when the caller has none at that endpoint. */
  async unsubscribePush(account: AuthAccount, endpoint: string): Promise<void> {
    if (!(await this.repository.deletePushSubscription(account.id, endpoint))) {
      throw new AppError('NOT_FOUND');
    }
  }

  private async render(row: NotificationRow, locale: Locale) {
    const params = JSON.parse(row.params) as NoticeParams;
    const values: NoticeParams = { ...params };
    if (typeof params.jobOfferId === 'number') {
      const [detail] = await this.offers().detailsIncludingRemoved(
        [params.jobOfferId],
        LOCALE_TO_API_LANGUAGE[locale],
      );
      values.vacancy = detail?.jobOfferTitle ?? '';
    }
    if (typeof params.jobOfferIds === 'string' && params.jobOfferIds !== '') {
      const details = await this.offers().detailsIncludingRemoved(
        params.jobOfferIds.split(',').map(Number),
        LOCALE_TO_API_LANGUAGE[locale],
      );
      values.vacancies = details.map((d) => `• ${d.jobOfferTitle}`).join('\n');
    }
    return renderNotification(row.event as NotificationEvent, locale, values);
  }

  /** The inbox of an account, in the language asked for; remembers that language. */
  async page(
    account: AuthAccount,
    query: { page: number; size: number },
    locale: Locale | null,
  ): Promise<NotificationPage> {
    if (locale) await this.rememberLocale(account.id, locale);
    const now = this.now().toISOString();
    const { rows, total, unread } = await this.repository.page(
      account.id,
      now,
      query.page * query.size,
      query.size,
    );
    const shown = locale ?? DEFAULT_LOCALE;
    const content: NotificationItem[] = [];
    for (const row of rows) {
      const texts = await this.render(row, shown);
      content.push({
        id: row.id,
        kind: row.kind as NotificationKind,
        event: row.event,
        ...texts,
        link: row.link,
        createdAt: row.visible_at,
        read: row.read_at !== null,
      });
    }
    return { content, totalElements: total, unread };
  }

  async markRead(account: AuthAccount, id: number): Promise<void> {
    if (!(await this.repository.markRead(account.id, id, this.now().toISOString()))) {
      throw new AppError('NOT_FOUND');
    }
  }

  async markAllRead(account: AuthAccount): Promise<void> {
    await this.repository.markAllRead(account.id, this.now().toISOString());
  }

  private async rememberLocale(accountId: number, locale: Locale): Promise<void> {
    const settings = await this.repository.settings(accountId);
    if (settings?.locale === locale) return;
    await this.repository.saveSettings(accountId, { locale }, this.now().toISOString());
  }

  private channelsOf(stored: string | undefined): Record<NotificationKind, KindChannels> {
    const chosen = (stored ? JSON.parse(stored) : {}) as StoredChannels;
    return Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => {
        const channels = { ...defaultChannels(kind), ...chosen[kind] };
        if (kind !== 'interviews') channels.sms = false;
        return [kind, channels];
      }),
    ) as Record<NotificationKind, KindChannels>;
  }

  async preferences(account: AuthAccount, locale: Locale | null): Promise<NotificationPreferences> {
    if (locale) await this.rememberLocale(account.id, locale);
    const settings = await this.repository.settings(account.id);
    const email =
      account.accountType === 'personal'
        ? ((await this.profiles().findInput(account.id))?.email ?? null)
        : (settings?.email ?? null);
    return { kinds: this.channelsOf(settings?.channels), email };
  }

  /** Saves the choices; SMS is offered for interviews only. */
  async savePreferences(
    account: AuthAccount,
    body: NotificationPreferencesUpdate,
    locale: Locale | null,
  ): Promise<NotificationPreferences> {
    for (const kind of NOTIFICATION_KINDS) {
      if (kind !== 'interviews' && body.kinds[kind].sms) {
        throw new AppError('VALIDATION_FAIL', [`body.kinds.${kind}.sms`]);
      }
    }
    const change: { channels: string; email?: string | null } = {
      channels: JSON.stringify(body.kinds),
    };
    if (account.accountType !== 'personal' && body.email !== undefined) change.email = body.email;
    await this.repository.saveSettings(account.id, change, this.now().toISOString());
    return this.preferences(account, locale);
  }

  /** A job-seeking registration's notification choices as the preferences now stand. */
  async registrationChoices(accountId: number): Promise<RegistrationChoices> {
    const settings = await this.repository.settings(accountId);
    return choicesFromChannels(this.channelsOf(settings?.channels));
  }

  /**
   * A job-seeking registration was saved with these choices: the matching switches are set
   * (registration-preferences.ts), inside the registration's transaction.
   */
  async applyRegistrationChoices(
    trx: Trx,
    accountId: number,
    choices: RegistrationChoices,
  ): Promise<void> {
    const settings = await this.repository.settingsIn(trx, accountId);
    const channels = channelsFromChoices(this.channelsOf(settings?.channels), choices);
    await this.repository.saveChannelsIn(
      trx,
      accountId,
      JSON.stringify(channels),
      this.now().toISOString(),
    );
  }

  private async setChannel(
    accountId: number,
    kind: NotificationKind,
    channel: 'email',
  ): Promise<void> {
    const settings = await this.repository.settings(accountId);
    const chosen = (settings ? JSON.parse(settings.channels) : {}) as StoredChannels;
    chosen[kind] = { ...chosen[kind], [channel]: false };
    await this.repository.saveSettings(
      accountId,
      { channels: JSON.stringify(chosen) },
      this.now().toISOString(),
    );
  }

  private async signingKey(): Promise<Buffer> {
    return Buffer.from(await this.repository.secret('unsubscribe'), 'base64url');
  }

  private async sign(payload: string): Promise<string> {
    return createHmac('sha256', await this.signingKey())
      .update(payload)
      .digest('base64url');
  }

  /** The one-click link that turns e-mail of one kind off for one account (no login). */
  async unsubscribeUrl(accountId: number, kind: NotificationKind): Promise<string> {
    const payload = Buffer.from(JSON.stringify({ a: accountId, k: kind })).toString('base64url');
    const token = `${payload}.${await this.sign(payload)}`;
    return `${this.deps.config.publicUrl}${PATHS.notificationsUnsubscribe}?token=${token}`;
  }

  /** Reads a signed unsubscribe token; BE_UNSUBSCRIBE_LINK_INVALID when it is not ours. */
  async verifyUnsubscribe(token: string): Promise<{ accountId: number; kind: NotificationKind }> {
    const invalid = () => new AppError('BE_UNSUBSCRIBE_LINK_INVALID');
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) throw invalid();
    const expected = Buffer.from(await this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
    try {
      const { a, k } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        a: unknown;
        k: unknown;
      };
      if (typeof a !== 'number' || !NOTIFICATION_KINDS.includes(k as NotificationKind)) {
        throw invalid();
      }
      return { accountId: a, kind: k as NotificationKind };
    } catch {
      throw invalid();
    }
  }

  /** The one-click unsubscribe (RFC 8058): e-mail of that kind off for that account. */
  async unsubscribe(
    token: string,
    locale: Locale,
  ): Promise<{ kind: NotificationKind; message: string }> {
    const { accountId, kind } = await this.verifyUnsubscribe(token);
    await this.setChannel(accountId, kind, 'email');
    return { kind, message: NOTIFICATION_MAIL_TEXTS[locale].unsubscribed };
  }

  /** Staff's home: how many deliveries are kept as failed, and when the earliest failed. */
  async failedCount(): Promise<{ count: number; oldestAt: string | null }> {
    return this.repository.failedCount();
  }

  /** Staff: deliveries kept as failed, newest first, with their last error. */
  async failedDeliveries(query: { page: number; size: number }) {
    const { rows, total } = await this.repository.failed(query.page * query.size, query.size);
    return {
      content: rows.map((row) => ({
        id: row.id,
        notificationId: row.notification_id,
        accountId: row.account_id,
        event: row.event,
        channel: row.channel as OutsideChannel,
        attempts: row.attempts,
        lastError: row.last_error,
        updatedAt: row.updated_at,
      })),
      totalElements: total,
    };
  }

  /** Staff: tries a failed delivery again (a new job, its attempts from the start). */
  async retry(id: number): Promise<void> {
    const delivery = await this.repository.delivery(id);
    if (!delivery || !(await this.repository.reopen(id, this.now().toISOString()))) {
      throw new AppError('NOT_FOUND');
    }
    const attempt = `${delivery.delivery.idempotency_key}:retry:${this.now().getTime()}`;
    await this.deps.scheduler().schedule(DELIVER_JOB, {
      key: `notify:${attempt}`,
      runAt: this.now(),
      payload: { deliveryId: id },
    });
    await this.repository.markQueued([id]);
  }

  /** The demo mailbox: the caller's kept e-mails (only while no SMTP server is configured). */
  async mailbox(
    account: AuthAccount,
    query: { page: number; size: number },
  ): Promise<
    Page<{
      id: number;
      to: string;
      subject: string;
      text: string;
      html: string;
      listUnsubscribe: string | null;
      createdAt: string;
    }>
  > {
    const preferences = await this.preferences(account, null);
    if (!preferences.email) return { content: [], totalElements: 0 };
    const { rows, total } = await this.repository.demoMails(
      preferences.email,
      query.page * query.size,
      query.size,
    );
    return {
      content: rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html,
        listUnsubscribe: row.list_unsubscribe,
        createdAt: row.created_at,
      })),
      totalElements: total,
    };
  }
}

/** Whether an endpoint's host is one of the push services (`*.` for any subdomain). */
export function isPushService(endpoint: string, hosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return hosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}

function localeOf(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

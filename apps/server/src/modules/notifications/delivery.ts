import {
  LOCALE_TO_API_LANGUAGE,
  paths,
  withLanguage,
  type NotificationEvent,
  type NotificationKind,
  type OutsideChannel,
} from '@vaga/contract';
import { renderMail } from './mail/notice-mail.tsx';
import { confirmedEmail } from './contact-email.ts';
import {
  channelsOf,
  localeOf,
  renderRow,
  type NotificationsContext,
} from './notifications-context.ts';
import { DELIVERY_ATTEMPTS } from './outbox.ts';
import type { NoticeParams } from './outbox-write.ts';
import type { NotificationPreferencesService } from './preferences.ts';
import type { NotificationsPush } from './push.ts';

/**
 * The outbox's sending side: the scheduler job sends one delivery on its channel (e-mail, push
 * or SMS), once. A delivery already settled is never sent again, and a failure is retried with
 * a doubling wait until it is kept as failed with its last error.
 */
export class NotificationDelivery {
  constructor(
    private readonly context: NotificationsContext,
    private readonly pushes: Pick<NotificationsPush, 'send'>,
    private readonly preferences: Pick<NotificationPreferencesService, 'unsubscribeLinks'>,
  ) {}

  /** The scheduler job: sends one delivery, once. Throws to be retried. */
  async deliver(deliveryId: number, attempt: number): Promise<void> {
    const { repository, deps, ports } = this.context;
    const found = await repository.deliveries.delivery(deliveryId);
    if (!found || found.delivery.state !== 'pending') return;
    const { delivery, notification } = found;
    const at = () => this.context.now().toISOString();
    if (notification.cancelled_at !== null) {
      await repository.deliveries.settle(delivery.id, 'cancelled', { at: at() });
      return;
    }
    const channel = delivery.channel as OutsideChannel;
    const kind = notification.kind as NotificationKind;
    const event = notification.event as NotificationEvent;
    const settings = await repository.accountSettings.settings(notification.account_id);
    const channels = channelsOf(settings?.channels);
    if (!channels[kind][channel]) {
      await repository.deliveries.settle(delivery.id, 'skipped', { at: at(), error: 'turned off' });
      return;
    }
    const locale = localeOf(settings?.locale);
    const language = LOCALE_TO_API_LANGUAGE[locale];
    // Every address an e-mail gives names its language: opened in any browser, it shows it.
    const address = (path: string) => `${deps.config.publicUrl}${withLanguage(path, language)}`;
    const params = JSON.parse(notification.params) as NoticeParams;
    const subject = { accountId: notification.account_id, event, params };
    try {
      // A notice whose moment has passed (the invitation answered, the event over) is not sent:
      // the module that wrote it says whether it still holds (ports.checks).
      const lapse = await ports.checks.lapse(subject);
      if (lapse !== null) {
        await repository.deliveries.lapse(delivery.id, lapse, at());
        return;
      }
      const contact = await ports.contactOf(notification.account_id);
      const texts = await renderRow(ports, notification, locale);
      if (channel === 'email') {
        // A console account's contact address only once confirmed; a seeker's, the resume's.
        const to = confirmedEmail(settings) ?? contact?.email ?? null;
        if (!to || !deps.mail) {
          await repository.deliveries.settle(delivery.id, 'skipped', {
            at: at(),
            error: to ? 'e-mail is off' : 'no address',
          });
          return;
        }
        const unsubscribe = await this.preferences.unsubscribeLinks(
          notification.account_id,
          kind,
          language,
        );
        const open = notification.link ? address(notification.link) : null;
        const attachments = await ports.attachments.build(
          { ...subject, to, from: deps.config.mail.from },
          language,
        );
        await deps.mail.send({
          to,
          ...(await renderMail({
            locale,
            title: texts.title,
            body: texts.body,
            open,
            unsubscribe: unsubscribe.page,
            vacancies: texts.vacancies.map((vacancy) => ({
              title: vacancy.title,
              href: address(paths.jobOffer(vacancy.id)),
            })),
          })),
          unsubscribeUrl: unsubscribe.oneClick,
          idempotencyKey: delivery.idempotency_key,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      } else if (channel === 'push') {
        const outcome = await this.pushes.send(
          notification,
          { title: texts.title, body: texts.short },
          delivery.idempotency_key,
        );
        if (outcome !== 'sent') {
          await repository.deliveries.settle(delivery.id, 'skipped', {
            at: at(),
            attempts: attempt,
            error: outcome,
          });
          return;
        }
      } else {
        const to = contact?.mobileNum ?? null;
        if (!to) {
          await repository.deliveries.settle(delivery.id, 'skipped', {
            at: at(),
            error: 'no number',
          });
          return;
        }
        await deps.sms.send({
          to,
          text: `${texts.title}\n${texts.short}`,
          idempotencyKey: delivery.idempotency_key,
        });
      }
    } catch (error) {
      return this.failed(delivery.id, attempt, error);
    }
    await repository.deliveries.settle(delivery.id, 'sent', {
      at: at(),
      attempts: attempt,
      error: null,
    });
  }

  /**
   * Records a failed attempt: kept as failed once the attempts are spent, else thrown for the
   * scheduler to retry with a doubling wait.
   */
  private async failed(deliveryId: number, attempt: number, error: unknown): Promise<void> {
    const { repository } = this.context;
    const at = this.context.now().toISOString();
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (attempt >= DELIVERY_ATTEMPTS) {
      await repository.deliveries.settle(deliveryId, 'failed', {
        at,
        attempts: attempt,
        error: message,
      });
      return;
    }
    await repository.deliveries.attempted(deliveryId, attempt, message, at);
    throw error;
  }
}

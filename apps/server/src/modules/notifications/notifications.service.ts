import type { PublicMembers } from '../../platform/public-members.ts';
import { NotificationContactEmail } from './contact-email.ts';
import { NotificationDelivery } from './delivery.ts';
import { NotificationInbox } from './inbox.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { NotificationsContext, NotificationsDependencies } from './notifications-context.ts';
import { NotificationsOutbox } from './outbox.ts';
import type { NotificationPorts } from './ports.ts';
import { NotificationPreferencesService } from './preferences.ts';
import { NotificationsPush } from './push.ts';
import { NotificationsStaff } from './staff.ts';

export { DELIVER_JOB, DELIVERY_ATTEMPTS, DELIVERY_RETRY_MS } from './outbox.ts';
export { isPushService } from './push.ts';
export type { Notice, NoticeParams } from './outbox-write.ts';

/**
 * Notifications (docs/design.md "Reaching people"), one object over its parts, each
 * a job of its own: the outbox (outbox.ts: write, relay; delivery.ts: send per channel), the
 * inbox (inbox.ts), preferences and unsubscribe links (preferences.ts), push (push.ts) and
 * staff's views (staff.ts). Domains build their own notices and write them with `write(trx, …)`
 * in their transaction; what the notifications need of other modules comes through the ports
 * (ports.ts), so this module calls none.
 */
export class NotificationsService {
  // The outbox.
  readonly write: NotificationsOutbox['write'];
  readonly cancel: NotificationsOutbox['cancel'];
  readonly relay: NotificationsOutbox['relay'];
  readonly relayQuietly: NotificationsOutbox['relayQuietly'];
  readonly outboxDepth: NotificationsOutbox['outboxDepth'];
  readonly deliver: NotificationDelivery['deliver'];
  // The inbox.
  readonly page: NotificationInbox['page'];
  readonly markRead: NotificationInbox['markRead'];
  readonly markAllRead: NotificationInbox['markAllRead'];
  readonly mailbox: NotificationInbox['mailbox'];
  // Preferences and unsubscribe links.
  readonly preferences: NotificationPreferencesService['preferences'];
  readonly savePreferences: NotificationPreferencesService['savePreferences'];
  readonly registrationChoices: NotificationPreferencesService['registrationChoices'];
  readonly applyRegistrationChoices: NotificationPreferencesService['applyRegistrationChoices'];
  readonly unsubscribeLinks: NotificationPreferencesService['unsubscribeLinks'];
  readonly verifyUnsubscribe: NotificationPreferencesService['verifyUnsubscribe'];
  readonly unsubscribe: NotificationPreferencesService['unsubscribe'];
  // A console account's contact e-mail.
  readonly contactEmail: NotificationContactEmail['contactEmail'];
  readonly setContactEmail: NotificationContactEmail['setContactEmail'];
  readonly confirmContactEmail: NotificationContactEmail['confirmContactEmail'];
  readonly removeContactEmail: NotificationContactEmail['removeContactEmail'];
  // Push.
  readonly pushKey: NotificationsPush['pushKey'];
  readonly subscribePush: NotificationsPush['subscribePush'];
  readonly unsubscribePush: NotificationsPush['unsubscribePush'];
  // Staff's views.
  readonly failedCount: NotificationsStaff['failedCount'];
  readonly failedDeliveries: NotificationsStaff['failedDeliveries'];
  readonly retry: NotificationsStaff['retry'];

  constructor(
    repository: PublicMembers<NotificationsRepository>,
    deps: NotificationsDependencies,
    ports: NotificationPorts,
  ) {
    const context: NotificationsContext = {
      repository,
      deps,
      ports,
      now: () => deps.clock.now(),
    };
    // The quiet relay runs this object's relay(), as callers (and tests) see it.
    const outbox = new NotificationsOutbox(context, () => this.relay());
    const settings = new NotificationPreferencesService(context);
    const push = new NotificationsPush(context);
    const delivery = new NotificationDelivery(context, push, settings);
    const inbox = new NotificationInbox(context, settings);
    const staff = new NotificationsStaff(context);

    this.write = outbox.write.bind(outbox);
    this.cancel = outbox.cancel.bind(outbox);
    this.relay = outbox.relay.bind(outbox);
    this.relayQuietly = outbox.relayQuietly.bind(outbox);
    this.outboxDepth = outbox.outboxDepth.bind(outbox);
    this.deliver = delivery.deliver.bind(delivery);

    this.page = inbox.page.bind(inbox);
    this.markRead = inbox.markRead.bind(inbox);
    this.markAllRead = inbox.markAllRead.bind(inbox);
    this.mailbox = inbox.mailbox.bind(inbox);

    this.preferences = settings.preferences.bind(settings);
    this.savePreferences = settings.savePreferences.bind(settings);
    this.registrationChoices = settings.registrationChoices.bind(settings);
    this.applyRegistrationChoices = settings.applyRegistrationChoices.bind(settings);
    this.unsubscribeLinks = settings.unsubscribeLinks.bind(settings);
    this.verifyUnsubscribe = settings.verifyUnsubscribe.bind(settings);
    this.unsubscribe = settings.unsubscribe.bind(settings);

    const contact = new NotificationContactEmail(context);
    this.contactEmail = contact.contactEmail.bind(contact);
    this.setContactEmail = contact.setContactEmail.bind(contact);
    this.confirmContactEmail = contact.confirmContactEmail.bind(contact);
    this.removeContactEmail = contact.removeContactEmail.bind(contact);

    this.pushKey = push.pushKey.bind(push);
    this.subscribePush = push.subscribePush.bind(push);
    this.unsubscribePush = push.unsubscribePush.bind(push);

    this.failedCount = staff.failedCount.bind(staff);
    this.failedDeliveries = staff.failedDeliveries.bind(staff);
    this.retry = staff.retry.bind(staff);
  }
}

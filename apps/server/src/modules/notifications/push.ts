import webpush from 'web-push';
import { PUSH_SUBSCRIPTIONS_MAX, type PushKey, type PushSubscriptionInput } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { VapidDetails } from './notification-channels.ts';
import { badPushKey } from './push-keys.ts';
import type { NotificationRow } from './notifications.repository.ts';
import type { NotificationsContext } from './notifications-context.ts';

/** The push message's body is cut to this many characters (a push payload holds ~4 KB). */
const PUSH_BODY_MAX = 1000;
/** Where a push without a link of its own opens: the app's home. */
const PUSH_DEFAULT_URL = '/';

/** Web push: the browsers an account registered, the VAPID keys, and sending to them. */
export class NotificationsPush {
  constructor(private readonly context: NotificationsContext) {}

  private vapidPair: Promise<{ publicKey: string; privateKey: string }> | null = null;

  /**
   * Pushes a notification to every browser of its account. A browser the push service no longer
   * knows (404/410) is removed; any other failure throws (the delivery is retried, every browser
   * again: the same tag and topic make a repeat replace the first). `sent` when one browser took
   * it; else why not.
   */
  async send(
    notification: NotificationRow,
    texts: { title: string; body: string },
    idempotencyKey: string,
  ): Promise<'sent' | 'no browser' | 'browsers gone'> {
    const { repository, deps } = this.context;
    const browsers = await repository.accountSettings.pushSubscriptions(notification.account_id);
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
        const outcome = await deps.push.send(
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
        if (outcome === 'gone') await repository.accountSettings.removePushSubscription(browser.id);
        else sent += 1;
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== null) throw failure;
    return sent > 0 ? 'sent' : 'browsers gone';
  }

  /** The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else one made once and kept. */
  private vapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
    this.vapidPair ??= (async () => {
      const configured = this.context.deps.config.push.vapid;
      if (configured) return configured;
      const kept = await this.context.repository.accountSettings.secret('vapid', () => {
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
    const { publicUrl, mail } = this.context.deps.config;
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
   * service (PUSH_SERVICE_HOSTS: the server posts to it), and its keys able to encrypt a payload
   * (BE_PUSH_KEYS_INVALID). Past PUSH_SUBSCRIPTIONS_MAX browsers,
   * the one registered longest ago is replaced.
   */
  async subscribePush(account: AuthAccount, body: PushSubscriptionInput): Promise<void> {
    if (!isPushService(body.endpoint, this.context.deps.config.push.serviceHosts)) {
      throw new AppError('VALIDATION_FAIL', ['body.endpoint']);
    }
    // Keys that cannot encrypt a payload are refused now, not found out at every push.
    const badKey = badPushKey(body.keys);
    if (badKey) throw new AppError('BE_PUSH_KEYS_INVALID', [badKey]);
    await this.context.repository.accountSettings.savePushSubscription(
      {
        accountId: account.id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh.replace(/=+$/, ''),
        auth: body.keys.auth.replace(/=+$/, ''),
        at: this.context.now().toISOString(),
      },
      PUSH_SUBSCRIPTIONS_MAX,
    );
  }

  /** Forgets one of the caller's browsers; NOT_FOUND when the caller has none at that endpoint. */
  async unsubscribePush(account: AuthAccount, endpoint: string): Promise<void> {
    if (
      !(await this.context.repository.accountSettings.deletePushSubscription(account.id, endpoint))
    ) {
      throw new AppError('NOT_FOUND');
    }
  }
}

/** Whether an endpoint's host is one of the push services (`*.` for any subdomain). */
export function isPushService(endpoint: string, hosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return hosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}

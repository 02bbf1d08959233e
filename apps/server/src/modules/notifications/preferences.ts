import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  LANGUAGE_QUERY,
  NOTIFICATION_KINDS,
  notificationMailTexts,
  OUTSIDE_CHANNELS,
  ROLE_NOTIFICATION_CHANNELS,
  ROLE_NOTIFICATION_KINDS,
  type AccountType,
  type KindChannels,
  PATHS,
  withSearch,
  type ApiLanguage,
  type Locale,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import { confirmedEmail } from './contact-email.ts';
import type { Trx } from './notifications.repository.ts';
import {
  channelsOf,
  type NotificationsContext,
  type StoredChannels,
} from './notifications-context.ts';
import {
  channelsFromChoices,
  choicesFromChannels,
  type RegistrationChoices,
} from './registration-preferences.ts';

/** The channels as a role reads them: what its role is not offered reads off. */
function forRole(
  role: AccountType,
  all: Record<NotificationKind, KindChannels>,
): Record<NotificationKind, KindChannels> {
  const kinds = ROLE_NOTIFICATION_KINDS[role];
  const channels = ROLE_NOTIFICATION_CHANNELS[role];
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      {
        email: kinds.includes(kind) && channels.includes('email') && all[kind].email,
        push: kinds.includes(kind) && channels.includes('push') && all[kind].push,
        sms: kinds.includes(kind) && channels.includes('sms') && all[kind].sms,
      },
    ]),
  ) as Record<NotificationKind, KindChannels>;
}

/**
 * Which channels an account is reached on, by kind (its preferences, the job-seeking
 * registration's choices), and the signed one-click links that turn e-mail of a kind off.
 */
export class NotificationPreferencesService {
  constructor(private readonly context: NotificationsContext) {}

  /** Remembers the language an account reads in (its e-mails, SMS and pushes use it). */
  async rememberLocale(accountId: number, locale: Locale): Promise<void> {
    const { repository } = this.context;
    const settings = await repository.accountSettings.settings(accountId);
    if (settings?.locale === locale) return;
    await repository.accountSettings.saveSettings(
      accountId,
      { locale },
      this.context.now().toISOString(),
    );
  }

  /**
   * The channels of each kind as they stand: a kind or channel not offered to the account's
   * role reads off. The address is a seeker's resume's, a console account's confirmed one.
   */
  async preferences(account: AuthAccount, locale: Locale | null): Promise<NotificationPreferences> {
    if (locale) await this.rememberLocale(account.id, locale);
    const settings = await this.context.repository.accountSettings.settings(account.id);
    const email =
      account.accountType === 'personal'
        ? ((await this.context.ports.contactOf(account.id))?.email ?? null)
        : confirmedEmail(settings);
    return { kinds: forRole(account.accountType, channelsOf(settings?.channels)), email };
  }

  /**
   * Saves the choices; SMS is offered for interviews only. A kind the role is not told of, or a
   * channel it is not offered, cannot be turned on (BE_NOTIFICATION_KIND_NOT_FOR_ROLE,
   * VALIDATION_FAIL). The address is not taken here (the resume's; the contact e-mail's calls).
   */
  async savePreferences(
    account: AuthAccount,
    body: NotificationPreferencesUpdate,
    locale: Locale | null,
  ): Promise<NotificationPreferences> {
    const kinds = ROLE_NOTIFICATION_KINDS[account.accountType];
    const channels = ROLE_NOTIFICATION_CHANNELS[account.accountType];
    for (const kind of NOTIFICATION_KINDS) {
      const chosen = body.kinds[kind];
      if (!kinds.includes(kind) && (chosen.email || chosen.push || chosen.sms)) {
        throw new AppError('BE_NOTIFICATION_KIND_NOT_FOR_ROLE', [kind]);
      }
      for (const channel of OUTSIDE_CHANNELS) {
        const offered = channels.includes(channel) && (channel !== 'sms' || kind === 'interviews');
        if (!offered && chosen[channel]) {
          throw new AppError('VALIDATION_FAIL', [`body.kinds.${kind}.${channel}`]);
        }
      }
    }
    await this.context.repository.accountSettings.saveSettings(
      account.id,
      { channels: JSON.stringify(body.kinds) },
      this.context.now().toISOString(),
    );
    return this.preferences(account, locale);
  }

  /** A job-seeking registration's notification choices as the preferences now stand. */
  async registrationChoices(accountId: number): Promise<RegistrationChoices> {
    const settings = await this.context.repository.accountSettings.settings(accountId);
    return choicesFromChannels(channelsOf(settings?.channels));
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
    const { repository } = this.context;
    const settings = await repository.accountSettings.settingsIn(trx, accountId);
    const channels = channelsFromChoices(channelsOf(settings?.channels), choices);
    await repository.accountSettings.saveChannelsIn(
      trx,
      accountId,
      JSON.stringify(channels),
      this.context.now().toISOString(),
    );
  }

  private async setChannel(
    accountId: number,
    kind: NotificationKind,
    channel: 'email',
  ): Promise<void> {
    const { repository } = this.context;
    const settings = await repository.accountSettings.settings(accountId);
    const chosen = (settings ? JSON.parse(settings.channels) : {}) as StoredChannels;
    chosen[kind] = { ...chosen[kind], [channel]: false };
    await repository.accountSettings.saveSettings(
      accountId,
      { channels: JSON.stringify(chosen) },
      this.context.now().toISOString(),
    );
  }

  private async signingKey(): Promise<Buffer> {
    return Buffer.from(
      await this.context.repository.accountSettings.secret('unsubscribe'),
      'base64url',
    );
  }

  private async sign(payload: string): Promise<string> {
    return createHmac('sha256', await this.signingKey())
      .update(payload)
      .digest('base64url');
  }

  /**
   * The links that turn e-mail of one kind off for one account (no login, a signed token), in
   * the e-mail's language: `page`, the page a person's click opens (it names what stops, and its
   * button stops it), and `oneClick`, the address mail programs post to (RFC 8058).
   */
  async unsubscribeLinks(
    accountId: number,
    kind: NotificationKind,
    language: ApiLanguage,
  ): Promise<{ page: string; oneClick: string }> {
    const payload = Buffer.from(JSON.stringify({ a: accountId, k: kind })).toString('base64url');
    const token = `${payload}.${await this.sign(payload)}`;
    const { publicUrl } = this.context.deps.config;
    return {
      page: `${publicUrl}${withSearch(PATHS.unsubscribePage, { token, [LANGUAGE_QUERY]: language })}`,
      oneClick: `${publicUrl}${withSearch(PATHS.notificationsUnsubscribe, { token, [LANGUAGE_QUERY]: language })}`,
    };
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
    return { kind, message: notificationMailTexts(locale).unsubscribed };
  }
}

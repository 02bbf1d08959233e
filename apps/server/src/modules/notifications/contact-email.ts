import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CONTACT_EMAIL_CONFIRM_HOURS,
  contactEmailConfirmPath,
  text,
  type ConsoleKind,
  type ContactEmail,
  type Locale,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import { renderMail } from './mail/notice-mail.tsx';
import type { SettingsRow } from './notification-rows.ts';
import { localeOf, type NotificationsContext } from './notifications-context.ts';

const HOUR_MS = 60 * 60 * 1000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The address e-mails go to: an employer's or staff account's only once confirmed. */
export function confirmedEmail(settings: SettingsRow | undefined): string | null {
  return settings?.email && settings.email_confirmed_at ? settings.email : null;
}

/** How a contact address stands, as its owner reads it. */
function contactOf(settings: SettingsRow | undefined): ContactEmail {
  const confirmed = Boolean(settings?.email && settings.email_confirmed_at);
  return {
    email: settings?.email ?? null,
    confirmed,
    confirmBy: confirmed ? null : (settings?.email_token_expires_at ?? null),
  };
}

/**
 * An employer's or staff account's contact e-mail (docs/decisions.md "Employers and staff are
 * told too"): set, it waits for the link e-mailed to it, and receives nothing until that link is
 * opened by the same account; a new address needs a new confirmation.
 */
export class NotificationContactEmail {
  constructor(private readonly context: NotificationsContext) {}

  async contactEmail(account: AuthAccount): Promise<ContactEmail> {
    return contactOf(await this.context.repository.accountSettings.settings(account.id));
  }

  /**
   * Keeps the address unconfirmed and e-mails it a link that confirms it. The same address
   * confirmed already is kept as it is; the same address waiting gets a new link.
   */
  async setContactEmail(
    account: AuthAccount,
    email: string,
    locale: Locale | null,
  ): Promise<ContactEmail> {
    const { repository, deps } = this.context;
    const settings = await repository.accountSettings.settings(account.id);
    if (confirmedEmail(settings)?.toLowerCase() === email.toLowerCase()) return contactOf(settings);
    if (!deps.mail) throw new AppError('BE_CONTACT_EMAIL_NOT_SENT');
    const now = this.context.now();
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(now.getTime() + CONTACT_EMAIL_CONFIRM_HOURS * HOUR_MS);
    await repository.accountSettings.saveContact(
      account.id,
      {
        email,
        email_confirmed_at: null,
        email_token: hashOf(token),
        email_token_expires_at: expires.toISOString(),
      },
      now.toISOString(),
    );
    const type = account.accountType as ConsoleKind;
    const link = `${deps.config.publicUrl}${contactEmailConfirmPath(type, token)}`;
    const language = locale ?? localeOf(settings?.locale);
    const body = text(language, 'notifications', 'contactEmail.body', {
      hours: CONTACT_EMAIL_CONFIRM_HOURS,
      link,
    });
    try {
      await deps.mail.send({
        to: email,
        ...(await renderMail({
          locale: language,
          title: text(language, 'notifications', 'contactEmail.subject'),
          body,
          open: null,
          unsubscribe: null,
          footer: text(language, 'notifications', 'contactEmail.footer'),
        })),
        idempotencyKey: `contact-email.${account.id}.${hashOf(token).slice(0, 16)}`,
      });
    } catch (error) {
      deps.log?.warn({ err: error, accountId: account.id }, 'confirmation e-mail not sent');
      throw new AppError('BE_CONTACT_EMAIL_NOT_SENT');
    }
    return this.contactEmail(account);
  }

  /**
   * Confirms the caller's address with its link's token: another account's token, one replaced
   * by a newer link, or a made-up one is BE_CONTACT_EMAIL_LINK_INVALID; a link past its time
   * BE_CONTACT_EMAIL_LINK_EXPIRED.
   */
  async confirmContactEmail(account: AuthAccount, token: string): Promise<ContactEmail> {
    const { repository } = this.context;
    const settings = await repository.accountSettings.settings(account.id);
    const hash = Buffer.from(hashOf(token));
    const kept = Buffer.from(settings?.email_token ?? '');
    if (!settings?.email || kept.length !== hash.length || !timingSafeEqual(kept, hash)) {
      throw new AppError('BE_CONTACT_EMAIL_LINK_INVALID');
    }
    const now = this.context.now();
    if (!settings.email_token_expires_at || new Date(settings.email_token_expires_at) <= now) {
      throw new AppError('BE_CONTACT_EMAIL_LINK_EXPIRED');
    }
    if (
      !(await repository.accountSettings.confirmContact(
        account.id,
        hash.toString(),
        now.toISOString(),
      ))
    ) {
      throw new AppError('BE_CONTACT_EMAIL_LINK_INVALID');
    }
    return this.contactEmail(account);
  }

  /** Forgets the address (and any link waiting): no e-mail is sent any more. */
  async removeContactEmail(account: AuthAccount): Promise<void> {
    await this.context.repository.accountSettings.saveContact(
      account.id,
      { email: null, email_confirmed_at: null, email_token: null, email_token_expires_at: null },
      this.context.now().toISOString(),
    );
  }
}

import {
  DEFAULT_LOCALE,
  type Locale,
  type NotificationItem,
  type NotificationKind,
  type NotificationPage,
  type Page,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import { renderRow, type NotificationsContext } from './notifications-context.ts';
import type { NotificationPreferencesService } from './preferences.ts';

/** A mail the demo mailbox kept. */
export interface DemoMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string | null;
  createdAt: string;
}

/** An account's inbox: its notifications in its language, read or not; and the demo mailbox. */
export class NotificationInbox {
  constructor(
    private readonly context: NotificationsContext,
    private readonly settings: Pick<
      NotificationPreferencesService,
      'rememberLocale' | 'preferences'
    >,
  ) {}

  /** The inbox of an account, in the language asked for; remembers that language. */
  async page(
    account: AuthAccount,
    query: { page: number; size: number },
    locale: Locale | null,
  ): Promise<NotificationPage> {
    if (locale) await this.settings.rememberLocale(account.id, locale);
    const now = this.context.now().toISOString();
    const { rows, total, unread } = await this.context.repository.page(
      account.id,
      now,
      query.page * query.size,
      query.size,
    );
    const shown = locale ?? DEFAULT_LOCALE;
    const content: NotificationItem[] = [];
    for (const row of rows) {
      const { title, body } = await renderRow(this.context.ports, row, shown);
      content.push({
        id: row.id,
        kind: row.kind as NotificationKind,
        event: row.event,
        title,
        body,
        link: row.link,
        createdAt: row.visible_at,
        read: row.read_at !== null,
      });
    }
    return { content, totalElements: total, unread };
  }

  async markRead(account: AuthAccount, id: number): Promise<void> {
    const at = this.context.now().toISOString();
    if (!(await this.context.repository.markRead(account.id, id, at))) {
      throw new AppError('NOT_FOUND');
    }
  }

  async markAllRead(account: AuthAccount): Promise<void> {
    await this.context.repository.markAllRead(account.id, this.context.now().toISOString());
  }

  /** The demo mailbox: the caller's kept e-mails (only while no SMTP server is configured). */
  async mailbox(
    account: AuthAccount,
    query: { page: number; size: number },
  ): Promise<Page<DemoMail>> {
    // A console account's contact address whether confirmed or not: its confirmation is here.
    const address =
      account.accountType === 'personal'
        ? (await this.settings.preferences(account, null)).email
        : ((await this.context.repository.accountSettings.settings(account.id))?.email ?? null);
    if (!address) return { content: [], totalElements: 0 };
    const { rows, total } = await this.context.repository.accountSettings.demoMails(
      address,
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

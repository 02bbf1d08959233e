import type { ApiLanguage, NotificationEvent } from '@vaga/contract';
import type { MailAttachment } from './notification-channels.ts';
import { NoticeCheckRegistry, type NoticeSubject } from './notice-checks.ts';

/**
 * What the notifications need of the rest of the app, declared here and answered by the modules
 * that hold it (each in its manifest's start step, through NotificationPortsRegistry), so this
 * module calls no other module: a recipient's contact data, the vacancy titles a notice names,
 * and the files an e-mail carries.
 */
export interface NotificationPorts {
  /** The e-mail address and mobile number a seeker keeps on their resume, if any. */
  contactOf(accountId: number): Promise<RecipientContact | null>;
  /**
   * The titles of vacancies in a language, removed ones included, one for each id in its order
   * (null for a vacancy not found).
   */
  vacancyTitles(ids: number[], language: ApiLanguage): Promise<(string | null)[]>;
  /** The same vacancies with their ids (an e-mail links each title to its vacancy). */
  vacancyList(ids: number[], language: ApiLanguage): Promise<VacancyName[]>;
  /** The files an e-mail carries, by event: domains register their builders at start-up. */
  attachments: AttachmentRegistry;
  /** Whether a notice still holds, by event: domains register their checks at start-up. */
  checks: NoticeCheckRegistry;
}

/** A vacancy's id and its title in one language. */
export interface VacancyName {
  id: number;
  title: string;
}

export interface RecipientContact {
  email?: string | null;
  mobileNum?: string | null;
}

/** The notification an attachment is built for: its recipient and what it names. */
/** What an attachment is built from: the notice, and the e-mail's recipient and sender when known. */
export interface AttachmentSubject extends NoticeSubject {
  /** The e-mail's recipient address and sender (`Name <address>`). */
  to?: string;
  from?: string;
}

/**
 * Builds the file an e-mail of one event carries, in the recipient's language; null when there
 * is none (e.g. the interview is no longer arranged).
 */
export type AttachmentBuilder = (
  subject: AttachmentSubject,
  language: ApiLanguage,
) => Promise<MailAttachment | null>;

/** The attachment builders by event, filled by the domains at start-up. */
export class AttachmentRegistry {
  private readonly builders = new Map<NotificationEvent, AttachmentBuilder>();

  /** The builder of an event's attachment (one per event). */
  register(event: NotificationEvent, build: AttachmentBuilder): void {
    if (this.builders.has(event)) throw new Error(`An attachment for ${event} is registered`);
    this.builders.set(event, build);
  }

  /** The files an e-mail of this notification carries. */
  async build(subject: AttachmentSubject, language: ApiLanguage): Promise<MailAttachment[]> {
    const build = this.builders.get(subject.event);
    const file = build ? await build(subject, language) : null;
    return file ? [file] : [];
  }
}

/**
 * The ports as the notifications use them, each answered at start-up by the module that holds
 * its data (profile: contacts; joboffers: vacancy titles; any domain: attachments and notice
 * checks). Asking a port no module answered is a wiring error.
 */
export class NotificationPortsRegistry implements NotificationPorts {
  readonly attachments = new AttachmentRegistry();
  readonly checks = new NoticeCheckRegistry();
  private contacts: NotificationPorts['contactOf'] | null = null;
  private titles: NotificationPorts['vacancyTitles'] | null = null;
  private list: NotificationPorts['vacancyList'] | null = null;

  /** The module that keeps recipients' contact data answers contactOf. */
  answerContactOf(contactOf: NotificationPorts['contactOf']): void {
    this.contacts = contactOf;
  }

  /** The module that keeps vacancies answers vacancyTitles. */
  answerVacancyTitles(vacancyTitles: NotificationPorts['vacancyTitles']): void {
    this.titles = vacancyTitles;
  }

  /** The module that keeps vacancies answers vacancyList. */
  answerVacancyList(vacancyList: NotificationPorts['vacancyList']): void {
    this.list = vacancyList;
  }

  vacancyList(ids: number[], language: ApiLanguage): Promise<VacancyName[]> {
    if (!this.list) throw new Error("No module answers the notifications' vacancyList");
    return this.list(ids, language);
  }

  contactOf(accountId: number): Promise<RecipientContact | null> {
    if (!this.contacts) throw new Error("No module answers the notifications' contactOf");
    return this.contacts(accountId);
  }

  vacancyTitles(ids: number[], language: ApiLanguage): Promise<(string | null)[]> {
    if (!this.titles) throw new Error("No module answers the notifications' vacancyTitles");
    return this.titles(ids, language);
  }
}

import { createHash } from 'node:crypto';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import webpush, { WebPushError } from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '@vaga/contract';

/** An e-mail as the notifications render it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe URL (RFC 8058); none on a mail the person asked for. */
  unsubscribeUrl?: string;
  /** Names the delivery: the Message-ID, so a receiver sees a repeat as the same message. */
  idempotencyKey: string;
  /** Files sent with it (the interview's calendar entry). */
  attachments?: MailAttachment[];
}

/** A file attached to an e-mail. */
export interface MailAttachment {
  filename: string;
  content: string;
  /** The MIME type with its parameters, e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** Where the demo mailbox keeps a mail. */
export type KeepMail = (mail: {
  to: string;
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string | null;
}) => Promise<void>;

function messageOptions(from: string, mail: OutgoingMail, host: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@${host}>`,
    ...(mail.unsubscribeUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((file) => ({
            filename: file.filename,
            content: file.content,
            contentType: file.contentType,
          })),
        }
      : {}),
  };
}

/** Mails sent through an SMTP server (`SMTP_URL`). */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;
  constructor(
    url: string,
    private readonly from: string,
    private readonly host: string,
  ) {
    this.transporter = nodemailer.createTransport(url);
  }
  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(messageOptions(this.from, mail, this.host));
  }
  close(): void {
    this.transporter.close();
  }
}

/**
 * The demo mailbox: the message is built as for SMTP (nodemailer's stream transport), then kept
 * in the database so the demo shows it (no SMTP server in the demo).
 */
export class DemoMailTransport implements MailTransport {
  private readonly transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
  });
  constructor(
    private readonly from: string,
    private readonly host: string,
    private readonly keep: KeepMail,
  ) {}
  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(messageOptions(this.from, mail, this.host));
    await this.keep({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      listUnsubscribe: mail.unsubscribeUrl ? `<${mail.unsubscribeUrl}>` : null,
    });
  }
}

/** A text message. */
export interface OutgoingSms {
  to: string;
  text: string;
  idempotencyKey: string;
}

export interface SmsTransport {
  send(sms: OutgoingSms): Promise<void>;
}

/**
 * An HTTP SMS gateway (`SMS_GATEWAY_URL`): POST JSON `{ to, text, idempotencyKey }` with an
 * `Idempotency-Key` header; any answer but 2xx is a failure (retried).
 */
export class HttpSmsTransport implements SmsTransport {
  constructor(private readonly url: string) {}
  async send(sms: OutgoingSms): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': sms.idempotencyKey },
      body: JSON.stringify(sms),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

/** No gateway configured: the message is logged (the number masked), not sent. */
export class LogSmsTransport implements SmsTransport {
  constructor(private readonly log?: FastifyBaseLogger) {}
  async send(sms: OutgoingSms): Promise<void> {
    this.log?.info(
      { to: `****${sms.to.slice(-4)}`, key: sms.idempotencyKey, text: sms.text },
      'sms (no gateway configured)',
    );
  }
}

/** One browser to push to (a stored push subscription). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The VAPID identity pushes are signed with (RFC 8292). */
export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** A push message to one browser. */
export interface OutgoingPush {
  to: PushTarget;
  payload: PushPayload;
  /** Names the delivery: a repeat still waiting at the push service replaces the first. */
  idempotencyKey: string;
}

/** `sent`; or `gone`: the push service no longer knows the browser (404/410). */
export type PushOutcome = 'sent' | 'gone';

export interface PushTransport {
  /** Sends one push; throws on any other failure (retried). */
  send(push: OutgoingPush, vapid: VapidDetails): Promise<PushOutcome>;
}

/** How long a push service keeps a message for a browser that is offline. */
export const PUSH_TTL_SECONDS = 3 * 24 * 60 * 60;

/**
 * The Topic header (RFC 8030 §5.4, at most 32 base64url characters): a digest of the delivery's
 * idempotency key, so a retried push replaces the one still waiting for the browser.
 */
export function pushTopic(idempotencyKey: string): string {
  return createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 32);
}

/** Web Push through the browsers' push services (the `web-push` package: RFC 8291 and 8292). */
export class WebPushTransport implements PushTransport {
  async send(push: OutgoingPush, vapid: VapidDetails): Promise<PushOutcome> {
    try {
      await webpush.sendNotification(push.to, JSON.stringify(push.payload), {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        topic: pushTopic(push.idempotencyKey),
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        timeout: 10_000,
      });
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError) {
        if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
        throw new Error(`Push service answered ${error.statusCode}`, { cause: error });
      }
      throw error;
    }
  }
}

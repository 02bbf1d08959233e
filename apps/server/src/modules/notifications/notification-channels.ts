import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** An e-mail as the notifications render it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe URL (RFC 8058). */
  unsubscribeUrl: string;
  /** Names the delivery: the Message-ID, so a receiver sees a repeat as the same message. */
  idempotencyKey: string;
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
    headers: {
      'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
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
      listUnsubscribe: `<${mail.unsubscribeUrl}>`,
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

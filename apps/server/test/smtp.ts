import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free port: keeps every message it receives, parsed. */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    /** The messages to one address, oldest first. */
    to: (address: string) =>
      received.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The calendar entry a message carries, as ical.js reads it. */
export function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.contentType === 'text/calendar');
  if (!file) throw new Error(`no calendar entry in "${mail.subject}"`);
  const type = file.headers.get('content-type') as { params: Record<string, string> };
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    filename: file.filename,
    mimeMethod: type.params.method,
    method: calendar.getFirstPropertyValue('method'),
    event: new ICAL.Event(vevent),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: vevent.getFirstPropertyValue('status'),
  };
}

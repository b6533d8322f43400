import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fallbackFrom, type Mailer, type MailMessage } from '../core/mailer.ts';

export interface LocalMailer extends Mailer {
  /** The most recent messages, oldest first (at most `keep`). */
  readonly sent: readonly MailMessage[];
  /** The newest message sent to this address, if any. */
  lastTo(address: string): MailMessage | undefined;
  clear(): void;
}

// A header value must not break out of its line.
const header = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** The message as an .eml file (RFC 5322, multipart/alternative), readable by any mail client. */
export function toEml(message: MailMessage, date: Date): string {
  const boundary = `masthead-${randomBytes(12).toString('hex')}`;
  return [
    `From: ${header(message.from)}`,
    `To: ${header(message.to)}`,
    `Subject: ${header(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    message.html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** Writes each message to `<dir>/<time>-<random>.eml` and keeps the last `keep` in memory. */
export function createLocalMailer({
  dir,
  keep = 100,
  defaultFrom = fallbackFrom,
}: {
  dir: string;
  keep?: number;
  defaultFrom?: string;
}): LocalMailer {
  const sent: MailMessage[] = [];
  return {
    defaultFrom,
    sent,
    async send(message) {
      sent.push(message);
      if (sent.length > keep) sent.splice(0, sent.length - keep);
      const date = new Date();
      await mkdir(dir, { recursive: true });
      await writeFile(
        join(dir, `${date.getTime()}-${randomBytes(4).toString('hex')}.eml`),
        toEml(message, date),
        'utf8',
      );
    },
    lastTo(address) {
      return sent.findLast((message) => message.to.toLowerCase() === address.toLowerCase());
    },
    clear() {
      sent.length = 0;
    },
  };
}

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { NewsletterMessage, RecipientNewsletterProvider } from '../../core/newsletter-provider.ts';

/**
 * Without any SMTP server: each message as an .eml file in the local mail folder (MAIL_DIR, as
 * the local mailer), named after its Message-ID so a resent copy replaces the first.
 */
export function createLocalNewsletterProvider({ dir }: { dir: string }): RecipientNewsletterProvider {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'recipients',
    name: 'smtp',
    async send(message: NewsletterMessage) {
      const info = await composer.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo || undefined,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: message.messageId,
        headers: message.headers,
      });
      await mkdir(dir, { recursive: true });
      const name = message.messageId.replace(/[^a-zA-Z0-9.-]+/g, '_');
      await writeFile(join(dir, `newsletter${name}.eml`), info.message as Buffer);
    },
    close: () => composer.close(),
  };
}

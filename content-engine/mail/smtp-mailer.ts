import nodemailer from 'nodemailer';
import { fallbackFrom, type Mailer } from '../core/mailer.ts';

/** Sends through an SMTP server given as a URL, e.g. `smtps://user:pass@smtp.example.com`. */
export function createSmtpMailer(url: string, { defaultFrom = fallbackFrom }: { defaultFrom?: string } = {}): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    defaultFrom,
    async send(message) {
      await transport.sendMail(message);
    },
  };
}

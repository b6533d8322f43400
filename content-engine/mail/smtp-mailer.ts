import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends through an SMTP server given as a URL, e.g. `smtps://user:pass@smtp.example.com`. */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}

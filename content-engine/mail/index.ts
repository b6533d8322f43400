import { createLocalMailer } from './local-mailer.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type { Mailer, MailMessage } from './mailer.ts';
export { defaultFrom } from './mailer.ts';
export { createLocalMailer, type LocalMailer } from './local-mailer.ts';

/** SMTP when SMTP_URL is set, else .eml files under MAIL_DIR (default var/mail). */
export function createMailer(env: NodeJS.ProcessEnv = process.env): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL);
  return createLocalMailer({ dir: env.MAIL_DIR || 'var/mail' });
}

let mailer: Mailer | undefined;

/** The process-wide mailer, created from the environment on first use. */
export function getMailer(): Mailer {
  mailer ??= createMailer();
  return mailer;
}

/** Replaces the process-wide mailer (tests); `undefined` goes back to the environment's. */
export function setMailerForTests(replacement: Mailer | undefined) {
  mailer = replacement;
}

export { createLocalMailer, type LocalMailer } from './local-mailer.ts';
export { createSmtpMailer } from './smtp-mailer.ts';

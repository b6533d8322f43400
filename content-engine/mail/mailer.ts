/** One e-mail: plain text and HTML bodies of the same message. */
export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail port: a local file adapter by default, SMTP when configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The sender when a message does not name one. */
export const defaultFrom = (env: NodeJS.ProcessEnv = process.env) => env.MAIL_FROM || 'Masthead <no-reply@localhost>';

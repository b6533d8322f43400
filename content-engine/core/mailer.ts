/** One e-mail: plain text and HTML bodies of the same message. */
export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail port (an engine port, ADR 0037): a local file adapter by default, SMTP when configured. */
export interface Mailer {
  /** The sender of the messages the engine writes without a sender of their own (MAIL_FROM). */
  readonly defaultFrom: string;
  send(message: MailMessage): Promise<void>;
}

/** The sender when MAIL_FROM is not set. */
export const fallbackFrom = 'Masthead <no-reply@localhost>';

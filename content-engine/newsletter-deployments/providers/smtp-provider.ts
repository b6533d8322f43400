import nodemailer from 'nodemailer';
import {
  NewsletterSendError,
  type NewsletterMessage,
  type RecipientNewsletterProvider,
} from '../../core/newsletter-provider.ts';

interface SmtpFailure {
  responseCode?: number;
  code?: string;
  response?: string;
  message?: string;
}

/**
 * What a failed send means for the recipient: a 5xx answer is the receiver's final word
 * (RFC 5321 §4.2.1), anything else — a 4xx, a dropped connection, a timeout — may succeed later.
 */
export function classifySmtpError(error: unknown): NewsletterSendError {
  const failure = (error ?? {}) as SmtpFailure;
  const code = failure.responseCode;
  const permanent = typeof code === 'number' && code >= 500 && code < 600;
  const reason = (failure.response || failure.message || String(error)).replace(/\s+/g, ' ').trim().slice(0, 500);
  return new NewsletterSendError(code ? reason : `${failure.code ?? 'ERROR'}: ${reason}`, permanent);
}

export interface SmtpProviderOptions {
  /** smtp://… or smtps://… */
  url: string;
  /** Messages per second across the pool. */
  rate: number;
  /** Open connections in the pool. */
  connections?: number;
}

/** The embedded provider: a pooled, throttled nodemailer SMTP transport. */
export function createSmtpNewsletterProvider({
  url,
  rate,
  connections = 5,
}: SmtpProviderOptions): RecipientNewsletterProvider {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    maxMessages: 1000,
    rateDelta: 1000,
    rateLimit: Math.max(1, Math.round(rate)),
  });
  return {
    kind: 'recipients',
    name: 'smtp',
    async send(message: NewsletterMessage) {
      try {
        await transport.sendMail({
          from: message.from,
          to: message.to,
          replyTo: message.replyTo || undefined,
          subject: message.subject,
          html: message.html,
          text: message.text,
          messageId: message.messageId,
          headers: message.headers,
        });
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    close: () => transport.close(),
  };
}

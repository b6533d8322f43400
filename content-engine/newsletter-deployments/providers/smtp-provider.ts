import nodemailer from 'nodemailer';
import {
  NewsletterSendError,
  type NewsletterMessage,
  type RecipientNewsletterProvider,
} from '../../core/newsletter-provider.ts';

interface SmtpFailure {
  responseCode?: number;
  code?: string;
  command?: string;
  response?: string;
  message?: string;
}

/** nodemailer's codes for failures of the transport, not of one recipient. */
const transportCodes = new Set([
  'EAUTH',
  'ENOAUTH',
  'ECONNECTION',
  'ETLS',
  'ESOCKET',
  'ETIMEDOUT',
  'EDNS',
  'EPROTOCOL',
  'ECONFIG',
]);
/** The SMTP commands whose refusal is about the recipient or this message. */
const recipientCommands = /^(RCPT TO|DATA)\b/i;

/**
 * What a failed send means. A refusal of the recipient or the message (RCPT TO, DATA) is the receiver's word on this address: final for a 5xx (RFC 5321 §4.2.1),
 * to retry for a 4xx. A failure of the transport — our login (AUTH, 535), our sender (MAIL FROM),
 * TLS, the connection — says nothing about the address: it affects the deployment, which waits.
 */
export function classifySmtpError(error: unknown): NewsletterSendError {
  const failure = (error ?? {}) as SmtpFailure;
  const code = failure.responseCode;
  const reason = (failure.response || failure.message || String(error)).replace(/\s+/g, ' ').trim().slice(0, 500);
  const text = code ? reason : `${failure.code ?? 'ERROR'}: ${reason}`;
  // The command refused says whose failure it is; without one, nodemailer's code does.
  const aboutTransport =
    failure.command !== undefined
      ? !recipientCommands.test(failure.command)
      : failure.code !== undefined && transportCodes.has(failure.code);
  if (aboutTransport) return new NewsletterSendError(text, false, 'deployment');
  const permanent = typeof code === 'number' && code >= 500 && code < 600;
  return new NewsletterSendError(text, permanent);
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

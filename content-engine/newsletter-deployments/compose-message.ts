import type { NewsletterMessage } from '../core/newsletter-provider.ts';
import type { RenderedNewsletter } from '../shared/newsletters/render-input.ts';
import { unsubscribeTokenPlaceholder } from './render-deployment.ts';

/** What a deployment froze when it started, beside the rendered message: who it is from and for which list. */
export interface StoredRendering extends RenderedNewsletter {
  from: string;
  replyTo: string;
  newsletterId: string;
  /** The site's domain: links and Message-IDs. */
  domain: string;
  origin: string;
}

/**
 * The deterministic Message-ID of one recipient's copy: every attempt of the same delivery carries
 * the same id, so a copy sent again after a crash is recognisably the same message (ADR 0074).
 */
export const deliveryMessageId = ({
  deploymentId,
  deliveryId,
  domain,
}: {
  deploymentId: number;
  deliveryId: number;
  domain: string;
}) => `<nl-${deploymentId}-${deliveryId}@${domain}>`;

export const unsubscribeUrlOf = (origin: string, token: string) =>
  `${origin}/newsletter/unsubscribe?t=${encodeURIComponent(token)}`;

const bareAddress = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/** One recipient's copy: the unsubscribe token in the body and the RFC 8058 headers. */
export function composeMessage({
  rendering,
  to,
  messageId,
  token,
  unsubscribeMailto,
}: {
  rendering: StoredRendering;
  to: string;
  messageId: string;
  token: string;
  /** The address a mailto: unsubscribe goes to (default: the sender's). */
  unsubscribeMailto?: string;
}): NewsletterMessage {
  const url = unsubscribeUrlOf(rendering.origin, token);
  const fill = (body: string) => body.split(unsubscribeTokenPlaceholder).join(encodeURIComponent(token));
  const mailto = `mailto:${unsubscribeMailto || bareAddress(rendering.from)}?subject=unsubscribe`;
  return {
    to,
    from: rendering.from,
    replyTo: rendering.replyTo || undefined,
    subject: rendering.subject,
    html: fill(rendering.html),
    text: fill(rendering.text),
    messageId,
    headers: {
      'List-Unsubscribe': `<${url}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      ...(rendering.newsletterId
        ? { 'List-Id': `<${rendering.newsletterId.replace(/[^a-zA-Z0-9-]/g, '-')}.${rendering.domain}>` }
        : {}),
    },
  };
}

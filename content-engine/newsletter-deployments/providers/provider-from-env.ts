import type { NewsletterProvider } from '../../core/newsletter-provider.ts';
import { createLocalNewsletterProvider } from './local-provider.ts';
import { createOmedaNewsletterProvider } from './omeda-provider.ts';
import { createSmtpNewsletterProvider } from './smtp-provider.ts';

type Env = Record<string, string | undefined>;

/** NEWSLETTER_SEND_RATE: messages per second (default 20). */
export const newsletterSendRate = (env: Env) => {
  const rate = Number(env.NEWSLETTER_SEND_RATE);
  return Number.isFinite(rate) && rate > 0 ? rate : 20;
};

/**
 * NEWSLETTER_PROVIDER=omeda (with OMEDA_APP_ID, OMEDA_INPUT_ID and OMEDA_NEWSLETTER_USER_ID): Omeda
 * deployments. Otherwise the embedded provider: SMTP to NEWSLETTER_SMTP_URL, else SMTP_URL, else
 * .eml files in MAIL_DIR (default var/mail).
 */
export function newsletterProviderFromEnv(env: Env): NewsletterProvider {
  if (env.NEWSLETTER_PROVIDER?.trim() === 'omeda') {
    const appId = env.OMEDA_APP_ID?.trim();
    const inputId = env.OMEDA_INPUT_ID?.trim();
    const userId = env.OMEDA_NEWSLETTER_USER_ID?.trim();
    if (!appId || !inputId || !userId)
      throw new Error('NEWSLETTER_PROVIDER=omeda needs OMEDA_APP_ID, OMEDA_INPUT_ID and OMEDA_NEWSLETTER_USER_ID');
    const baseUrl =
      env.OMEDA_BASE_URL?.trim() ||
      (env.OMEDA_STAGING === 'true'
        ? 'https://ows.omedastaging.com/webservices/rest'
        : 'https://ows.omeda.com/webservices/rest');
    const brands = new Map(
      (env.OMEDA_BRANDS ?? '')
        .split(',')
        .map((pair) => pair.split(':').map((part) => part.trim()))
        .filter(([key, brand]) => key && brand)
        .map(([key, brand]) => [key as string, brand as string]),
    );
    return createOmedaNewsletterProvider({
      baseUrl,
      appId,
      inputId,
      userId,
      brandOf: (tenant) => brands.get(tenant.key) ?? (env.OMEDA_BRAND?.trim() || tenant.abbreviation),
    });
  }
  const url = env.NEWSLETTER_SMTP_URL?.trim() || env.SMTP_URL?.trim();
  if (url) {
    const connections = Number(env.NEWSLETTER_SMTP_CONNECTIONS) || undefined;
    return createSmtpNewsletterProvider({ url, rate: newsletterSendRate(env), connections });
  }
  return createLocalNewsletterProvider({ dir: env.MAIL_DIR || 'var/mail' });
}

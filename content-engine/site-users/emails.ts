import type { EngineContext } from '../core/context.ts';
import { tenantData } from '../tenant-data/tenant-data.ts';
import type { MailMessage } from '../core/mailer.ts';
import type { Tenant } from '../core/tenant.ts';
import { siteOrigin } from '../tenants/site-origin.ts';

/** Who a site's e-mails come from and what they link to. */
export interface MailSite {
  name: string;
  origin: string;
  from: string;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** The site's name and sender (settings `general.siteName`, `memberships.fromEmail`) and its public origin. */
export async function mailSiteOf(ctx: EngineContext & { tenant: Tenant }): Promise<MailSite> {
  const settings = await tenantData(ctx).settings(ctx.tenant.key);
  const name = settings.general.siteName || ctx.tenant.name;
  const from = settings.memberships.fromEmail ? `${name} <${settings.memberships.fromEmail}>` : ctx.mail.defaultFrom;
  return { name, origin: siteOrigin(ctx.tenant), from };
}

/** An absolute link to a page of the site carrying a link token as `?id=`. */
export const siteLink = (site: MailSite, path: string, id?: string) =>
  `${site.origin}${path}${id === undefined ? '' : `?id=${encodeURIComponent(id)}`}`;

interface Letter {
  subject: string;
  paragraphs: string[];
  action?: { label: string; link: string };
}

function letter(site: MailSite, to: string, { subject, paragraphs, action }: Letter): MailMessage {
  const closing = `The ${site.name} team`;
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.link}`] : []), closing].join('\n\n');
  const body = [
    ...paragraphs.map((p) => `<p>${html(p)}</p>`),
    ...(action ? [`<p><a href="${html(action.link)}">${html(action.label)}</a></p>`] : []),
    `<p>${html(closing)}</p>`,
  ];
  return { to, from: site.from, subject: `${site.name}: ${subject}`, text: `${text}\n`, html: body.join('\n') };
}

export const registrationEmail = (site: MailSite, { to, link }: { to: string; link: string }) =>
  letter(site, to, {
    subject: 'Complete your registration',
    paragraphs: [
      `Thank you for joining ${site.name}. Complete your registration with the link below; it works once, for seven days.`,
      'If you did not ask to register, ignore this e-mail.',
    ],
    action: { label: 'Complete your registration', link },
  });

const linkDate = (epochMs: number) =>
  new Date(epochMs).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The reminders of an unfinished registration (ADR 0069): the same page as the first e-mail, a link of their own. */
export const registrationReminderEmail = (
  site: MailSite,
  { to, link, expires, kind }: { to: string; link: string; expires: number; kind: '1h' | '24h' },
) =>
  kind === '1h'
    ? letter(site, to, {
        subject: 'Your registration is almost done',
        paragraphs: [
          `You started joining ${site.name} a little while ago. One step is left: choose a password and tell us a little about yourself, and your membership is ready.`,
          `The link below works once, until ${linkDate(expires)}. If you did not ask to register, ignore this e-mail.`,
        ],
        action: { label: 'Complete your registration', link },
      })
    : letter(site, to, {
        subject: 'Your registration is still waiting',
        paragraphs: [
          `Yesterday you asked to join ${site.name}, and your registration is not finished yet. It takes a minute to complete it and start using your membership.`,
          `The link below works once, until ${linkDate(expires)}. This is the last reminder we send; if you no longer wish to join, ignore this e-mail.`,
        ],
        action: { label: 'Complete your registration', link },
      });

export const alreadyRegisteredEmail = (
  site: MailSite,
  { to, loginLink, resetLink }: { to: string; loginLink: string; resetLink: string },
) =>
  letter(site, to, {
    subject: 'You already have an account',
    paragraphs: [
      `Someone asked to register this address at ${site.name}, but it already has an account. Log in at ${loginLink}.`,
      'If you forgot your password, choose a new one with the link below.',
    ],
    action: { label: 'Reset your password', link: resetLink },
  });

export const passwordResetEmail = (site: MailSite, { to, link }: { to: string; link: string }) =>
  letter(site, to, {
    subject: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of your ${site.name} account. The link works once, for one hour.`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', link },
  });

export const changeUsernameEmail = (
  site: MailSite,
  { to, username, link }: { to: string; username: string; link: string },
) =>
  letter(site, to, {
    subject: 'Confirm your new username',
    paragraphs: [
      `Confirm that your ${site.name} username should become "${username}". The link works once, for one day.`,
    ],
    action: { label: 'Confirm the new username', link },
  });

export const changeEmailEmail = (site: MailSite, { to, link }: { to: string; link: string }) =>
  letter(site, to, {
    subject: 'Confirm your new e-mail address',
    paragraphs: [
      `Confirm that this address should become the e-mail address of your ${site.name} account. The link works once, for one day.`,
    ],
    action: { label: 'Confirm the new address', link },
  });

/**
 * Sends without waiting: a slow mail server must not make requests for existing accounts
 * answer slower than for unknown ones. Failures are logged; `afterSent` runs once the mail port
 * took the message (its failure is logged too).
 */
export function sendInBackground(
  ctx: Pick<EngineContext, 'log' | 'mail'>,
  message: MailMessage,
  about: Record<string, unknown>,
  afterSent?: () => Promise<void>,
) {
  ctx.mail
    .send(message)
    .then(
      () => afterSent?.(),
      (error: unknown) => ctx.log.error({ err: error, ...about }, 'site user e-mail failed'),
    )
    .catch((error: unknown) => ctx.log.error({ err: error, ...about }, 'after a site user e-mail'));
}

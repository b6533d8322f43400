import type { EngineContext } from '../core/context.ts';
import type { MailMessage } from '../core/mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An absolute admin link: ADMIN_BASE_URL when set, else the request tenant's site (the admin is
 * served at /admin on every site), else a path.
 */
export function adminLink(ctx: Pick<EngineContext, 'tenant'>, path: string): string {
  const base = process.env.ADMIN_BASE_URL?.replace(/\/+$/, '');
  if (base) return `${base}${path}`;
  const domain = ctx.tenant?.domain;
  if (!domain) return path;
  return `${/(^|\.)localhost$/.test(domain) ? 'http' : 'https'}://${domain}${path}`;
}

const message = ({
  to,
  from,
  subject,
  greeting,
  lines,
  link,
  linkLabel,
}: {
  to: string;
  from: string;
  subject: string;
  greeting: string;
  lines: string[];
  link: string;
  linkLabel: string;
}): MailMessage => ({
  to,
  from,
  subject,
  text: [greeting, '', ...lines, '', `${linkLabel}: ${link}`, ''].join('\n'),
  html: [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
  ].join('\n'),
});

/** `from`: the sender (the mailer's default sender). */
export const resetPasswordEmail = ({
  to,
  from,
  firstName,
  link,
}: {
  to: string;
  from: string;
  firstName: string;
  link: string;
}) =>
  message({
    to,
    from,
    subject: 'Reset your Masthead password',
    greeting: `Hello ${firstName},`,
    lines: [
      'Someone asked to reset the password of your Masthead account. The link works once, for one hour.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    link,
    linkLabel: 'Choose a new password',
  });

export const inviteEmail = ({
  to,
  from,
  firstName,
  link,
}: {
  to: string;
  from: string;
  firstName: string;
  link: string;
}) =>
  message({
    to,
    from,
    subject: 'You are invited to Masthead',
    greeting: `Hello ${firstName},`,
    lines: [
      'An account was created for you in the Masthead admin. Choose a password to activate it; the link works once, for seven days.',
    ],
    link,
    linkLabel: 'Activate your account',
  });

import type { MailMessage } from '../core/mailer.ts';
import type { MailSite } from '../site-users/emails.ts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

function letter(
  site: MailSite,
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; link: string },
): MailMessage {
  const closing = `The ${site.name} team`;
  return {
    to,
    from: site.from,
    subject: `${site.name}: ${subject}`,
    text: `${[...paragraphs, `${action.label}: ${action.link}`, closing].join('\n\n')}\n`,
    html: [
      ...paragraphs.map((p) => `<p>${html(p)}</p>`),
      `<p><a href="${html(action.link)}">${html(action.label)}</a></p>`,
      `<p>${html(closing)}</p>`,
    ].join('\n'),
  };
}

/** To the company: the link to its update form. */
export const requestEmail = (
  site: MailSite,
  { to, companyName, link, expires }: { to: string; companyName: string; link: string; expires: number },
) =>
  letter(
    site,
    to,
    `Please update the profile of ${companyName}`,
    [
      `The editors of ${site.name} invite you to review and update the company profile of ${companyName}: description, address, phone, website, social links, logo, key contacts, products and news.`,
      `The form is filled in with what ${site.name} shows today. The link works once, until ${new Date(expires).toUTCString()}. The editors review your update before it appears on the site.`,
    ],
    { label: 'Update the company profile', link },
  );

/** To the editors (site settings companyUpdate.notificationEmails): a company sent its update. */
export const submittedEmail = (
  site: MailSite,
  { to, companyName, submitter, link }: { to: string; companyName: string; submitter: string; link: string },
) =>
  letter(
    site,
    to,
    `${companyName} sent a company update`,
    [
      `${companyName} sent an update of its company profile${submitter ? ` (from ${submitter})` : ''}.`,
      'Review it, correct it if needed, then publish or reject it in the admin.',
    ],
    { label: 'Review the update', link },
  );

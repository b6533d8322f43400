import type { EngineContext } from '../core/context.ts';
import type { Tenant } from '../core/tenant.ts';
import { isEmail } from '../shared/content-details/field-rules.ts';
import type { LeadField, LeadFormType } from '../shared/lead-forms.ts';
import { tenantData } from '../tenant-data/tenant-data.ts';
import { siteOrigin } from '../tenants/site-origin.ts';
import { addressList, headerText, leadLetter } from './lead-mail.ts';
import { markMailed } from './queries.ts';

/** An image setting as an absolute URL (a site path gets the site's origin); null when blank or not http(s). */
const absoluteImage = (src: string, origin: string): string | null => {
  const value = src.trim();
  if (value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return `${origin}${value}`;
  return /^https?:\/\//i.test(value) ? value : null;
};

/**
 * Mails a stored submission to each address of the form's `sendTo` and `sendBcc` settings (one
 * message each, so no recipient sees another), from `sendFrom` or the engine's sender. The
 * contact-us settings have no Bcc or header image. A failed send is logged and counted, never thrown.
 */
export async function sendLeadMail(
  ctx: EngineContext & { tenant: Tenant },
  {
    id,
    formType,
    about,
    fields,
    values,
  }: {
    id: number;
    formType: LeadFormType;
    about: { title: string; path: string } | null;
    fields: readonly LeadField[];
    values: Record<string, string>;
  },
) {
  const settings = await tenantData(ctx).settings(ctx.tenant.key);
  const siteName = settings.general.siteName || ctx.tenant.name;
  const origin = siteOrigin(ctx.tenant);
  const form =
    formType === 'inquiry' ? settings.inquiryForm : { ...settings.contactUs, sendBcc: '', emailHeaderImage: '' };
  const recipients = [...new Set([...addressList(form.sendTo), ...addressList(form.sendBcc)])];
  if (recipients.length === 0) {
    ctx.log.warn(
      { tenantKey: ctx.tenant.key, formType, submissionId: id },
      'lead form: no sendTo or sendBcc address, not mailed',
    );
    return;
  }
  const from =
    form.sendFrom && isEmail(form.sendFrom) ? `${headerText(siteName, 100)} <${form.sendFrom}>` : ctx.mail.defaultFrom;
  const fallbackSubject =
    formType === 'inquiry' ? `${siteName}: request for more information` : `${siteName}: contact form`;
  const letter = {
    siteName,
    subject: `${form.notificationSubject || fallbackSubject}${about ? `: ${about.title}` : ''}`,
    headerImage: absoluteImage(form.emailHeaderImage ?? '', origin),
    intro:
      formType === 'inquiry'
        ? `A visitor of ${siteName} asked for more information.`
        : `A visitor of ${siteName} sent the contact form.`,
    about: about ? { title: about.title, url: `${origin}${about.path.startsWith('/') ? '' : '/'}${about.path}` } : null,
    fields,
    values,
  };
  let mailed = 0;
  for (const to of recipients) {
    try {
      await ctx.mail.send(leadLetter(letter, { to, from }));
      mailed += 1;
    } catch (error) {
      ctx.log.error({ err: error, tenantKey: ctx.tenant.key, submissionId: id }, 'lead form: mail not sent');
    }
  }
  await markMailed(ctx.db, { id, mailed });
}

import type { EngineContext } from '../core/context.ts';
import type { MailMessage } from '../core/mailer.ts';
import type { Tenant } from '../core/tenant.ts';
import { siteOrigin } from '../tenants/site-origin.ts';
import type { Contract } from './contract.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail that tells the settings' notification address a contributor approved a contract. */
export function approvalNotice({
  ctx,
  tenant,
  contract,
  to,
  at,
}: {
  ctx: Pick<EngineContext, 'mail'>;
  tenant: Tenant;
  contract: Pick<Contract, 'id' | 'title' | 'contributor'>;
  to: string;
  at: number;
}): MailMessage {
  const when = new Date(at).toUTCString();
  const link = `${siteOrigin(tenant)}/admin/contract/${contract.id}`;
  const line = `${contract.contributor.fullName} approved the contract "${contract.title}" on ${when}.`;
  return {
    to,
    from: ctx.mail.defaultFrom,
    subject: `Contract approved: ${contract.title}`,
    text: `${line}\n\n${link}\n`,
    html: `<p>${escape(line)}</p><p><a href="${escape(link)}">${escape(link)}</a></p>`,
  };
}

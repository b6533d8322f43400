import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import {
  anyNewsletterPermission,
  mayRead,
  newsletterAccess,
  newslettersOn,
  requireNewsletters,
  templateBasicPermission,
  templatePermission,
  templateSelectPermissions,
} from '../newsletter-access.ts';
import { byIdInput, templateListInput } from '../newsletter-input.ts';
import {
  findActiveTemplates,
  findTemplateRecord,
  findTemplateRecords,
  publicTemplate,
  type NewsletterTemplateRecord,
} from '../template-records.ts';
import { requirePermission } from '../../core/access.ts';

/** The admin's templates list: any status, searched by name, by name unless told (25 a page, 100 at most). */
export async function getNewsletterTemplateList({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ items: NewsletterTemplateRecord[]; totalCount: number }> {
  const { search, status, sort, skip, limit } = parseInput(templateListInput, input);
  const { tenantKey } = newsletterAccess(ctx, [templatePermission, templateBasicPermission], 'Newsletter templates');
  return findTemplateRecords(ctx.db, tenantKey, {
    search,
    status,
    sort: { field: sort?.field ?? 'name', order: sort?.order ?? 'asc' },
    skip: skip ?? 0,
    limit: limit ?? 25,
  });
}

/** The tenant's active templates, by name: the admin's selects. Empty when the module is off. */
export async function getNewsletterTemplateStream({
  ctx,
}: {
  ctx: EngineContext;
}): Promise<NewsletterTemplateRecord[]> {
  requirePermission(ctx, templateSelectPermissions);
  if (!newslettersOn(ctx)) return [];
  return findActiveTemplates(ctx.db, requireNewsletters(ctx));
}

/**
 * A template of the request's tenant. CMS users with a newsletter permission read it whole, any
 * status; everyone else (the site) an active template's name and description only.
 */
export async function getNewsletterTemplate({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterTemplateRecord> {
  const { id } = parseInput(byIdInput, input);
  const tenantKey = requireNewsletters(ctx, `Newsletter template ${id}`);
  const whole = mayRead(ctx, anyNewsletterPermission);
  const template = await findTemplateRecord(ctx.db, tenantKey, id);
  if (!template || (!whole && template.status !== 1)) throw notFound(`Newsletter template ${id}`);
  if (whole) return template;
  ctx.markCacheable?.();
  return publicTemplate(template);
}

import { requirePermission } from '../core/access.ts';
import type { CmsSession } from '../core/cms-session.ts';
import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { notFound } from '../core/errors.ts';
import type { HistoryEntityType } from '../history/history-entry.ts';
import { hasAnyPermission, type Permission } from '../shared/permissions.ts';

/*
 * Who may do what with newsletters (spec admin §6), and the module switch: a tenant without the
 * `newsletters` module has no newsletters at all — every operation answers NOT_FOUND (the selects
 * answer empty), as if there were nothing, whoever asks.
 */

export const templatePermission: Permission = 'manage_newsletter_templates';
/** May change the content of an existing template's blocks and its preheader blurb, nothing else. */
export const templateBasicPermission: Permission = 'manage_newsletter_templates_basic';
export const campaignPermission: Permission = 'manage_newsletter_campaigns';
export const adPermission: Permission = 'manage_newsletter_ads';
/** Content schedules: the newsletter's editors and the content editors who schedule an item. */
export const contentSchedulePermissions: Permission[] = [campaignPermission, 'manage_content'];

/** Every newsletter permission: who may read a template whole (the anonymous site sees its name only). */
export const anyNewsletterPermission: Permission[] = [
  templatePermission,
  templateBasicPermission,
  campaignPermission,
  adPermission,
  'manage_newsletter_settings',
];

/** The template selects: anyone working on newsletters, and content editors scheduling an item. */
export const templateSelectPermissions: Permission[] = [...anyNewsletterPermission, 'manage_content'];

export const templateEntity: HistoryEntityType = 'newsletter_template';
export const campaignEntity: HistoryEntityType = 'newsletter_campaign';
export const adEntity: HistoryEntityType = 'newsletter_ad';
export const contentScheduleEntity: HistoryEntityType = 'newsletter_content_schedule';

/** Whether the request's tenant has the newsletters module on. */
export const newslettersOn = (ctx: Pick<EngineContext, 'tenant'>) =>
  Boolean(ctx.tenant?.modules.includes('newsletters'));

/** NOT_FOUND (naming `what`) when the request's tenant has the newsletters module off. */
export function requireNewsletters(ctx: Pick<EngineContext, 'tenant'>, what = 'Newsletters'): string {
  const tenantKey = tenantKeyOf(ctx);
  if (!newslettersOn(ctx)) throw notFound(what);
  return tenantKey;
}

/**
 * The access rule of every newsletter write and admin read: a signed-in user holding one of
 * `required` on the request's tenant (UNAUTHENTICATED / FORBIDDEN), then the module switch.
 */
export function newsletterAccess(
  ctx: EngineContext,
  required: Permission[],
  what?: string,
): { user: CmsSession; tenantKey: string } {
  const user = requirePermission(ctx, required);
  return { user, tenantKey: requireNewsletters(ctx, what) };
}

/** Whether the request's user (signed in, allowed on the tenant) holds one of `required`; system work does. */
export function mayRead(ctx: EngineContext, required: Permission[]): boolean {
  if (ctx.system) return true;
  if (!ctx.cmsUser || !hasAnyPermission(ctx.cmsUser, required)) return false;
  try {
    requirePermission(ctx, required);
    return true;
  } catch {
    return false;
  }
}

/** The insert's id on both databases (PostgreSQL answers `{ id }`, SQLite the number). */
export const insertedId = (inserted: unknown) =>
  typeof inserted === 'object' && inserted !== null ? Number((inserted as { id: number }).id) : Number(inserted);

import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { findSiteSettings } from '../../core/site-settings-reader.ts';
import { saveSiteSettings } from '../queries.ts';
import type { SiteSettingsPayload } from './get-site-settings-payload.ts';

const inputSchema = z.object({ ctaText: z.string().trim().max(500, 'At most 500 characters') });

/**
 * Sets the header's call-to-action text (header.ctaText) and nothing else: `manage_header_cta`
 * alone is enough (spec admin §6), as is `manage_site_settings`.
 */
export async function updateHeaderCta({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SiteSettingsPayload> {
  const { ctaText } = parseInput(inputSchema, input);
  requirePermission(ctx, ['manage_header_cta', 'manage_site_settings']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const saved = await ctx.db.transaction(async (trx) => {
    const { settings } = await findSiteSettings(trx, tenantKey);
    const saved = await saveSiteSettings(trx, {
      tenantKey,
      settings: { ...settings, header: { ...settings.header, ctaText } },
      now,
    });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'site_settings',
      entityId: tenantKey,
      action: 'update',
      before: { header: { ctaText: settings.header.ctaText } },
      after: { header: { ctaText: saved.header.ctaText } },
    });
    return saved;
  });

  emitChange(ctx, tenantKey, 'settings', [tags.settings]);
  return { tenantKey, updated: now, payload: saved };
}

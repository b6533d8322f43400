import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { findSiteSettings } from '../../core/site-settings-reader.ts';
import type { SiteSettingsPayload } from './get-site-settings-payload.ts';
import { saveSettingsRecorded } from '../save-settings-recorded.ts';

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
    const { saved } = await saveSettingsRecorded({
      ctx,
      trx,
      tenantKey,
      before: settings,
      settings: { ...settings, header: { ...settings.header, ctaText } },
      now,
      history: { part: ({ header }) => ({ header: { ctaText: header.ctaText } }) },
    });
    return saved;
  });

  emitChange(ctx, tenantKey, 'settings', [tags.settings]);
  return { tenantKey, updated: now, payload: saved };
}

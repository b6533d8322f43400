import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { findSiteSettings } from '../../core/site-settings-reader.ts';
import { assertSettingsReferences } from '../settings-references.ts';
import { assertSettingsSectionsExist, parseSettingsDocument } from '../settings-document.ts';
import { withCheckedFavicon } from '../favicon-check.ts';
import type { SiteSettingsPayload } from './get-site-settings-payload.ts';
import { saveSettingsRecorded } from '../save-settings-recorded.ts';

const inputSchema = z.object({ payload: z.record(z.string(), z.unknown()) });
const rename = (path: string) => (path ? `payload.${path}` : 'payload');

/** Replaces the tenant's whole settings document (validated; missing optional fields take defaults). */
export async function updateSiteSettings({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SiteSettingsPayload> {
  const { payload } = parseInput(inputSchema, input);
  const parsed = parseSettingsDocument(payload, rename);
  requirePermission(ctx, ['manage_site_settings']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const { settings, changeTags } = await ctx.db.transaction(async (trx) => {
    const before = await findSiteSettings(trx, tenantKey);
    const settings = await withCheckedFavicon(trx, { tenantKey, settings: parsed, current: before.settings, rename });
    await assertSettingsSectionsExist(trx, { tenantKey, settings, rename });
    await assertSettingsReferences(trx, { tenantKey, settings, rename });
    const { saved, changeTags } = await saveSettingsRecorded({
      ctx,
      trx,
      tenantKey,
      before: before.settings,
      settings,
      now,
    });
    return { settings: saved, changeTags };
  });

  emitChange(ctx, tenantKey, 'settings', changeTags);
  return { tenantKey, updated: now, payload: settings };
}

import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { findSiteSettings } from '../../core/site-settings-reader.ts';
import type { SiteSettingsPayload } from '../../settings/operations/get-site-settings-payload.ts';
import { saveSettingsRecorded } from '../../settings/save-settings-recorded.ts';
import { parseSettingsDocument } from '../../settings/settings-document.ts';

const inputSchema = z.object({ value: z.record(z.string(), z.unknown(), { error: 'Must be an object' }) });

/**
 * Replaces the membership settings (spec admin §3 "Membership settings": the settings document's
 * `memberships` group) and nothing else: `manage_memberships` is enough, as is `manage_site_settings`.
 * Problems name the field under `value` ("value.ungatedParagraphs").
 */
export async function updateMembershipSettings({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SiteSettingsPayload> {
  const { value } = parseInput(inputSchema, input);
  requirePermission(ctx, ['manage_memberships', 'manage_site_settings']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  const rename = (path: string) =>
    path === 'memberships' ? 'value' : path.startsWith('memberships.') ? `value.${path.slice(12)}` : path;

  const { saved, changeTags } = await ctx.db.transaction(async (trx) => {
    const { settings: current } = await findSiteSettings(trx, tenantKey);
    const settings = parseSettingsDocument({ ...current, memberships: value }, rename);
    return saveSettingsRecorded({
      ctx,
      trx,
      tenantKey,
      before: current,
      settings,
      now,
      history: { part: ({ memberships }) => ({ memberships }) },
    });
  });

  emitChange(ctx, tenantKey, 'settings', changeTags);
  return { tenantKey, updated: now, payload: saved };
}

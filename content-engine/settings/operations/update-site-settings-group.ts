import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import type { Permission } from '../../shared/permissions.ts';
import { findSiteSettings } from '../../core/site-settings-reader.ts';
import { assertSettingsReferences } from '../settings-references.ts';
import { assertSettingsSectionsExist, parseSettingsDocument, settingsGroups } from '../settings-document.ts';
import { withCheckedFavicon } from '../favicon-check.ts';
import type { SiteSettingsPayload } from './get-site-settings-payload.ts';
import { saveSettingsRecorded } from '../save-settings-recorded.ts';

const inputSchema = z.object({ group: z.enum(settingsGroups as [string, ...string[]]), value: z.unknown() });

/** Groups a narrower permission may also write, each alone (the newsletter settings screen). */
const groupPermissions: Partial<Record<string, Permission>> = { newsletters: 'manage_newsletter_settings' };

/** Replaces one top-level group of the settings document; the resulting document is validated whole. */
export async function updateSiteSettingsGroup({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SiteSettingsPayload> {
  const { group, value } = parseInput(inputSchema, input);
  const narrower = groupPermissions[group];
  requirePermission(ctx, narrower ? ['manage_site_settings', narrower] : ['manage_site_settings']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  // Problems inside the group name the input's value; others (a stored document now invalid) keep their path.
  const rename = (path: string) =>
    path === group ? 'value' : path.startsWith(`${group}.`) ? `value.${path.slice(group.length + 1)}` : path;

  const { settings, changeTags } = await ctx.db.transaction(async (trx) => {
    const { settings: current } = await findSiteSettings(trx, tenantKey);
    const parsed = parseSettingsDocument({ ...current, [group]: value }, rename);
    const settings = await withCheckedFavicon(trx, { tenantKey, settings: parsed, current, rename });
    await assertSettingsSectionsExist(trx, { tenantKey, settings, rename });
    await assertSettingsReferences(trx, { tenantKey, settings, rename });
    const { saved, changeTags } = await saveSettingsRecorded({ ctx, trx, tenantKey, before: current, settings, now });
    return { settings: saved, changeTags };
  });

  emitChange(ctx, tenantKey, 'settings', changeTags);
  return { tenantKey, updated: now, payload: settings };
}

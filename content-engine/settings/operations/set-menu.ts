import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import type { MenuLink, MenuName } from '../../shared/schemas/site-settings.ts';
import { setMenuInput } from '../menu-input.ts';
import { findSiteSettings } from '../../core/site-settings-reader.ts';
import { saveSettingsRecorded } from '../save-settings-recorded.ts';

export interface SiteMenu {
  menu: MenuName;
  links: MenuLink[];
}

/** Replaces the links of one menu (stored in the settings document's `menu` group). */
export async function setMenu({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SiteMenu> {
  const { menu, links } = parseInput(setMenuInput, input);
  requirePermission(ctx, ['manage_menus']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const saved = await ctx.db.transaction(async (trx) => {
    const { settings } = await findSiteSettings(trx, tenantKey);
    const { saved } = await saveSettingsRecorded({
      ctx,
      trx,
      tenantKey,
      before: settings,
      settings: { ...settings, menu: { ...settings.menu, [menu]: links } },
      now,
      history: { entityType: 'menu', entityId: menu, part: (stored) => ({ links: stored.menu[menu] }) },
    });
    return saved;
  });

  emitChange(ctx, tenantKey, 'menus', [tags.menus]);
  return { menu, links: saved.menu[menu] };
}

import { tags, type ChangeTag } from '../core/change-tags.ts';
import type { SiteSettings } from '../shared/schemas/site-settings.ts';
import { settingsChanges } from '../shared/style-settings.ts';

/**
 * The change tags of a settings save (ADR 47): `styles` when style settings changed (the
 * stylesheet and the generated files that wear the colours), `settings` when the rest did (every
 * page's markup), `menus` when a menu did. A save that changed nothing still names `styles`, the
 * cheapest job, so the saver sees its change go live like any other.
 */
export function settingsChangeTags(before: SiteSettings, after: SiteSettings): ChangeTag[] {
  const changed = settingsChanges(before, after);
  const changeTags = [
    ...(changed.styles ? [tags.styles] : []),
    ...(changed.markup ? [tags.settings] : []),
    ...(changed.menus ? [tags.menus] : []),
  ];
  return changeTags.length ? changeTags : [tags.styles];
}

import { hasAnyPermission } from '../../../content-engine/shared/permissions.ts';
import type { MenuContext, MenuEntry, MenuGroup } from './menu-items.ts';

export interface VisibleEntry extends Omit<MenuEntry, 'add' | 'condition'> {
  addHref: string | null;
}

export interface VisibleGroup {
  label: string;
  entries: VisibleEntry[];
}

/**
 * The menus a user sees (spec admin §6): an entry with at least one of its permissions and its
 * condition holding; a group only with its module on, its own permissions and condition, and at
 * least one visible entry. Add links show only with their (manage) permission.
 */
export function visibleMenus(
  groups: MenuGroup[],
  user: { permissions: readonly string[] } | null,
  context: MenuContext,
): VisibleGroup[] {
  const visible: VisibleGroup[] = [];
  for (const group of groups) {
    if (group.module && !context.modules.includes(group.module)) continue;
    if (group.permissions && !hasAnyPermission(user, group.permissions)) continue;
    if (group.condition && !group.condition(context)) continue;
    const entries = group.entries
      .filter((entry) => hasAnyPermission(user, entry.permissions) && (!entry.condition || entry.condition(context)))
      .map(({ add, condition: _condition, ...entry }) => ({
        ...entry,
        addHref: add && hasAnyPermission(user, add.permissions ?? entry.permissions) ? add.href : null,
      }));
    if (entries.length) visible.push({ label: group.label, entries });
  }
  return visible;
}

/** The spotlight's filter: case-insensitive over group labels and their entries' labels. */
export function spotlightMatches(groups: VisibleGroup[], text: string): VisibleEntry[] {
  const needle = text.trim().toLowerCase();
  const matches: VisibleEntry[] = [];
  for (const group of groups) {
    const groupMatches = group.label.toLowerCase().includes(needle);
    for (const entry of group.entries)
      if (!needle || groupMatches || entry.label.toLowerCase().includes(needle)) matches.push(entry);
  }
  return matches;
}

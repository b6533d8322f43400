import type { SiteSettings } from './schemas/site-settings.ts';

/**
 * The style settings: the values the per-tenant stylesheet (`/css/site.css`) carries and no page's
 * markup shows (ADR 47). A change of these alone regenerates the stylesheet and the generated files
 * that wear the colours, not the pages. Every other setting is markup.
 */
export const styleFields = {
  general: ['maxWidth', 'spacing'],
  header: [
    'backgroundColor',
    'textColor',
    'primaryMenuBackgroundColor',
    'primaryMenuTextColor',
    'secondaryMenuBackgroundColor',
    'secondaryMenuTextColor',
  ],
  footer: ['logoBackgroundColor', 'primaryBackgroundColor', 'textColor'],
  baseStyles: [
    'colorPalette',
    'primaryFontFamily',
    'secondaryFontFamily',
    'primaryColor',
    'secondaryColor',
    'linkColor',
    'bodyBackgroundColor',
    'siteTheme',
  ],
  podStyle: ['accentColor'],
  contentStyle: ['sponsoredTextColor', 'sectionColor', 'dateTextColor'],
} as const satisfies { [G in keyof SiteSettings]?: readonly (keyof SiteSettings[G])[] };

type StyleFields = typeof styleFields;

/** The style settings of a settings document, group by group. */
export type SiteStyles = {
  [G in keyof StyleFields]: Pick<SiteSettings[G], StyleFields[G][number] & keyof SiteSettings[G]>;
};

const groups = Object.keys(styleFields) as (keyof StyleFields)[];

const pick = <T extends object>(value: T, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key as keyof T]]));

/** The style settings of a document. */
export const styleSettingsOf = (settings: SiteSettings): SiteStyles =>
  Object.fromEntries(
    groups.map((group) => [group, pick(settings[group], styleFields[group])]),
  ) as unknown as SiteStyles;

/** The document without its style settings: what the pages' markup may show. */
function markupOf(settings: SiteSettings): Record<string, unknown> {
  const markup: Record<string, unknown> = { ...settings };
  for (const group of groups) {
    const rest: Record<string, unknown> = { ...settings[group] };
    for (const key of styleFields[group]) delete rest[key];
    markup[group] = rest;
  }
  return markup;
}

// Settings documents are parsed by one schema, so their keys come in one order.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a settings save changed: the style settings, the menus, and the rest (markup of every page). */
export function settingsChanges(before: SiteSettings, after: SiteSettings) {
  const { menu: menuBefore, ...markupBefore } = markupOf(before);
  const { menu: menuAfter, ...markupAfter } = markupOf(after);
  return {
    styles: !same(styleSettingsOf(before), styleSettingsOf(after)),
    menus: !same(menuBefore, menuAfter),
    markup: !same(markupBefore, markupAfter),
  };
}

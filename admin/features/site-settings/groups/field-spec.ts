import type { ModuleName } from '../../../../content-engine/shared/enums.ts';
import type { SiteSettings } from '../../../../content-engine/shared/schemas/site-settings.ts';

/**
 * Groups of the settings document edited on screens of their own: /admin/menus,
 * /admin/newsletter-settings, /admin/contacts-settings, /admin/podcasts-settings, /admin/meig-settings.
 */
export const groupsWithOwnScreens = ['menu', 'newsletters', 'contacts', 'podcast', 'meig'] as const;

/** A top-level group of the settings document the site settings pages edit. */
export type GroupName = Exclude<keyof SiteSettings, (typeof groupsWithOwnScreens)[number]>;

interface Base {
  /** The field's path in the settings document, e.g. "header.logoHeight". */
  name: string;
  label: string;
  hint?: string;
}

/**
 * One field of a settings group, by kind. The kinds say how the form shows and holds the value;
 * settings-form-values.ts converts the few that the form holds differently from the document.
 */
export type FieldSpec =
  | (Base & { kind: 'text'; required?: boolean; multiline?: boolean; inputType?: 'email' | 'url' })
  | (Base & { kind: 'number'; min?: number; max?: number; nullable?: boolean })
  | (Base & { kind: 'checkbox' })
  | (Base & { kind: 'select'; options: readonly (readonly [value: string, label: string])[] })
  | (Base & { kind: 'checkboxes'; options: readonly (readonly [value: string, label: string])[]; required?: boolean })
  | (Base & { kind: 'font' })
  /** A hex colour from the palette or typed; `contrastWith` names the colour it is read against. */
  | (Base & { kind: 'color'; contrastWith?: { name: string; label: string } })
  /** A file of the media library (picked or uploaded); its src is stored. */
  | (Base & { kind: 'image'; accept?: 'image' | 'ico' })
  /** A list of strings, one per line in the form. */
  | (Base & { kind: 'lines' })
  | (Base & { kind: 'section'; multiple?: boolean })
  | (Base & { kind: 'palette' })
  | (Base & { kind: 'embeds' });

export interface SettingsGroup {
  name: GroupName;
  label: string;
  /** Shown only when the site has this module on. */
  module?: ModuleName;
  /** A sentence under the group's heading. */
  description?: string;
  fields: readonly FieldSpec[];
}

/** "Open Sans" from "open_sans"; "Pt Sans" is written "PT Sans". */
export const labelOf = (value: string) =>
  value
    .split('_')
    .map((word) => (word === 'pt' || word === 'ibm' ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');

export const optionsOf = (values: readonly string[]) => values.map((value) => [value, labelOf(value)] as const);

import { engineFieldErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import type { GroupName } from './groups/field-spec.ts';

export interface ServerFieldError {
  /** The form field's name, e.g. "header.logoHeight"; null when no field of the form is named. */
  field: string | null;
  message: string;
}

/**
 * The engine's BAD_USER_INPUT message ("Invalid input. payload.header.logoHeight: …; …") split
 * into the form's fields. `group`: the message answers updateSiteSettingsGroup, whose paths start
 * with "value." inside that group; else updateSiteSettings, whose paths start with "payload.".
 * Each problem goes to the field of its path, or to the field that holds it (a list's entries, the
 * favicon's size), else to no field.
 */
export function serverFieldErrors(
  message: string,
  { fields, group }: { fields: readonly string[]; group?: GroupName },
): ServerFieldError[] {
  const problems = message.startsWith('Invalid input.') ? engineFieldErrors(message) : [];
  if (!problems.length) return [{ field: null, message }];
  return problems.map(({ path: raw, message: text }) => {
    const path = group
      ? raw === 'value'
        ? group
        : raw.replace(/^value\./, `${group}.`)
      : raw.replace(/^payload\./, '');
    return { field: fieldFor(path, fields), message: text };
  });
}

function fieldFor(path: string, fields: readonly string[]): string | null {
  if (fields.includes(path)) return path;
  const holder = fields.filter((field) => path.startsWith(`${field}.`)).sort((a, b) => b.length - a.length)[0];
  if (holder) return holder;
  const parent = path.slice(0, path.lastIndexOf('.'));
  return (parent && fields.find((field) => field.startsWith(`${parent}.`))) || null;
}

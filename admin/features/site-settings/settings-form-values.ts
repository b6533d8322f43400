import type { SiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import type { FieldSpec, GroupName } from './groups/field-spec.ts';
import { allFields } from './groups/settings-groups.ts';

/**
 * The settings document as the form holds it: the document itself, except that `lines` fields
 * are text (one entry per line) and `section` fields are select values (strings).
 */
export type SettingsFormValues = Record<string, unknown>;

const getPath = (object: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      object,
    );

/** A copy of `object` with `value` at `path` (objects on the way are copied). */
function setPath(object: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const key = head!;
  if (rest.length === 0) return { ...object, [key]: value };
  const inner = (object[key] ?? {}) as Record<string, unknown>;
  return { ...object, [key]: setPath(inner, rest.join('.'), value) };
}

const toForm = (field: FieldSpec, value: unknown): unknown => {
  if (field.kind === 'lines') return Array.isArray(value) ? value.join('\n') : '';
  if (field.kind === 'section' && field.multiple) return Array.isArray(value) ? value.map(String) : [];
  if (field.kind === 'section') return value === null || value === undefined ? '' : String(value);
  return value;
};

const toDocument = (field: FieldSpec, value: unknown): unknown => {
  if (field.kind === 'lines')
    return String(value ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  if (field.kind === 'section' && field.multiple) return (Array.isArray(value) ? value : []).map(Number);
  if (field.kind === 'section') return value ? Number(value) : null;
  if (field.kind === 'checkboxes') return Array.isArray(value) ? value : value ? [value] : [];
  return value;
};

const convert = (
  values: Record<string, unknown>,
  fields: readonly FieldSpec[],
  change: (field: FieldSpec, value: unknown) => unknown,
) =>
  fields.reduce(
    (result, field) =>
      ['lines', 'section', 'checkboxes'].includes(field.kind)
        ? setPath(result, field.name, change(field, getPath(values, field.name)))
        : result,
    values,
  );

/** The form's values for a stored document. */
export const settingsFormValues = (settings: SiteSettings): SettingsFormValues =>
  convert(settings as unknown as Record<string, unknown>, allFields, toForm);

/**
 * The whole document from the form's values (updateSiteSettings). The favicon goes as its src
 * alone: the engine measures the file itself.
 */
export const settingsDocument = (values: SettingsFormValues): Record<string, unknown> => {
  const document = convert(values, allFields, toDocument);
  const favicon = getPath(document, 'general.favicon.src');
  return typeof favicon === 'string' ? setPath(document, 'general.favicon', favicon) : document;
};

/** One group's value from the form's values (updateSiteSettingsGroup). */
export const settingsGroupValue = (values: SettingsFormValues, group: GroupName): unknown =>
  getPath(settingsDocument(values), group);

export { getPath };

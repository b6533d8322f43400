import type { JsonSchema } from './json-schema.ts';

/*
 * The schema-to-fields mapping of the grid editor (ADR 45): a settings JSON Schema becomes a list
 * of form fields — string → text, number/integer → number, boolean → checkbox, enum → select,
 * array of enum → checkboxes, object → a group of its fields — and the keys that name engine
 * data become selects loaded from the engine. Pure: the components only render these.
 */

/** Engine data a setting names: sections (and 'current'), content items, ad units, publications, issues. */
export type Reference = 'section' | 'content' | 'adUnit' | 'publication' | 'issue';

export interface Option {
  value: string;
  label: string;
}

interface FieldBase {
  key: string;
  label: string;
  required: boolean;
}
export type SettingField =
  | (FieldBase & { kind: 'text'; maxLength?: number; minLength?: number })
  | (FieldBase & {
      kind: 'number';
      integer: boolean;
      minimum?: number;
      maximum?: number;
      exclusiveMinimum?: number;
      exclusiveMaximum?: number;
    })
  | (FieldBase & { kind: 'boolean'; defaultValue?: boolean })
  | (FieldBase & { kind: 'select'; options: Option[] })
  | (FieldBase & { kind: 'multi-select'; options: Option[]; maxItems?: number })
  | (FieldBase & { kind: 'reference'; reference: Reference; multiple: boolean; maxItems?: number })
  | (FieldBase & { kind: 'object'; fields: SettingField[] });

const labels: Record<string, string> = {
  ctaText: 'Call-to-action text',
  trackingId: 'Tracking ID',
  contentIds: 'Hand-picked content',
  section: 'Section',
  key: 'Ad unit',
  publicationId: 'Publication',
  issueId: 'Issue',
  bubble: 'Include descendant sections',
  excludeUsed: 'Skip content shown by earlier blocks',
  skip: 'Skip the first items',
  nativeAd: 'Content-list native ad',
  membershipId: 'Membership ID',
  html: 'HTML',
};

/** A setting's label: its own when it has one, else its key in words ("numberOfItems" → "Number of items"). */
export function labelOf(key: string): string {
  const known = labels[key];
  if (known) return known;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Which engine data a key names; `key` is an ad unit only on the gam_ad block. */
export function referenceOf(key: string, blockType?: string): Reference | undefined {
  if (key === 'section') return 'section';
  if (key === 'contentIds') return 'content';
  if (key === 'adUnit' || (key === 'key' && blockType === 'gam_ad')) return 'adUnit';
  if (key === 'publicationId' || key === 'publication') return 'publication';
  if (key === 'issueId' || key === 'issue') return 'issue';
  return undefined;
}

/** A schema's type; 'union' when it allows several (`type: ['number', 'string']`). */
function typeOf(schema: JsonSchema) {
  if (!Array.isArray(schema.type)) return schema.type;
  const types = schema.type.filter((type) => type !== 'null');
  return types.length === 1 ? types[0] : 'union';
}

/** Words for the constants of some settings, by setting key; other constants show as they are. */
const optionLabels: Record<string, Record<string, string>> = {
  displayCondition: {
    always: 'Always',
    'logged-in': 'Only to logged-in site users',
    'logged-out': 'Only to visitors not logged in',
    desktop: 'Only on wide screens (over 800 px)',
    mobile: 'Only on narrow screens (800 px and under)',
  },
};

const optionsOf = (values: readonly unknown[], key?: string): Option[] =>
  values.map((value) => ({
    value: String(value),
    label: (key && optionLabels[key]?.[String(value)]) || String(value),
  }));

/** The constants a schema allows when it is only constants (an enum, or anyOf of consts). */
function constantsOf(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  const anyOf = schema.anyOf ?? schema.oneOf;
  if (anyOf?.length && anyOf.every((part) => 'const' in part || part.enum))
    return anyOf.flatMap((part) => part.enum ?? [part.const]);
  return undefined;
}

/** The field of one property, or null for one a form cannot edit (unrepresentable, unknown type). */
export function fieldOf(key: string, schema: JsonSchema, required: boolean, blockType?: string): SettingField | null {
  const base = { key, label: labelOf(key), required };
  const reference = referenceOf(key, blockType);
  const type = typeOf(schema);
  if (reference) {
    const multiple = type === 'array';
    return { ...base, kind: 'reference', reference, multiple, ...(multiple ? { maxItems: schema.maxItems } : {}) };
  }
  const constants = constantsOf(schema);
  if (constants) return { ...base, kind: 'select', options: optionsOf(constants, key) };
  // A union of kinds (number or text) is edited as text; the engine checks it on save.
  if ((schema.anyOf ?? schema.oneOf)?.length || type === 'union') return { ...base, kind: 'text' };
  switch (type) {
    case 'string':
      return { ...base, kind: 'text', maxLength: schema.maxLength, minLength: schema.minLength };
    case 'number':
    case 'integer':
      return {
        ...base,
        kind: 'number',
        integer: type === 'integer',
        minimum: schema.minimum,
        maximum: schema.maximum,
        exclusiveMinimum: schema.exclusiveMinimum,
        exclusiveMaximum: schema.exclusiveMaximum,
      };
    case 'boolean':
      return {
        ...base,
        kind: 'boolean',
        defaultValue: typeof schema.default === 'boolean' ? schema.default : undefined,
      };
    case 'array': {
      const values = constantsOf(schema.items ?? {});
      return values ? { ...base, kind: 'multi-select', options: optionsOf(values), maxItems: schema.maxItems } : null;
    }
    case 'object':
      return { ...base, kind: 'object', fields: fieldsOf(schema, blockType) };
    default:
      return null;
  }
}

/** The fields of an object schema: plain settings first, groups (population) after them. */
export function fieldsOf(schema: JsonSchema, blockType?: string): SettingField[] {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {})
    .map(([key, property]) => fieldOf(key, property, required.has(key), blockType))
    .filter((field): field is SettingField => field !== null);
  return [...fields.filter((f) => f.kind !== 'object'), ...fields.filter((f) => f.kind === 'object')];
}

const blank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && !value.length);

function numberProblem(field: Extract<SettingField, { kind: 'number' }>, value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Must be a number';
  if (field.integer && !Number.isInteger(value)) return 'Must be a whole number';
  if (field.minimum !== undefined && value < field.minimum) return `Must be at least ${field.minimum}`;
  if (field.exclusiveMinimum !== undefined && value <= field.exclusiveMinimum)
    return `Must be more than ${field.exclusiveMinimum}`;
  if (field.maximum !== undefined && value > field.maximum) return `Must be at most ${field.maximum}`;
  if (field.exclusiveMaximum !== undefined && value >= field.exclusiveMaximum)
    return `Must be less than ${field.exclusiveMaximum}`;
  return null;
}

/** What is wrong with a value by its field's rules, in the words shown beside the field; null when nothing. */
export function problemOf(field: SettingField, value: unknown): string | null {
  if (blank(value)) return field.required && field.kind !== 'boolean' ? 'Field is required' : null;
  switch (field.kind) {
    case 'text':
      if (typeof value !== 'string') return null;
      if (field.maxLength !== undefined && value.length > field.maxLength)
        return `At most ${field.maxLength} characters`;
      if (field.minLength !== undefined && value.length < field.minLength)
        return `At least ${field.minLength} characters`;
      return null;
    case 'number':
      return numberProblem(field, value);
    case 'multi-select':
    case 'reference':
      return Array.isArray(value) && field.maxItems !== undefined && value.length > field.maxItems
        ? `At most ${field.maxItems} items`
        : null;
    default:
      return null;
  }
}

/** Every problem of a settings object by its fields, keyed by dotted path ("population.numberOfItems"). */
export function problemsOf(fields: readonly SettingField[], settings: Record<string, unknown>, prefix = '') {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = settings[field.key];
    if (field.kind === 'object') {
      const inner = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      Object.assign(problems, problemsOf(field.fields, inner, `${prefix}${field.key}.`));
      continue;
    }
    const problem = problemOf(field, value);
    if (problem) problems[`${prefix}${field.key}`] = problem;
  }
  return problems;
}

/** A settings object with one value set, or removed when `value` is undefined (the schema's default then applies). */
export function withSetting(settings: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const next = { ...settings };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

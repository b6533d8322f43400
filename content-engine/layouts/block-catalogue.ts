import { z, type ZodType } from 'zod';
import type { BlockTypePort } from '../core/block-types.ts';
import { blockGroups } from '../shared/block-groups.ts';
import { rowLayouts } from '../shared/enums.ts';
import {
  blockSettingsSchema,
  columnSettingsSchema,
  columnsPerLayout,
  rowSettingsSchema,
} from '../shared/schemas/grid.ts';

/** A JSON Schema document (draft 2020-12) as zod writes it. */
export type JsonSchema = Record<string, unknown>;

export interface BlockCatalogueEntry {
  type: string;
  label: string;
  group: string;
  /** Its settings as JSON Schema (the input side: defaults are optional). */
  settingsSchema: JsonSchema;
  /** What an unconfigured block of the type is given (its schema's defaults). */
  defaultSettings: Record<string, unknown>;
}

/** What the layout editor generates its forms from (ADR 45). */
export interface BlockCatalogue {
  groups: string[];
  blockTypes: BlockCatalogueEntry[];
  rowSettingsSchema: JsonSchema;
  columnSettingsSchema: JsonSchema;
  rowLayouts: { layout: string; columns: number }[];
}

/**
 * A settings schema as JSON Schema. `io: 'input'` describes what a block may be saved with, so
 * a preprocessed population (list blocks) is its inner object and defaults stay optional; a
 * refinement or transform JSON Schema cannot say is left to the engine's check on save.
 */
export function settingsJsonSchema(schema: ZodType): JsonSchema {
  const { $schema: _drop, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return jsonSchema;
}

const defaultsOf = (schema: ZodType): Record<string, unknown> => {
  const parsed = schema.safeParse({});
  return parsed.success && typeof parsed.data === 'object' && parsed.data
    ? (parsed.data as Record<string, unknown>)
    : {};
};

const groupRank = (group: string) => {
  const rank = (blockGroups as readonly string[]).indexOf(group);
  return rank < 0 ? blockGroups.length : rank;
};

function entryOf(blockType: BlockTypePort): BlockCatalogueEntry {
  const settings = blockType.settings ?? blockSettingsSchema;
  return {
    type: blockType.type,
    label: blockType.label ?? blockType.type,
    group: blockType.group ?? 'Other',
    settingsSchema: settingsJsonSchema(settings),
    defaultSettings: defaultsOf(settings),
  };
}

const built = new WeakMap<readonly BlockTypePort[], BlockCatalogue>();

/**
 * The catalogue of the engine's block types, by group (in `blockGroups` order) and label; the
 * same for every tenant, so it is built once per list.
 */
export function blockCatalogueOf(blockTypes: readonly BlockTypePort[]): BlockCatalogue {
  let catalogue = built.get(blockTypes);
  if (catalogue) return catalogue;
  const entries = blockTypes
    .map(entryOf)
    .sort((a, b) => groupRank(a.group) - groupRank(b.group) || a.label.localeCompare(b.label));
  catalogue = {
    groups: [...blockGroups].filter((group) => entries.some((entry) => entry.group === group)),
    blockTypes: entries,
    rowSettingsSchema: settingsJsonSchema(rowSettingsSchema),
    columnSettingsSchema: settingsJsonSchema(columnSettingsSchema),
    rowLayouts: rowLayouts.map((layout) => ({ layout, columns: columnsPerLayout[layout] })),
  };
  built.set(blockTypes, catalogue);
  return catalogue;
}

import type { GetBlockCatalogueQuery } from '../../../../content-engine/documents/generated/query/layout/getBlockCatalogue.ts';
import type { RowLayout } from '../../../../content-engine/shared/enums.ts';
import { asJsonSchema } from './json-schema.ts';
import { fieldsOf, type SettingField } from './schema-fields.ts';

export interface EditorBlockType {
  type: string;
  label: string;
  group: string;
  fields: SettingField[];
  defaultSettings: Record<string, unknown>;
}

/** The engine's block catalogue with every schema already turned into form fields. */
export interface EditorCatalogue {
  groups: string[];
  blockTypes: EditorBlockType[];
  byType: ReadonlyMap<string, EditorBlockType>;
  /** Row settings but the layout, which the row's own select changes (it moves blocks). */
  rowFields: SettingField[];
  columnFields: SettingField[];
  rowLayouts: { layout: RowLayout; columns: number }[];
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function toEditorCatalogue(catalogue: GetBlockCatalogueQuery['getBlockCatalogue']): EditorCatalogue {
  const blockTypes = catalogue.blockTypes.map((entry) => ({
    type: entry.type,
    label: entry.label,
    group: entry.group,
    fields: fieldsOf(asJsonSchema(entry.settingsSchema), entry.type),
    defaultSettings: asRecord(entry.defaultSettings),
  }));
  return {
    groups: catalogue.groups,
    blockTypes,
    byType: new Map(blockTypes.map((blockType) => [blockType.type, blockType])),
    rowFields: fieldsOf(asJsonSchema(catalogue.rowSettingsSchema)).filter((field) => field.key !== 'layout'),
    columnFields: fieldsOf(asJsonSchema(catalogue.columnSettingsSchema)),
    rowLayouts: catalogue.rowLayouts.map(({ layout, columns }) => ({ layout: layout as RowLayout, columns })),
  };
}

/** The block types whose label or type contains the text, by group in the catalogue's order. */
export function blockTypesByGroup(catalogue: EditorCatalogue, search: string) {
  const needle = search.trim().toLowerCase();
  const matches = catalogue.blockTypes.filter(
    (blockType) => !needle || blockType.label.toLowerCase().includes(needle) || blockType.type.includes(needle),
  );
  return catalogue.groups
    .map((group) => ({ group, blockTypes: matches.filter((blockType) => blockType.group === group) }))
    .filter(({ blockTypes }) => blockTypes.length > 0);
}

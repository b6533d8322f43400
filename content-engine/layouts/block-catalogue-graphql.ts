import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { getBlockCatalogue } from './operations/get-block-catalogue.ts';

/** The block catalogue the layout editor's grid editor is generated from (ADR 45). */
export const blockCatalogueModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A block type as the layout editor offers it."
    type BlockCatalogueEntry {
      "The block's type (content_list, gam_ad…)."
      type: String!
      "Its name in the block picker."
      label: String!
      "Its group in the block picker (Content lists, Content page, Magazine…)."
      group: String!
      "Its settings as JSON Schema (draft 2020-12, input side): the shared block settings, its own and its population."
      settingsSchema: JSON!
      "The settings an unconfigured block of the type is given."
      defaultSettings: JSON!
    }

    "A row layout and how many columns it has."
    type RowLayoutInfo {
      "1, 1_2, 2_1, 1_3, 3_1, 1_1_1 or 1_2_1."
      layout: String!
      columns: Int!
    }

    "What the grid editor is generated from."
    type BlockCatalogue {
      "The picker's groups in order (only those with block types)."
      groups: [String!]!
      "Every block type, by group then label."
      blockTypes: [BlockCatalogueEntry!]!
      "Row settings as JSON Schema."
      rowSettingsSchema: JSON!
      "Column settings as JSON Schema."
      columnSettingsSchema: JSON!
      rowLayouts: [RowLayoutInfo!]!
    }

    extend type Query {
      "Needs view_site_layouts or manage_site_layouts. The same for every site."
      getBlockCatalogue: BlockCatalogue!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getBlockCatalogue }),
  },
};

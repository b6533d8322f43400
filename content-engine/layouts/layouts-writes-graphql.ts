import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { createLayout } from './operations/create-layout.ts';
import { deleteLayout } from './operations/delete-layout.ts';
import { updateLayout } from './operations/update-layout.ts';
import type { LayoutRecord } from './writes.ts';

const layoutFields = /* GraphQL */ `
      name: String
      "content, section, content-override, content-type-override, url-override or module."
      type: String
      "The module key (issue, publication…); required for module layouts."
      key: String
      "Paths; at least one for url-override."
      aliases: [String!]
      "Also applies to paths below the aliases; needs pageType."
      propagate: Boolean
      "content, section, issue or publication."
      pageType: String
      "Required for content-type-override and content-override."
      contentTypes: [String!]
      "omeda or membership."
      gatingRequirements: String
      "Only a global CMS user may set it."
      isGlobal: Boolean
      "Tenant keys the layout applies to when not global (default: the request's tenant)."
      tenants: [String!]
      hideHeader: Boolean
      hideFooter: Boolean
      "The page's main area spans the viewport, not the site's maximum width (default false)."
      fullWidth: Boolean
      "The page fills at least the viewport's height (default true)."
      fullHeight: Boolean
      "none, custom-click, custom-scroll, page-click or page-scroll."
      loadMoreType: String
      "Ad exclusion flags to booleans (welcomeAd, headerLeaderboardAd…)."
      adExclusions: JSON
      "Rows, columns and blocks (shared/schemas/grid.ts)."
      primaryGrid: JSON
      secondaryGrid: JSON
`;

export const layoutWritesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A layout as stored and edited (spec admin §3 'Layout')."
    type Layout {
      id: Int!
      "The tenant that created (owns) the layout."
      tenantKey: String!
      name: String!
      type: String!
      key: String
      aliases: [String!]!
      propagate: Boolean!
      pageType: String
      contentTypes: [String!]!
      gatingRequirements: String
      isGlobal: Boolean!
      "Tenants the layout is assigned to (empty for a global layout)."
      tenants: [String!]!
      hideHeader: Boolean!
      hideFooter: Boolean!
      fullWidth: Boolean!
      fullHeight: Boolean!
      loadMoreType: LoadMoreTypeInfo!
      adExclusions: JSON!
      primaryGrid: JSON!
      secondaryGrid: JSON!
      updated: Timestamp!
    }

    input CreateLayoutInput {${layoutFields}    }

    "Fields left out keep their value."
    input UpdateLayoutInput {
      id: Int!${layoutFields}    }

    input DeleteLayoutInput {
      id: Int!
    }

    extend type Mutation {
      "Needs manage_site_layouts."
      createLayout(input: CreateLayoutInput!): Layout!
      "Needs manage_site_layouts."
      updateLayout(input: UpdateLayoutInput!): Layout!
      "Needs manage_site_layouts. Pages stop using the layout."
      deleteLayout(input: DeleteLayoutInput!): Boolean!
    }
  `,
  resolvers: {
    Layout: {
      loadMoreType: (layout: LayoutRecord) => ({ type: layout.loadMoreType }),
    },
    Mutation: inputResolvers({ createLayout, updateLayout, deleteLayout }),
  },
};

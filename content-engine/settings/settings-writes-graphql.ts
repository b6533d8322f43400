import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { setMenu } from './operations/set-menu.ts';
import { updateSiteSettings } from './operations/update-site-settings.ts';
import { updateHeaderCta } from './operations/update-header-cta.ts';
import { updateSiteSettingsGroup } from './operations/update-site-settings-group.ts';

export const settingsWritesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input UpdateSiteSettingsInput {
      "The whole settings document (shared/schemas/site-settings.ts); optional fields left out take defaults."
      payload: JSON!
    }

    input UpdateSiteSettingsGroupInput {
      "A top-level group: general, header, footer, menu, memberships…"
      group: String!
      "The group's new value, replacing the stored one."
      value: JSON
    }

    input UpdateHeaderCtaInput {
      "The header's call-to-action text (header.ctaText); empty hides it. At most 500 characters."
      ctaText: String!
    }

    input MenuLinkChildInput {
      label: String
      "A path starting with / or an absolute http(s) URL."
      href: String
    }

    input MenuLinkInput {
      label: String
      "A path starting with / or an absolute http(s) URL."
      href: String
      children: [MenuLinkChildInput!]
    }

    input SetMenuInput {
      "header_primary, header_secondary, hamburger, footer, mega_1, mega_2, mega_3 or affiliated_brands."
      menu: String!
      "At most 100."
      links: [MenuLinkInput!]!
    }

    type MenuLinkChild {
      label: String!
      href: String!
    }

    type MenuLink {
      label: String!
      href: String!
      children: [MenuLinkChild!]
    }

    type SiteMenu {
      menu: String!
      links: [MenuLink!]!
    }

    extend type Mutation {
      "Needs manage_site_settings."
      updateSiteSettings(input: UpdateSiteSettingsInput!): SiteSettingsPayload!
      "Needs manage_site_settings."
      updateSiteSettingsGroup(input: UpdateSiteSettingsGroupInput!): SiteSettingsPayload!
      "Sets header.ctaText only. Needs manage_header_cta or manage_site_settings."
      updateHeaderCta(input: UpdateHeaderCtaInput!): SiteSettingsPayload!
      "Needs manage_menus."
      setMenu(input: SetMenuInput!): SiteMenu!
    }
  `,
  resolvers: {
    Mutation: inputResolvers({ updateSiteSettings, updateSiteSettingsGroup, updateHeaderCta, setMenu }),
  },
};

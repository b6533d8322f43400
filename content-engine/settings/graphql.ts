import type { DomainModule } from '../core/domain-module.ts';
import { getSiteSettingsPayload } from './operations/get-site-settings-payload.ts';

export const settingsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type SiteSettingsPayload {
      tenantKey: String!
      "When the document was last saved; null while the tenant runs on defaults."
      updated: Timestamp
      "The whole site settings document (see shared/schemas/site-settings.ts)."
      payload: JSON!
    }

    extend type Query {
      "The request tenant's site settings."
      getSiteSettingsPayload: SiteSettingsPayload!
    }
  `,
  resolvers: {
    Query: {
      getSiteSettingsPayload: (_root, _args, ctx) => getSiteSettingsPayload({ ctx }),
    },
  },
};

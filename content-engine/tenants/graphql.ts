import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { setEnabledModules } from './operations/set-enabled-modules.ts';
import { getTenantInfo } from './operations/get-tenant-info.ts';

export const tenantsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type Tenant {
      tenantKey: String!
      name: String!
      abbreviation: String!
      domain: String!
      domains: [String!]!
      prodEndpoint: String!
      enabledModules: [String!]!
      isTest: Boolean!
      "The tenant-only content types (Apparatus, InQuarters) the tenant may create and the Create New list offers."
      extraContentTypes: [String!]!
    }

    input SetEnabledModulesInput {
      "The modules to have on: leaders, magazine, newsletters, search, memberships, sourceesb; the others go off."
      modules: [String!]!
    }

    extend type Mutation {
      "The request tenant's optional modules. Needs manage_modules; the tenant's site rebuilds."
      setEnabledModules(input: SetEnabledModulesInput!): Tenant!
    }

    extend type Query {
      "Tenants visible to the caller (see getTenantInfo operation)."
      getTenantInfo(includeTest: Boolean): [Tenant!]!
    }
  `,
  resolvers: {
    Tenant: {
      tenantKey: (tenant: { key: string }) => tenant.key,
      enabledModules: (tenant: { modules: string[] }) => tenant.modules,
    },
    Mutation: inputResolvers({ setEnabledModules }),
    Query: {
      getTenantInfo: (_root, args, ctx) => getTenantInfo({ ctx, input: args }),
    },
  },
};

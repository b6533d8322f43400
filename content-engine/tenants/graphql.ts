import type { DomainModule } from '../core/domain-module.ts';
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
    Query: {
      getTenantInfo: (_root, args, ctx) => getTenantInfo({ ctx, input: args }),
    },
  },
};

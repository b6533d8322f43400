import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { createTenant } from './operations/create-tenant.ts';
import { updateTenant } from './operations/update-tenant.ts';

/** Creating and editing tenants (issue 33): apart from tenants/, which every domain reads, since it writes sections, layouts and settings. */
export const tenantProvisioningModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input CreateTenantInput {
      "2 to 32 lower-case letters and digits, starting with a letter; unique, and never changed afterwards."
      key: String!
      name: String!
      "Host names, the first the primary; stored in lower case, each held by one tenant only."
      domains: [String!]!
      "At most 20 characters; the initials of the name when left out."
      abbreviation: String
      "The production site: an https URL, or empty."
      prodEndpoint: String
      "Optional modules: leaders, magazine, newsletters, search, memberships, sourceesb."
      modules: [String!]
      "A test tenant: hidden from tenant lists unless asked for."
      isTest: Boolean
    }

    input UpdateTenantInput {
      "The tenant to edit (keys never change)."
      key: String!
      name: String
      domains: [String!]
      abbreviation: String
      prodEndpoint: String
      modules: [String!]
      isTest: Boolean
    }

    type CreateTenantResult {
      tenant: Tenant!
      "The new tenant's first full build, queued."
      buildJob: BuildJob!
    }

    extend type Mutation {
      "Provisions a tenant with the starter set and queues its first full build. Needs manage_modules and access to every site."
      createTenant(input: CreateTenantInput!): CreateTenantResult!
      "Edits a tenant the caller may see. Needs manage_modules; the tenant's site rebuilds."
      updateTenant(input: UpdateTenantInput!): Tenant!
    }
  `,
  resolvers: {
    Mutation: inputResolvers({ createTenant, updateTenant }),
  },
};

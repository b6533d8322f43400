import type { DomainModule } from '../core/domain-module.ts';
import type { EngineContext } from '../core/context.ts';
import { canUseTenant } from '../core/cms-session.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { setEnabledModules } from './operations/set-enabled-modules.ts';
import { getTenantInfo } from './operations/get-tenant-info.ts';
import { getTenants } from './operations/get-tenants.ts';
import { getTenant } from './operations/get-tenant.ts';

/** The tenant's newest build job, for CMS users allowed on the tenant; null for anyone else. */
async function latestBuildJob(tenant: { key: string }, _args: unknown, ctx: EngineContext) {
  if (!ctx.system && !(ctx.cmsUser && canUseTenant(ctx.cmsUser, tenant.key))) return null;
  const job = (await ctx.buildJobs.list({ tenantKey: tenant.key, limit: 1 })).jobs[0];
  // With its log: BuildJob.events would otherwise read it as a job of the request's tenant.
  return job ? { ...job, events: await ctx.buildJobs.events(job.id) } : null;
}

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
      "The tenant's newest build job with its log (after creation: its first full build); null unless a CMS user allowed on the tenant asks."
      latestBuildJob: BuildJob
    }

    type TenantEdge {
      node: Tenant!
    }
    type TenantConnection {
      edges: [TenantEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    input SetEnabledModulesInput {
      "The modules to have on: leaders, magazine, newsletters, search, memberships, sourceesb; the others go off."
      modules: [String!]!
    }

    input GetTenantsInput {
      "Matches the key, name, abbreviation or a domain."
      search: String
      "Test tenants too (the default)."
      includeTest: Boolean
      "25 by default, at most 200."
      pagination: PaginationInput
    }

    input GetTenantInput {
      key: String!
    }

    extend type Mutation {
      "The request tenant's optional modules. Needs manage_modules; the tenant's site rebuilds."
      setEnabledModules(input: SetEnabledModulesInput!): Tenant!
    }

    extend type Query {
      "Tenants visible to the caller (see getTenantInfo operation)."
      getTenantInfo(includeTest: Boolean): [Tenant!]!
      "The tenants the caller may see, by name, for the admin's tenant list. Needs manage_modules."
      getTenants(input: GetTenantsInput): TenantConnection!
      "One tenant the caller may see, for its edit form. Needs manage_modules."
      getTenant(input: GetTenantInput!): Tenant!
    }
  `,
  resolvers: {
    Tenant: {
      tenantKey: (tenant: { key: string }) => tenant.key,
      enabledModules: (tenant: { modules: string[] }) => tenant.modules,
      latestBuildJob,
    },
    Mutation: inputResolvers({ setEnabledModules }),
    Query: {
      getTenantInfo: (_root, args, ctx) => getTenantInfo({ ctx, input: args }),
      ...inputResolvers({ getTenants, getTenant }),
    },
  },
};

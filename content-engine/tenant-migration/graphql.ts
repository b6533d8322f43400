import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { getTenantMigrationImport, getTenantMigrationImports } from './operations/get-tenant-migration-imports.ts';
import { startTenantMigrationImport } from './operations/start-tenant-migration-import.ts';

/**
 * /admin/run-aspire-to-aspire-migration (ADR 0087): bundles are uploaded by POST
 * /tenant-migration-imports and imported here. Exporting a bundle is an export kind
 * (startExport with kind tenant_bundle).
 */
export const tenantMigrationModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    enum TenantMigrationStatus {
      uploaded
      running
      done
      failed
    }

    "One table of a bundle: its rows, and what the current import run did with them."
    type TenantMigrationTable {
      name: String!
      "Rows the bundle holds."
      rows: Int!
      "Rows the current run has committed."
      done: Int!
      "New rows written into the target."
      created: Int!
      "Rows of the target with the same alias, path or name, updated from the bundle."
      adopted: Int!
      "Rows already imported by an earlier run, or whose references could not be mapped."
      skipped: Int!
    }

    "An uploaded tenant bundle and its import."
    type TenantMigrationImport {
      id: Int!
      fileName: String!
      fileSize: Float!
      sourceTenantKey: String!
      sourceName: String!
      bundleCreated: Timestamp!
      "Null until an import starts."
      targetTenantKey: String
      status: TenantMigrationStatus!
      tables: [TenantMigrationTable!]!
      createdBy: String!
      error: String
      created: Timestamp!
      finished: Timestamp
    }

    input GetTenantMigrationImportInput {
      id: Int!
    }

    input StartTenantMigrationImportInput {
      id: Int!
      "An existing tenant to import into (not the bundle's own)."
      targetTenantKey: String
      "A tenant to create (with the starter set) and import into; the bundle's sections and layouts of the same alias or name replace the starter ones."
      newTenant: CreateTenantInput
    }

    extend type Query {
      "Needs manage_modules as a CMS user of every site. Polled for progress; resumes an import whose process stopped."
      getTenantMigrationImport(input: GetTenantMigrationImportInput!): TenantMigrationImport!
      "Needs manage_modules as a CMS user of every site. The last 20 uploads, newest first."
      getTenantMigrationImports: [TenantMigrationImport!]!
    }

    extend type Mutation {
      "Needs manage_modules as a CMS user of every site. Imports (again, safely) an uploaded bundle into a tenant, in the background."
      startTenantMigrationImport(input: StartTenantMigrationImportInput!): TenantMigrationImport!
    }
  `,
  resolvers: {
    Query: inputResolvers({ getTenantMigrationImport, getTenantMigrationImports }),
    Mutation: inputResolvers({ startTenantMigrationImport }),
  },
};

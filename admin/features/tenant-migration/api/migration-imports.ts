import { api } from '../../../shared/api/api.ts';
import {
  GetTenantMigrationImportDocument,
  type GetTenantMigrationImportQuery,
} from '../../../../content-engine/documents/generated/query/tenantMigration/getTenantMigrationImport.ts';
import {
  StartTenantMigrationImportDocument,
  type StartTenantMigrationImportMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/tenantMigration/startTenantMigrationImport.ts';

export type MigrationImport = GetTenantMigrationImportQuery['getTenantMigrationImport'];
export type StartImportInput = StartTenantMigrationImportMutationVariables['input'];

export const getMigrationImport = async (id: number) =>
  (await api.request(GetTenantMigrationImportDocument, { input: { id } })).getTenantMigrationImport;

export const startMigrationImport = async (input: StartImportInput) =>
  (await api.request(StartTenantMigrationImportDocument, { input })).startTenantMigrationImport;

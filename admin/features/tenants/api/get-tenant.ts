import { api } from '../../../shared/api/api.ts';
import { GetTenantDocument } from '../../../../content-engine/documents/generated/query/tenant/getTenant.ts';

export async function getTenant(key: string) {
  return (await api.request(GetTenantDocument, { input: { key } })).getTenant;
}

export type TenantRecord = Awaited<ReturnType<typeof getTenant>>;
export type TenantBuildJob = NonNullable<TenantRecord['latestBuildJob']>;

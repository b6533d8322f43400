import { api } from '../../../shared/api/api.ts';
import { SetEnabledModulesDocument } from '../../../../content-engine/documents/generated/mutation/tenant/setEnabledModules.ts';

/** Sets the managed site's modules (manage_modules); answers them as stored. */
export async function setEnabledModules(modules: string[]): Promise<string[]> {
  return (await api.request(SetEnabledModulesDocument, { input: { modules } })).setEnabledModules.enabledModules;
}

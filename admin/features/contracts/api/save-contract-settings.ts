import { api } from '../../../shared/api/api.ts';
import {
  SaveContractSettingsDocument,
  type SaveContractSettingsMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/contract/saveContractSettings.ts';

export async function saveContractSettings(input: SaveContractSettingsMutationVariables['input']) {
  return (await api.request(SaveContractSettingsDocument, { input })).saveContractSettings;
}

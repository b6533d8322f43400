import { api } from '../../../shared/api/api.ts';
import {
  StartExportDocument,
  type StartExportMutationVariables,
} from '../../../../content-engine/documents/generated/mutation/exports/startExport.ts';

export type StartExportInput = StartExportMutationVariables['input'];

/** Queues an export (the engine runs it in the background); its id. */
export const startExport = async (input: StartExportInput) =>
  (await api.request(StartExportDocument, { input })).startExport.id;

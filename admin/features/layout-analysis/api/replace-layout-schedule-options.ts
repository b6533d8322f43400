import { api } from '../../../shared/api/api.ts';
import { ReplaceLayoutScheduleOptionsDocument } from '../../../../content-engine/documents/generated/mutation/layoutAnalysis/replaceLayoutScheduleOptions.ts';
import type { LayoutScheduleOptionReplacementInput } from '../../../../content-engine/documents/generated/schema-types.ts';

/** Applies a replacement in one transaction (replaceLayoutScheduleOptions); undo: from and to swapped, blocks = its changes. */
export async function replaceLayoutScheduleOptions(input: LayoutScheduleOptionReplacementInput) {
  return (await api.request(ReplaceLayoutScheduleOptionsDocument, { input })).replaceLayoutScheduleOptions;
}

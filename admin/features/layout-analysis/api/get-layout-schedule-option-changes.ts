import { api } from '../../../shared/api/api.ts';
import {
  GetLayoutScheduleOptionChangesDocument,
  type GetLayoutScheduleOptionChangesQuery,
} from '../../../../content-engine/documents/generated/query/layoutAnalysis/getLayoutScheduleOptionChanges.ts';
import type { LayoutScheduleOptionReplacementInput } from '../../../../content-engine/documents/generated/schema-types.ts';

export type ScheduleOptionChanges = GetLayoutScheduleOptionChangesQuery['getLayoutScheduleOptionChanges'];
export type ScheduleOptionChange = ScheduleOptionChanges['changes'][number];

/** The blocks a replacement would change (getLayoutScheduleOptionChanges). */
export async function getLayoutScheduleOptionChanges(input: LayoutScheduleOptionReplacementInput) {
  return (await api.request(GetLayoutScheduleOptionChangesDocument, { input })).getLayoutScheduleOptionChanges;
}

import { api } from '../../../shared/api/api.ts';
import type { CreateLayoutInput } from '../../../../content-engine/documents/generated/schema-types.ts';
import { CreateLayoutDocument } from '../../../../content-engine/documents/generated/mutation/layout/createLayout.ts';
import { UpdateLayoutDocument } from '../../../../content-engine/documents/generated/mutation/layout/updateLayout.ts';
import type { EditedLayout } from './get-layout.ts';

/** Creates the layout, or replaces every field of layout `id` (manage_site_layouts). */
export async function saveLayout({
  id,
  input,
}: {
  id: number | null;
  input: CreateLayoutInput;
}): Promise<EditedLayout> {
  if (id !== null) return (await api.request(UpdateLayoutDocument, { input: { id, ...input } })).updateLayout;
  return (await api.request(CreateLayoutDocument, { input })).createLayout;
}

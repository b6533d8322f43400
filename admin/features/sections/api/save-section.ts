import { api } from '../../../shared/api/api.ts';
import { CreateWebsiteSectionDocument } from '../../../../content-engine/documents/generated/mutation/websiteSection/createWebsiteSection.ts';
import { UpdateWebsiteSectionDocument } from '../../../../content-engine/documents/generated/mutation/websiteSection/updateWebsiteSection.ts';
import type { SectionInput } from './section-types.ts';

/** Creates the section, or updates it when `id` is given; blank aliases clear. */
export async function saveSection({ id, input }: { id: number | null; input: SectionInput }) {
  if (id !== null)
    return (await api.request(UpdateWebsiteSectionDocument, { input: { id, ...input } })).updateWebsiteSection;
  return (await api.request(CreateWebsiteSectionDocument, { input })).createWebsiteSection;
}

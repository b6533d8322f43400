import { api } from '../../../shared/api/api.ts';
import { DeleteWebsiteSectionDocument } from '../../../../content-engine/documents/generated/mutation/websiteSection/deleteWebsiteSection.ts';

export async function deleteSection(id: number): Promise<void> {
  await api.request(DeleteWebsiteSectionDocument, { input: { id } });
}

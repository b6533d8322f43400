import { api } from '../../../app/api.ts';

export async function deleteSection(id: number): Promise<void> {
  await api.mutate('websiteSection/deleteWebsiteSection', { input: { id } });
}

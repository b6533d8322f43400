import { api } from '../../../app/api.ts';
import type { SectionDetail, SectionInput } from './section-types.ts';

/** Creates the section, or updates it when `id` is given; blank aliases clear. */
export async function saveSection({ id, input }: { id: number | null; input: SectionInput }): Promise<SectionDetail> {
  if (id !== null)
    return (
      await api.mutate<{ updateWebsiteSection: SectionDetail }>('websiteSection/updateWebsiteSection', {
        input: { id, ...input },
      })
    ).updateWebsiteSection;
  return (await api.mutate<{ createWebsiteSection: SectionDetail }>('websiteSection/createWebsiteSection', { input }))
    .createWebsiteSection;
}

import { api } from '../../../shared/api/api.ts';
import { GetContentListDocument } from '../../../../content-engine/documents/generated/query/content/getContentList.ts';
import type { PickedItem } from '../../../shared/ui/SearchPicker.tsx';

/** Items of one type (Contact for key contacts, Venue for an event's venue) whose name matches. */
export const searchItemsOfType =
  (type: 'Contact' | 'Venue') =>
  async (text: string): Promise<PickedItem[]> => {
    const { getContentStream } = await api.request(GetContentListDocument, {
      input: {
        includeContentTypes: [type],
        status: ['PUBLISHED', 'DRAFT'],
        search: text,
        sort: { field: 'name', order: 'asc' },
        pagination: { limit: 20 },
      },
    });
    return getContentStream.edges.map(({ node }) => ({ id: node.id, label: node.name }));
  };

export const searchContactItems = searchItemsOfType('Contact');
export const searchVenueItems = searchItemsOfType('Venue');

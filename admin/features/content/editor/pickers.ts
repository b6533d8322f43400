import { api } from '../../../app/api.ts';
import type { PickedItem } from './SearchPicker.tsx';

/** Authors: published persons (getPersonStream, up to 9999 — spec admin §9), filtered here by name. */
let people: Promise<PickedItem[]> | null = null;
export async function searchAuthors(text: string): Promise<PickedItem[]> {
  people ??= api
    .query<{ getPersonStream: { edges: { node: { id: number; fullName: string } }[] } }>('getPersonStream', {
      input: { status: ['PUBLISHED'], pagination: { limit: 9999 } },
    })
    .then((r) => r.getPersonStream.edges.map(({ node }) => ({ id: node.id, label: node.fullName })))
    .catch((error: unknown) => ((people = null), Promise.reject(error)));
  const needle = text.toLowerCase();
  return (await people).filter((person) => person.label.toLowerCase().includes(needle));
}

/** Taxonomy: matchTaxonomyStream by phrase, name order, 1000 at most (spec admin §7). */
export async function searchTaxonomy(text: string): Promise<PickedItem[]> {
  const { matchTaxonomyStream } = await api.query<{
    matchTaxonomyStream: { edges: { node: { id: number; name: string; type: string } }[] };
  }>('matchTaxonomyStream', {
    input: { phrase: text, sortField: 'name', sortOrder: 'asc', limit: 1000 },
  });
  return matchTaxonomyStream.edges.map(({ node }) => ({ id: node.id, label: `${node.name} (${node.type})` }));
}

/** Company: Company content items whose name matches. */
export async function searchCompanies(text: string): Promise<PickedItem[]> {
  const { getContentStream } = await api.query<{
    getContentStream: { edges: { node: { id: number; name: string } }[] };
  }>('content/getContentList', {
    input: {
      includeContentTypes: ['Company'],
      status: ['PUBLISHED', 'DRAFT'],
      search: text,
      sort: { field: 'name', order: 'asc' },
      pagination: { limit: 20 },
    },
  });
  return getContentStream.edges.map(({ node }) => ({ id: node.id, label: node.name }));
}

/** Images of the media library whose file name, alt text, caption or credit matches. */
export async function searchImages(text: string): Promise<PickedItem[]> {
  const { getAssetStream } = await api.query<{
    getAssetStream: { edges: { node: { id: number; fileName: string; alt: string } }[] };
  }>('asset/getAssetStream', {
    input: { type: 'Image', search: text, pagination: { limit: 20 } },
  });
  return getAssetStream.edges.map(({ node }) => ({
    id: node.id,
    label: node.alt ? `${node.fileName} (${node.alt})` : node.fileName,
  }));
}

import { api } from '../../../shared/api/api.ts';
import { GetPublicationStreamDocument } from '../../../../content-engine/documents/generated/query/getPublicationStream.ts';
import { GetIssuesDocument } from '../../../../content-engine/documents/generated/query/getIssues.ts';
import { GetMagazineSectionSelectDocument } from '../../../../content-engine/documents/generated/query/content/getMagazineSectionSelect.ts';

export interface Choice {
  id: number;
  name: string;
}

/** The site's magazine publications (getPublicationStream). */
export const getPublications = async (): Promise<Choice[]> =>
  (
    await api.request(GetPublicationStreamDocument, { input: { pagination: { limit: 200 } } })
  ).getPublicationStream.edges.map(({ node }) => ({ id: node.id, name: node.name }));

/** A publication's issues, newest first (getIssues). */
export const getPublicationIssues = async (publicationId: number): Promise<Choice[]> =>
  (await api.request(GetIssuesDocument, { input: { publicationId, pagination: { limit: 1000 } } })).getIssues.edges.map(
    ({ node }) => ({ id: node.id, name: node.name }),
  );

/** A publication's magazine sections, in their order (getMagazineSectionSelect). */
export const getMagazineSections = async (publicationId: number): Promise<Choice[]> =>
  (await api.request(GetMagazineSectionSelectDocument, { publicationId })).getMagazineSectionSelect;

import { api } from '../../../shared/api/api.ts';
import { MagazinePublicationsForSelectDocument } from '../../../../content-engine/documents/generated/query/magazine/magazinePublicationsForSelect.ts';
import { MagazineIssuesForSelectDocument } from '../../../../content-engine/documents/generated/query/magazine/magazineIssuesForSelect.ts';
import { MagazineSectionsForSelectDocument } from '../../../../content-engine/documents/generated/query/magazine/magazineSectionsForSelect.ts';

export interface Choice {
  id: number;
  name: string;
}

/** An inactive publication or issue (not on the site yet) says so in the select. */
const named = ({ id, name, status }: { id: number; name: string; status: string | null }): Choice => ({
  id,
  name: status === 'INACTIVE' ? `${name} (inactive)` : name,
});

/** The site's magazine publications, every status (magazinePublicationsForSelect). */
export const getPublications = async (): Promise<Choice[]> =>
  (await api.request(MagazinePublicationsForSelectDocument, {})).magazinePublicationsForSelect.map(named);

/** A publication's issues, newest first, every status (magazineIssuesForSelect). */
export const getPublicationIssues = async (publicationId: number): Promise<Choice[]> =>
  (await api.request(MagazineIssuesForSelectDocument, { input: { publicationId } })).magazineIssuesForSelect.map(named);

/** A publication's magazine sections, in their running order (magazineSectionsForSelect). */
export const getMagazineSections = async (publicationId: number): Promise<Choice[]> =>
  (await api.request(MagazineSectionsForSelectDocument, { input: { publicationId } })).magazineSectionsForSelect;

import { useApiQuery } from './use-api-query.ts';
import { MagazinePublicationsForSelectDocument } from '../../../content-engine/documents/generated/query/magazine/magazinePublicationsForSelect.ts';

/** The site's publications by name, any status (the publication selects and filters). */
export const usePublicationsForSelect = () => useApiQuery(MagazinePublicationsForSelectDocument, {});

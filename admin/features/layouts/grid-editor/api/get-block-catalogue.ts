import { api } from '../../../../shared/api/api.ts';
import { GetBlockCatalogueDocument } from '../../../../../content-engine/documents/generated/query/layout/getBlockCatalogue.ts';
import { toEditorCatalogue, type EditorCatalogue } from '../editor-catalogue.ts';
import { useCachedRequest } from './use-cached-request.ts';

/** The block catalogue (getBlockCatalogue), once per page for both grids. */
export const useBlockCatalogue = () =>
  useCachedRequest<EditorCatalogue>('block-catalogue', async () =>
    toEditorCatalogue((await api.request(GetBlockCatalogueDocument)).getBlockCatalogue),
  );

import { api } from '../../../shared/api/api.ts';
import { GetLayoutStreamDocument } from '../../../../content-engine/documents/generated/query/layout/getLayoutStream.ts';

/** The content-override layouts an item of `type` may use (those naming its type). */
export const getOverrideLayouts = async (type: string) =>
  (
    await api.request(GetLayoutStreamDocument, {
      input: { types: ['content-override'], contentType: type, pagination: { limit: 200 } },
    })
  ).getLayoutStream.edges.map(({ node }) => ({ id: node.id, name: node.name }));

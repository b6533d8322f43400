import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { GetPersonStreamDocument } from '../../../../content-engine/documents/generated/query/getPersonStream.ts';

/** The site's published persons, the contacts a group may hold (getPersonStream, 9999 at most: spec admin §9). */
export function usePersons() {
  const { data, loading } = useApiQuery(GetPersonStreamDocument, {
    input: { status: ['PUBLISHED'], pagination: { limit: 9999 } },
  });
  return {
    persons: data?.getPersonStream.edges.map(({ node }) => ({
      id: node.id,
      fullName: node.fullName,
      title: node.title,
    })),
    loading,
  };
}

export type PersonOption = NonNullable<ReturnType<typeof usePersons>['persons']>[number];

import type { TestEngine } from '../../testing/test-engine.ts';

/*
 * Reads the magazine write suites share: the history of a record and the admin list queries.
 */

export const historyOf = (engine: TestEngine, entityType: string, id: number, tenantKey = 'alpha') =>
  engine
    .db('history_entries')
    .where({ tenant_key: tenantKey, entity_type: entityType, entity_id: String(id) })
    .orderBy('id')
    .select('action', 'changes')
    .then((rows: { action: string; changes: string }[]) =>
      rows.map((row) => ({ action: row.action, changes: JSON.parse(row.changes) as unknown[] })),
    );

export const publicationListQuery = /* GraphQL */ `
  query ($input: GetMagazinePublicationListInput) {
    getMagazinePublicationList(input: $input) {
      edges {
        node {
          id
          name
          status
          issueCount
          sectionCount
        }
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`;

export const issueListQuery = /* GraphQL */ `
  query ($input: GetMagazineIssueListInput) {
    getMagazineIssueList(input: $input) {
      edges {
        node {
          id
          name
          status
          mailDate
          publication {
            id
          }
        }
      }
      totalCount
      years
    }
  }
`;

export const sectionListQuery = /* GraphQL */ `
  query ($input: GetMagazineSectionListInput) {
    getMagazineSectionList(input: $input) {
      edges {
        node {
          id
          name
          sequence
          publication {
            id
            name
          }
        }
      }
      totalCount
    }
  }
`;

export const selectsQuery = /* GraphQL */ `
  query ($input: MagazineForSelectInput!) {
    magazinePublicationsForSelect {
      id
      name
      status
    }
    magazineIssuesForSelect(input: $input) {
      id
      name
      status
      mailDate
    }
    magazineSectionsForSelect(input: $input) {
      id
      name
    }
  }
`;

export type Connection<T> = { edges: { node: T }[]; totalCount: number; years?: number[] };
export const nodesOf = <T>(connection: Connection<T> | undefined) => connection?.edges.map((e) => e.node) ?? [];

/** Types every domain builds on. */
export const baseTypeDefs = /* GraphQL */ `
  "Any JSON value: grids, settings documents, metadata."
  scalar JSON

  "Epoch milliseconds."
  scalar Timestamp

  type Query {
    "The engine's version; a cheap liveness query."
    engineVersion: String!
  }

  type Mutation {
    "Does nothing; lets clients check mutations are accepted."
    noop: Boolean
  }

  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }

  input PaginationInput {
    limit: Int
    skip: Int
    after: String
  }

  enum SortOrder {
    asc
    desc
  }
`;

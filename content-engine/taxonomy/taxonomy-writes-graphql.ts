import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { createTaxonomy } from './operations/create-taxonomy.ts';
import { deleteTaxonomy } from './operations/delete-taxonomy.ts';
import { updateTaxonomy } from './operations/update-taxonomy.ts';

export const taxonomyWritesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input CreateTaxonomyInput {
      "Bin, Tag, Location, Organization or Person."
      type: String
      name: String
      "A term of the same type; absent or null: top-level."
      parentId: Int
    }

    "Fields left out keep their value; parentId null makes the term top-level."
    input UpdateTaxonomyInput {
      id: Int!
      name: String
      parentId: Int
    }

    input DeleteTaxonomyInput {
      id: Int!
    }

    extend type Mutation {
      "Needs manage_taxonomy. fullName is 'Parent full name > Name'."
      createTaxonomy(input: CreateTaxonomyInput!): Taxonomy!
      "Needs manage_taxonomy. The full names of the terms below follow."
      updateTaxonomy(input: UpdateTaxonomyInput!): Taxonomy!
      "Needs manage_taxonomy. Unlinks the term from content; its children move up to its parent."
      deleteTaxonomy(input: DeleteTaxonomyInput!): Boolean!
    }
  `,
  resolvers: {
    Mutation: inputResolvers({ createTaxonomy, updateTaxonomy, deleteTaxonomy }),
  },
};

import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { createPerson } from './operations/create-person.ts';
import { deletePerson } from './operations/delete-person.ts';
import { updatePerson } from './operations/update-person.ts';

export const personWritesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input CreatePersonInput {
      "Required; 99 characters at most. fullName is 'firstName lastName' (firstName alone when lastName is blank)."
      firstName: String
      "99 characters at most; blank or left out for a one-word name."
      lastName: String
      title: String
      "An e-mail address, or blank."
      email: String
      bio: String
      "Lower-case letters, digits and hyphens; blank for none."
      alias: String
      "An asset of this site; null for none."
      imageId: Int
      "PUBLISHED (default) or DRAFT."
      status: ContentStatus
    }

    "Fields left out keep their value; imageId null and a blank alias clear them."
    input UpdatePersonInput {
      id: Int!
      firstName: String
      lastName: String
      title: String
      email: String
      bio: String
      alias: String
      imageId: Int
      "PUBLISHED or DRAFT."
      status: ContentStatus
    }

    input DeletePersonInput {
      id: Int!
    }

    extend type Mutation {
      "Needs manage_contracts or manage_content (a new author from the content editor's picker)."
      createPerson(input: CreatePersonInput!): Person!
      "Needs manage_contracts. A deleted person is not found."
      updatePerson(input: UpdatePersonInput!): Person!
      "Needs manage_contracts. Sets the status DELETED: the person leaves bylines and contacts blocks."
      deletePerson(input: DeletePersonInput!): Boolean!
    }
  `,
  resolvers: {
    Mutation: inputResolvers({ createPerson, updatePerson, deletePerson }),
  },
};

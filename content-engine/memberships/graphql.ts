import type { DomainModule } from '../core/domain-module.ts';
import { getMembership } from './operations/get-membership.ts';
import { getMembershipStream } from './operations/get-membership-stream.ts';
import { getOmedaDemographicStream } from './operations/get-omeda-demographic-stream.ts';

export const membershipsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    type Membership {
      id: Int!
      title: String!
      alias: String!
      "1 active (offered); other values are not offered."
      status: Int!
      isFree: Boolean!
      "The membership system's product code."
      omedaProduct: String
      "Site user fields the membership needs: firstName, lastName, company, title, city, region, countryCode, postalCode."
      requiredUserCommonFields: [String!]!
      "Demographic question ids that must be answered (answers keyed demo_<id>)."
      requiredUserDemographicFields: [Int!]!
      "Demographic question ids asked optionally."
      additionalUserDemographicFields: [Int!]!
    }

    type MembershipEdge {
      node: Membership!
    }
    type MembershipConnection {
      edges: [MembershipEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    type DemographicValue {
      id: Int!
      description: String!
    }

    type Demographic {
      id: Int!
      description: String!
      omedaWebformText: String!
      "1 single select, 2 multi select, 3 text, 5 checkbox, 6 date (yyyy-MM-dd), 7 whole number, 8 number."
      demographicType: Int!
      demographicValues: [DemographicValue!]!
    }

    type DemographicEdge {
      node: Demographic!
    }
    type DemographicConnection {
      edges: [DemographicEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    extend type Query {
      "The tenant's memberships, optionally of one status (1 active) or one id."
      getMembershipStream(status: Int, id: Int): MembershipConnection!
      "One membership of the tenant; NOT_FOUND otherwise."
      getMembership(id: Int!): Membership!
      "The tenant's demographic questions, all or those named, by id."
      getOmedaDemographicStream(demographicIds: [Int!], limit: Int = 10, skip: Int): DemographicConnection!
    }
  `,
  resolvers: {
    Query: {
      getMembershipStream: (_root, args, ctx) => getMembershipStream({ ctx, input: args }),
      getMembership: (_root, args, ctx) => getMembership({ ctx, input: args }),
      getOmedaDemographicStream: (_root, args, ctx) => getOmedaDemographicStream({ ctx, input: args }),
    },
  },
};

import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { createSiteLicense } from './operations/create-site-license.ts';
import { deleteSiteLicense } from './operations/delete-site-license.ts';
import { getSiteLicense } from './operations/get-site-license.ts';
import { getSiteLicenseOverlaps } from './operations/get-site-license-overlaps.ts';
import { getSiteLicenseStream } from './operations/get-site-license-stream.ts';
import { siteLicenseCompany } from './operations/site-license-company.ts';
import { updateSiteLicense } from './operations/update-site-license.ts';

export const siteLicensesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "The company whose site licence covers an address: its visitors pass the content gates."
    type SiteLicenseCompany {
      companyName: String!
    }

    "Only active licences match visitors."
    enum SiteLicenseStatus {
      active
      inactive
    }

    "A company's IP-gating record on one site."
    type SiteLicense {
      id: Int!
      companyName: String!
      "Normalised CIDR ranges (198.51.100.0/24, 2001:db8::/32; a single address is /32 or /128)."
      ipRanges: [String!]!
      status: SiteLicenseStatus!
      "First day in force (YYYY-MM-DD, America/Chicago); null: since always."
      startDate: String
      "Last day in force; null: open-ended. Past it the licence is expired and matches no one."
      endDate: String
      "Memberships of the site it grants; empty: every gate."
      membershipIds: [Int!]!
      created: Timestamp!
      updated: Timestamp!
    }

    type SiteLicenseEdge {
      node: SiteLicense!
    }
    type SiteLicenseConnection {
      edges: [SiteLicenseEdge!]!
      pageInfo: PageInfo!
      totalCount: Int!
    }

    input GetSiteLicenseStreamInput {
      "Matched anywhere in the company name or the ranges (case-insensitive)."
      search: String
      status: SiteLicenseStatus
      "active: on and in its term today; expired: past its end date; inactive: switched off."
      state: SiteLicenseState
      "25 by default, at most 200."
      pagination: PaginationInput
    }

    enum SiteLicenseState {
      active
      expired
      inactive
    }

    input GetSiteLicenseOverlapsInput {
      "The form's lines, as typed; blank ones are skipped."
      ipRanges: [String!]!
      "The licence being edited, left out of the comparison."
      excludeId: Int
    }

    "A line of the checked list that is no address or range."
    type SiteLicenseRangeProblem {
      "1-based, as the form numbers its lines."
      line: Int!
      value: String!
      message: String!
    }

    "A checked range sharing addresses with another range of the same list (licenseId null) or of another licence."
    type SiteLicenseRangeOverlap {
      range: String!
      overlaps: String!
      licenseId: Int
      companyName: String
    }

    type SiteLicenseRangeCheck {
      problems: [SiteLicenseRangeProblem!]!
      overlaps: [SiteLicenseRangeOverlap!]!
    }

    input GetSiteLicenseInput {
      id: Int!
    }

    input CreateSiteLicenseInput {
      companyName: String
      "IPv4 or IPv6 addresses or CIDR ranges; a bad one is refused by position and value."
      ipRanges: [String!]
      "active by default."
      status: SiteLicenseStatus
      "YYYY-MM-DD; blank for none."
      startDate: String
      "YYYY-MM-DD, not before startDate; blank for none."
      endDate: String
      "Memberships of this site; none: every gate."
      membershipIds: [Int!]
    }

    "Fields left out keep their value."
    input UpdateSiteLicenseInput {
      id: Int!
      companyName: String
      ipRanges: [String!]
      status: SiteLicenseStatus
      "Blank or null clears it."
      startDate: String
      "Blank or null clears it."
      endDate: String
      membershipIds: [Int!]
    }

    input DeleteSiteLicenseInput {
      id: Int!
    }

    extend type Query {
      """
      The company whose active licence on this site covers the caller's address, or null; never cached.
      The address is the request's client address as the server sees it (after trusted proxies, TRUST_PROXY).
      userIpAddress is accepted for compatibility and ignored, except for system work and CMS users holding
      manage_ip_gating, for whom it is the address tested.
      """
      siteLicenseCompany(userIpAddress: String): SiteLicenseCompany
      "Needs manage_ip_gating. The site's licences by company name."
      getSiteLicenseStream(input: GetSiteLicenseStreamInput): SiteLicenseConnection!
      "Needs manage_ip_gating."
      getSiteLicense(input: GetSiteLicenseInput!): SiteLicense!
      "Needs manage_ip_gating. The form's warnings: lines that are no range, and ranges overlapping each other or another licence."
      getSiteLicenseOverlaps(input: GetSiteLicenseOverlapsInput!): SiteLicenseRangeCheck!
    }

    extend type Mutation {
      "Needs manage_ip_gating."
      createSiteLicense(input: CreateSiteLicenseInput!): SiteLicense!
      "Needs manage_ip_gating."
      updateSiteLicense(input: UpdateSiteLicenseInput!): SiteLicense!
      "Needs manage_ip_gating."
      deleteSiteLicense(input: DeleteSiteLicenseInput!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      siteLicenseCompany: (_root, args: { userIpAddress?: string | null }, ctx) =>
        siteLicenseCompany({ ctx, input: args }),
      ...inputResolvers({ getSiteLicenseStream, getSiteLicense, getSiteLicenseOverlaps }),
    },
    Mutation: inputResolvers({ createSiteLicense, updateSiteLicense, deleteSiteLicense }),
  },
};

import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import type { CompanyUpdateView } from './company-update-view.ts';
import { getCompanyUpdate } from './operations/get-company-update.ts';
import { getCompanyUpdateForm } from './operations/get-company-update-form.ts';
import { getCompanyUpdateStream } from './operations/get-company-update-stream.ts';
import { publishCompanyUpdate } from './operations/publish-company-update.ts';
import { rejectCompanyUpdate } from './operations/reject-company-update.ts';
import { requestCompanyUpdates } from './operations/request-company-updates.ts';
import { submitCompanyUpdate } from './operations/submit-company-update.ts';
import { updateCompanyUpdate } from './operations/update-company-update.ts';

const profileInputFields = /* GraphQL */ `
  "HTML, sanitised; at most 20000 characters."
  description: String
  address1: String
  address2: String
  city: String
  state: String
  postalCode: String
  country: String
  "Digits, spaces and + ( ) - . / only."
  phone: String
  "An http(s) address."
  website: String
  socialLinks: CompanySocialLinksInput
  "At most 10."
  keyContacts: [CompanyKeyContactInput!]
  "Plain text, at most 10000 characters."
  products: String
  "Plain text, at most 10000 characters."
  news: String
`;

export const companyUpdatesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    enum CompanyUpdateStatus { requested submitted published rejected }

    type CompanySocialLinks { facebook: String! twitter: String! linkedin: String! instagram: String! youtube: String! }
    type CompanyKeyContact { name: String! title: String! email: String! phone: String! }
    type CompanyUpdateLogo { src: String! fileName: String! width: Int height: Int }

    "A company profile: what a company update changes (ADR 0059)."
    type CompanyProfile {
      description: String!
      address1: String!
      address2: String!
      city: String!
      state: String!
      postalCode: String!
      country: String!
      phone: String!
      website: String!
      socialLinks: CompanySocialLinks!
      keyContacts: [CompanyKeyContact!]!
      products: String!
      news: String!
      "The uploaded logo (submitted values only)."
      logo: CompanyUpdateLogo
    }

    type CompanyUpdateCompany {
      id: Int!
      name: String!
      canonicalPath: String!
      status: Int!
      updated: Timestamp!
      logoSrc: String
    }

    type CompanyUpdate {
      id: Int!
      status: CompanyUpdateStatus!
      "Where the link was sent."
      email: String!
      expires: Timestamp!
      requestedAt: Timestamp!
      submittedAt: Timestamp
      reviewedAt: Timestamp
      updated: Timestamp!
      rejectReason: String!
      submitterName: String!
      submitterEmail: String!
      company: CompanyUpdateCompany!
      "What the company sent (null until it did)."
      submitted: CompanyProfile
      "The company's live values (getCompanyUpdate and the writes only)."
      current: CompanyProfile
    }

    type CompanyUpdateEdge { node: CompanyUpdate! }
    type CompanyUpdateConnection { edges: [CompanyUpdateEdge!]! pageInfo: PageInfo! totalCount: Int! }

    "The public form behind an e-mailed link."
    type CompanyUpdateForm {
      companyName: String!
      expires: Timestamp!
      logoSrc: String
      current: CompanyProfile!
    }

    type CompanyUpdateSubmitResult { ok: Boolean! }

    input CompanySocialLinksInput { facebook: String twitter: String linkedin: String instagram: String youtube: String }
    input CompanyKeyContactInput { name: String! title: String email: String phone: String }
    "A logo image (JPEG, PNG, WebP, GIF or AVIF) of at most 600 KB, base64."
    input CompanyLogoInput { fileName: String! mimeType: String! data: String! }

    enum CompanyUpdateSortField { updated requestedAt company }
    input CompanyUpdateSortInput {
      field: CompanyUpdateSortField
      "desc by default (asc for company)."
      order: SortOrder
    }
    input GetCompanyUpdateStreamInput {
      "Part of the company name or of the e-mail address."
      search: String
      status: [CompanyUpdateStatus!]
      "25 by default, at most 500."
      pagination: PaginationInput
      "The latest change first by default."
      sort: CompanyUpdateSortInput
    }
    input CompanyUpdateIdInput { id: Int! }
    input CompanyUpdateRequestInput { companyId: Int! email: String! }
    input RequestCompanyUpdatesInput { requests: [CompanyUpdateRequestInput!]! }
    input UpdateCompanyUpdateInput {
      id: Int!
      ${profileInputFields}
      "False drops the submitted logo."
      keepLogo: Boolean
    }
    input RejectCompanyUpdateInput { id: Int! reason: String }
    input GetCompanyUpdateFormInput { hash: String! }
    input SubmitCompanyUpdateInput {
      "The token of the e-mailed link."
      hash: String!
      ${profileInputFields}
      submitterName: String!
      submitterEmail: String!
      logo: CompanyLogoInput
      recaptchaToken: String
    }

    extend type Query {
      "manage_content, with companyUpdate.enabled."
      getCompanyUpdateStream(input: GetCompanyUpdateStreamInput): CompanyUpdateConnection!
      "manage_content, with companyUpdate.enabled."
      getCompanyUpdate(input: CompanyUpdateIdInput!): CompanyUpdate!
      "Public: the link is the credential. Refused when unknown, expired or used."
      getCompanyUpdateForm(input: GetCompanyUpdateFormInput!): CompanyUpdateForm!
    }
    extend type Mutation {
      "manage_content: e-mails each company a link to its update form (14 days, single use)."
      requestCompanyUpdates(input: RequestCompanyUpdatesInput!): [CompanyUpdate!]!
      "manage_content: corrects a submitted update."
      updateCompanyUpdate(input: UpdateCompanyUpdateInput!): CompanyUpdate!
      "manage_content: applies a submitted update to the company (content history, regeneration)."
      publishCompanyUpdate(input: CompanyUpdateIdInput!): CompanyUpdate!
      "manage_content: rejects a submitted update or withdraws an open request."
      rejectCompanyUpdate(input: RejectCompanyUpdateInput!): CompanyUpdate!
      "Public, with a captcha: a company sends its update through the e-mailed link."
      submitCompanyUpdate(input: SubmitCompanyUpdateInput!): CompanyUpdateSubmitResult!
    }
  `,
  resolvers: {
    CompanyUpdate: {
      submitterName: (update: CompanyUpdateView) => update.submitter.name,
      submitterEmail: (update: CompanyUpdateView) => update.submitter.email,
    },
    Query: inputResolvers({ getCompanyUpdateStream, getCompanyUpdate, getCompanyUpdateForm }),
    Mutation: inputResolvers({
      requestCompanyUpdates,
      updateCompanyUpdate,
      publishCompanyUpdate,
      rejectCompanyUpdate,
      submitCompanyUpdate,
    }),
  },
};

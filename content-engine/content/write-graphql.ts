import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { createContent } from './operations/create-content.ts';
import { bulkUpdateContent } from './operations/bulk-update-content.ts';
import { deleteContent } from './operations/delete-content.ts';
import { publishContent } from './operations/publish-content.ts';
import { scheduleContent } from './operations/schedule-content.ts';
import { setContentSchedules } from './operations/set-content-schedules.ts';
import { unpublishContent } from './operations/unpublish-content.ts';
import { updateContent } from './operations/update-content.ts';
import { getContentEditorial } from './operations/get-content-editorial.ts';
import type { ContentNode } from './content-node.ts';
import type { EngineContext } from '../core/context.ts';

const editableFields = /* GraphQL */ `
  shortName: String
  seoTitle: String
  "Empty, or 50 to 600 characters."
  teaser: String
  "HTML; sanitised when stored."
  body: String
  "Slugified. On create made from the name when absent; on update null keeps it. Suffixed -2, -3… when taken."
  alias: String
  primarySectionId: Int
  primaryImageId: Int
  "A Company item of the same site."
  companyId: Int
  layoutId: Int
  labels: [String!]
  metadata: JSON
  gating: ContentGatingInput
  membershipIds: [Int!]
  registrationRequired: Boolean
  venue: JSON
  address: JSON
  embedCode: String
  linkUrl: String
  file: JSON
  excludeAds: JSON
  startDate: Timestamp
  endDate: Timestamp
  "Persons, in byline order."
  authorIds: [Int!]
  imageIds: [Int!]
  taxonomyIds: [Int!]
  relatedIds: [Int!]
  "Replaces the item's website schedules (at most 50)."
  schedules: [ContentScheduleInput!]
  "Replaces the magazine issues it runs in (issues and sections of the site); a new issue puts it last."
  issues: [ContentIssueInput!]
`;

export const contentWritesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    input ContentGatingInput { surveyType: String }

    input ContentIssueInput {
      issueId: Int!
      "A magazine section of the issue's publication."
      sectionId: Int
    }

    type ContentEditorialRelated { id: Int! name: String! type: String! status: Int! }
    type ContentEditorialIssue { issueId: Int! issueName: String! publicationId: Int! sectionId: Int }
    "What only the item's editors read."
    type ContentEditorial {
      "Send it back as updateContent's expectedRevision."
      revision: Int!
      "Who made the last write (a CMS user's name), when recorded."
      updatedBy: String
      related: [ContentEditorialRelated!]!
      issues: [ContentEditorialIssue!]!
    }

    extend type Content {
      "Raised by every write (conflict detection)."
      revision: Int!
      "A syndicated copy's origin address (ADR 60): the copy follows it and refuses edits here. Null for the site's own items."
      syndicatedFrom: String
      "Null unless the caller may edit the site's content."
      editorial: ContentEditorial
    }

    input ContentScheduleInput {
      sectionId: Int!
      "Standard when absent."
      option: ScheduleOption
      "The item's publish date (or now) when absent."
      startDate: Timestamp
      endDate: Timestamp
    }

    input CreateContentInput {
      "One of the 19 content types, e.g. Article; Apparatus and InQuarters only on a tenant configured for them."
      type: String!
      name: String!
      "DRAFT (default) or PUBLISHED."
      status: ContentStatus
      "When a PUBLISHED item goes live (default now)."
      published: Timestamp
      ${editableFields}
    }

    "Absent fields are kept; null clears."
    input UpdateContentInput {
      id: Int!
      "The revision the editor loaded: refused (CONFLICT, naming who changed it and when) once another write raised it."
      expectedRevision: Int
      type: String
      name: String
      ${editableFields}
    }

    input ContentIdInput { id: Int! }
    input PublishContentInput { id: Int! published: Timestamp }
    input ScheduleContentInput { id: Int! published: Timestamp! expires: Timestamp }
    input SetContentSchedulesInput { contentId: Int! schedules: [ContentScheduleInput!]! }

    enum BulkContentAction { publish unpublish delete addSchedule removeSchedule addTaxonomy removeTaxonomy }
    input BulkUpdateContentInput {
      "Up to 500 items of the tenant."
      ids: [Int!]!
      action: BulkContentAction!
      "addSchedule / removeSchedule: the section (and option, Standard by default)."
      sectionId: Int
      option: ScheduleOption
      "addTaxonomy / removeTaxonomy: the terms."
      taxonomyIds: [Int!]
    }
    type BulkUpdateFailure { id: Int! message: String! }
    type BulkUpdateContentResult { updated: [Int!]! failed: [BulkUpdateFailure!]! }

    extend type Mutation {
      createContent(input: CreateContentInput!): Content!
      updateContent(input: UpdateContentInput!): Content!
      "Publishes now, or at a later time (scheduled)."
      publishContent(input: PublishContentInput!): Content!
      unpublishContent(input: ContentIdInput!): Content!
      "Sets the publish and expiry dates; the status is kept."
      scheduleContent(input: ScheduleContentInput!): Content!
      "Soft delete (status DELETED)."
      deleteContent(input: ContentIdInput!): Boolean!
      setContentSchedules(input: SetContentSchedulesInput!): Content!
      "One change to many items (bulk_update_content), item by item; reports what failed and why."
      bulkUpdateContent(input: BulkUpdateContentInput!): BulkUpdateContentResult!
    }
  `,
  resolvers: {
    Content: {
      editorial: (node: ContentNode, _args: unknown, ctx: EngineContext) => getContentEditorial({ ctx, node }),
    },
    Mutation: inputResolvers({
      createContent,
      updateContent,
      publishContent,
      unpublishContent,
      scheduleContent,
      deleteContent,
      setContentSchedules,
      bulkUpdateContent,
    }),
  },
};

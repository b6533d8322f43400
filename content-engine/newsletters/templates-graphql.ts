import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import {
  getNewsletterTemplate,
  getNewsletterTemplateList,
  getNewsletterTemplateStream,
} from './operations/template-reads.ts';
import {
  createNewsletterTemplate,
  deleteNewsletterTemplate,
  duplicateNewsletterTemplate,
  updateNewsletterTemplate,
} from './operations/template-writes.ts';

export const newsletterTemplatesModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    """
    A newsletter template: its look, header, footer, deployment defaults and grid of blocks
    (\`payload\`, the shared template document). The public site reads id, name and description
    only; the other fields are null there.
    """
    type NewsletterTemplate {
      id: Int!
      name: String!
      description: String!
      "1 active, 0 inactive."
      status: Int
      "The template document (content-engine/shared/newsletters/template-schema.ts)."
      payload: JSON
      "The revision to send back with an update."
      revision: Int
      "Who changed it last."
      updatedBy: String
      created: Timestamp
      updated: Timestamp
      "Campaigns of the template: one in use cannot be deleted."
      campaignCount: Int
    }
    type NewsletterTemplateList {
      items: [NewsletterTemplate!]!
      totalCount: Int!
    }

    enum NewsletterTemplateSortField {
      name
      updated
    }
    input NewsletterTemplateSortInput {
      field: NewsletterTemplateSortField
      order: SortOrder
    }
    input GetNewsletterTemplateListInput {
      "Matches the name."
      search: String
      "1 active, 0 inactive."
      status: Int
      "name asc by default."
      sort: NewsletterTemplateSortInput
      skip: Int
      "25 by default, 100 at most."
      limit: Int
    }
    input GetNewsletterTemplateInput {
      id: Int!
    }
    input CreateNewsletterTemplateInput {
      "The template document."
      payload: JSON!
      "1 (default) or 0."
      status: Int
    }
    input UpdateNewsletterTemplateInput {
      id: Int!
      "The revision the editor loaded: refused (CONFLICT, naming who changed it and when) once another write raised it."
      revision: Int
      "The whole template document; left out: unchanged."
      payload: JSON
      status: Int
    }
    input DuplicateNewsletterTemplateInput {
      id: Int!
      "The copy's name; Copy of … when left out."
      name: String
    }
    input DeleteNewsletterTemplateInput {
      id: Int!
    }

    extend type Query {
      "Needs manage_newsletter_templates or manage_newsletter_templates_basic."
      getNewsletterTemplateList(input: GetNewsletterTemplateListInput): NewsletterTemplateList!
      "The active templates by name, for selects. Needs a newsletter permission or manage_content; empty without the newsletters module."
      getNewsletterTemplateStream: [NewsletterTemplate!]!
      "Whole for CMS users with a newsletter permission; an active template's id, name and description for everyone else."
      getNewsletterTemplate(input: GetNewsletterTemplateInput!): NewsletterTemplate!
    }
    extend type Mutation {
      "Needs manage_newsletter_templates."
      createNewsletterTemplate(input: CreateNewsletterTemplateInput!): NewsletterTemplate!
      """
      Needs manage_newsletter_templates, or manage_newsletter_templates_basic for the blocks'
      titles, HTML, call to action and population and the preheader blurb only.
      """
      updateNewsletterTemplate(input: UpdateNewsletterTemplateInput!): NewsletterTemplate!
      "Needs manage_newsletter_templates."
      duplicateNewsletterTemplate(input: DuplicateNewsletterTemplateInput!): NewsletterTemplate!
      "Needs manage_newsletter_templates. Refused (CONFLICT) while campaigns use the template."
      deleteNewsletterTemplate(input: DeleteNewsletterTemplateInput!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      ...inputResolvers({ getNewsletterTemplateList, getNewsletterTemplate }),
      getNewsletterTemplateStream: (_root, _args, ctx) => getNewsletterTemplateStream({ ctx }),
    },
    Mutation: inputResolvers({
      createNewsletterTemplate,
      updateNewsletterTemplate,
      duplicateNewsletterTemplate,
      deleteNewsletterTemplate,
    }),
  },
};

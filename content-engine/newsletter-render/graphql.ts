import type { DomainModule } from '../core/domain-module.ts';
import { inputResolvers } from '../core/input-resolvers.ts';
import { previewNewsletterCampaign, previewNewsletterTemplate } from './operations/preview-newsletter.ts';

export const newsletterRenderModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A newsletter e-mail as it would be sent (without a recipient's personal links)."
    type NewsletterPreview {
      subject: String!
      "The line inboxes show after the subject."
      preheader: String!
      "The e-mail's HTML (table-based, inline styles)."
      html: String!
      "The plain-text part."
      text: String!
      "The HTML's size in bytes: Gmail clips messages above 104448."
      bytes: Int!
    }
    input PreviewNewsletterTemplateInput {
      templateId: Int!
      "The template document being edited (validated like a save); the saved one when left out."
      payload: JSON
      "The day the preview is for (YYYY-MM-DD): which ads, issue and scheduled items it shows."
      date: String!
    }
    input PreviewNewsletterCampaignInput {
      "The campaign being edited; left out for one not yet saved."
      campaignId: Int
      templateId: Int!
      "YYYY-MM-DD."
      date: String!
      "The saved campaign's when left out."
      subject: String
      preheader: String
      "The items of each content block by block key ({ blockKey: [contentId…] }); the saved campaign's when left out."
      blockItems: JSON
    }
    extend type Query {
      "Needs manage_newsletter_templates, manage_newsletter_templates_basic or manage_newsletter_campaigns."
      previewNewsletterTemplate(input: PreviewNewsletterTemplateInput!): NewsletterPreview!
      "Needs manage_newsletter_templates, manage_newsletter_templates_basic or manage_newsletter_campaigns."
      previewNewsletterCampaign(input: PreviewNewsletterCampaignInput!): NewsletterPreview!
    }
  `,
  resolvers: {
    Query: inputResolvers({ previewNewsletterTemplate, previewNewsletterCampaign }),
  },
};

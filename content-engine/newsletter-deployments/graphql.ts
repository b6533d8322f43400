import type { DomainModule } from '../core/domain-module.ts';
import { cancelNewsletterDeployment } from './operations/cancel-newsletter-deployment.ts';
import { deployNewsletterCampaign } from './operations/deploy-newsletter-campaign.ts';
import { getNewsletterDeployments } from './operations/get-newsletter-deployments.ts';
import { sendNewsletterTest } from './operations/send-newsletter-test.ts';

/** Newsletter deployments (ADR 0074): test sends, the live deployment, its progress and failures. */
export const newsletterDeploymentsModule: DomainModule = {
  typeDefs: /* GraphQL */ `
    "A recipient of a deployment that was not sent to, and why."
    type NewsletterDeploymentFailure {
      email: String!
      "failed (the receiving server refused it, or transient failures ran out of attempts) or skipped (unsubscribed after the deployment started)."
      status: String!
      attempts: Int!
      error: String!
    }

    "One send of a campaign: a test or the live deployment."
    type NewsletterDeployment {
      id: Int!
      campaignId: Int!
      "test or live."
      kind: String!
      "smtp (embedded) or omeda."
      provider: String!
      "Scheduled, Sending, Sent, Failed or Cancelled."
      status: String!
      scheduledAt: Timestamp!
      startedAt: Timestamp
      finishedAt: Timestamp
      "Recipients (the audience when the deployment started)."
      total: Int!
      sent: Int!
      failed: Int!
      skipped: Int!
      "Why the deployment failed or last stopped; empty when all is well."
      error: String!
      "The provider's id of the deployment (Omeda's TrackId); empty for SMTP."
      providerRef: String!
      "Recipients that failed or were skipped (the first 1,000 of the campaign's deployments)."
      failures: [NewsletterDeploymentFailure!]!
    }

    input SendNewsletterTestInput {
      campaignId: Int!
      "At most 20 addresses; empty or left out: the template's default testers."
      emails: [String!]
    }

    input DeployNewsletterCampaignInput {
      campaignId: Int!
      "When to send; left out or in the past: now."
      at: Timestamp
    }

    extend type Query {
      "The campaign's deployments, newest first (needs manage_newsletter_campaigns)."
      getNewsletterDeployments(campaignId: Int!): [NewsletterDeployment!]!
    }

    extend type Mutation {
      "Sends the campaign now to the addresses (or the template's default testers), subject prefixed [TEST]; answers when sent."
      sendNewsletterTest(input: SendNewsletterTestInput!): NewsletterDeployment!
      "Schedules the campaign's live deployment to the newsletter's subscribers; the campaign becomes Scheduled."
      deployNewsletterCampaign(input: DeployNewsletterCampaignInput!): NewsletterDeployment!
      "Cancels a deployment that has not started; the campaign goes back to Draft."
      cancelNewsletterDeployment(id: Int!): NewsletterDeployment!
    }
  `,
  resolvers: {
    Query: {
      getNewsletterDeployments: (_root, { campaignId }, ctx) =>
        getNewsletterDeployments({ ctx, input: { campaignId } }),
    },
    Mutation: {
      sendNewsletterTest: (_root, { input }, ctx) => sendNewsletterTest({ ctx, input }),
      deployNewsletterCampaign: (_root, { input }, ctx) => deployNewsletterCampaign({ ctx, input }),
      cancelNewsletterDeployment: (_root, { id }, ctx) => cancelNewsletterDeployment({ ctx, input: { id } }),
    },
  },
};

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/*
 * The render and send operations this feature calls, typed by hand from the agreed names until
 * their generated documents land (p31-render, p31-send); each api file then imports the generated
 * one instead and this file goes.
 */

const doc = <R, V>(document: string) => ({ __meta__: { document } }) as unknown as TypedDocumentNode<R, V>;

export interface RenderedPreview {
  subject: string;
  preheader: string;
  html: string;
  text: string;
  bytes: number;
}
export interface PreviewCampaignInput {
  campaignId?: number | null;
  templateId: number;
  date: string;
  subject?: string | null;
  preheader?: string | null;
  blockItems?: unknown;
}
export const PreviewNewsletterCampaignDocument = doc<
  { previewNewsletterCampaign: RenderedPreview },
  { input: PreviewCampaignInput }
>('query/newsletter/previewNewsletterCampaign');

export interface DeploymentFailure {
  email: string;
  /** failed or skipped (unsubscribed after the deployment started). */
  status: string;
  attempts: number;
  error: string;
}
/** One send of a campaign (p31-send's NewsletterDeployment). */
export interface Deployment {
  id: number;
  /** test or live. */
  kind: string;
  /** Scheduled, Sending, Sent, Failed or Cancelled. */
  status: string;
  scheduledAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  error: string;
  failures: DeploymentFailure[];
}
export const GetNewsletterDeploymentsDocument = doc<{ getNewsletterDeployments: Deployment[] }, { campaignId: number }>(
  'query/newsletter/getNewsletterDeployments',
);

export const SendNewsletterTestDocument = doc<
  { sendNewsletterTest: Deployment },
  { input: { campaignId: number; emails: string[] } }
>('mutation/newsletter/sendNewsletterTest');

export const DeployNewsletterCampaignDocument = doc<
  { deployNewsletterCampaign: Deployment },
  { input: { campaignId: number; at: number | null } }
>('mutation/newsletter/deployNewsletterCampaign');

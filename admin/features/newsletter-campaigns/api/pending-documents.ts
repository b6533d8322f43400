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
  templateId?: number | null;
  date?: string | null;
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
  error: string | null;
}
export interface Deployment {
  id: number;
  kind: string;
  status: string;
  scheduledAt: number | null;
  startedAt: number | null;
  finishedAt: number | null;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  error: string | null;
  failures: DeploymentFailure[];
}
export const GetNewsletterDeploymentsDocument = doc<
  { getNewsletterDeployments: Deployment[] },
  { input: { campaignId: number } }
>('query/newsletter/getNewsletterDeployments');

export const SendNewsletterTestDocument = doc<
  { sendNewsletterTest: { sent: number } },
  { input: { campaignId: number; emails: string[] } }
>('mutation/newsletter/sendNewsletterTest');

export const DeployNewsletterCampaignDocument = doc<
  { deployNewsletterCampaign: { id: number; status: string; total: number | null; scheduledAt: number | null } },
  { input: { campaignId: number; at: number | null } }
>('mutation/newsletter/deployNewsletterCampaign');

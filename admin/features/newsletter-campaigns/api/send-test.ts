import { api } from '../../../shared/api/api.ts';
import { SendNewsletterTestDocument } from '../../../../content-engine/documents/generated/mutation/newsletterDeployment/sendNewsletterTest.ts';

/** Sends the campaign to these addresses (none: the template's default testers). */
export async function sendTest(input: { campaignId: number; emails: string[] }) {
  return (await api.request(SendNewsletterTestDocument, { input })).sendNewsletterTest;
}

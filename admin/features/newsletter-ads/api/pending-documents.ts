import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/*
 * The ad operations this feature calls, typed by hand from the agreed names until p31-engine's
 * generated documents land; each api file then imports the generated one and this file goes.
 */

const doc = <R, V>(document: string) => ({ __meta__: { document } }) as unknown as TypedDocumentNode<R, V>;

export interface AdScheduleRecord {
  id?: number | null;
  templateId: number;
  startDate: string;
  endDate: string;
  position: number;
  orderId: string;
  lineItemId: string;
}
export interface NewsletterAdRecord {
  id: number;
  title: string;
  placement: string;
  payload: unknown;
  schedules: AdScheduleRecord[];
  updated: number | null;
}
export interface AdListInput {
  search?: string | null;
  placement?: string | null;
  templateId?: number | null;
  skip?: number | null;
  limit?: number | null;
}
export const GetNewsletterAdListDocument = doc<
  { getNewsletterAdList: { items: NewsletterAdRecord[]; totalCount: number } },
  { input: AdListInput }
>('query/newsletter/getNewsletterAdList');
export const GetNewsletterAdDocument = doc<{ getNewsletterAd: NewsletterAdRecord }, { input: { id: number } }>(
  'query/newsletter/getNewsletterAd',
);
export interface AdWriteInput {
  payload: unknown;
  schedules: Omit<AdScheduleRecord, 'id'>[];
}
export const CreateNewsletterAdDocument = doc<{ createNewsletterAd: NewsletterAdRecord }, { input: AdWriteInput }>(
  'mutation/newsletter/createNewsletterAd',
);
export const UpdateNewsletterAdDocument = doc<
  { updateNewsletterAd: NewsletterAdRecord },
  { input: AdWriteInput & { id: number } }
>('mutation/newsletter/updateNewsletterAd');
export const DeleteNewsletterAdDocument = doc<{ deleteNewsletterAd: boolean }, { input: { id: number } }>(
  'mutation/newsletter/deleteNewsletterAd',
);

import { ClientError, fromNetworkFailure, nonJsonMessage } from '../../../content-engine/client/client-errors.ts';
import { identityHeaders } from '../../../content-engine/client/request-headers.ts';
import { adminIdentity } from './api.ts';

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * POSTs a multipart form (an upload) to an engine endpoint as the signed-in admin user and reads
 * its GraphQL-shaped answer: the data, or a ClientError with the engine's first error (its message
 * and code), a network failure, or a response that is not the engine's JSON.
 */
export async function postForm<T>(url: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: identityHeaders(adminIdentity()),
      body: form,
    });
  } catch (error) {
    throw fromNetworkFailure(error);
  }
  const body = (await response.json().catch(() => null)) as Answer<T> | null;
  const first = body?.errors?.[0];
  if (first) throw new ClientError(first.message, response.status, first.extensions?.code ?? null);
  if (!body?.data) throw new ClientError(nonJsonMessage(response.status, response.statusText), response.status);
  return body.data;
}

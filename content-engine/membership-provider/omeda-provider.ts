import { z } from 'zod';
import type { CustomerIds, MembershipProvider, ProviderTenant } from '../core/membership-provider.ts';
import { omedaProductIds, optQueueBody, saveCustomerBody, subscriberBody } from './omeda-requests.ts';

export interface OmedaOptions {
  /** x-omeda-appid */
  appId: string;
  /** x-omeda-inputid: needed by the calls that store data. */
  inputId: string;
  /** The Omeda brand abbreviation of a tenant. */
  brandOf: (tenant: ProviderTenant) => string;
  /** https://ows.omeda.com/webservices/rest (production) or the staging host. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

const storeAnswer = z
  .object({
    ResponseInfo: z.array(z.object({ CustomerId: z.union([z.number(), z.string()]).optional() }).loose()).optional(),
  })
  .loose();
const customerAnswer = z
  .object({ Id: z.union([z.number(), z.string()]).optional(), EncryptedCustomerId: z.string().optional() })
  .loose();
const lookupAnswer = z
  .object({ Customers: z.array(z.object({ Id: z.union([z.number(), z.string()]) }).loose()).optional() })
  .loose();

/**
 * The Omeda adapter: our database stays the record the site reads, and customers, orders of
 * membership products and newsletter opt-ins/outs are also sent to Omeda's REST API. Written
 * against Omeda's documentation; it cannot be exercised offline (unit tests check the requests).
 */
export function createOmedaProvider({
  appId,
  inputId,
  brandOf,
  baseUrl,
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
}: OmedaOptions): MembershipProvider {
  async function call(tenant: ProviderTenant, path: string, body?: unknown): Promise<unknown> {
    const url = `${baseUrl.replace(/\/+$/, '')}/brand/${encodeURIComponent(brandOf(tenant))}/${path}/*`;
    const headers: Record<string, string> = { 'x-omeda-appid': appId, accept: 'application/json' };
    if (body !== undefined) Object.assign(headers, { 'x-omeda-inputid': inputId, 'content-type': 'application/json' });
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404 && body === undefined) return null;
    const text = await response.text();
    if (!response.ok) throw new Error(`Omeda ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    return text ? JSON.parse(text) : null;
  }

  async function customerIds(tenant: ProviderTenant, customerId: string): Promise<CustomerIds> {
    const customer = customerAnswer.safeParse(await call(tenant, `customer/${encodeURIComponent(customerId)}`));
    return { customerId, encryptedCustomerId: customer.success ? (customer.data.EncryptedCustomerId ?? null) : null };
  }

  return {
    name: 'omeda',
    async saveCustomer({ tenant, customer, products, newsletterProducts, promoCode }) {
      const productIds = [...omedaProductIds(products), ...newsletterProducts];
      const answer = storeAnswer.parse(
        await call(tenant, 'storecustomerandorder', saveCustomerBody({ customer, productIds, promoCode })),
      );
      const id = answer.ResponseInfo?.find((info) => info.CustomerId !== undefined)?.CustomerId;
      if (id === undefined) return { customerId: customer.customerId, encryptedCustomerId: null };
      return customerIds(tenant, String(id));
    },
    async setNewsletter({ tenant, email, productId, optIn }) {
      await call(tenant, optIn ? 'optinfilterqueue' : 'optoutfilterqueue', optQueueBody({ email, productId, optIn }));
    },
    async subscribeNewsletters({ tenant, subscriber, productIds, promoCode }) {
      await call(tenant, 'storecustomerandorder', subscriberBody({ subscriber, productIds, promoCode }));
    },
    async findCustomer({ tenant, email }) {
      const found = lookupAnswer.safeParse(await call(tenant, `customer/email/${encodeURIComponent(email)}`));
      const id = found.success ? found.data.Customers?.[0]?.Id : undefined;
      return id === undefined ? null : customerIds(tenant, String(id));
    },
  };
}

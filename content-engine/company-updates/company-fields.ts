import type { ContentItem } from '../content/content-item.ts';
import { socialNetworks, type CompanyUpdateFields } from './company-update-fields.ts';

/*
 * Where a company's profile lives on its Company content item (ADR 0059): the description is the
 * body, the website the link URL, the address the address object; phone, social links, key
 * contacts, products and news are metadata keys. The logo becomes the primary image.
 */

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The company's current values, as the public form is prefilled and the editor compares them. */
export function currentCompanyFields(
  item: Pick<ContentItem, 'body' | 'address' | 'linkUrl' | 'metadata'>,
): CompanyUpdateFields {
  const social = record(item.metadata.socialLinks);
  const contacts = Array.isArray(item.metadata.keyContacts) ? item.metadata.keyContacts : [];
  return {
    description: item.body,
    address1: str(item.address.address1),
    address2: str(item.address.address2),
    city: str(item.address.city),
    state: str(item.address.state ?? item.address.region),
    postalCode: str(item.address.postalCode),
    country: str(item.address.country),
    phone: str(item.metadata.phone),
    website: item.linkUrl ?? '',
    socialLinks: Object.fromEntries(
      socialNetworks.map((network) => [network, str(social[network])]),
    ) as CompanyUpdateFields['socialLinks'],
    keyContacts: contacts.map(record).map((c) => ({
      name: str(c.name),
      title: str(c.title),
      email: str(c.email),
      phone: str(c.phone),
    })),
    products: str(item.metadata.products),
    news: str(item.metadata.news),
  };
}

/** The updateContent patch that writes the fields onto the company, keeping its other address and metadata keys. */
export function companyContentPatch(
  item: Pick<ContentItem, 'address' | 'metadata'>,
  fields: CompanyUpdateFields,
  primaryImageId: number | null,
) {
  return {
    body: fields.description,
    linkUrl: fields.website || null,
    address: {
      ...item.address,
      address1: fields.address1,
      address2: fields.address2,
      city: fields.city,
      state: fields.state,
      postalCode: fields.postalCode,
      country: fields.country,
    },
    metadata: {
      ...item.metadata,
      phone: fields.phone,
      socialLinks: fields.socialLinks,
      keyContacts: fields.keyContacts,
      products: fields.products,
      news: fields.news,
    },
    ...(primaryImageId !== null && { primaryImageId }),
  };
}

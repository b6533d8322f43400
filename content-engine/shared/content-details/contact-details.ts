import { z } from 'zod';
import { optionalEmail, optionalHttpUrl, optionalPhone, optionalText } from './field-rules.ts';

/** The social networks a company or contact links to, in the order the page lists them. */
export const profileNetworks = ['linkedin', 'twitter', 'facebook', 'youtube', 'instagram', 'pinterest'] as const;
export type ProfileNetwork = (typeof profileNetworks)[number];

export const profileNetworkLabels: Record<ProfileNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
};

export const socialLinksSchema = z
  .object(
    Object.fromEntries(profileNetworks.map((network) => [network, optionalHttpUrl])) as Record<
      ProfileNetwork,
      typeof optionalHttpUrl
    >,
  )
  .partial();

/**
 * The contact details of a company, supplier, contact or venue, kept in the item's metadata
 * (beside the spec's metadata keys): phone, fax, e-mail, a contact's job title, social links and,
 * for companies, the key contacts (Contact items, in the order shown).
 */
export const contactDetailsShape = {
  phone: optionalPhone,
  fax: optionalPhone,
  email: optionalEmail,
  jobTitle: optionalText(200),
  socialLinks: socialLinksSchema.optional(),
  keyContactIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(50, 'At most 50 key contacts')
    .optional()
    .transform((ids) => (ids ? [...new Set(ids)] : undefined)),
};

export type ContactDetails = z.infer<z.ZodObject<typeof contactDetailsShape>>;

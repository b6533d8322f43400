import { z } from 'zod';
import { contactDetailsShape } from './contact-details.ts';
import { apparatusSchema, inQuartersSchema } from './fire-service-details.ts';
import { optionalHttpUrl, optionalText } from './field-rules.ts';
import { safeTokenPattern } from '../safe-token.ts';
import { youtubePlaylistIdPattern } from '../youtube-ids.ts';

/**
 * An item's metadata as writes accept it: any keys (the spec's description and ai* keys, and
 * others the seed or imports keep), with the editor's own keys checked: SEO (description,
 * canonical URL, noindex), enableRmi, contact details, a YouTube playlist and the fire-service types' details.
 */
export const contentMetadataSchema = z
  .looseObject({
    description: optionalText(1_000),
    canonicalUrl: optionalHttpUrl,
    noindex: z.boolean().optional(),
    /** The page shows the inquiry (request more information) form: the inquiry_form block and submitLeadForm. */
    enableRmi: z.boolean().optional(),
    /** A digital edition: the Zmags publication the item's page frames; the page is then a membership-gated zmag page. */
    zmagId: z
      .string()
      .trim()
      .max(100)
      .refine((value) => value === '' || safeTokenPattern.test(value), 'Use only letters, digits, _ and -')
      .optional(),
    ...contactDetailsShape,
    /** A company's YouTube playlist (the company_videos block), or the playlist a Video item is in (the local YouTube adapter; ADR 0062). */
    youtubePlaylistId: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine(
        (v) => v === undefined || youtubePlaylistIdPattern.test(v),
        'Must be a YouTube playlist id: 12 to 64 letters, digits, _ and -',
      ),
    apparatus: apparatusSchema.optional(),
    inQuarters: inQuartersSchema.optional(),
  })
  .refine((value) => JSON.stringify(value).length <= 50_000, 'must be at most 50000 characters as JSON');

export type ContentMetadata = z.infer<typeof contentMetadataSchema>;

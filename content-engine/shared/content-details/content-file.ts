import { z } from 'zod';
import { isHttpUrl } from './field-rules.ts';

/**
 * The document an item offers for download (Document, Whitepaper): a file of the media library
 * (`/files/…`, with its asset id) or an outside https address.
 */
export const contentFileSchema = z
  .looseObject({
    src: z
      .string()
      .trim()
      .max(1000)
      .refine(
        (src) => /^\/files\/[^\s]+$/.test(src) || isHttpUrl(src),
        'Must be a file of the media library (/files/…) or an http(s) address',
      ),
    fileName: z.string().trim().max(300).optional(),
    mimeType: z.string().trim().max(100).optional(),
    assetId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((value) => JSON.stringify(value).length <= 10_000, 'must be at most 10000 characters as JSON');

import { z } from 'zod';
import { paginationInput } from '../core/stream.ts';
import { isUpload, type Upload } from './upload.ts';

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** Editable describing fields; left out, they keep their value (or start empty on upload). */
const assetText = { alt: text(500).nullish(), caption: text(1000).nullish(), credit: text(300).nullish() };

export const uploadAssetInput = z.object({
  file: z.custom<Upload>(isUpload, { message: 'Field is required' }),
  ...assetText,
});

export const updateAssetInput = z.object({ id: z.number().int().positive(), ...assetText });

export const deleteAssetInput = z.object({ id: z.number().int().positive() });

export const assetStreamInput = z.object({
  type: z.enum(['Image', 'File']).nullish(),
  search: z.string().max(200).nullish(),
  pagination: paginationInput(100),
});

/** The given text fields without the absent ones. */
export const presentText = (input: { alt?: string | null; caption?: string | null; credit?: string | null }) =>
  Object.fromEntries(
    Object.entries({ alt: input.alt, caption: input.caption, credit: input.credit }).filter(
      ([, v]) => v !== undefined && v !== null,
    ),
  ) as { alt?: string; caption?: string; credit?: string };

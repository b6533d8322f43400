import { z } from 'zod';
import { dbBoolean, dbNullableNumber, dbNumber } from '../core/rows.ts';

export const assetRow = z.object({
  id: dbNumber,
  type: z.string(),
  file_name: z.string(),
  src: z.string(),
  mime_type: z.string(),
  width: dbNullableNumber,
  height: dbNullableNumber,
  caption: z.string(),
  credit: z.string(),
  alt: z.string(),
  is_logo: dbBoolean,
});

/** An uploaded image or file. */
export interface Asset {
  id: number;
  /** Image | File */
  type: string;
  fileName: string;
  src: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  caption: string;
  credit: string;
  alt: string;
  isLogo: boolean;
}

export const assetColumns = Object.keys(assetRow.shape);

export const toAsset = (row: unknown): Asset => {
  const r = assetRow.parse(row);
  return {
    id: r.id,
    type: r.type,
    fileName: r.file_name,
    src: r.src,
    mimeType: r.mime_type,
    width: r.width,
    height: r.height,
    caption: r.caption,
    credit: r.credit,
    alt: r.alt,
    isLogo: r.is_logo,
  };
};

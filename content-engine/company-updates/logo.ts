import { z } from 'zod';
import type { EngineContext } from '../core/context.ts';
import { badInput } from '../core/validate.ts';
import { removeStoredFiles, storeUpload } from '../assets/asset-files.ts';
import { afterAssetWrite } from '../assets/asset-change.ts';
import { imageMimeTypes } from '../assets/file-types.ts';
import { insertAssetRow } from '../assets/writes.ts';
import type { SubmittedLogo } from './company-update.ts';

/** The largest logo the public form may send (it travels base64 in the JSON body, whose limit is 1 MB). */
export const maxLogoBytes = 600 * 1024;

/** A logo as the public form sends it: the file's name, type and bytes in base64. */
export const logoInput = z.object({
  fileName: z.string().trim().min(1).max(200),
  mimeType: z.enum(Object.keys(imageMimeTypes) as [string, ...string[]], {
    error: 'Upload a JPEG, PNG, WebP, GIF or AVIF image',
  }),
  data: z
    .string()
    .max(Math.ceil((maxLogoBytes * 4) / 3) + 4, `The logo must be at most ${maxLogoBytes / 1024} KB`)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The logo is not valid base64'),
});
export type LogoInput = z.infer<typeof logoInput>;

/** Stores the company's logo with the site's files (no asset yet); sharp must read it as an image. */
export async function storeSubmittedLogo(tenantKey: string, now: number, logo: LogoInput): Promise<SubmittedLogo> {
  const data = Buffer.from(logo.data, 'base64');
  if (data.length > maxLogoBytes) throw badInput('logo', `The logo must be at most ${maxLogoBytes / 1024} KB`);
  try {
    const file = await storeUpload({
      tenantKey,
      now,
      upload: { fileName: logo.fileName, mimeType: logo.mimeType, data },
    });
    return {
      src: file.src,
      fileName: file.fileName,
      mimeType: file.mimeType,
      width: file.width,
      height: file.height,
      size: file.size,
    };
  } catch {
    throw badInput('logo', 'The logo could not be read; upload a JPEG, PNG, WebP, GIF or AVIF image.');
  }
}

/** Makes the submitted logo an asset of the media library, marked as a logo; returns its id. */
export async function publishLogo(
  ctx: EngineContext,
  { tenantKey, logo, companyName, now }: { tenantKey: string; logo: SubmittedLogo; companyName: string; now: number },
): Promise<number> {
  const text = { alt: `${companyName} logo`, caption: '', credit: '' };
  const id = await insertAssetRow(ctx.db, { tenantKey, file: { type: 'Image', ...logo }, text, now });
  // The card and page renderers leave logos out of primary-image slots.
  await ctx.db('assets').where({ tenant_key: tenantKey, id }).update({ is_logo: true });
  await afterAssetWrite(ctx, tenantKey, {
    id,
    action: 'create',
    after: { fileName: logo.fileName, src: logo.src, mimeType: logo.mimeType, ...text },
    shownBy: [],
  });
  return id;
}

/** Removes a logo that will never be published (a rejected update). */
export const discardLogo = (tenantKey: string, logo: SubmittedLogo | null) =>
  logo ? removeStoredFiles({ tenantKey, asset: logo }) : Promise.resolve();

import type { Knex } from 'knex';
import { badInput } from '../core/validate.ts';
import { readStoredImageSize } from '../assets/stored-image-size.ts';
import type { SiteSettings } from '../shared/schemas/site-settings.ts';

export const faviconMessages = {
  notInLibrary: 'Favicon must be an .ico file of the media library',
  unreadable: 'Favicon could not be read as an icon',
  notSquare: 'Favicon must be square',
} as const;

/**
 * Spec admin §5 "Favicon must be an .ico file and square", checked against the stored file: a
 * new favicon must be an .ico of the tenant's media library whose every picture is square, and
 * its width and height are the file's (a client's are never kept). An unchanged favicon keeps the
 * size measured when it was chosen. Returns the settings with the favicon's real size.
 */
export async function withCheckedFavicon(
  db: Knex,
  {
    tenantKey,
    settings,
    current,
    rename,
  }: { tenantKey: string; settings: SiteSettings; current: SiteSettings; rename: (path: string) => string },
): Promise<SiteSettings> {
  const { src } = settings.general.favicon;
  const withSize = (width: number | null, height: number | null) => ({
    ...settings,
    general: { ...settings.general, favicon: { src, width, height } },
  });
  if (src === '') return withSize(null, null);
  if (src === current.general.favicon.src)
    return withSize(current.general.favicon.width, current.general.favicon.height);

  const size = await readStoredImageSize(db, { tenantKey, src });
  const field = rename('general.favicon.src');
  if (size === 'not-in-library') throw badInput(field, faviconMessages.notInLibrary);
  if (size === 'unreadable') throw badInput(field, faviconMessages.unreadable);
  if (size.images.some((image) => image.width !== image.height)) throw badInput(field, faviconMessages.notSquare);
  return withSize(size.width, size.height);
}

import type { SiteSettings } from '../../content-engine/shared/schemas/site-settings.ts';

/** Whether a content page carries noindex: its type is listed and the setting is on (admin §3 general). */
export function noindexForType(general: SiteSettings['general'], contentType: string | null | undefined): boolean {
  if (!contentType || !general.enableNoIndexByContentType) return false;
  return (general.noIndexContentTypes as readonly string[]).includes(contentType);
}

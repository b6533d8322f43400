import { gmailClipBytes } from '../../../content-engine/shared/newsletters/constants.ts';

/** The phone width the preview's Mobile toggle shows the e-mail at. */
export const mobilePreviewWidth = 375;

/**
 * The e-mail as a mail client that blocks images shows it: every image's source removed (its alt
 * text shows instead), background images too. For the preview's srcdoc copy only.
 */
export function withoutImages(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, (tag) => tag.replace(/\s(?:src|srcset)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, ''))
    .replace(/\sbackground\s*=\s*("[^"]*"|'[^']*')/gi, '')
    .replace(/background-image\s*:\s*url\([^)]*\)\s*;?\s*/gi, '');
}

/** "48.2 KB"; and whether Gmail clips a message this large (over 102 KB of HTML). */
export function describeSize(bytes: number): { label: string; clipped: boolean } {
  return { label: `${(bytes / 1024).toFixed(1)} KB`, clipped: bytes > gmailClipBytes };
}

import { z } from 'zod';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { heightOf, heightSetting, httpsUrl, httpsUrlSetting, vendorHosts } from '../shared/third-party-embeds.ts';

/** The CredSpark frame's address (https, on CredSpark's hosts) and height, or null without a valid address. */
export function credsparkEmbed(settings: Record<string, unknown>): { src: string; height: number } | null {
  const src = httpsUrl(settings.embedUrl, vendorHosts.credspark);
  return src ? { src, height: heightOf(settings.height, 600) } : null;
}

/**
 * credspark: a CredSpark quiz or poll in a frame from CredSpark's hosts, loaded only after consent (ADR 65).
 * Dropped without a valid embed address.
 */
export const credsparkBlock = defineBlockType({
  type: 'credspark',
  label: 'CredSpark quiz or poll',
  group: 'Other',
  settings: blockSettingsSchema.extend({
    /** The embed address CredSpark gives for the quiz or poll. */
    embedUrl: httpsUrlSetting(vendorHosts.credspark),
    height: heightSetting(600),
    /** The frame's accessible name. */
    frameTitle: z.string().trim().max(200).optional(),
  }),
  isEmpty: ({ block }) => credsparkEmbed(block.settings) === null,
});

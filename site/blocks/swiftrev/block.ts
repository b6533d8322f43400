import { z } from 'zod';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { heightOf, heightSetting, httpsUrl, httpsUrlSetting, vendorHosts } from '../shared/third-party-embeds.ts';

/** The SwiftRev frame's address (https, on SwiftRev's hosts) and height, or null without a valid address. */
export function swiftrevEmbed(settings: Record<string, unknown>): { src: string; height: number } | null {
  const src = httpsUrl(settings.embedUrl, vendorHosts.swiftrev);
  return src ? { src, height: heightOf(settings.height, 400) } : null;
}

/**
 * swiftrev: a SwiftRev widget in a frame from SwiftRev's hosts, loaded only after consent (ADR 65).
 * Dropped without a valid embed address.
 */
export const swiftrevBlock = defineBlockType({
  type: 'swiftrev',
  label: 'SwiftRev widget',
  group: 'Other',
  settings: blockSettingsSchema.extend({
    /** The embed address SwiftRev gives for the widget. */
    embedUrl: httpsUrlSetting(vendorHosts.swiftrev),
    height: heightSetting(400),
    /** The frame's accessible name. */
    frameTitle: z.string().trim().max(200).optional(),
  }),
  isEmpty: ({ block }) => swiftrevEmbed(block.settings) === null,
});

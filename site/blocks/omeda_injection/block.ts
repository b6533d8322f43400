import { z } from 'zod';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { httpsUrl, httpsUrlSetting, tokenSetting } from '../shared/third-party-embeds.ts';

/** The Omeda injection a block links to: its https address, the link text, an optional line before it and its id for reports. */
export interface OmedaInjection {
  url: string;
  label: string;
  description: string;
  injectionId: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The block's injection, or null without a valid https URL (stored layouts are checked again here). */
export function omedaInjectionOf(settings: Record<string, unknown>): OmedaInjection | null {
  const url = httpsUrl(settings.url);
  if (!url) return null;
  const injectionId = text(settings.injectionId);
  return {
    url,
    label: text(settings.label) || 'Sign up',
    description: text(settings.description),
    injectionId: /^[A-Za-z0-9_-]{1,100}$/.test(injectionId) ? injectionId : '',
  };
}

/**
 * omeda_injection: a link to an Omeda injection (a survey or sign-up form of the audience
 * database), its clicks tracked as `omedaInjectionLinkClick`. A plain link: nothing third-party
 * loads on the page, so no consent is needed. Dropped without a valid URL.
 */
export const omedaInjectionBlock = defineBlockType({
  type: 'omeda_injection',
  label: 'Omeda injection link',
  group: 'Other',
  settings: blockSettingsSchema.extend({
    url: httpsUrlSetting(),
    label: z.string().trim().max(200).optional(),
    description: z.string().trim().max(1000).optional(),
    /** The injection's id in Omeda, sent with the click. */
    injectionId: tokenSetting,
  }),
  isEmpty: ({ block }) => omedaInjectionOf(block.settings) === null,
});

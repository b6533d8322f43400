import { z } from 'zod';
import { safeHref } from '../../../content-engine/shared/safe-href.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import { defineBlockType } from '../block-type.ts';
import { heightOf, heightSetting, httpsUrl, httpsUrlSetting } from '../shared/third-party-embeds.ts';
import { usStates } from './us-states.ts';

export interface StateLink {
  code: string;
  name: string;
  href: string;
}

export interface UsMap {
  /** The states that link somewhere, in alphabetical order of their names. */
  states: StateLink[];
  /** The site's SimpleMaps map page (https), framed after consent; null to show only the list. */
  mapUrl: string | null;
  height: number;
}

const stateSetting = z.object({
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => code in usStates, 'Use a two-letter state code'),
  href: z
    .string()
    .trim()
    .max(2000)
    .refine((href) => safeHref(href) !== null, 'Use a site path or an http(s) address'),
});

/**
 * The states of the `stateLinks` text the layout editor's form edits: entries separated by `;`
 * or line breaks, each a state code and its link ("TX /texas; IL https://example.com/il").
 */
export function parseStateLinks(text: unknown): { state: string; href: string }[] {
  if (typeof text !== 'string') return [];
  return text
    .split(/[;\n]+/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [state = '', ...href] = entry.split(/\s+/);
      return { state, href: href.join(' ') };
    });
}

const stateLinksProblem = (text: string) =>
  parseStateLinks(text).find((entry) => !stateSetting.safeParse(entry).success) ?? null;

/** The block's map: the states with a safe link (each state once, the first wins), the map page, its height. */
export function usMapOf(settings: Record<string, unknown>): UsMap {
  const seen = new Set<string>();
  const states: StateLink[] = [];
  const entries = [...(Array.isArray(settings.states) ? settings.states : []), ...parseStateLinks(settings.stateLinks)];
  for (const entry of entries) {
    const parsed = stateSetting.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.state)) continue;
    const href = safeHref(parsed.data.href);
    if (href === null) continue;
    seen.add(parsed.data.state);
    states.push({ code: parsed.data.state, name: usStates[parsed.data.state]!, href });
  }
  states.sort((a, b) => a.name.localeCompare(b.name));
  return { states, mapUrl: httpsUrl(settings.mapUrl), height: heightOf(settings.height, 500) };
}

/**
 * simplemaps_us: a US map from SimpleMaps whose states link to pages. The states' links are
 * written by the server (readable without the map and before consent); the site's SimpleMaps map
 * page is framed after consent (ADR 65). Hidden when the page's gate fails (spec public §4);
 * dropped when it links no state and has no map.
 */
export const simplemapsUsBlock = defineBlockType({
  type: 'simplemaps_us',
  label: 'US map (SimpleMaps)',
  group: 'Navigation & search',
  settings: blockSettingsSchema.extend({
    states: z.array(stateSetting).max(60).default([]),
    /** The states as the form edits them: "TX /texas; IL /illinois". */
    stateLinks: z
      .string()
      .max(10_000)
      .refine(
        (text) => stateLinksProblem(text) === null,
        'Write each state as a code and a link: "TX /texas; IL /illinois"',
      )
      .optional(),
    mapUrl: httpsUrlSetting(),
    height: heightSetting(500),
  }),
  isEmpty: ({ block }) => {
    const map = usMapOf(block.settings);
    return map.states.length === 0 && !map.mapUrl;
  },
});

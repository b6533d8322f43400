import type { AdSize } from '../shared/ad-units.ts';
import { scriptJson } from '../shared/script-json.ts';
import type { Creative } from './creative.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What out-of-page creatives post to the page (spec public §7 "Ad server"). */
export function creativeMessage(creative: Creative): Record<string, unknown> | null {
  switch (creative.kind) {
    case 'native':
    case 'skin':
    case 'welcome':
      return { ...creative.fields };
    default:
      return null;
  }
}

/**
 * A creative as data, for a page that shows it without an iframe (the house adapter, ADR 19): a
 * message creative's message, an image creative's image, link and text.
 */
export function creativeData(creative: Creative): Record<string, unknown> {
  return creative.kind === 'image' ? { ...creative.fields } : creativeMessage(creative)!;
}

/**
 * The HTML document the ad server answers for an iframe, as a GAM creative is delivered: an
 * image creative is a linked image; native, skin and welcome creatives show nothing themselves
 * and announce their fields to the page with a window message of JSON.
 */
export function creativeDocument(creative: Creative, [width, height]: AdSize): string {
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Advertisement</title>' +
    '<style>html,body{margin:0;padding:0;overflow:hidden;background:transparent}a,img{display:block;border:0}img{width:100%;height:auto}</style></head><body>';
  if (creative.kind === 'image') {
    const f = creative.fields;
    return `${head}<a href="${escapeHtml(f.clickUrl)}" target="_blank" rel="noopener sponsored"><img src="${escapeHtml(f.imagePath)}" alt="${escapeHtml(f.altText)}" width="${width}" height="${height}"></a></body></html>`;
  }
  return `${head}<script>parent.postMessage(${scriptJson(JSON.stringify(creativeMessage(creative)))}, '*');</script></body></html>`;
}

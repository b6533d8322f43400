import { openAt, paragraphStarts, type OpenElement, type ParagraphStart } from './paragraph-starts.ts';

/**
 * Cuts a gated body after its first `count` paragraphs (`paragraphStarts` says what a paragraph is in
 * each HTML shape). The gate fails closed:
 * - at least the last paragraph is always gated: a body of `count` paragraphs or fewer shows one
 *   fewer than it has, so a single paragraph (however long), one text node or a body whose
 *   paragraphs cannot be told apart shows nothing;
 * - a body without any paragraph, or one that cannot be parsed, is all `rest`.
 * `teaser` is the source up to the split with the elements open there closed; `rest` opens them
 * again (without `id`; an `ol` continues its numbering) and goes on with the source. The teaser's
 * text is always a prefix of the body's. `rest` is empty only for an empty body. A `count` below 1
 * gates everything. Runs without a DOM (browser and Node).
 */
export function ungatedParagraphs(html: string, count: number): { teaser: string; rest: string } {
  const wanted = Math.max(0, Math.floor(Number.isNaN(count) ? 0 : count));
  let starts: ParagraphStart[];
  try {
    starts = paragraphStarts(html, wanted + 1);
  } catch {
    return { teaser: '', rest: html };
  }
  if (starts.length === 0) return { teaser: '', rest: html };
  return splitAt(html, starts[Math.min(wanted, starts.length - 1)]!);
}

function splitAt(html: string, start: ParagraphStart): { teaser: string; rest: string } {
  const open = openAt(start);
  const closing = open
    .map((element) => `</${element.name}>`)
    .reverse()
    .join('');
  const opening = open.map(openingTag).join('');
  const { offset } = start;
  return { teaser: html.slice(0, offset) + closing, rest: opening + html.slice(offset) };
}

const attributeName = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function openingTag({ name, attribs, itemsBefore }: OpenElement): string {
  const attributes = { ...attribs };
  delete attributes.id;
  if (name === 'ol') attributes.start = String((Number.parseInt(attribs.start ?? '', 10) || 1) + itemsBefore);
  const text = Object.entries(attributes)
    .filter(([key]) => attributeName.test(key))
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  return `<${name}${text}>`;
}

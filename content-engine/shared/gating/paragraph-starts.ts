import { Parser } from 'htmlparser2';

/** An element open where a paragraph starts: enough to close it before the split and open it again after. */
export interface OpenElement {
  name: string;
  attribs: Record<string, string>;
  /** Its `li` children before the split, the one the split is in excluded (an `ol` opened again continues its numbering). */
  itemsBefore: number;
}

/** An open element while parsing; parents are shared, so a paragraph start holds its chain in O(1). */
interface Frame {
  name: string;
  attribs: Record<string, string>;
  parent: Frame | null;
  /** The parent's `li` children once this one opened (itself included when it is an `li`). */
  parentItems: number;
  items: number;
}

/** Where a paragraph starts in the source; `openAt` gives the elements open there. */
export interface ParagraphStart {
  offset: number;
  top: Frame | null;
  topItems: number;
}

/** The elements open at a paragraph start, outermost first. */
export function openAt({ top, topItems }: ParagraphStart): OpenElement[] {
  const open: OpenElement[] = [];
  let child: Frame | null = null;
  for (let frame = top; frame; child = frame, frame = frame.parent) {
    const itemsBefore = child ? child.parentItems - (child.name === 'li' ? 1 : 0) : topItems;
    open.push({ name: frame.name, attribs: frame.attribs, itemsBefore });
  }
  return open.reverse();
}

// Phrasing elements continue the paragraph of the text around them (`br` is handled apart: it ends one).
const phrasingTags = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'img',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'wbr',
]);

// Elements that are content even without text; a paragraph never starts inside them.
const mediaTags = new Set([
  'img',
  'picture',
  'video',
  'audio',
  'iframe',
  'embed',
  'object',
  'svg',
  'math',
  'canvas',
  'input',
  'select',
  'textarea',
  'button',
]);

/**
 * The paragraphs of a body, whatever its HTML shape, as the offsets where each starts. A paragraph
 * is the content between two boundaries, at any depth: a boundary is the start or end of any
 * element that is not phrasing (`p`, headings, `li`, table cells, `div`, `blockquote`, …) and every
 * `<br>` (a `<br>` stays with the paragraph it ends). So a `<div>` wrapper is looked into, lines split by `<br>` (or runs of `<br>`) are one
 * paragraph each, every list item and table cell is one. Content is any non-whitespace text
 * (scripts' and templates' included: they are in the source) or a media element; a stretch without
 * content (whitespace, comments, empty elements) is no paragraph. A paragraph's start is lifted to the
 * first tag after the end of the previous paragraph, so a split falls before `<tr>`, not between it and `<td>`.
 * Parsing stops at the `limit`-th start: a cut needs no more, and bodies are cut on every read.
 */
export function paragraphStarts(html: string, limit = Number.POSITIVE_INFINITY): ParagraphStart[] {
  const starts: ParagraphStart[] = [];
  let top: Frame | null = null;
  let inParagraph = false;
  let candidate: ParagraphStart | null = null;
  let mediaDepth = 0;
  const here = (offset: number): ParagraphStart => ({ offset, top, topItems: top?.items ?? 0 });
  // Ends the paragraph in progress; with none, the split point found since the last one stays (lifted).
  const boundary = () => {
    if (!inParagraph) return;
    inParagraph = false;
    candidate = null;
  };
  const content = (offset: number) => {
    if (!inParagraph && starts.push(candidate ?? here(offset)) >= limit) parser.pause();
    inParagraph = true;
    candidate = null;
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const offset = parser.startIndex;
        if (mediaDepth > 0) return void mediaDepth++;
        if (name === 'br' || !phrasingTags.has(name)) boundary();
        if (!inParagraph && !candidate && name !== 'br') candidate = here(offset);
        if (mediaTags.has(name)) {
          content(offset);
          mediaDepth = 1;
          return;
        }
        if (name === 'li' && top) top.items++;
        top = { name, attribs, parent: top, parentItems: top?.items ?? 0, items: 0 };
      },
      onclosetag(name) {
        if (mediaDepth > 0) {
          if (--mediaDepth === 0 && !phrasingTags.has(name)) boundary();
          return;
        }
        let closed = top;
        while (closed && closed.name !== name) closed = closed.parent;
        if (closed) top = closed.parent;
        if (!phrasingTags.has(name)) boundary();
      },
      ontext(text) {
        if (mediaDepth === 0 && /\S/.test(text)) content(parser.startIndex);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return starts;
}

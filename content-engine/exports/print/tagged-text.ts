import { Parser } from 'htmlparser2';

/*
 * InDesign tagged text (abbreviated tags), Windows flavour: the <ASCII-WIN> header, one paragraph
 * per line under a <pstyle:…> tag, <cstyle:…>…<cstyle:> runs for bold and italic. Every character
 * outside printable ASCII is written as its <0xXXXX> code, so the file is pure ASCII and no code
 * page can garble it; < > and \ are escaped with a backslash.
 */

export const taggedTextHeader =
  '<ASCII-WIN>\r\n<vsn:8><fset:InDesign-Roman><ctable:=<Black:COLOR:CMYK:Process:0,0,0,1>>';

export type ParagraphStyle = 'Headline' | 'Deck' | 'Byline' | 'Subhead' | 'Body' | 'Bullet' | 'Quote' | 'Caption';

/** Text as tagged text: markup characters escaped, non-ASCII as Unicode codes, line breaks as spaces. */
export function taggedEscape(text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (char === '<' || char === '>' || char === '\\') out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else if (code > 0xffff) {
      const high = 0xd800 + ((code - 0x10000) >> 10);
      const low = 0xdc00 + ((code - 0x10000) & 0x3ff);
      out += `<0x${high.toString(16).toUpperCase()}><0x${low.toString(16).toUpperCase()}>`;
    } else if (code >= 0xa0) out += `<0x${code.toString(16).toUpperCase().padStart(4, '0')}>`;
  }
  return out;
}

export const taggedParagraph = (style: ParagraphStyle, text: string) => `<pstyle:${style}>${text}`;

const blockStyles: Record<string, ParagraphStyle> = {
  p: 'Body',
  div: 'Body',
  h1: 'Subhead',
  h2: 'Subhead',
  h3: 'Subhead',
  h4: 'Subhead',
  h5: 'Subhead',
  h6: 'Subhead',
  li: 'Bullet',
  blockquote: 'Quote',
  figcaption: 'Caption',
};
const charStyles: Record<string, string> = { strong: 'Bold', b: 'Bold', em: 'Italic', i: 'Italic' };
const skipped = new Set(['script', 'style', 'iframe', 'noscript', 'template']);

/** A body's HTML as tagged-text paragraphs: block elements become styled paragraphs, bold and italic character runs. */
export function htmlToTaggedParagraphs(html: string): string[] {
  const paragraphs: string[] = [];
  const styles: ParagraphStyle[] = [];
  let current = '';
  let skipping = 0;
  const openChars: string[] = [];
  const flush = () => {
    const text = current.replace(/ {2,}/g, ' ').trim();
    if (text && text !== '<cstyle:>') paragraphs.push(taggedParagraph(styles.at(-1) ?? 'Body', text));
    current = openChars.length ? `<cstyle:${openChars.at(-1)}>` : '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (skipped.has(name)) skipping += 1;
        if (skipping) return;
        if (blockStyles[name]) {
          flush();
          styles.push(blockStyles[name]);
        } else if (name === 'br') current += ' ';
        else if (charStyles[name]) {
          openChars.push(charStyles[name]);
          current += `<cstyle:${charStyles[name]}>`;
        }
      },
      ontext(text) {
        if (!skipping) current += taggedEscape(text);
      },
      onclosetag(name) {
        if (skipped.has(name)) skipping = Math.max(0, skipping - 1);
        if (skipping) return;
        if (blockStyles[name]) {
          flush();
          styles.pop();
        } else if (charStyles[name]) {
          openChars.pop();
          current += openChars.length ? `<cstyle:${openChars.at(-1)}>` : '<cstyle:>';
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return paragraphs;
}

/** One article's tagged-text file (CRLF lines). */
export function taggedArticle(article: {
  name: string;
  teaser: string;
  authors: string[];
  body: string;
  captions: string[];
}): string {
  const lines = [taggedTextHeader, taggedParagraph('Headline', taggedEscape(article.name))];
  if (article.teaser.trim()) lines.push(taggedParagraph('Deck', taggedEscape(article.teaser.trim())));
  if (article.authors.length) lines.push(taggedParagraph('Byline', taggedEscape(`By ${article.authors.join(', ')}`)));
  lines.push(...htmlToTaggedParagraphs(article.body));
  for (const caption of article.captions)
    if (caption.trim()) lines.push(taggedParagraph('Caption', taggedEscape(caption)));
  return `${lines.join('\r\n')}\r\n`;
}

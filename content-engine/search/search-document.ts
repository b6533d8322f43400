/** The text of one item as the search index holds it: plain text, no markup. */
export interface SearchDocument {
  name: string;
  teaser: string;
  body: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML to plain text: scripts and styles dropped, tags become spaces, common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] !== '#') return entities[code.toLowerCase()] ?? whole;
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export const toSearchDocument = (item: { name: string; teaser: string; body: string }): SearchDocument => ({
  name: plainText(item.name),
  teaser: plainText(item.teaser),
  body: plainText(item.body),
});

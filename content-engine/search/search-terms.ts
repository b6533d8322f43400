/** At most this many words of the visitor's text are searched for; the rest are ignored. */
export const maxSearchTerms = 12;

/** The words of a visitor's search text (letters and digits only), lower-cased, without repeats. */
export function searchTerms(text: string): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, maxSearchTerms);
}

/** An FTS5 MATCH expression: every term, each also as a prefix (typing "truc" finds "trucks"). */
export const fts5Match = (terms: readonly string[]) => terms.map((term) => `"${term}"*`).join(' AND ');

/** A PostgreSQL to_tsquery expression with the same meaning. */
export const tsQuery = (terms: readonly string[]) => terms.map((term) => `'${term}':*`).join(' & ');

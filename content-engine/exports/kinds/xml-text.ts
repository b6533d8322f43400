// XML 1.0 forbids these: C0 controls but tab, LF and CR, and U+FFFE/U+FFFF (matching them is the point).
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text safe inside an XML element or a double-quoted attribute: the five markup characters as
 * entities, and the characters XML 1.0 forbids (and lone surrogates) dropped.
 */
export function xmlText(value: string): string {
  return value
    .replace(forbidden, '')
    .replace(loneSurrogates, '')
    .replace(/[&<>"']/g, (c) => entities[c]!);
}

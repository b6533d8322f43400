import { create } from 'xmlbuilder2';

/** One entry of an external feed, as plain text (the renderer escapes it) and a checked link. */
export interface ExternalFeedItem {
  title: string;
  /** http(s) only; '' when the entry has none or another scheme. */
  link: string;
  /** Text only: markup in a description is dropped, not interpreted. */
  description: string;
  /** Epoch ms, or null when absent or unreadable. */
  published: number | null;
}

export interface ParsedFeed {
  title: string;
  link: string;
  items: ExternalFeedItem[];
}

/** The longest title and description kept, in characters. */
export const feedTextLimits = { title: 300, description: 500 } as const;

interface XmlNode {
  nodeType: number;
  localName?: string | null;
  textContent: string | null;
  childNodes: ArrayLike<XmlNode>;
  getAttribute?: (name: string) => string | null;
}

const children = (node: XmlNode, name?: string): XmlNode[] =>
  Array.from(node.childNodes).filter((c) => c.nodeType === 1 && (!name || c.localName === name));
const child = (node: XmlNode, ...names: string[]) => names.map((name) => children(node, name)[0]).find(Boolean);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of possibly HTML-escaped markup: tags dropped, the common entities decoded, spaces collapsed. */
export function plainText(value: string, max: number): string {
  const text = value
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** An absolute http(s) link, resolved against the feed's address; '' for any other scheme. */
export function safeLink(value: string | null | undefined, base: string): string {
  if (!value?.trim()) return '';
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

const dateOf = (value: string | undefined) => {
  const time = value ? Date.parse(value.trim()) : NaN;
  return Number.isFinite(time) ? time : null;
};
const textOf = (node: XmlNode | undefined) => node?.textContent ?? '';

function atomLink(entry: XmlNode): string | null {
  const links = children(entry, 'link');
  const alternate = links.find((l) => !l.getAttribute?.('rel') || l.getAttribute?.('rel') === 'alternate') ?? links[0];
  return alternate?.getAttribute?.('href') ?? null;
}

/**
 * An RSS 2.0 (or RSS 1.0/RDF) or Atom document's items, at most `limit`. Text only: titles and
 * descriptions lose their markup; links keep only http(s). Entities other than XML's five are not
 * expanded (the parser leaves them), so a DOCTYPE cannot blow a document up. Throws on a document
 * that is not one of these feeds.
 */
export function parseFeed(xml: string, { base, limit }: { base: string; limit: number }): ParsedFeed {
  const root = create(xml).root().node as unknown as XmlNode;
  const item = (entry: XmlNode, atom: boolean): ExternalFeedItem => ({
    title: plainText(textOf(child(entry, 'title')), feedTextLimits.title),
    link: safeLink(atom ? atomLink(entry) : textOf(child(entry, 'link')) || null, base),
    description: plainText(
      textOf(atom ? child(entry, 'summary', 'content') : child(entry, 'description', 'encoded')),
      feedTextLimits.description,
    ),
    published: dateOf(textOf(child(entry, 'pubDate', 'published', 'updated', 'date')) || undefined),
  });
  if (root.localName === 'feed') {
    return {
      title: plainText(textOf(child(root, 'title')), feedTextLimits.title),
      link: safeLink(atomLink(root), base),
      items: children(root, 'entry')
        .slice(0, limit)
        .map((entry) => item(entry, true)),
    };
  }
  const channel = child(root, 'channel');
  if ((root.localName !== 'rss' && root.localName !== 'RDF') || !channel) throw new Error('Not an RSS or Atom feed');
  const entries = root.localName === 'RDF' ? children(root, 'item') : children(channel, 'item');
  return {
    title: plainText(textOf(child(channel, 'title')), feedTextLimits.title),
    link: safeLink(textOf(child(channel, 'link')) || null, base),
    items: entries.slice(0, limit).map((entry) => item(entry, false)),
  };
}

import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { sanitizeBody } from '../content/writes/sanitize-body.ts';
import { userContentPrefix } from '../content/writes/user-content-names.ts';
import { safeHref } from '../shared/safe-href.ts';
import { scriptJson } from '../shared/script-json.ts';
import { pageScriptIds, xssPayloads } from './xss-corpus.ts';

const elements = (nodes: ChildNode[]): Element[] =>
  nodes.flatMap((node) => ('attribs' in node ? [node, ...elements(node.children)] : []));
const urlAttributes = new Set([
  'href',
  'src',
  'poster',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'background',
  'cite',
]);

/** What is wrong with one element of sanitised HTML: none for editorial markup. */
function problemsOf(element: Element): string[] {
  const problems: string[] = [];
  if (
    [
      'script',
      'style',
      'object',
      'embed',
      'form',
      'base',
      'meta',
      'link',
      'svg',
      'math',
      'noscript',
      'input',
      'button',
      'textarea',
    ].includes(element.name)
  )
    problems.push(`<${element.name}>`);
  for (const [name, value] of Object.entries(element.attribs)) {
    if (name.startsWith('on') || name === 'srcdoc' || name === 'style' || name.startsWith('xmlns'))
      problems.push(`${element.name}[${name}]`);
    if (urlAttributes.has(name) && safeHref(value) === null) problems.push(`${element.name}[${name}=${value}]`);
    if (name === 'srcset' && value.split(',').some((candidate) => safeHref(candidate.trim().split(/\s+/)[0]) === null))
      problems.push(`${element.name}[srcset]`);
    if ((name === 'id' || name === 'name') && !value.startsWith(userContentPrefix))
      problems.push(`${element.name}[${name}=${value}]`);
  }
  return problems;
}

describe('the XSS corpus through the body sanitiser', () => {
  it.each(xssPayloads.map((payload) => [payload.name, payload.text]))(
    '%s leaves only editorial markup',
    (_name, text) => {
      const clean = sanitizeBody(text);
      expect(elements(parseDocument(clean).children).flatMap(problemsOf)).toEqual([]);
      // Sanitising what was stored changes nothing (the editor saves bodies it read back).
      expect(sanitizeBody(clean)).toBe(clean);
    },
  );

  it('leaves no element with an id or name the page scripts use', () => {
    const clean = sanitizeBody(xssPayloads.map((payload) => payload.text).join(''));
    const names = elements(parseDocument(clean).children).flatMap((element) => [
      element.attribs.id,
      element.attribs.name,
    ]);
    for (const id of pageScriptIds) expect(names).not.toContain(id);
  });

  it('namespaces ids and names and keeps in-page links pointing at them', () => {
    expect(
      sanitizeBody(
        '<h2 id="part-2">Part 2</h2><a name="top"></a><a href="#part-2">to part 2</a><a href="/news#part-2">elsewhere</a>',
      ),
    ).toBe(
      '<h2 id="user-content-part-2">Part 2</h2><a name="user-content-top"></a><a href="#user-content-part-2">to part 2</a><a href="/news#part-2">elsewhere</a>',
    );
  });
});

describe('the XSS corpus through the link check', () => {
  it('refuses every script, data and vbscript URL of the corpus', () => {
    const urls = xssPayloads.flatMap((payload) =>
      [...payload.text.matchAll(/(?:href|src|action|data)="([^"]*)"/g)].map((match) => match[1]!),
    );
    const decoded = urls.map((url) =>
      url
        .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
        .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec))),
    );
    const dangerous = decoded.filter((url) =>
      // eslint-disable-next-line no-control-regex -- a browser skips leading controls before the scheme
      /^[\s\u0000-\u001f]*(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|data|vbscript):/i.test(url.replace(/[\t\n\r]/g, '')),
    );
    expect(dangerous.length).toBeGreaterThan(10);
    for (const url of dangerous) expect(safeHref(url)).toBeNull();
  });
});

describe('the XSS corpus through the script-JSON writer (JSON-LD, page config)', () => {
  it.each(xssPayloads.map((payload) => [payload.name, payload.text]))(
    '%s cannot end or bend the script element',
    (_name, text) => {
      const json = scriptJson({
        '@type': 'NewsArticle',
        headline: text,
        author: [{ name: text }],
        nested: { description: text },
      });
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(json)).toEqual({
        '@type': 'NewsArticle',
        headline: text,
        author: [{ name: text }],
        nested: { description: text },
      });
    },
  );
});

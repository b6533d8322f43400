import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { bodyShapes, emptyBodies, firstFree } from './body-shapes.fixture.ts';
import { paragraphStarts } from './paragraph-starts.ts';
import { ungatedParagraphs } from './ungated-paragraphs.ts';

/** The text a reader sees of some HTML, whitespace collapsed. */
function textOf(html: string): string {
  let text = '';
  const parser = new Parser({ ontext: (chunk) => void (text += chunk) }, { decodeEntities: true });
  parser.end(html);
  return text.replace(/\s+/g, ' ').trim();
}

const squash = (text: string) => text.replace(/\s+/g, '');

const body = '<p>One</p>\n<h2>Two</h2>\n<ul><li>Three</li></ul><p>Four</p>';

describe('ungatedParagraphs', () => {
  it('keeps the first paragraphs in the teaser and the rest after', () => {
    expect(ungatedParagraphs(body, 1)).toEqual({
      teaser: '<p>One</p>\n',
      rest: '<h2>Two</h2>\n<ul><li>Three</li></ul><p>Four</p>',
    });
    expect(ungatedParagraphs(body, 2)).toEqual({
      teaser: '<p>One</p>\n<h2>Two</h2>\n',
      rest: '<ul><li>Three</li></ul><p>Four</p>',
    });
  });

  it('always keeps the last paragraph gated: a body of fewer paragraphs than allowed shows one fewer', () => {
    expect(ungatedParagraphs(body, 10)).toEqual({
      teaser: '<p>One</p>\n<h2>Two</h2>\n<ul><li>Three</li></ul>',
      rest: '<p>Four</p>',
    });
    expect(ungatedParagraphs('<p>Only one, however long it is.</p>', 3)).toEqual({
      teaser: '',
      rest: '<p>Only one, however long it is.</p>',
    });
  });

  it('gates everything for a count below 1 and treats a fractional count as the whole paragraphs below it', () => {
    expect(ungatedParagraphs(body, 0)).toEqual({ teaser: '', rest: body });
    expect(ungatedParagraphs(body, -3).rest).toBe(body);
    expect(ungatedParagraphs(body, Number.NaN).rest).toBe(body);
    expect(ungatedParagraphs(body, 1.9).teaser).toBe('<p>One</p>\n');
  });

  it('gates a body without any paragraph whole, and leaves an empty body empty', () => {
    for (const html of emptyBodies) expect(ungatedParagraphs(html, 3)).toEqual({ teaser: '', rest: html });
  });

  it('cuts inside wrappers, closing in the teaser and opening again in the rest what is open at the cut', () => {
    expect(ungatedParagraphs('<div class="w" id="d"><p>a</p><p>b</p></div>', 1)).toEqual({
      teaser: '<div class="w" id="d"><p>a</p></div>',
      rest: '<div class="w"><p>b</p></div>',
    });
    expect(ungatedParagraphs('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>', 2)).toEqual({
      teaser: '<table><tr><td>a</td><td>b</td></tr></table>',
      rest: '<table><tr><td>c</td></tr></table>',
    });
  });

  it('continues the numbering of an ordered list in the rest', () => {
    expect(ungatedParagraphs('<ol start="3"><li>a</li><li>b</li><li>c</li></ol>', 2).rest).toBe(
      '<ol start="5"><li>c</li></ol>',
    );
    expect(ungatedParagraphs('<ol><li>a</li><li>b<ul><li>c</li></ul></li></ol>', 2).rest).toBe(
      '<ol start="2"><li><ul><li>c</li></ul></li></ol>',
    );
  });

  it('escapes attribute values it writes again and drops attribute names it cannot write', () => {
    expect(ungatedParagraphs('<div title="a &quot;b&quot; &amp; c" x"y="1"><p>a</p><p>b</p></div>', 1).rest).toBe(
      '<div title="a &quot;b&quot; &amp; c"><p>b</p></div>',
    );
  });

  it('counts every line split by <br> as a paragraph and keeps the <br> with the line it ends', () => {
    expect(ungatedParagraphs('a<br>b<br/>\n <br />c', 2)).toEqual({ teaser: 'a<br>b<br/>\n <br />', rest: 'c' });
    expect(ungatedParagraphs('<p><b>a<br>b</b></p>', 1)).toEqual({
      teaser: '<p><b>a<br></b></p>',
      rest: '<p><b>b</b></p>',
    });
  });

  it('keeps the text of scripts, templates and media as content, so it is never shown for free', () => {
    expect(ungatedParagraphs('<p>a</p><template>secret</template>', 3)).toEqual({
      teaser: '<p>a</p>',
      rest: '<template>secret</template>',
    });
    expect(ungatedParagraphs('<p>a</p><p><img alt="secret"></p>', 3).teaser).toBe('<p>a</p>');
  });

  it('ignores whitespace, comments and empty elements between paragraphs', () => {
    const html = '  <!-- lead -->\n<p>a</p>\n\n<!-- note --><p></p><p>&nbsp;</p>  \n<p>b</p>\n';
    expect(paragraphStarts(html)).toHaveLength(2);
    expect(ungatedParagraphs(html, 1)).toEqual({
      teaser: '  <!-- lead -->\n<p>a</p>\n\n<!-- note -->',
      rest: '<p></p><p>&nbsp;</p>  \n<p>b</p>\n',
    });
  });
});

describe('the gate over every body shape', () => {
  for (const open of [1, 2, 3, 5]) {
    for (const shape of bodyShapes(open, 'gatedmarkerword')) {
      it(`keeps the gated part of "${shape.name}" out of the teaser with ${open} ungated`, () => {
        const { teaser, rest } = ungatedParagraphs(shape.html, open);
        expect(teaser).not.toContain('gatedmarkerword');
        expect(rest).toContain('gatedmarkerword');
        expect(teaser.includes(firstFree)).toBe(shape.showsFree);
        // Nothing is lost: the teaser's text then the rest's is the body's.
        expect(squash(textOf(teaser) + textOf(rest))).toBe(squash(textOf(shape.html)));
      });
    }
  }
});

describe('the gate over random bodies', () => {
  const pieces = [
    '<p>',
    '</p>',
    '<div>',
    '</div>',
    '<br>',
    '<b>',
    '</b>',
    '<ul><li>',
    '</li></ul>',
    '<li>',
    '<table><tr><td>',
    '</td><td>',
    '</td></tr></table>',
    '<!-- c -->',
    ' ',
    '\n',
    '<img alt="i">',
    '<h2>',
    '</h2>',
    '<span>',
    '</span>',
    '<blockquote>',
    '</blockquote>',
    '<pre>',
    '</pre>',
  ];
  let seed = 26;
  const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);

  it('never shows more paragraphs than allowed, always gates the last, and loses no text', () => {
    for (let run = 0; run < 400; run++) {
      let html = '';
      for (let i = 0, n = 5 + random(40); i < n; i++)
        html += random(3) === 0 ? `word${i} ` : pieces[random(pieces.length)];
      const total = paragraphStarts(html).length;
      const count = 1 + random(4);
      const { teaser, rest } = ungatedParagraphs(html, count);
      expect(paragraphStarts(teaser).length, html).toBe(Math.min(count, Math.max(0, total - 1)));
      expect(squash(textOf(html)).startsWith(squash(textOf(teaser))), html).toBe(true);
      expect(squash(textOf(teaser) + textOf(rest)), html).toBe(squash(textOf(html)));
    }
  });

  it('finds the same first paragraphs when it stops parsing at a limit', () => {
    for (let run = 0; run < 200; run++) {
      let html = '';
      for (let i = 0, n = 5 + random(40); i < n; i++)
        html += random(3) === 0 ? `word${i} ` : pieces[random(pieces.length)];
      const limit = 1 + random(4);
      const offsets = (starts: ReturnType<typeof paragraphStarts>) => starts.map((start) => start.offset);
      expect(offsets(paragraphStarts(html, limit)), html).toEqual(offsets(paragraphStarts(html)).slice(0, limit));
    }
  });
});

describe('the gate over deep bodies', () => {
  it('stays linear in the nesting depth (a paragraph start shares its chain of open elements)', () => {
    const html = `${'<div>'.repeat(20_000)}${'line<br>'.repeat(20_000)}`;
    const started = performance.now();
    const { teaser } = ungatedParagraphs(html, 3);
    // A generous bound on a busy machine; copying the chain per paragraph took minutes.
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(teaser.endsWith('</div>'.repeat(20_000))).toBe(true);
  });
});

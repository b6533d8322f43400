import { describe, expect, it } from 'vitest';
import { ungatedParagraphs } from './ungated-paragraphs.ts';

const body = '<p>One</p>\n<h2>Two</h2>\n<ul><li>Three</li></ul>';

describe('ungatedParagraphs', () => {
  it('keeps the first paragraphs in the teaser and the rest after, losing nothing', () => {
    expect(ungatedParagraphs(body, 1)).toEqual({ teaser: '<p>One</p>\n', rest: '<h2>Two</h2>\n<ul><li>Three</li></ul>' });
    expect(ungatedParagraphs(body, 2)).toEqual({ teaser: '<p>One</p>\n<h2>Two</h2>\n', rest: '<ul><li>Three</li></ul>' });
  });

  it('gates the whole body for 0 and nothing when the body has no more paragraphs', () => {
    expect(ungatedParagraphs(body, 0)).toEqual({ teaser: '', rest: body });
    expect(ungatedParagraphs(body, 3)).toEqual({ teaser: body, rest: '' });
    expect(ungatedParagraphs(body, 10)).toEqual({ teaser: body, rest: '' });
    expect(ungatedParagraphs('', 2)).toEqual({ teaser: '', rest: '' });
  });

  it('treats a negative or fractional count as the whole paragraphs below it', () => {
    expect(ungatedParagraphs(body, -3).rest).toBe(body);
    expect(ungatedParagraphs(body, 1.9).teaser).toBe('<p>One</p>\n');
  });

  it('never splits inside a nested element', () => {
    const nested = '<div><p>a</p><p>b</p></div><blockquote><p>c</p></blockquote><table><tr><td><p>d</p></td></tr></table>';
    expect(ungatedParagraphs(nested, 1)).toEqual({ teaser: '<div><p>a</p><p>b</p></div>', rest: '<blockquote><p>c</p></blockquote><table><tr><td><p>d</p></td></tr></table>' });
    expect(ungatedParagraphs(nested, 2).rest).toBe('<table><tr><td><p>d</p></td></tr></table>');
  });

  it('counts a run of top-level text and inline elements as one paragraph', () => {
    const html = 'Intro with <strong>bold</strong> &amp; <a href="/x">a link</a><br>more\n<p>Next</p>tail';
    expect(ungatedParagraphs(html, 1)).toEqual({ teaser: 'Intro with <strong>bold</strong> &amp; <a href="/x">a link</a><br>more\n', rest: '<p>Next</p>tail' });
    expect(ungatedParagraphs(html, 2)).toEqual({ teaser: 'Intro with <strong>bold</strong> &amp; <a href="/x">a link</a><br>more\n<p>Next</p>', rest: 'tail' });
  });

  it('ignores whitespace and comments between paragraphs', () => {
    const html = '  <!-- lead -->\n<p>a</p>\n\n<!-- note -->  \n<p>b</p>\n';
    expect(ungatedParagraphs(html, 1)).toEqual({ teaser: '  <!-- lead -->\n<p>a</p>\n\n<!-- note -->  \n', rest: '<p>b</p>\n' });
    expect(ungatedParagraphs(html, 2)).toEqual({ teaser: html, rest: '' });
  });

  it('copes with unclosed paragraphs, void elements and markup-like attribute values', () => {
    expect(ungatedParagraphs('<p>a<p>b<hr><figure><img alt="x>y"></figure>', 2)).toEqual({ teaser: '<p>a<p>b', rest: '<hr><figure><img alt="x>y"></figure>' });
    expect(ungatedParagraphs('<pre>x\n\n<b>y</b></pre><p>z</p>', 1).rest).toBe('<p>z</p>');
  });

  it('keeps a script or a whole unclosed element on one side', () => {
    expect(ungatedParagraphs('<p>a</p><script>if (a < b) "<p>"</script><p>c</p>', 2).rest).toBe('<p>c</p>');
    expect(ungatedParagraphs('<div><p>a</p><p>b', 1)).toEqual({ teaser: '<div><p>a</p><p>b', rest: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeBody } from './sanitize-body.ts';

describe('sanitizeBody', () => {
  it('keeps editorial markup', () => {
    const html =
      '<h2 class="x">Title</h2><p>Some <strong>bold</strong> <a href="https://example.com" target="_blank">link</a></p><ul><li>one</li></ul><img src="/files/a.jpg" alt="A" width="10"><table><tr><td colspan="2">cell</td></tr></table>';
    const clean = sanitizeBody(html);
    for (const part of [
      '<h2 class="x">Title</h2>',
      '<strong>bold</strong>',
      'href="https://example.com"',
      '<li>one</li>',
      '<img src="/files/a.jpg" alt="A" width="10" />',
      'colspan="2"',
    ])
      expect(clean).toContain(part);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const clean = sanitizeBody(
      '<p onclick="steal()" style="color:red">hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|style=/);
    expect(clean).toContain('<p>hi</p>');
  });

  it('unwraps elements nested deeper than 64 levels and keeps their text', () => {
    const deep = `${'<div>'.repeat(10_000)}<p>deep text</p>${'</div>'.repeat(10_000)}`;
    const clean = sanitizeBody(deep);
    expect(clean.match(/<div>/g)?.length).toBe(64);
    expect(clean).toContain('deep text');
  });

  it('keeps https embeds only', () => {
    expect(sanitizeBody('<iframe src="https://www.youtube.com/embed/x" allowfullscreen></iframe>')).toContain(
      'src="https://www.youtube.com/embed/x"',
    );
    expect(sanitizeBody('<iframe src="http://evil.example/x"></iframe>')).not.toContain('evil');
  });
});

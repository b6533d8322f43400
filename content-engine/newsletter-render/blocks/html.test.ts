import { describe, expect, it } from 'vitest';
import { render } from '../tests/dom.ts';
import { renderInput, resolved } from '../tests/fixture.ts';

describe('html block', () => {
  it('shows the editor’s markup sanitised, with links tracked', async () => {
    const html =
      '<p onclick="steal()">Thanks for <b>reading</b> <i>today</i>.<script>alert(1)</script> <a href="/about">About</a> <a href="javascript:alert(2)">x</a></p><iframe src="https://evil.test"></iframe><img src="https://cdn.test/a.png">';
    const { dom } = await render(renderInput([resolved({ key: 'note', type: 'html', html })]));
    expect(dom.byTag('script')).toEqual([]);
    expect(dom.elements.some((e) => 'onclick' in e.attribs)).toBe(false);
    expect(dom.text()).toContain('Thanks for reading today.');
    const about = dom.links().find((l) => l.text === 'About');
    expect(about?.href).toMatch(/^https:\/\/www\.fleetnews\.test\/about\?utm_source=newsletter&.*utm_content=note/);
    expect(dom.links().some((l) => l.href.startsWith('javascript:'))).toBe(false);
    expect(dom.images().find((i) => i.src === 'https://cdn.test/a.png')?.alt).toBe('');
  });

  it('writes nothing when the markup sanitises to nothing', async () => {
    const { dom } = await render(
      renderInput([resolved({ key: 'note', type: 'html', title: 'Note', html: '<script>x</script>' })]),
    );
    expect(dom.text()).not.toContain('NOTE');
    expect(dom.byTag('h2')).toEqual([]);
  });
});

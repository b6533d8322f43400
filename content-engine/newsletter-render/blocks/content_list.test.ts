import { describe, expect, it } from 'vitest';
import { render } from '../tests/dom.ts';
import { item, renderInput, resolved } from '../tests/fixture.ts';

const list = (styling: Record<string, unknown>, count = 3, extra: Record<string, unknown> = {}) =>
  render(
    renderInput([
      resolved(
        { key: 'top', type: 'content_list', title: 'Top stories', styling, ...extra },
        {
          items: Array.from({ length: count }, (_, i) => item(i + 1)),
        },
      ),
    ]),
  );

const columnsOf = (html: string, percent: number) =>
  (html.match(new RegExp(`class="mj-column-per-${percent} `, 'g')) ?? []).length;

describe('content list block', () => {
  it('lists items with the image beside the text, linked names, teasers and the block title', async () => {
    const { dom, html } = await list({ layout: 'list', imagePosition: 'left' });
    expect(columnsOf(html, 32)).toBe(3);
    expect(columnsOf(html, 68)).toBe(3);
    expect(dom.byTag('h2').map((h) => h.children.map((c) => ('data' in c ? c.data : '')).join(''))).toContain(
      'Top stories',
    );
    expect(
      dom
        .links()
        .filter((l) => l.text.startsWith('Story number'))
        .map((l) => l.text),
    ).toEqual(['Story number 1 about trucks', 'Story number 2 about trucks', 'Story number 3 about trucks']);
    expect(dom.text()).toContain('Teaser of story 2');
    expect(dom.images().map((i) => i.alt)).toEqual(expect.arrayContaining(['Photo for story 1', 'Photo for story 3']));
  });

  it('writes the image first but lays it out on the right for imagePosition right (phones still see it first)', async () => {
    const { html } = await list({ imagePosition: 'right' }, 1);
    expect(html).toMatch(/direction:rtl/);
  });

  it('shows no images for imagePosition none and puts them above for top', async () => {
    expect((await list({ imagePosition: 'none' })).dom.images().filter((i) => i.alt?.startsWith('Photo'))).toEqual([]);
    const top = await list({ imagePosition: 'top' }, 2);
    expect(columnsOf(top.html, 32)).toBe(0);
    expect(top.dom.images().filter((i) => i.alt?.startsWith('Photo'))).toHaveLength(2);
  });

  it('shows teaser, date and label only as the styling says', async () => {
    const off = await list({ showTeaser: false, showDate: false, showLabel: false }, 1);
    expect(off.dom.text()).not.toContain('Teaser of story 1');
    expect(off.dom.text()).not.toContain('November 20, 2026');
    expect(off.dom.text()).not.toContain('Exclusive');
    const on = await list({ showTeaser: true, showDate: true, showLabel: true }, 1);
    expect(on.dom.text()).toContain('Teaser of story 1');
    expect(on.dom.text()).toContain('November 20, 2026');
    expect(on.dom.text()).toContain('Exclusive');
  });

  it('divides items with rules only when dividers are on', async () => {
    expect((await list({ dividers: true })).html.match(/border-top:1px solid/g)).toHaveLength(2);
    expect((await list({ dividers: false })).html).not.toMatch(/border-top:1px solid/);
  });

  it('puts the first item large in the feature layout and the rest as a list', async () => {
    const { dom, html } = await list({ layout: 'feature' }, 3);
    const sizes = dom.byTag('h3').map((h) => /font-size:(\d+)px/.exec(h.attribs.style ?? '')?.[1]);
    expect(Number(sizes[0])).toBeGreaterThan(Number(sizes[1]));
    expect(columnsOf(html, 32)).toBe(2);
  });

  it('puts items in two columns in the grid layout, an odd last one keeping its half', async () => {
    const { html } = await list({ layout: 'grid' }, 3);
    expect(columnsOf(html, 50)).toBe(4);
  });

  it('hides the title when showTitle is off and uses the block colours', async () => {
    const { dom, html } = await list({ showTitle: false, backgroundColor: '#003366', textColor: '#ffffff' }, 1);
    expect(dom.byTag('h2')).toEqual([]);
    expect(html).toContain('background-color:#003366');
  });

  it('writes the call to action as a tracked button', async () => {
    const { dom } = await list({}, 1, { cta: { label: 'More news', url: '/news' } });
    const cta = dom.links().find((l) => l.text === 'More news');
    expect(cta?.href).toMatch(/^https:\/\/www\.fleetnews\.test\/news\?utm_source=newsletter&.*utm_content=top/);
  });

  it('writes nothing for an empty list', async () => {
    const { dom } = await list({}, 0);
    expect(dom.byTag('h2')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { render } from '../tests/dom.ts';
import { origin, renderInput, resolved } from '../tests/fixture.ts';

const contacts = [
  {
    id: 1,
    name: 'Ann Editor',
    title: 'Editor',
    email: 'ann@fleetnews.test',
    phone: '+1 312 555 0100',
    imageSrc: `${origin}/files/ann.jpg`,
    url: `${origin}/staff/ann`,
  },
  { id: 2, name: 'Bob <Sales>', title: 'Sales', email: 'bob@fleetnews.test', phone: '', imageSrc: null, url: null },
];

describe('contacts block', () => {
  it('names each contact with photo, title, e-mail and phone', async () => {
    const { dom } = await render(
      renderInput([resolved({ key: 'team', type: 'contacts', title: 'Our team' }, { contacts })]),
    );
    const text = dom.text();
    for (const part of ['Ann Editor', 'Editor', '+1 312 555 0100', 'Bob <Sales>', 'Sales'])
      expect(text).toContain(part);
    expect(dom.links()).toContainEqual({ href: 'mailto:ann@fleetnews.test', text: 'ann@fleetnews.test' });
    expect(dom.images()).toContainEqual({ src: `${origin}/files/ann.jpg`, alt: 'Ann Editor' });
    expect(dom.links().find((l) => l.text === 'Ann Editor')?.href).toMatch(/\/staff\/ann\?utm_source=newsletter/);
  });

  it('writes contacts in two columns for the grid layout', async () => {
    const { html } = await render(
      renderInput([resolved({ key: 'team', type: 'contacts', styling: { layout: 'grid' } }, { contacts })]),
    );
    expect(html.match(/class="mj-column-per-50 /g)).toHaveLength(2);
  });
});

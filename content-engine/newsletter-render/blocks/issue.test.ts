import { describe, expect, it } from 'vitest';
import { render } from '../tests/dom.ts';
import { origin, renderInput, resolved } from '../tests/fixture.ts';

const issue = {
  id: 5,
  name: 'December 2026',
  publicationName: 'Fleet Magazine',
  coverSrc: `${origin}/files/cover.jpg`,
  url: `${origin}/magazine/5`,
  digitalEditionUrl: 'https://digital.fleetnews.test/dec',
  mailDate: '2026-11-25',
};

describe('issue block', () => {
  it('shows the cover, the issue and publication names and the digital edition link', async () => {
    const { dom } = await render(
      renderInput([resolved({ key: 'issue', type: 'issue', title: 'In print' }, { issue })]),
    );
    expect(dom.images()).toContainEqual({
      src: `${origin}/files/cover.jpg`,
      alt: 'Cover of Fleet Magazine December 2026',
    });
    expect(dom.text()).toContain('Fleet Magazine');
    expect(dom.links().find((l) => l.text === 'December 2026')?.href).toMatch(/\/magazine\/5\?utm_source=newsletter/);
    const edition = new URL(dom.links().find((l) => l.text === 'Read the digital edition')!.href);
    expect(edition.host).toBe('digital.fleetnews.test');
    expect(edition.searchParams.get('utm_medium')).toBe('email');
  });

  it('writes nothing without an issue', async () => {
    const { dom } = await render(renderInput([resolved({ key: 'issue', type: 'issue', title: 'In print' })]));
    expect(dom.byTag('h2')).toEqual([]);
  });
});

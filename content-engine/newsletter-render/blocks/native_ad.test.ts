import { describe, expect, it } from 'vitest';
import { render } from '../tests/dom.ts';
import { ad, renderInput, resolved } from '../tests/fixture.ts';

describe('native ad block', () => {
  it('writes the ad like an item: label, image, title, body and call to action', async () => {
    const { dom } = await render(renderInput([resolved({ key: 'ad-1', type: 'native_ad' }, { ad: ad() })]));
    const text = dom.text();
    for (const part of ['Sponsored by Acme Tyres', 'Tyres that last', 'Twice the mileage.', 'See the offer'])
      expect(text).toContain(part);
    expect(dom.images()).toContainEqual({ src: 'https://cdn.acme-tyres.test/ad.png', alt: 'A tyre' });
    const cta = new URL(dom.links().find((l) => l.text === 'See the offer')!.href);
    expect(cta.host).toBe('acme-tyres.test');
    expect(cta.searchParams.get('utm_campaign')).toBe('fleet-daily');
  });

  it('escapes the advertiser’s copy', async () => {
    const { dom } = await render(
      renderInput([resolved({ key: 'ad-1', type: 'native_ad' }, { ad: ad({ title: '<b>Bold</b> claim' }) })]),
    );
    expect(dom.text()).toContain('<b>Bold</b> claim');
    expect(dom.byTag('b')).toEqual([]);
  });

  it('shows an image-only placement as its image', async () => {
    const { dom } = await render(
      renderInput([
        resolved(
          { key: 'ad-1', type: 'native_ad' },
          { ad: ad({ placement: 'logo-300x100', image: 'https://cdn.acme.test/logo.png', imageAlt: 'Acme' }) },
        ),
      ]),
    );
    expect(dom.byTag('img').find((i) => i.attribs.src === 'https://cdn.acme.test/logo.png')?.attribs.width).toBe('300');
    expect(dom.text()).not.toContain('Twice the mileage.');
  });
});
